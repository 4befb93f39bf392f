import { defineModule } from '../../platform/module.ts';
import { eventFormsModule } from '../event-forms/index.ts';
import * as rsvps from './migrations/0026_rsvps.ts';
import { registerRsvpRoutes } from './rsvps.routes.ts';
import { RsvpsService } from './rsvps.service.ts';

/** RSVPs of events (v2): answers within the event's limit, the waitlist and its promotion. */
export const rsvpsModule = defineModule({
  name: 'rsvps',
  migrations: { '0026_rsvps': rsvps },
  setup({ db, uow, clock }, modules) {
    // Answers are checked against the event's published form.
    const { forms } = modules.get(eventFormsModule);
    const service = new RsvpsService({ db, uow, clock, forms });
    return {
      routes: (server) => registerRsvpRoutes(server, service, db),
      exports: { service },
    };
  },
});
