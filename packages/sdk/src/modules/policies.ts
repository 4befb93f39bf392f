import type { QueryV2 } from '@tessera/contracts';
import type { Policy } from '@tessera/contracts/policies';
import {
  getPolicy as getPolicyEndpoint,
  queryPolicies as queryPoliciesEndpoint,
} from '@tessera/contracts/routes/policies.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';
import { QueryBuilder, pagedQuery, type QueryPage } from './paged-query.ts';

export type { Policy } from '@tessera/contracts/policies';

/** `@tessera/sdk/policies`: policies of published events as visitors read them. Writes: `policies-admin`. */
export function policies(http: HttpClient) {
  const call = callerOf(http);
  const query = (q: QueryV2, options?: CallOptions) =>
    pagedQuery<Policy>(q, async (page) => {
      const answer = await call(
        queryPoliciesEndpoint,
        {},
        { query: page },
        {
          ...options,
          check: hasArray('policies'),
          idempotent: true,
        },
      );
      return { items: answer.policies, paging: answer.metadata };
    });
  return {
    async getPolicy(policyId: string, options?: CallOptions): Promise<Policy> {
      return (
        await call(getPolicyEndpoint, { policyId }, undefined, { ...options, check: hasObject('policy') })
      ).policy;
    },
    /** Policies by filter, in their event's order by default. */
    queryPolicies(q: QueryV2 = {}, options?: CallOptions): Promise<QueryPage<Policy>> {
      return query(q, options);
    },
    /** An event's policies in order: `eventPolicies(eventId)`. */
    async eventPolicies(eventId: string, options?: CallOptions): Promise<Policy[]> {
      return (await query({ filter: { eventId: { $eq: eventId } } }, options)).items;
    },
    /** The query as a builder: `query().eq('eventId', id).find()`. */
    query(options?: CallOptions): QueryBuilder<Policy> {
      return new QueryBuilder((q) => query(q, options));
    },
  };
}

export type PoliciesModule = ReturnType<typeof policies>;
