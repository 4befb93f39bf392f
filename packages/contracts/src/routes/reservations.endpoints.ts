import { endpoint } from './endpoint.ts';
import type { reservationsRoutes } from './reservations.routes.ts';

// Reservations of the v1 checkout (routes.md "Event orders and event checkout"; events.orders).

export const createReservation = endpoint({
  operationId: 'CreateReservation',
  method: 'POST',
  path: '/events/v1/checkout/reservations',
});
export const cancelReservation = endpoint({
  operationId: 'CancelReservation',
  method: 'DELETE',
  path: '/events/v1/checkout/reservations/:id',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    reservations: typeof reservationsRoutes;
  }
}
