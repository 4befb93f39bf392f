import { reservationsRoutes } from '@tessera/contracts/routes/reservations.routes';
import { ticketReservationsRoutes } from '@tessera/contracts/routes/ticket-reservations.routes';
import { defineModule } from '../../platform/module.ts';
import { eventsSettingsModule } from '../events-settings/index.ts';
import { ticketDefinitionsModule } from '../ticket-definitions/index.ts';
import * as reservations from './migrations/0022_reservations.ts';
import * as reservationTags from './migrations/0033_reservation_tags.ts';
import { registerOwnerHoldRoutes } from './owner-holds.routes.ts';
import { OwnerHoldsService } from './owner-holds.service.ts';
import { registerReservationRoutes } from './reservations.routes.ts';
import { ReservationsService } from './reservations.service.ts';

/** Holds of tickets with an expiry (the checkout's first step). */
export const reservationsModule = defineModule({
  name: 'reservations',
  routeGroups: [reservationsRoutes, ticketReservationsRoutes],
  migrations: { '0022_reservations': reservations, '0033_reservation_tags': reservationTags },
  setup({ db, database, uow, clock, jobs }, modules) {
    // Listed after ticket definitions: its counters and definitions are the ones held.
    modules.get(ticketDefinitionsModule);
    const { reservationMinutes } = modules.get(eventsSettingsModule);
    const service = new ReservationsService({
      db,
      dialect: database.dialect,
      uow,
      clock,
      jobs,
      siteReservationMinutes: reservationMinutes,
    });
    // Owner-made holds (events_ticket-reservations) over the same service and counters.
    const holds = new OwnerHoldsService({ db, uow, clock, reservations: service });
    return {
      routes: (server) => {
        registerReservationRoutes(server, service, db);
        registerOwnerHoldRoutes(server, holds);
      },
      jobs: (jobs) => service.register(jobs),
      exports: { service },
    };
  },
});
