import { eventsSettingsRoutes } from '@tessera/contracts/routes/events-settings.routes';
import { defineModule } from '../../platform/module.ts';
import * as eventsSettings from './migrations/0031_events_settings.ts';
import { registerEventsSettingsRoutes } from './events-settings.routes.ts';
import { EventsSettingsService } from './events-settings.service.ts';

/** The site's events settings (delayed capture, the hold duration of reservations). */
export const eventsSettingsModule = defineModule({
  name: 'events-settings',
  routeGroups: [eventsSettingsRoutes],
  migrations: { '0031_events_settings': eventsSettings },
  setup({ db, uow, clock }) {
    const service = new EventsSettingsService({ db, uow, clock });
    return {
      routes: (server) => registerEventsSettingsRoutes(server, service),
      // Reservations read the site's hold duration through this.
      exports: { reservationMinutes: (siteId: string) => service.reservationMinutes(siteId) },
    };
  },
});
