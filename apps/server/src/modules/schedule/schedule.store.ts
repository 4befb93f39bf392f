import { sql, type Selectable, type SqlBool } from 'kysely';
import type { Dialect } from '../../platform/db.ts';
import type { ScheduleItemsTable } from './schedule.schema.ts';
import './schedule.schema.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';

export type ScheduleItemRow = Selectable<ScheduleItemsTable>;
export type ItemState = 'DRAFT' | 'PUBLISHED';

// SQL only; every statement starts from the site's scope (platform/site-scope.ts).

export const itemsOfSite = (scope: SiteScope) => selectFromSite(scope, 'schedule_items');

export function findItem(scope: SiteScope, state: ItemState, id: string) {
  return itemsOfSite(scope).selectAll().where('state', '=', state).where('id', '=', id).executeTakeFirst();
}

export async function insertItem(scope: SiteScope, row: Omit<ScheduleItemRow, 'site_id'>): Promise<void> {
  await insertIntoSite(scope, 'schedule_items', [row]).execute();
}

export async function updateDraftItem(
  scope: SiteScope,
  id: string,
  values: Partial<Omit<ScheduleItemRow, 'site_id' | 'id' | 'state' | 'event_id'>>,
): Promise<void> {
  await updateSiteTable(scope, 'schedule_items')
    .set(values)
    .where('state', '=', 'DRAFT')
    .where('id', '=', id)
    .execute();
}

export async function hasDraft(scope: SiteScope, eventId: string): Promise<boolean> {
  const row = await selectFromSite(scope, 'schedule_drafts')
    .select('event_id')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Opens the event's draft if it has none: marks it and copies the published items as draft
 * items (same ids). The marker's primary key makes this happen once even with concurrent writers.
 */
export async function ensureDraft(scope: SiteScope, eventId: string, now: string): Promise<void> {
  const opened = await insertIntoSite(scope, 'schedule_drafts', [{ event_id: eventId, created_date: now }])
    .onConflict((oc) => oc.columns(['site_id', 'event_id']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  if (!opened) return;
  await copyItems(scope, eventId, 'PUBLISHED', 'DRAFT');
}

/** Copies every item of the event in state `from` to state `to`. */
async function copyItems(scope: SiteScope, eventId: string, from: ItemState, to: ItemState): Promise<number> {
  const rows = await itemsOfSite(scope)
    .selectAll()
    .where('event_id', '=', eventId)
    .where('state', '=', from)
    .execute();
  if (rows.length) {
    await insertIntoSite(
      scope,
      'schedule_items',
      rows.map(({ site_id: _site, ...row }) => ({ ...row, state: to })),
    ).execute();
  }
  return rows.length;
}

export async function deleteDraftItems(
  scope: SiteScope,
  eventId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await deleteFromSite(scope, 'schedule_items')
    .where('state', '=', 'DRAFT')
    .where('event_id', '=', eventId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

/** Drops the event's draft (items and marker): the agenda is the published one again. */
export async function discardDraft(scope: SiteScope, eventId: string): Promise<void> {
  await deleteFromSite(scope, 'schedule_items')
    .where('state', '=', 'DRAFT')
    .where('event_id', '=', eventId)
    .execute();
  await deleteFromSite(scope, 'schedule_drafts').where('event_id', '=', eventId).execute();
}

/** The draft replaces the published agenda; answers how many items it has (null: no draft). */
export async function publishDraft(scope: SiteScope, eventId: string): Promise<number | null> {
  if (!(await hasDraft(scope, eventId))) return null;
  await deleteFromSite(scope, 'schedule_items')
    .where('state', '=', 'PUBLISHED')
    .where('event_id', '=', eventId)
    .execute();
  const count = await copyItems(scope, eventId, 'DRAFT', 'PUBLISHED');
  await discardDraft(scope, eventId);
  return count;
}

export function draftItemsOf(scope: SiteScope, eventId: string) {
  return itemsOfSite(scope)
    .selectAll()
    .where('state', '=', 'DRAFT')
    .where('event_id', '=', eventId)
    .execute();
}

/** Items of an event that is gone (event deleted): both copies, and the draft marker. */
export async function deleteEventAgenda(scope: SiteScope, eventId: string): Promise<void> {
  await deleteFromSite(scope, 'schedule_items').where('event_id', '=', eventId).execute();
  await deleteFromSite(scope, 'schedule_drafts').where('event_id', '=', eventId).execute();
}

/**
 * `tags` holds a JSON array; a tag is one element when its JSON spelling (quotes included) is a
 * substring. Tags cannot hold quotes, backslashes or control characters (contracts), so the
 * spelling of one tag never appears inside another's.
 */
export function hasTag(dialect: Dialect, tag: string) {
  const needle = JSON.stringify(tag);
  return dialect === 'postgres'
    ? sql<SqlBool>`strpos(schedule_items.tags, ${needle}) > 0`
    : sql<SqlBool>`instr(schedule_items.tags, ${needle}) > 0`;
}
