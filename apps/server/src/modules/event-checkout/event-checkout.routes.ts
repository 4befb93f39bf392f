import type { FastifyInstance } from 'fastify';
import { eventCheckoutRoutes } from '@tessera/contracts/routes/index';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { registerRoutes } from '../../platform/routing.ts';
import { selectFromSite, siteScope } from '../../platform/site-scope.ts';
import { reservationForCheckout } from '../reservations/index.ts';
import type { EventCheckoutService } from './event-checkout.service.ts';
import type { EventOrdersService } from './event-orders.service.ts';
import type { EventTicketsService } from './event-tickets.service.ts';

/** Who placed an order (the subject of `ownerOrSubjectOf: 'order' | 'ticket'`): a visitor or member, else none. */
const placer = (row: { subject_role: string; subject_id: string | null } | undefined) =>
  !row?.subject_id || (row.subject_role !== 'VISITOR' && row.subject_role !== 'MEMBER')
    ? []
    : [{ role: row.subject_role as 'VISITOR' | 'MEMBER', id: row.subject_id }];

/** The checkout routes; an invoice belongs to whoever made the reservation. */
export function registerEventCheckoutRoutes(
  server: FastifyInstance,
  service: EventCheckoutService,
  db: Db,
  orders: EventOrdersService,
  tickets: EventTicketsService,
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
      listOrders: ({ caller, input }) => orders.list(caller, input),
      getOrder: ({ caller, params, input }) =>
        orders.get(caller, params.eventId, params.orderNumber, input.fieldset),
      updateOrder: ({ caller, params, input }) =>
        orders.update(caller, params.eventId, params.orderNumber, input),
      bulkUpdateOrders: ({ caller, params, input }) => orders.bulkUpdate(caller, params.eventId, input),
      confirmOrder: ({ caller, params, input }) => orders.confirm(caller, params.eventId, input.orderNumber),
      getOrdersSummary: ({ caller, input }) => orders.summary(caller, input.eventId),
      captureAuthorizedPayment: ({ caller, params, input }) =>
        orders.settleAuthorized(caller, params.orderNumber, input.eventId, 'capture'),
      voidAuthorizedPayment: ({ caller, params, input }) =>
        orders.settleAuthorized(caller, params.orderNumber, input.eventId, 'void'),
      listTickets: ({ caller, input }) => tickets.list(caller, input),
      getTicket: ({ caller, params, input }) => tickets.get(caller, params.id, input.eventId),
      updateTicket: ({ caller, params, input }) => tickets.update(caller, params.id, input),
      bulkUpdateTickets: ({ caller, input }) => tickets.bulkUpdate(caller, input),
      checkInTickets: ({ caller, input }) => tickets.checkIn(caller, input),
      deleteTicketCheckIns: ({ caller, input }) => tickets.deleteCheckIns(caller, input),
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
          return placer(row);
        },
        notFound: () => notFound('ORDER_NOT_FOUND', 'Order not found'),
      },
      ticket: {
        async subjectsOf(siteId, ticketNumber) {
          const scope = siteScope(db, siteId);
          const ticket = await selectFromSite(scope, 'event_tickets')
            .select('order_id')
            .where('ticket_number', '=', ticketNumber)
            .executeTakeFirst();
          if (!ticket) return [];
          const row = await selectFromSite(scope, 'event_orders')
            .select(['subject_role', 'subject_id'])
            .where('id', '=', ticket.order_id)
            .executeTakeFirst();
          return placer(row);
        },
        notFound: () => notFound('TICKET_NOT_FOUND', 'Ticket not found'),
      },
    },
  );
}
