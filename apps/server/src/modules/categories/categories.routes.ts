import type { FastifyInstance } from 'fastify';
import { categoriesRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import type { CategoriesService } from './categories.service.ts';

/** The categories routes of the table, each one call of the service. */
export function registerCategoryRoutes(app: FastifyInstance, categories: CategoriesService): void {
  registerRoutes(app, categoriesRoutes, {
    createCategory: ({ caller, input }) => categories.create(caller, input),
    bulkCreateCategory: ({ caller, input }) => categories.bulkCreate(caller, input),
    updateCategory: ({ caller, params, input }) => categories.update(caller, params.categoryId, input),
    deleteCategory: ({ caller, params }) => categories.delete(caller, params.categoryId),
    queryCategories: ({ caller, input }) => categories.query(caller, input),
    assignEvents: ({ caller, params, input }) => categories.assign(caller, params.categoryId, input.eventId),
    bulkAssignEvents: ({ caller, input }) =>
      categories.bulkMembership(caller, input.categoryId, input.eventId, true),
    bulkAssignEventsAsync: ({ caller, input }) => categories.byFilter(caller, input, true),
    unassignEvents: ({ caller, params, input }) =>
      categories.unassign(caller, params.categoryId, input.eventId),
    bulkUnassignEvents: ({ caller, input }) =>
      categories.bulkMembership(caller, input.categoryId, input.eventId ?? 'all', false),
    bulkUnassignEventsAsync: ({ caller, input }) => categories.byFilter(caller, input, false),
    listEventCategories: ({ caller, params }) => categories.listOfEvent(caller, params.eventId),
    reorderCategoryEvents: ({ caller, params, input }) =>
      categories.reorder(caller, params.categoryId, input),
  });
}
