import { eventCheckoutRoutes } from '@tessera/contracts/routes/event-checkout.routes';
import { eventOrderDomainEvents } from '@tessera/contracts/event-order-events';
import { defineModule } from '../../platform/module.ts';
import { eventFormsModule } from '../event-forms/index.ts';
import { paymentsModule } from '../payments/index.ts';
import { reservationsModule } from '../reservations/index.ts';
import { existingQrSecret, registerDocumentRoutes } from './documents/document-routes.ts';
import { registerEventCheckoutRoutes } from './event-checkout.routes.ts';
import { EventCheckoutService } from './event-checkout.service.ts';
import { EventOrdersService } from './event-orders.service.ts';
import { EventTicketsService } from './event-tickets.service.ts';
import { cancelLapsedOrders } from './lapsed-orders.ts';
import * as orders from './migrations/0027_event_checkout_orders.ts';
import * as checkIns from './migrations/0030_event_ticket_check_ins.ts';
import * as holderColumns from './migrations/0037_event_ticket_holder_columns.ts';
import * as ticketArchived from './migrations/0055_event_ticket_archived.ts';

/** Event checkout: invoice, checkout into orders with numbered, signed tickets, paid through payments. */
export const eventCheckoutModule = defineModule({
  name: 'event-checkout',
  routeGroups: [eventCheckoutRoutes],
  domainEvents: eventOrderDomainEvents,
  migrations: {
    '0027_event_checkout_orders': orders,
    '0030_event_ticket_check_ins': checkIns,
    '0037_event_ticket_holder_columns': holderColumns,
    '0055_event_ticket_archived': ticketArchived,
  },
  setup({ db, uow, clock }, modules) {
    const reservations = modules.get(reservationsModule).service;
    const deps = {
      db,
      uow,
      clock,
      payments: modules.get(paymentsModule).service,
      forms: modules.get(eventFormsModule).forms,
    };
    const orders = new EventOrdersService(deps);
    const service = new EventCheckoutService({
      ...deps,
      paymentSettled: (siteId, payment) => orders.paymentSettled(siteId, payment),
    });
    const tickets = new EventTicketsService(deps);
    // A slow payment finishing later moves its order (payments' port, after the payment's commit).
    deps.payments.onSettled((siteId, payment) => orders.paymentSettled(siteId, payment));
    // A pay-later order whose hold expired is canceled (the hold's expiry job, reservations' port).
    reservations.onLapsed(cancelLapsedOrders({ uow, clock }));
    return {
      routes: async (server) => {
        registerEventCheckoutRoutes(server, service, db, orders, tickets);
        // Tickets PDF and calendar files: plain links, outside the site route table.
        await registerDocumentRoutes(server, {
          db,
          clock,
          qrSecretOf: (siteId) => existingQrSecret(db, siteId),
        });
      },
      exports: { service },
    };
  },
});
