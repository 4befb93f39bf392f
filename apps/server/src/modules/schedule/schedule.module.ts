import { scheduleRoutes } from '@tessera/contracts/routes/schedule.routes';
import { scheduleDomainEvents } from '@tessera/contracts/schedule-events';
import { defineModule } from '../../platform/module.ts';
import { sitesModule } from '../sites/index.ts';
import * as scheduleItems from './migrations/0020_schedule_items.ts';
import { ScheduleReads } from './schedule.reads.ts';
import { registerScheduleRoutes } from './schedule.routes.ts';
import { ScheduleService } from './schedule.service.ts';

/** The agenda of events: draft items, publish, and the visitor list the official event page reads. */
export const scheduleModule = defineModule({
  name: 'schedule',
  routeGroups: [scheduleRoutes],
  domainEvents: scheduleDomainEvents,
  migrations: { '0020_schedule_items': scheduleItems },
  setup({ db, uow, clock, database }, modules) {
    const schedule = new ScheduleService({ uow, clock });
    const reads = new ScheduleReads({
      db,
      dialect: database.dialect,
      secrets: modules.get(sitesModule).secrets,
    });
    return {
      routes: (server) => registerScheduleRoutes(server, { schedule, reads }),
      exports: { schedule, reads },
    };
  },
});
