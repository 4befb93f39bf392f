import { sql } from 'kysely';
import type {
  ListCurrentRsvpsQuery,
  ListCurrentRsvpsResponse,
  ListRsvpSummaryQuery,
  RsvpSummary,
} from '@tessera/contracts/rsvps';
import type { Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { validationError, violation } from '../../platform/errors.ts';
import { selectFromSite, siteScope } from '../../platform/site-scope.ts';
import type { RsvpRow } from './rsvps.store.ts';
import { toWireRsvp } from './rsvps.wire.ts';

const DEFAULT_CURRENT_PAGE = 50;

/** Summaries per event (owner and staff) and the caller's own RSVPs to events still to come. */
export class RsvpReads {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /**
   * One grouped statement over the RSVPs of the named events; an event without RSVPs (or that
   * does not exist) answers zeros, in the order asked.
   */
  async summaries(caller: Caller, input: ListRsvpSummaryQuery): Promise<{ summaries: RsvpSummary[] }> {
    const eventIds = [...new Set(input.eventId)];
    const rows = await selectFromSite(siteScope(this.deps.db, caller.siteId), 'rsvps')
      .select([
        'event_id',
        'status',
        sql<number>`COUNT(*)`.as('rsvps'),
        sql<number>`SUM(total_guests)`.as('guests'),
        sql<number>`SUM(checked_in_count)`.as('checked_in'),
      ])
      .where('event_id', 'in', eventIds)
      .groupBy(['event_id', 'status'])
      .execute();
    return {
      summaries: eventIds.map((eventId) => {
        const of = (status: string) => rows.find((r) => r.event_id === eventId && r.status === status);
        const guests = (status: string) => Number(of(status)?.guests ?? 0);
        return {
          eventId,
          yesGuestCount: guests('YES'),
          noGuestCount: guests('NO'),
          waitlistGuestCount: guests('WAITLIST'),
          totalRsvpCount: rows.filter((r) => r.event_id === eventId).reduce((n, r) => n + Number(r.rsvps), 0),
          checkedInGuestCount: Number(of('YES')?.checked_in ?? 0),
        };
      }),
    };
  }

  /**
   * The calling visitor's or member's RSVPs (by who answered: a visitor id is never a member id)
   * to events that have not ended — TBD events, with no end, included — oldest answer first.
   * Owners and staff answer through an API key, which answers no RSVP: their list is empty.
   */
  async current(caller: Caller, input: ListCurrentRsvpsQuery): Promise<ListCurrentRsvpsResponse> {
    const limit = input.paging?.limit ?? DEFAULT_CURRENT_PAGE;
    const after = input.paging?.cursor ? decodeCursor(input.paging.cursor) : undefined;
    if ((caller.role !== 'VISITOR' && caller.role !== 'MEMBER') || !caller.subjectId) {
      return { rsvps: [], pagingMetadata: { count: 0, cursors: {}, hasNext: false } };
    }
    const now = isoAt(this.deps.clock.now());
    let query = selectFromSite(siteScope(this.deps.db, caller.siteId), 'rsvps')
      .innerJoin('events', (join) =>
        join.onRef('events.site_id', '=', 'rsvps.site_id').onRef('events.id', '=', 'rsvps.event_id'),
      )
      .selectAll('rsvps')
      .where('rsvps.subject_role', '=', caller.role)
      .where('rsvps.subject_id', '=', caller.subjectId)
      .where((eb) => eb.or([eb('events.end_date', 'is', null), eb('events.end_date', '>', now)]));
    if (input.eventId?.length) query = query.where('rsvps.event_id', 'in', input.eventId);
    if (after) {
      query = query.where((eb) =>
        eb.or([
          eb('rsvps.created_date', '>', after.created),
          eb.and([eb('rsvps.created_date', '=', after.created), eb('rsvps.id', '>', after.id)]),
        ]),
      );
    }
    const rows = (await query
      .orderBy('rsvps.created_date')
      .orderBy('rsvps.id')
      .limit(limit + 1)
      .execute()) as RsvpRow[];
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    const hasNext = rows.length > limit;
    return {
      rsvps: page.map(toWireRsvp),
      pagingMetadata: {
        count: page.length,
        cursors: hasNext && last ? { next: encodeCursor(last) } : {},
        hasNext,
      },
    };
  }
}

// The cursor names the last RSVP of a page. It carries no secret: the list is the caller's own,
// so a made-up cursor only skips within it.
const encodeCursor = (row: RsvpRow) =>
  Buffer.from(JSON.stringify([row.created_date, row.id])).toString('base64url');

function decodeCursor(cursor: string): { created: string; id: string } {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string'
    ) {
      return { created: value[0], id: value[1] };
    }
  } catch {
    // refused below
  }
  throw validationError([violation('paging.cursor', 'is not a cursor of this list', 'VALIDATION')]);
}
