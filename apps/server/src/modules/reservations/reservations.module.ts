import { defineModule } from '../../platform/module.ts';
import { eventsSettingsModule } from '../events-settings/index.ts';
import { ticketDefinitionsModule } from '../ticket-definitions/index.ts';
import * as reservations from './migrations/0022_reservations.ts';
import { registerReservationRoutes } from './reservations.routes.ts';
import { ReservationsService } from './reservations.service.ts';

/** Holds of tickets with an expiry (the checkout's first step). */
export const reservationsModule = defineModule({
  name: 'reservations',
  migrations: { '0022_reservations': reservations },
  setup({ db, uow, clock, jobs }, modules) {
    // Listed after ticket definitions: its counters and definitions are the ones held.
    modules.get(ticketDefinitionsModule);
    const { reservationMinutes } = modules.get(eventsSettingsModule);
    const service = new ReservationsService({
      db,
      uow,
      clock,
      jobs,
      siteReservationMinutes: reservationMinutes,
    });
    return {
      routes: (server) => registerReservationRoutes(server, service, db),
      jobs: (jobs) => service.register(jobs),
      exports: { service },
    };
  },
});
