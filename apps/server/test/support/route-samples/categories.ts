import type { categoriesRoutes } from '@tessera/contracts/routes/index';
import { newId } from '../../../src/platform/ids.ts';
import type { SampleFixtures, SamplesOf } from './types.ts';

const uniqueName = () => `Sample ${newId().slice(0, 8)}`;

/** A manual category of its own (its id), created by the owner. */
async function sampleCategory(fx: SampleFixtures): Promise<string> {
  const response = await fx.app.request({
    method: 'POST',
    url: '/events/v1/categories',
    headers: fx.app.ownerHeaders(),
    payload: { category: { name: uniqueName() } },
  });
  if (response.statusCode !== 200) throw new Error(`sample category: ${response.body}`);
  return (response.json() as { category: { id: string } }).category.id;
}

/** Event categories (modules/categories). */
export const categoriesSamples: SamplesOf<typeof categoriesRoutes> = {
  CreateCategory: () => ({ input: { category: { name: uniqueName() } } }),
  BulkCreateCategory: () => ({ input: { categories: [{ name: uniqueName() }, { name: uniqueName() }] } }),
  UpdateCategory: async (fx) => ({
    params: { categoryId: await sampleCategory(fx) },
    input: { category: { name: uniqueName() } },
  }),
  DeleteCategory: async (fx) => ({ params: { categoryId: await sampleCategory(fx) } }),
  QueryCategories: () => ({
    input: { query: { filter: { states: { $hasSome: ['MANUAL'] } } }, fieldset: ['COUNTS'] },
  }),
  AssignEvents: (fx) => ({ params: { categoryId: fx.categoryId }, input: { eventId: [fx.eventId] } }),
  BulkAssignEvents: (fx) => ({ input: { categoryId: [fx.categoryId], eventId: [fx.eventId] } }),
  BulkAssignEventsAsync: (fx) => ({
    input: { categoryId: [fx.categoryId], filter: { title: 'No Such Event' } },
  }),
  UnassignEvents: async (fx) => ({
    params: { categoryId: await sampleCategory(fx) },
    input: { eventId: [fx.eventId] },
  }),
  BulkUnassignEvents: async (fx) => ({
    input: { categoryId: [await sampleCategory(fx)], eventId: [fx.eventId] },
  }),
  BulkUnassignEventsAsync: (fx) => ({
    input: { categoryId: [fx.categoryId], filter: { title: 'No Such Event' } },
  }),
  ListEventCategories: (fx) => ({ params: { eventId: fx.eventId } }),
  ReorderCategoryEvents: (fx) => ({ params: { categoryId: fx.categoryId }, input: { eventId: fx.eventId } }),
};
