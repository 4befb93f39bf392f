import {
  CreatePolicyRequest,
  PolicyIdParams,
  PolicyResponse,
  QueryPoliciesRequest,
  QueryPoliciesResponse,
  ReorderEventPoliciesRequest,
  ReorderEventPoliciesResponse,
  UpdatePolicyRequest,
} from '../policies.ts';
import { Empty } from '../common.ts';
import * as endpoints from './policies.endpoints.ts';
import { route } from './route.ts';

const tags = ['Event policies'] as const;
const manageEvents = { scope: 'events.manage' } as const;
const visitorCache = { per: 'site', dependsOn: ['events', 'policies'] } as const;

export const policiesRoutes = {
  createPolicy: route(endpoints.createPolicy, {
    tags,
    access: manageEvents,
    description: 'Adds a policy to an event (at most 3 per event), after its other policies.',
    input: CreatePolicyRequest,
    response: PolicyResponse,
  }),
  updatePolicy: route(endpoints.updatePolicy, {
    tags,
    access: manageEvents,
    description: 'Replaces name and body; `revision` must be the current one (409 otherwise).',
    params: PolicyIdParams,
    input: UpdatePolicyRequest,
    response: PolicyResponse,
  }),
  deletePolicy: route(endpoints.deletePolicy, {
    tags,
    access: manageEvents,
    params: PolicyIdParams,
    response: Empty,
  }),
  queryPolicies: route(endpoints.queryPolicies, {
    tags,
    access: 'visitor',
    description: "Policies in their event's order by default; visitors see those of published events.",
    input: QueryPoliciesRequest,
    response: QueryPoliciesResponse,
    visitorCache,
  }),
  reorderEventPolicies: route(endpoints.reorderEventPolicies, {
    tags,
    access: manageEvents,
    description: 'Moves a policy just before or after another of its event; answers the new order.',
    input: ReorderEventPoliciesRequest,
    response: ReorderEventPoliciesResponse,
  }),
  getPolicy: route(endpoints.getPolicy, {
    tags,
    access: 'visitor',
    params: PolicyIdParams,
    response: PolicyResponse,
    visitorCache,
  }),
} as const;
