import { eventsRoutes } from '@tessera/contracts/routes/events.routes';
import { eventDomainEvents } from '@tessera/contracts/domain-events';
import { dataVersions } from '../../platform/data-versions.ts';
import { defineModule } from '../../platform/module.ts';
import { sitesModule } from '../sites/index.ts';
import { EventLifecycle } from './events.lifecycle.ts';
import { eventPageData } from './events.page-data.ts';
import { EventReads } from './events.reads.ts';
import { registerEventRoutes } from './events.routes.ts';
import { EventsService } from './events.service.ts';
import { EventStatusTicker } from './events.ticker.ts';
import * as registrationWindow from './migrations/0002_registration_window.ts';
import * as eventRevision from './migrations/0007_event_revision.ts';

/** Events v3: the services, their routes, the status job and the event page's data. */
export const eventsModule = defineModule({
  name: 'events',
  routeGroups: [eventsRoutes],
  domainEvents: eventDomainEvents,
  migrations: {
    '0002_registration_window': registrationWindow,
    '0007_event_revision': eventRevision,
  },
  setup(platform, modules) {
    const { db, uow, publicUrl, clock } = platform;
    const deps = { db, publicUrl, uow, secrets: modules.get(sitesModule).secrets };
    const reads = new EventReads(deps, { dataVersion: dataVersions(platform.database) });
    const events = new EventsService(deps, reads);
    const lifecycle = new EventLifecycle(deps, reads);
    const ticker = new EventStatusTicker(deps, clock);
    return {
      routes: (server) => registerEventRoutes(server, { events, lifecycle, reads }),
      jobs: (jobs) => ticker.register(jobs),
      pageData: [eventPageData(reads)],
      exports: { reads, ticker },
    };
  },
});
