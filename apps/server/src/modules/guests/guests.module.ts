import { guestsRoutes } from '@tessera/contracts/routes/index';
import { defineModule } from '../../platform/module.ts';
import { registerRoutes } from '../../platform/routing.ts';
import * as eventGuests from './migrations/0030_guests_event_guests.ts';
import * as ticketBuyers from './migrations/0033_guests_ticket_buyers.ts';
import * as ticketHolders from './migrations/0037_guests_ticket_holders.ts';
import { GuestsService } from './guests.service.ts';

/**
 * Event guests (QueryEventGuests): everyone registered for an event, read from a view over the
 * registration sources (RSVPs; ticket orders next), so nothing is copied or kept in step. Its
 * own module because it reads across sources; listed after them, its migration after theirs.
 */
export const guestsModule = defineModule({
  name: 'guests',
  routeGroups: [guestsRoutes],
  migrations: {
    '0030_guests_event_guests': eventGuests,
    '0033_guests_ticket_buyers': ticketBuyers,
    '0037_guests_ticket_holders': ticketHolders,
  },
  setup({ db }) {
    const guests = new GuestsService(db);
    return {
      routes: (server) =>
        registerRoutes(server, guestsRoutes, {
          queryEventGuests: ({ caller, input }) => guests.query(caller, input),
        }),
    };
  },
});
