import { sql, type Selectable } from 'kysely';
import type { CategoriesTable } from './categories.schema.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import { categoryNameKey } from './category-name.ts';

export type CategoryRow = Selectable<CategoriesTable>;
export type NewCategoryRow = Omit<CategoryRow, 'site_id' | 'name_key'>;

// SQL only; every statement starts from the site's scope (platform/site-scope.ts).

export function findCategory(scope: SiteScope, id: string): Promise<CategoryRow | undefined> {
  return selectFromSite(scope, 'categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findCategories(scope: SiteScope, ids: readonly string[]): Promise<CategoryRow[]> {
  if (ids.length === 0) return [];
  return selectFromSite(scope, 'categories')
    .selectAll()
    .where('id', 'in', [...new Set(ids)])
    .execute();
}

export function findManualCategoryByName(scope: SiteScope, name: string): Promise<CategoryRow | undefined> {
  return selectFromSite(scope, 'categories')
    .selectAll()
    .where('name_key', '=', categoryNameKey(name))
    .executeTakeFirst();
}

/**
 * Inserts a MANUAL category unless its name is taken, atomically: the unique index on
 * (site_id, name_key) decides between concurrent creators (on PostgreSQL the second waits for
 * the first's commit, then does nothing). Answers the row inserted, or undefined when the name
 * was taken.
 */
export async function insertManualCategory(
  scope: SiteScope,
  row: NewCategoryRow,
): Promise<CategoryRow | undefined> {
  const inserted = await insertIntoSite(scope, 'categories', [
    { ...row, type: 'MANUAL', name_key: categoryNameKey(row.name) },
  ])
    .onConflict((oc) => oc.columns(['site_id', 'name_key']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return inserted as CategoryRow | undefined;
}

/** A category of the platform's own (no unique name): recurring-event series. */
export async function insertPlatformCategory(scope: SiteScope, row: NewCategoryRow): Promise<void> {
  await insertIntoSite(scope, 'categories', [{ ...row, name_key: null }]).execute();
}

/** Renames a MANUAL category; false when another holds the name (the unique index decides). */
export async function renameManualCategory(scope: SiteScope, id: string, name: string): Promise<boolean> {
  const key = categoryNameKey(name);
  const taken = await selectFromSite(scope, 'categories')
    .select('id')
    .where('name_key', '=', key)
    .where('id', '<>', id)
    .executeTakeFirst();
  if (taken) return false;
  await updateSiteTable(scope, 'categories').set({ name, name_key: key }).where('id', '=', id).execute();
  return true;
}

export async function deleteCategoryRow(scope: SiteScope, id: string): Promise<boolean> {
  await deleteFromSite(scope, 'event_categories').where('category_id', '=', id).execute();
  const result = await deleteFromSite(scope, 'categories').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The categories of each event, by name. */
export async function categoriesOfEvents(
  scope: SiteScope,
  eventIds: string[],
): Promise<Map<string, CategoryRow[]>> {
  const result = new Map<string, CategoryRow[]>();
  if (eventIds.length === 0) return result;
  const rows = await selectFromSite(scope, 'event_categories')
    .innerJoin('categories', (join) =>
      join
        .onRef('categories.site_id', '=', 'event_categories.site_id')
        .onRef('categories.id', '=', 'event_categories.category_id'),
    )
    .selectAll('categories')
    .select('event_categories.event_id')
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

/**
 * Makes `categoryIds` the event's categories: memberships it keeps keep their place in their
 * category (ReorderCategoryEvents), the others go, new ones come last.
 */
export async function setEventCategories(
  scope: SiteScope,
  eventId: string,
  categoryIds: string[],
): Promise<void> {
  const unique = [...new Set(categoryIds)];
  let gone = deleteFromSite(scope, 'event_categories').where('event_id', '=', eventId);
  if (unique.length) gone = gone.where('category_id', 'not in', unique);
  await gone.execute();
  for (const categoryId of unique) await addMemberships(scope, categoryId, [eventId]);
}

/** Adds events to a category (those already in it stay where they are). */
export async function addMemberships(scope: SiteScope, categoryId: string, eventIds: readonly string[]) {
  if (eventIds.length === 0) return;
  await insertIntoSite(
    scope,
    'event_categories',
    [...new Set(eventIds)].map((event_id) => ({ event_id, category_id: categoryId, sort_index: null })),
  )
    .onConflict((oc) => oc.columns(['site_id', 'event_id', 'category_id']).doNothing())
    .execute();
}

export async function removeMemberships(
  scope: SiteScope,
  categoryId: string,
  eventIds: readonly string[] | 'all',
): Promise<void> {
  let query = deleteFromSite(scope, 'event_categories').where('category_id', '=', categoryId);
  if (eventIds !== 'all') {
    if (eventIds.length === 0) return;
    query = query.where('event_id', 'in', [...new Set(eventIds)]);
  }
  await query.execute();
}

/** The events of a category in their order (placed ones first, then by event start). */
export async function orderedMembers(scope: SiteScope, categoryId: string): Promise<string[]> {
  const rows = await selectFromSite(scope, 'event_categories')
    .innerJoin('events', (join) =>
      join
        .onRef('events.site_id', '=', 'event_categories.site_id')
        .onRef('events.id', '=', 'event_categories.event_id'),
    )
    .select('event_categories.event_id')
    .where('event_categories.category_id', '=', categoryId)
    .orderBy(sql`CASE WHEN event_categories.sort_index IS NULL THEN 1 ELSE 0 END`)
    .orderBy('event_categories.sort_index')
    .orderBy('events.start_sort')
    .orderBy('events.id')
    .execute();
  return rows.map((r) => r.event_id);
}

export async function writeMemberOrder(scope: SiteScope, categoryId: string, eventIds: readonly string[]) {
  for (const [index, eventId] of eventIds.entries()) {
    await updateSiteTable(scope, 'event_categories')
      .set({ sort_index: index })
      .where('category_id', '=', categoryId)
      .where('event_id', '=', eventId)
      .execute();
  }
}

/** Events of the site among `ids` (assigning names existing events only). */
export async function existingEventIds(scope: SiteScope, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await selectFromSite(scope, 'events')
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.id));
}
