import {
  sql,
  type Expression,
  type Insertable,
  type RawBuilder,
  type Selectable,
  type SqlBool,
  type Updateable,
} from 'kysely';
import type { CategoriesTable } from '../categories/index.ts';
import type { EventsTable } from './events.schema.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';

export type EventRow = Selectable<EventsTable>;
export type CategoryRow = Selectable<CategoriesTable>;
type NewEventRow = Omit<Insertable<EventsTable>, 'site_id'>;

// SQL only; every statement starts from the site's scope (platform/site-scope.ts).

export const eventsOfSite = (scope: SiteScope) => selectFromSite(scope, 'events');

export async function insertEvent(scope: SiteScope, row: NewEventRow): Promise<void> {
  await insertIntoSite(scope, 'events', [row]).execute();
}

/** Every write of an event row raises its revision: listings reuse answers by revision. */
const withNextRevision = (changes: Updateable<EventsTable>) => ({
  ...changes,
  revision: sql<number>`revision + 1`,
});

export async function updateEventRow(
  scope: SiteScope,
  id: string,
  changes: Updateable<EventsTable>,
): Promise<void> {
  await updateSiteTable(scope, 'events').set(withNextRevision(changes)).where('id', '=', id).execute();
}

/**
 * Moves an event only if it still satisfies `allowed` (the state machine's condition on its
 * current status, events.state-machine.ts): concurrent publish/cancel calls cannot both win.
 */
export async function transitionLifecycle(
  scope: SiteScope,
  id: string,
  allowed: Expression<SqlBool>,
  changes: Updateable<EventsTable>,
): Promise<boolean> {
  const result = await updateSiteTable(scope, 'events')
    .set(withNextRevision(changes))
    .where('id', '=', id)
    .where(allowed)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const eventByIdQuery = (scope: SiteScope, id: string) =>
  eventsOfSite(scope).selectAll().where('events.id', '=', id);

export function findEventById(scope: SiteScope, id: string): Promise<EventRow | undefined> {
  return eventByIdQuery(scope, id).executeTakeFirst();
}

export async function slugsStartingWith(scope: SiteScope, base: string): Promise<Set<string>> {
  const rows = await eventsOfSite(scope)
    .select('events.slug')
    .where((eb) => eb.or([eb('events.slug', '=', base), eb('events.slug', 'like', `${base}-%`)]))
    .execute();
  return new Set(rows.map((r) => r.slug));
}

export async function slugInUse(scope: SiteScope, slug: string, exceptId?: string): Promise<boolean> {
  let query = eventsOfSite(scope).select('events.id').where('events.slug', '=', slug);
  if (exceptId) query = query.where('events.id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function deleteEventRow(scope: SiteScope, id: string): Promise<boolean> {
  await deleteFromSite(scope, 'event_categories').where('event_id', '=', id).execute();
  const result = await deleteFromSite(scope, 'events').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Up to `limit` matching events, locked for the unit's transaction. */
export function selectEventsWhere(
  unit: SiteTx,
  where: RawBuilder<SqlBool>,
  limit: number,
): Promise<EventRow[]> {
  return unit
    .forUpdate(eventsOfSite(unit).selectAll().where(where).orderBy('events.id').limit(limit))
    .execute();
}

// Categories live in modules/categories (their port); re-exported for the callers of this file.
export { categoriesOfEvents, findCategory, setEventCategories } from '../categories/index.ts';
