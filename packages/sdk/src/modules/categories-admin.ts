import type { Category } from '@tessera/contracts/categories';
import {
  assignEvents as assignEndpoint,
  bulkAssignEvents as bulkAssignEndpoint,
  bulkAssignEventsAsync as assignByFilterEndpoint,
  bulkCreateCategory as bulkCreateEndpoint,
  bulkUnassignEvents as bulkUnassignEndpoint,
  bulkUnassignEventsAsync as unassignByFilterEndpoint,
  createCategory as createEndpoint,
  deleteCategory as deleteEndpoint,
  reorderCategoryEvents as reorderEndpoint,
  unassignEvents as unassignEndpoint,
  updateCategory as updateEndpoint,
} from '@tessera/contracts/routes/categories.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';

const hasCategory = hasObject('category');
const hasResults = hasArray('results');

/**
 * `@tessera/sdk/categories-admin`: the owner's categories and their events. A name taken in any
 * spelling is refused with `CATEGORY_NAME_ALREADY_EXISTS` (409). Owner or `events.manage`.
 */
export function categoriesAdmin(http: HttpClient) {
  const call = callerOf(http);
  return {
    async createCategory(name: string, options?: CallOptions): Promise<Category> {
      return (await call(createEndpoint, {}, { category: { name } }, { ...options, check: hasCategory }))
        .category;
    },
    /** Up to 10 names; a result per name (a taken one fails alone). */
    bulkCreateCategories(names: string[], options?: CallOptions) {
      const input = { categories: names.map((name) => ({ name })) };
      return call(bulkCreateEndpoint, {}, input, { ...options, check: hasResults });
    },
    async renameCategory(categoryId: string, name: string, options?: CallOptions): Promise<Category> {
      return (
        await call(updateEndpoint, { categoryId }, { category: { name } }, { ...options, check: hasCategory })
      ).category;
    },
    async deleteCategory(categoryId: string, options?: CallOptions): Promise<void> {
      await call(deleteEndpoint, { categoryId }, undefined, options);
    },
    async assignEvents(categoryId: string, eventIds: string[], options?: CallOptions): Promise<void> {
      await call(assignEndpoint, { categoryId }, { eventId: eventIds }, options);
    },
    async unassignEvents(categoryId: string, eventIds: string[], options?: CallOptions): Promise<void> {
      await call(unassignEndpoint, { categoryId }, { eventId: eventIds }, options);
    },
    bulkAssignEvents(categoryIds: string[], eventIds: string[], options?: CallOptions) {
      return call(
        bulkAssignEndpoint,
        {},
        { categoryId: categoryIds, eventId: eventIds },
        { ...options, check: hasResults },
      );
    },
    /** Without `eventIds`, every event leaves the categories. */
    bulkUnassignEvents(categoryIds: string[], eventIds?: string[], options?: CallOptions) {
      const input = { categoryId: categoryIds, ...(eventIds ? { eventId: eventIds } : {}) };
      return call(bulkUnassignEndpoint, {}, input, { ...options, check: hasResults });
    },
    /** The events an events filter selects (QueryEvents' language) go into the categories. */
    async assignEventsByFilter(
      categoryIds: string[],
      filter: Record<string, unknown>,
      options?: CallOptions,
    ) {
      await call(assignByFilterEndpoint, {}, { categoryId: categoryIds, filter }, options);
    },
    async unassignEventsByFilter(
      categoryIds: string[],
      filter: Record<string, unknown>,
      options?: CallOptions,
    ) {
      await call(unassignByFilterEndpoint, {}, { categoryId: categoryIds, filter }, options);
    },
    /** Moves an event just before or after another of the category (last with neither). */
    async reorderCategoryEvents(
      categoryId: string,
      eventId: string,
      place: { beforeEventId?: string; afterEventId?: string } = {},
      options?: CallOptions,
    ): Promise<void> {
      await call(reorderEndpoint, { categoryId }, { eventId, ...place }, options);
    },
  };
}

export type CategoriesAdminModule = ReturnType<typeof categoriesAdmin>;
