import type { FastifyInstance } from 'fastify';
import { policiesRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import type { PoliciesService } from './policies.service.ts';

/** The policies routes of the table, each one call of the service. */
export function registerPolicyRoutes(app: FastifyInstance, policies: PoliciesService): void {
  registerRoutes(app, policiesRoutes, {
    createPolicy: ({ caller, input }) => policies.create(caller, input),
    updatePolicy: ({ caller, params, input }) => policies.update(caller, params.policyId, input),
    deletePolicy: ({ caller, params }) => policies.delete(caller, params.policyId),
    queryPolicies: ({ caller, input }) => policies.query(caller, input),
    reorderEventPolicies: ({ caller, input }) => policies.reorder(caller, input),
    getPolicy: ({ caller, params }) => policies.get(caller, params.policyId),
  });
}
