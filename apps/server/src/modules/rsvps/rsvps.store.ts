import { sql } from 'kysely';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import type { RsvpsTable } from './rsvps.schema.ts';

export type RsvpRow = RsvpsTable;

export const findRsvp = (scope: SiteScope, id: string): Promise<RsvpRow | undefined> =>
  selectFromSite(scope, 'rsvps').selectAll().where('id', '=', id).executeTakeFirst() as Promise<
    RsvpRow | undefined
  >;

export const lockRsvp = (unit: SiteTx, id: string): Promise<RsvpRow | undefined> =>
  unit
    .forUpdate(selectFromSite(unit, 'rsvps').selectAll().where('id', '=', id))
    .executeTakeFirst() as Promise<RsvpRow | undefined>;

export async function insertRsvp(scope: SiteScope, row: Omit<RsvpRow, 'site_id'>): Promise<void> {
  await insertIntoSite(scope, 'rsvps', [row]).execute();
}

/** Writes the changed columns and raises the revision. */
export async function updateRsvp(
  scope: SiteScope,
  id: string,
  patch: Partial<Omit<RsvpRow, 'site_id' | 'id' | 'revision'>>,
): Promise<void> {
  await updateSiteTable(scope, 'rsvps')
    .set({ ...patch, revision: sql<number>`revision + 1` })
    .where('id', '=', id)
    .execute();
}

export async function deleteRsvpRow(scope: SiteScope, id: string): Promise<void> {
  await deleteFromSite(scope, 'rsvps').where('id', '=', id).execute();
}

/**
 * Takes the event's counter row for the rest of the unit (created at 0 when missing). Every unit
 * that changes an event's RSVPs takes it first, so units of one event queue in one order
 * (counter, then RSVP rows) and never deadlock; on SQLite the unit's write lock does the same.
 */
export async function lockCounter(unit: SiteTx, eventId: string): Promise<number> {
  await insertIntoSite(unit, 'rsvp_counters', [{ event_id: eventId, yes_guests: 0, last_seq: 0 }])
    .onConflict((c) => c.columns(['site_id', 'event_id']).doNothing())
    .execute();
  const row = await unit
    .forUpdate(selectFromSite(unit, 'rsvp_counters').select('yes_guests').where('event_id', '=', eventId))
    .executeTakeFirstOrThrow();
  return Number(row.yes_guests);
}

/** The next number in the event's order of answers (the counter row is held). */
export async function nextSeq(unit: SiteTx, eventId: string): Promise<number> {
  const row = await updateSiteTable(unit, 'rsvp_counters')
    .set({ last_seq: sql<number>`last_seq + 1` })
    .where('event_id', '=', eventId)
    .returning('last_seq')
    .executeTakeFirstOrThrow();
  return Number(row.last_seq);
}

/**
 * Takes `places` of the event's RSVP limit (`null`: no limit) in one conditional statement:
 * true when they fitted. Nothing is read first, so no concurrent answer can slip past the limit.
 */
export async function takePlaces(
  unit: SiteTx,
  eventId: string,
  places: number,
  limit: number | null,
): Promise<boolean> {
  let update = updateSiteTable(unit, 'rsvp_counters')
    .set({ yes_guests: sql<number>`yes_guests + ${places}` })
    .where('event_id', '=', eventId);
  if (limit !== null) update = update.where(sql<boolean>`yes_guests + ${places} <= ${limit}`);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function freePlaces(unit: SiteTx, eventId: string, places: number): Promise<void> {
  await updateSiteTable(unit, 'rsvp_counters')
    .set({ yes_guests: sql<number>`yes_guests - ${places}` })
    .where('event_id', '=', eventId)
    .execute();
}

/** The waitlist of an event, first come first served, locked (the counter row is already held). */
export const waitlistOf = (unit: SiteTx, eventId: string, limit: number): Promise<RsvpRow[]> =>
  unit
    .forUpdate(
      selectFromSite(unit, 'rsvps')
        .selectAll()
        .where('event_id', '=', eventId)
        .where('status', '=', 'WAITLIST')
        .orderBy('seq')
        .limit(limit),
    )
    .execute() as Promise<RsvpRow[]>;

/** Who may read, change or delete an RSVP besides the owner: the visitor or member who made it. */
export const subjectOfRsvp = (scope: SiteScope, id: string) =>
  selectFromSite(scope, 'rsvps')
    .select(['subject_role', 'subject_id'])
    .where('id', '=', id)
    .executeTakeFirst();

/** What RSVP needs of an event (read here, never written: events stay the events module's). */
export interface RsvpEventRow {
  id: string;
  title: string;
  lifecycle: string;
  start_date: string | null;
  end_date: string | null;
  registration_type: string;
  registration_status: string;
  rsvp_start: string | null;
  rsvp_end: string | null;
  doc: string;
}

export const findRsvpEvent = (scope: SiteScope, eventId: string): Promise<RsvpEventRow | undefined> =>
  selectFromSite(scope, 'events')
    .select([
      'id',
      'title',
      'lifecycle',
      'start_date',
      'end_date',
      'registration_type',
      'registration_status',
      'rsvp_start',
      'rsvp_end',
      'doc',
    ])
    .where('id', '=', eventId)
    .executeTakeFirst() as Promise<RsvpEventRow | undefined>;
