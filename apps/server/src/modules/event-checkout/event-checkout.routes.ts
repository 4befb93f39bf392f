import type { FastifyInstance } from 'fastify';
import { eventCheckoutRoutes } from '@tessera/contracts/routes/index';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { registerRoutes } from '../../platform/routing.ts';
import { selectFromSite, siteScope } from '../../platform/site-scope.ts';
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
      updateCheckout: ({ caller, params, input }) =>
        service.updateCheckout(caller, params.orderNumber, input),
      posCheckout: ({ caller, input }) => service.posCheckout(caller, input),
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
      order: {
        async subjectsOf(siteId, orderNumber) {
          const row = await selectFromSite(siteScope(db, siteId), 'event_orders')
            .select(['subject_role', 'subject_id'])
            .where('order_number', '=', orderNumber)
            .executeTakeFirst();
          if (!row?.subject_id || (row.subject_role !== 'VISITOR' && row.subject_role !== 'MEMBER'))
            return [];
          return [{ role: row.subject_role, id: row.subject_id }];
        },
        notFound: () => notFound('ORDER_NOT_FOUND', 'Order not found'),
      },
    },
  );
}
