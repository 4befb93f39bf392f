import { rsvpsRoutes } from '@tessera/contracts/routes/rsvps.routes';
import { defineModule } from '../../platform/module.ts';
import { eventFormsModule } from '../event-forms/index.ts';
import * as rsvps from './migrations/0026_rsvps.ts';
import { RsvpsBulk } from './rsvps.bulk.ts';
import { RsvpCheckIn } from './rsvps.check-in.ts';
import { RsvpReads } from './rsvps.reads.ts';
import { registerRsvpRoutes } from './rsvps.routes.ts';
import { RsvpsService } from './rsvps.service.ts';
import { RsvpsV1 } from './rsvps.v1.ts';
import { RsvpV1Listing } from './rsvps.v1-listing.ts';

/** RSVPs of events (v2): answers within the event's limit, the waitlist and its promotion. */
export const rsvpsModule = defineModule({
  name: 'rsvps',
  routeGroups: [rsvpsRoutes],
  migrations: { '0026_rsvps': rsvps },
  setup({ db, uow, clock }, modules) {
    // Answers are checked against the event's published form.
    const { forms } = modules.get(eventFormsModule);
    const service = new RsvpsService({ db, uow, clock, forms });
    const checkIn = new RsvpCheckIn({ db, uow, clock });
    const bulk = new RsvpsBulk({ db, uow, service });
    const parts = {
      service,
      checkIn,
      bulk,
      reads: new RsvpReads({ db, clock }),
      // v1 answers from the same services, in its own wire shape.
      v1: new RsvpsV1({ service, bulk, checkIn, listing: new RsvpV1Listing({ db }) }),
    };
    return {
      routes: (server) => registerRsvpRoutes(server, parts, db),
      exports: { service },
    };
  },
});
