import { eventDiscountsRoutes } from '@tessera/contracts/routes/event-discounts.routes';
import { defineModule } from '../../platform/module.ts';
import { ticketDefinitionsModule } from '../ticket-definitions/index.ts';
import { registerEventDiscountRoutes } from './event-discounts.routes.ts';
import { EventDiscountsService } from './event-discounts.service.ts';
import * as discounts from './migrations/0032_event_discounts.ts';

/** Discount codes of events, applied by the invoice and checkout (event-checkout's port). */
export const eventDiscountsModule = defineModule({
  name: 'event-discounts',
  routeGroups: [eventDiscountsRoutes],
  migrations: { '0032_event_discounts': discounts },
  setup({ db, uow, clock }, modules) {
    // Listed after ticket definitions: a code names definitions of its event.
    modules.get(ticketDefinitionsModule);
    const service = new EventDiscountsService({ db, uow, clock });
    return {
      routes: (server) => registerEventDiscountRoutes(server, service),
      exports: { service },
    };
  },
});
