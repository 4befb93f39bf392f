import { endpoint } from './endpoint.ts';
import type { categoriesRoutes } from './categories.routes.ts';

// Event categories (routes.md "Implied — categories"). Events of a category in order are
// `ListEventsByCategory` of events v3.

export const createCategory = endpoint({
  operationId: 'CreateCategory',
  method: 'POST',
  path: '/events/v1/categories',
});
export const bulkCreateCategory = endpoint({
  operationId: 'BulkCreateCategory',
  method: 'POST',
  path: '/events/v1/bulk/categories/create',
});
export const updateCategory = endpoint({
  operationId: 'UpdateCategory',
  method: 'PATCH',
  path: '/events/v1/categories/:categoryId',
});
export const deleteCategory = endpoint({
  operationId: 'DeleteCategory',
  method: 'DELETE',
  path: '/events/v1/categories/:categoryId',
});
export const queryCategories = endpoint({
  operationId: 'QueryCategories',
  method: 'POST',
  path: '/events/v1/categories/query',
});
export const assignEvents = endpoint({
  operationId: 'AssignEvents',
  method: 'POST',
  path: '/events/v1/categories/:categoryId/events',
});
export const bulkAssignEvents = endpoint({
  operationId: 'BulkAssignEvents',
  method: 'POST',
  path: '/events/v1/bulk/categories/events',
});
export const bulkAssignEventsAsync = endpoint({
  operationId: 'BulkAssignEventsAsync',
  method: 'POST',
  path: '/events/v1/bulk-async/categories/assign-events-by-filter',
});
export const unassignEvents = endpoint({
  operationId: 'UnassignEvents',
  method: 'DELETE',
  path: '/events/v1/categories/:categoryId/events',
});
export const bulkUnassignEvents = endpoint({
  operationId: 'BulkUnassignEvents',
  method: 'DELETE',
  path: '/events/v1/bulk/categories/events',
});
export const bulkUnassignEventsAsync = endpoint({
  operationId: 'BulkUnassignEventsAsync',
  method: 'POST',
  path: '/events/v1/bulk-async/categories/unassign-events-by-filter',
});
export const listEventCategories = endpoint({
  operationId: 'ListEventCategories',
  method: 'GET',
  path: '/events/v1/categories/:eventId',
});
export const reorderCategoryEvents = endpoint({
  operationId: 'ReorderCategoryEvents',
  method: 'POST',
  path: '/events/v1/categories/:categoryId/reorder',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    categories: typeof categoriesRoutes;
  }
}
