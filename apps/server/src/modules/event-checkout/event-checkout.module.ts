import { defineModule } from '../../platform/module.ts';
import { eventFormsModule } from '../event-forms/index.ts';
import { paymentsModule } from '../payments/index.ts';
import { reservationsModule } from '../reservations/index.ts';
import { registerEventCheckoutRoutes } from './event-checkout.routes.ts';
import { EventCheckoutService } from './event-checkout.service.ts';
import * as orders from './migrations/0027_event_checkout_orders.ts';

/** Event checkout: invoice, checkout into orders with numbered, signed tickets, paid through payments. */
export const eventCheckoutModule = defineModule({
  name: 'event-checkout',
  migrations: { '0027_event_checkout_orders': orders },
  setup({ db, uow, clock }, modules) {
    modules.get(reservationsModule);
    const service = new EventCheckoutService({
      db,
      uow,
      clock,
      payments: modules.get(paymentsModule).service,
      forms: modules.get(eventFormsModule).forms,
    });
    return {
      routes: (server) => registerEventCheckoutRoutes(server, service, db),
      exports: { service },
    };
  },
});
