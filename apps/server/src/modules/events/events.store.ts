import type { Insertable, RawBuilder, Selectable, SqlBool, Updateable } from 'kysely';
import type { CategoriesTable, EventsTable } from '../../platform/database-schema.ts';
import type { Executor } from '../../platform/db.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';

export type EventRow = Selectable<EventsTable>;
export type CategoryRow = Selectable<CategoriesTable>;

// SQL only; every statement is scoped by site.

export const eventsOfSite = (db: Executor, siteId: string) =>
  db.selectFrom('events').where('events.site_id', '=', siteId);

export async function insertEvent(db: Executor, row: Insertable<EventsTable>): Promise<void> {
  await db.insertInto('events').values(row).execute();
}

export async function updateEventRow(
  db: Executor,
  siteId: string,
  id: string,
  changes: Updateable<EventsTable>,
): Promise<void> {
  await db.updateTable('events').set(changes).where('site_id', '=', siteId).where('id', '=', id).execute();
}

/**
 * Moves an event from one lifecycle state to another only if it is still in the expected
 * state: concurrent publish/cancel calls cannot both win.
 */
export async function transitionLifecycle(
  db: Executor,
  siteId: string,
  id: string,
  from: string,
  changes: Updateable<EventsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('events')
    .set(changes)
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .where('lifecycle', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const eventByIdQuery = (db: Executor, siteId: string, id: string) =>
  eventsOfSite(db, siteId).selectAll().where('events.id', '=', id);

export function findEventById(db: Executor, siteId: string, id: string): Promise<EventRow | undefined> {
  return eventByIdQuery(db, siteId, id).executeTakeFirst();
}

export function findEventBySlug(db: Executor, siteId: string, slug: string): Promise<EventRow | undefined> {
  return eventsOfSite(db, siteId).selectAll().where('events.slug', '=', slug).executeTakeFirst();
}

export async function slugsStartingWith(db: Executor, siteId: string, base: string): Promise<Set<string>> {
  const rows = await eventsOfSite(db, siteId)
    .select('events.slug')
    .where((eb) => eb.or([eb('events.slug', '=', base), eb('events.slug', 'like', `${base}-%`)]))
    .execute();
  return new Set(rows.map((r) => r.slug));
}

export async function slugInUse(
  db: Executor,
  siteId: string,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  let query = eventsOfSite(db, siteId).select('events.id').where('events.slug', '=', slug);
  if (exceptId) query = query.where('events.id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function deleteEventRow(db: Executor, siteId: string, id: string): Promise<boolean> {
  await db.deleteFrom('event_categories').where('site_id', '=', siteId).where('event_id', '=', id).execute();
  const result = await db
    .deleteFrom('events')
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Up to `limit` matching events, locked for the unit's transaction. */
export function selectEventsWhere(
  unit: SiteTx,
  where: RawBuilder<SqlBool>,
  limit: number,
): Promise<EventRow[]> {
  return unit
    .forUpdate(eventsOfSite(unit.db, unit.siteId).selectAll().where(where).orderBy('events.id').limit(limit))
    .execute();
}

// Categories

export async function categoriesOfEvents(
  db: Executor,
  siteId: string,
  eventIds: string[],
): Promise<Map<string, CategoryRow[]>> {
  const result = new Map<string, CategoryRow[]>();
  if (eventIds.length === 0) return result;
  const rows = await db
    .selectFrom('event_categories')
    .innerJoin('categories', (join) =>
      join
        .onRef('categories.site_id', '=', 'event_categories.site_id')
        .onRef('categories.id', '=', 'event_categories.category_id'),
    )
    .selectAll('categories')
    .select('event_categories.event_id')
    .where('event_categories.site_id', '=', siteId)
    .where('event_categories.event_id', 'in', eventIds)
    .orderBy('categories.name')
    .execute();
  for (const { event_id, ...category } of rows) {
    const list = result.get(event_id) ?? [];
    list.push(category);
    result.set(event_id, list);
  }
  return result;
}

export function findCategory(db: Executor, siteId: string, id: string): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findCategoryByName(
  db: Executor,
  siteId: string,
  name: string,
): Promise<CategoryRow | undefined> {
  return db
    .selectFrom('categories')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('name', '=', name)
    .where('type', '=', 'MANUAL')
    .executeTakeFirst();
}

export async function insertCategory(db: Executor, row: CategoryRow): Promise<void> {
  await db.insertInto('categories').values(row).execute();
}

export async function setEventCategories(
  db: Executor,
  siteId: string,
  eventId: string,
  categoryIds: string[],
): Promise<void> {
  await db
    .deleteFrom('event_categories')
    .where('site_id', '=', siteId)
    .where('event_id', '=', eventId)
    .execute();
  const unique = [...new Set(categoryIds)];
  if (unique.length) {
    await db
      .insertInto('event_categories')
      .values(unique.map((category_id) => ({ site_id: siteId, event_id: eventId, category_id })))
      .execute();
  }
}
