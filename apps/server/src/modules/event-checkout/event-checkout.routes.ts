import type { FastifyInstance } from 'fastify';
import { eventCheckoutRoutes } from '@tessera/contracts/routes/index';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { registerRoutes } from '../../platform/routing.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { reservationForCheckout } from '../reservations/index.ts';
import type { EventCheckoutService } from './event-checkout.service.ts';

/** The checkout routes; an invoice belongs to whoever made the reservation. */
export function registerEventCheckoutRoutes(
  server: FastifyInstance,
  service: EventCheckoutService,
  db: Db,
): void {
  registerRoutes(
    server,
    eventCheckoutRoutes,
    {
      getCheckoutOptions: async () => service.options() as never,
      getInvoice: ({ caller, params, input }) => service.invoice(caller, params.reservationId, input),
      checkout: ({ caller, input }) => service.checkout(caller, input),
    },
    {
      reservation: {
        async subjectsOf(siteId, id) {
          const subject = (await reservationForCheckout(siteScope(db, siteId), id))?.subject;
          if (!subject?.id || (subject.role !== 'VISITOR' && subject.role !== 'MEMBER')) return [];
          return [{ role: subject.role, id: subject.id }];
        },
        notFound: () => notFound('RESERVATION_NOT_FOUND', 'Reservation not found'),
      },
    },
  );
}
