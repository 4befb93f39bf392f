import { policiesRoutes } from '@tessera/contracts/routes/policies.routes';
import { policyDomainEvents } from '@tessera/contracts/policy-events';
import { defineModule } from '../../platform/module.ts';
import { sitesModule } from '../sites/index.ts';
import * as policiesTable from './migrations/0021_policies_table.ts';
import { registerPolicyRoutes } from './policies.routes.ts';
import { PoliciesService } from './policies.service.ts';

/** Policies of events (terms shown at RSVP and checkout; checkout reads them next). */
export const policiesModule = defineModule({
  name: 'policies',
  routeGroups: [policiesRoutes],
  domainEvents: policyDomainEvents,
  migrations: { '0021_policies_table': policiesTable },
  setup({ db, uow, clock }, modules) {
    const service = new PoliciesService({ db, uow, clock, secrets: modules.get(sitesModule).secrets });
    return {
      routes: (server) => registerPolicyRoutes(server, service),
      exports: { service },
    };
  },
});
