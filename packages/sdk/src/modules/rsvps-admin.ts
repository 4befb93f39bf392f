import type { QueryV2 } from '@tessera/contracts';
import type {
  BulkUpdateRsvpsRequest,
  BulkUpdateRsvpsResponse,
  Rsvp,
  RsvpStatus,
  RsvpSummary,
} from '@tessera/contracts/rsvps';
import {
  bulkDeleteRsvpsByFilter as bulkDeleteEndpoint,
  bulkUpdateRsvps as bulkUpdateEndpoint,
  countRsvps as countEndpoint,
  deleteRsvp as deleteEndpoint,
  listRsvpSummary as summaryEndpoint,
  queryRsvps as queryEndpoint,
  searchRsvps as searchEndpoint,
  updateRsvp as updateEndpoint,
} from '@tessera/contracts/routes/rsvps.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';
import { QueryBuilder, pagedQuery, type QueryPage } from './paged-query.ts';

export type { Rsvp, RsvpStatus, RsvpSummary } from '@tessera/contracts/rsvps';
export type { QueryPage } from './paged-query.ts';
export type RsvpFilter = NonNullable<QueryV2['filter']>;
export type BulkRsvpItem = BulkUpdateRsvpsRequest['rsvps'][number];
export type BulkRsvpResult = BulkUpdateRsvpsResponse;

const hasRsvps = hasArray('rsvps');
const hasRsvp = hasObject('rsvp');

/**
 * `@tessera/sdk/rsvps-admin`: the owner's (and `events.manage` staff's) side of RSVPs — query and
 * search the answers, counts and per-event summaries, change or delete answers (freed places
 * promote the waitlist). Check-in at the door is `guests-admin`'s.
 */
export function rsvpsAdmin(http: HttpClient) {
  const call = callerOf(http);
  const query = (q: QueryV2, options?: CallOptions & { search?: string }) =>
    pagedQuery<Rsvp>(q, async (page) => {
      const expression = options?.search?.trim();
      const answer = expression
        ? await call(
            searchEndpoint,
            {},
            { search: { ...page, search: { expression } } },
            {
              ...options,
              check: hasRsvps,
              idempotent: true,
            },
          )
        : await call(queryEndpoint, {}, { query: page }, { ...options, check: hasRsvps, idempotent: true });
      return { items: answer.rsvps, paging: answer.pagingMetadata };
    });
  return {
    /** RSVPs by filter (`eventId`, `status`, `memberId`…); `search` matches names and email. */
    queryRsvps(q: QueryV2 = {}, options?: CallOptions & { search?: string }): Promise<QueryPage<Rsvp>> {
      return query(q, options);
    },
    /** The same as a builder: `rsvps({ search: 'ada' }).eq('eventId', id).in('status', ['YES']).find()`. */
    rsvps(options?: CallOptions & { search?: string }): QueryBuilder<Rsvp> {
      return new QueryBuilder((q) => query(q, options));
    },
    async countRsvps(filter: RsvpFilter = {}, options?: CallOptions): Promise<number> {
      return (await call(countEndpoint, {}, { filter }, { ...options, idempotent: true })).count;
    },
    /** Per event, in the order asked (≤ 100): guests of YES, NO and WAITLIST answers and check-ins. */
    async listSummaries(eventIds: string[], options?: CallOptions): Promise<RsvpSummary[]> {
      return (
        await call(summaryEndpoint, {}, { eventId: eventIds }, { ...options, check: hasArray('summaries') })
      ).summaries;
    },
    /** Moves one answer (YES ↔ NO ↔ WAITLIST; a YES needs a free place). */
    async setRsvpStatus(rsvpId: string, status: RsvpStatus, options?: CallOptions): Promise<Rsvp> {
      return (await call(updateEndpoint, { rsvpId }, { rsvp: { status } }, { ...options, check: hasRsvp }))
        .rsvp;
    },
    /** Up to 100 changes, each on its own: a refused one is reported in its result. */
    bulkUpdateRsvps(items: BulkRsvpItem[], options?: CallOptions): Promise<BulkRsvpResult> {
      return call(
        bulkUpdateEndpoint,
        {},
        { rsvps: items, returnEntity: true },
        {
          ...options,
          check: hasArray('results'),
        },
      );
    },
    async deleteRsvp(rsvpId: string, options?: CallOptions): Promise<void> {
      await call(deleteEndpoint, { rsvpId }, {}, options);
    },
    /** Deletes what the filter selects (at most 1,000, else 400 and nothing deleted); answers how many. */
    async deleteRsvpsByFilter(filter: RsvpFilter, options?: CallOptions): Promise<number> {
      const answer = await call(bulkDeleteEndpoint, {}, { filter }, options);
      return answer.bulkActionMetadata.totalSuccesses;
    },
  };
}

export type RsvpsAdminModule = ReturnType<typeof rsvpsAdmin>;
