import { ticketDefinitionsRoutes } from '@tessera/contracts/routes/ticket-definitions.routes';
import { ticketDefinitionDomainEvents } from '@tessera/contracts/ticket-definition-events';
import { defineModule } from '../../platform/module.ts';
import { sitesModule } from '../sites/index.ts';
import * as ticketDefinitions from './migrations/0018_ticket_definitions.ts';
import { registerSaleStatusJob } from './sale-status.job.ts';
import { registerTicketDefinitionRoutes } from './ticket-definitions.routes.ts';
import { TicketDefinitionsService } from './ticket-definitions.service.ts';

/** Ticket definitions (v3 and the v1 checkout's available tickets), their counters and sale jobs. */
export const ticketDefinitionsModule = defineModule({
  name: 'ticket-definitions',
  routeGroups: [ticketDefinitionsRoutes],
  domainEvents: ticketDefinitionDomainEvents,
  migrations: { '0018_ticket_definitions': ticketDefinitions },
  setup({ db, uow, clock, jobs }, modules) {
    const service = new TicketDefinitionsService({
      db,
      uow,
      clock,
      jobs,
      secrets: modules.get(sitesModule).secrets,
    });
    return {
      routes: (server) => registerTicketDefinitionRoutes(server, service),
      jobs: (jobs) => registerSaleStatusJob(jobs, uow, clock),
      exports: { service },
    };
  },
});
