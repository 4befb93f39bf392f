import type { Static } from '@sinclair/typebox';
import type { Form } from '@tessera/contracts/event-forms';
import type {
  ListCurrentRsvpsQuery,
  Rsvp,
  RsvpInput,
  RsvpStatus,
  RsvpSummary,
  UpdateRsvpRequest,
} from '@tessera/contracts/rsvps';
import { getForm as getFormEndpoint } from '@tessera/contracts/routes/event-forms.endpoints';
import {
  createRsvp as createRsvpEndpoint,
  deleteRsvp as deleteRsvpEndpoint,
  getRsvp as getRsvpEndpoint,
  listCurrentRsvps as listCurrentRsvpsEndpoint,
  listRsvpSummary as listRsvpSummaryEndpoint,
  updateRsvp as updateRsvpEndpoint,
} from '@tessera/contracts/routes/rsvps.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';
import type { QueryPage } from './paged-query.ts';

export type { Rsvp, RsvpStatus, RsvpSummary } from '@tessera/contracts/rsvps';
export type { Form as RsvpForm } from '@tessera/contracts/event-forms';

/** What a visitor or member answers: the event, YES / NO / WAITLIST and the form's answers. */
export type NewRsvp = Static<typeof RsvpInput>;
/** What the person who answered may change: the answer and the contact. */
export type RsvpChanges = Omit<UpdateRsvpRequest['rsvp'], 'id' | 'revision'>;

export interface CurrentRsvpsOptions extends CallOptions {
  /** Only RSVPs to these events. */
  eventIds?: string[];
  /** RSVPs per page (the server's default when left out). */
  limit?: number;
}

const rsvpAnswer = hasObject('rsvp');

/**
 * `@tessera/sdk/rsvps`: a visitor's or member's own RSVPs — answer an event, read, change or
 * withdraw the answer, list the caller's current RSVPs. The event's form (what an RSVP answers)
 * comes with it. Owners query every RSVP with `rsvps-admin`.
 */
export function rsvps(http: HttpClient) {
  const call = callerOf(http);

  const currentPage = async (
    query: ListCurrentRsvpsQuery,
    options: CallOptions | undefined,
  ): Promise<QueryPage<Rsvp>> => {
    const answer = await call(listCurrentRsvpsEndpoint, {}, query, { ...options, check: hasArray('rsvps') });
    const next = answer.pagingMetadata.cursors.next ?? null;
    return {
      items: answer.rsvps,
      hasNext: () => answer.pagingMetadata.hasNext && next !== null,
      next: () =>
        next === null
          ? Promise.reject(new Error('there is no next page'))
          : currentPage({ ...query, paging: { ...query.paging, cursor: next } }, options),
    };
  };

  return {
    /**
     * Answers an event. YES takes places (the person and their additional guests) or, when the
     * event is full and keeps a waitlist, lands on the waitlist: read the answer's `status`.
     * Bad form answers are a `ValidationError` naming each field (`rsvp.form.inputValues.<name>`).
     */
    async createRsvp(rsvp: NewRsvp, options?: CallOptions): Promise<Rsvp> {
      return (await call(createRsvpEndpoint, {}, { rsvp }, { ...options, check: rsvpAnswer })).rsvp;
    },
    /** One of the caller's own RSVPs (someone else's answers 404 like an id that does not exist). */
    async getRsvp(rsvpId: string, options?: CallOptions): Promise<Rsvp> {
      return (await call(getRsvpEndpoint, { rsvpId }, {}, { ...options, check: rsvpAnswer })).rsvp;
    },
    /**
     * Changes the answer or the contact. `revision`, when given, must be the RSVP's current one
     * (else a conflict), so a change made elsewhere in between is never overwritten.
     */
    async updateRsvp(
      rsvpId: string,
      changes: RsvpChanges,
      options?: CallOptions & { revision?: string },
    ): Promise<Rsvp> {
      const { revision, ...callOptions } = options ?? {};
      const rsvp = { ...changes, id: rsvpId, ...(revision ? { revision } : {}) };
      return (await call(updateRsvpEndpoint, { rsvpId }, { rsvp }, { ...callOptions, check: rsvpAnswer }))
        .rsvp;
    },
    /** Changes the answer only: `setRsvpStatus(id, 'NO')` gives the places back. */
    setRsvpStatus(rsvpId: string, status: RsvpStatus, options?: CallOptions): Promise<Rsvp> {
      return this.updateRsvp(rsvpId, { status }, options);
    },
    /** Withdraws an RSVP altogether; a YES frees its places and the waitlist moves up. */
    async cancelRsvp(rsvpId: string, options?: CallOptions): Promise<void> {
      await call(deleteRsvpEndpoint, { rsvpId }, {}, options);
    },
    /** The caller's RSVPs to events that have not ended, oldest answer first, page by page. */
    listCurrentRsvps(options: CurrentRsvpsOptions = {}): Promise<QueryPage<Rsvp>> {
      const { eventIds, limit, ...callOptions } = options;
      return currentPage(
        {
          ...(eventIds?.length ? { eventId: eventIds } : {}),
          ...(limit !== undefined ? { paging: { limit } } : {}),
        },
        callOptions,
      );
    },
    /** The published form of an event: the inputs an RSVP answers and the messages it shows. */
    async getRsvpForm(eventId: string, options?: CallOptions): Promise<Form> {
      return (await call(getFormEndpoint, { eventId }, { eventId }, { ...options, check: hasObject('form') }))
        .form;
    },
    /**
     * Per event: guests of YES, NO and WAITLIST answers and check-ins. Only the owner and staff
     * managing events may read it (a visitor's or member's call is refused).
     */
    async rsvpSummaries(eventIds: string[], options?: CallOptions): Promise<RsvpSummary[]> {
      return (
        await call(
          listRsvpSummaryEndpoint,
          {},
          { eventId: eventIds },
          { ...options, check: hasArray('summaries') },
        )
      ).summaries;
    },
  };
}

export type RsvpsModule = ReturnType<typeof rsvps>;
