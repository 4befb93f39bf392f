import type { Policy } from '@tessera/contracts/policies';
import {
  createPolicy as createEndpoint,
  deletePolicy as deleteEndpoint,
  reorderEventPolicies as reorderEndpoint,
  updatePolicy as updateEndpoint,
} from '@tessera/contracts/routes/policies.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';

const hasPolicy = hasObject('policy');

/**
 * `@tessera/sdk/policies-admin`: an event's policies (at most three). An update names the
 * revision it read; a stale one is refused with `POLICY_REVISION_MISMATCH` (409).
 */
export function policiesAdmin(http: HttpClient) {
  const call = callerOf(http);
  return {
    async createPolicy(eventId: string, name: string, body: string, options?: CallOptions): Promise<Policy> {
      return (
        await call(createEndpoint, {}, { policy: { eventId, name, body } }, { ...options, check: hasPolicy })
      ).policy;
    },
    async updatePolicy(
      policy: Pick<Policy, 'id' | 'eventId' | 'revision' | 'name' | 'body'>,
      options?: CallOptions,
    ): Promise<Policy> {
      const { id, eventId, revision, name, body } = policy;
      const input = { policy: { id, eventId, revision, name, body } };
      return (await call(updateEndpoint, { policyId: id }, input, { ...options, check: hasPolicy })).policy;
    },
    async deletePolicy(policyId: string, options?: CallOptions): Promise<void> {
      await call(deleteEndpoint, { policyId }, undefined, options);
    },
    /** Moves a policy just before or after another of its event; answers the new order. */
    async reorderPolicies(
      eventId: string,
      policyId: string,
      place: { beforePolicyId: string } | { afterPolicyId: string },
      options?: CallOptions,
    ): Promise<Policy[]> {
      return (
        await call(
          reorderEndpoint,
          {},
          { eventId, policyId, ...place },
          { ...options, check: hasArray('policies') },
        )
      ).policies;
    },
  };
}

export type PoliciesAdminModule = ReturnType<typeof policiesAdmin>;
