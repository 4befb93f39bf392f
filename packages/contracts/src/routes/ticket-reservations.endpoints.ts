import { endpoint } from './endpoint.ts';
import type { ticketReservationsRoutes } from './ticket-reservations.routes.ts';

// Owner-made ticket holds (routes.md "Implied — events settings and owner-made ticket holds").

export const createTicketReservation = endpoint({
  operationId: 'CreateTicketReservation',
  method: 'POST',
  path: '/events/v1/ticket-reservations',
});
export const getTicketReservation = endpoint({
  operationId: 'GetTicketReservation',
  method: 'GET',
  path: '/events/v1/ticket-reservations/:id',
});
export const cancelTicketReservation = endpoint({
  operationId: 'CancelTicketReservation',
  method: 'POST',
  path: '/events/v1/ticket-reservations/:id/cancel',
});
export const deleteTicketReservation = endpoint({
  operationId: 'DeleteTicketReservation',
  method: 'DELETE',
  path: '/events/v1/ticket-reservations/:id',
});
export const bulkUpdateTicketReservationTags = endpoint({
  operationId: 'BulkUpdateTicketReservationTags',
  method: 'POST',
  path: '/events/v1/bulk/ticket-reservations/update-tags',
});
export const bulkUpdateTicketReservationTagsByFilter = endpoint({
  operationId: 'BulkUpdateTicketReservationTagsByFilter',
  method: 'POST',
  path: '/events/v1/bulk/ticket-reservations/update-tags-by-filter',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    ticketReservations: typeof ticketReservationsRoutes;
  }
}
