import type { FastifyInstance } from 'fastify';
import { ticketReservationsRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import type { OwnerHoldsService } from './owner-holds.service.ts';

/** Owner-made holds' routes (events_ticket-reservations), each one call of the service. */
export function registerOwnerHoldRoutes(server: FastifyInstance, holds: OwnerHoldsService): void {
  registerRoutes(server, ticketReservationsRoutes, {
    createTicketReservation: ({ caller, input }) => holds.create(caller, input),
    getTicketReservation: ({ caller, params }) => holds.get(caller, params.id),
    cancelTicketReservation: ({ caller, params }) => holds.cancel(caller, params.id),
    deleteTicketReservation: ({ caller, params }) => holds.delete(caller, params.id),
    bulkUpdateTicketReservationTags: ({ caller, input }) => holds.bulkTags(caller, input),
    bulkUpdateTicketReservationTagsByFilter: ({ caller, input }) => holds.bulkTagsByFilter(caller, input),
  });
}
