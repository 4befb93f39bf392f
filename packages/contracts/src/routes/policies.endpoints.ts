import { endpoint } from './endpoint.ts';
import type { policiesRoutes } from './policies.routes.ts';

// Policies of an event (routes.md "Implied — policies").

export const createPolicy = endpoint({
  operationId: 'CreatePolicy',
  method: 'POST',
  path: '/events-policies/v2/policies',
});
export const updatePolicy = endpoint({
  operationId: 'UpdatePolicy',
  method: 'PATCH',
  path: '/events-policies/v2/policies/:policyId',
});
export const deletePolicy = endpoint({
  operationId: 'DeletePolicy',
  method: 'DELETE',
  path: '/events-policies/v2/policies/:policyId',
});
export const queryPolicies = endpoint({
  operationId: 'QueryPolicies',
  method: 'POST',
  path: '/events-policies/v2/policies/query',
});
export const reorderEventPolicies = endpoint({
  operationId: 'ReorderEventPolicies',
  method: 'POST',
  path: '/events-policies/v2/policies/reorder',
});
export const getPolicy = endpoint({
  operationId: 'GetPolicy',
  method: 'GET',
  path: '/events-policies/v2/policies/:policyId',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    policies: typeof policiesRoutes;
  }
}
