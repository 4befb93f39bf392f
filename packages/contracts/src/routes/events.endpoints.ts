import { endpoint } from './endpoint.ts';
import type { eventsRoutes } from './events.routes.ts';

// Events v3 (routes.md "Events"). One named export per call, so bundlers keep only the calls used.

export const createEvent = endpoint({
  operationId: 'CreateEvent',
  method: 'POST',
  path: '/events/v3/events',
});
export const cloneEvent = endpoint({
  operationId: 'CloneEvent',
  method: 'POST',
  path: '/events/v3/events/:eventId/clone',
});
export const updateEvent = endpoint({
  operationId: 'UpdateEvent',
  method: 'PATCH',
  path: '/events/v3/events/:eventId',
});
export const publishDraftEvent = endpoint({
  operationId: 'PublishDraftEvent',
  method: 'POST',
  path: '/events/v3/events/:eventId/publish',
});
export const cancelEvent = endpoint({
  operationId: 'CancelEvent',
  method: 'POST',
  path: '/events/v3/events/:eventId/cancel',
});
export const bulkCancelEventsByFilter = endpoint({
  operationId: 'BulkCancelEventsByFilter',
  method: 'POST',
  path: '/events/v3/bulk/events/cancel-by-filter',
});
export const deleteEvent = endpoint({
  operationId: 'DeleteEvent',
  method: 'DELETE',
  path: '/events/v3/events/:eventId',
});
export const bulkDeleteEventsByFilter = endpoint({
  operationId: 'BulkDeleteEventsByFilter',
  method: 'POST',
  path: '/events/v3/bulk/events/delete-by-filter',
});
export const queryEvents = endpoint({
  operationId: 'QueryEvents',
  method: 'POST',
  path: '/events/v3/events/query',
});
export const countEventsByStatus = endpoint({
  operationId: 'CountEventsByStatus',
  method: 'POST',
  path: '/events/v3/events/count-by-status',
});
export const listEventsByCategory = endpoint({
  operationId: 'ListEventsByCategory',
  method: 'GET',
  path: '/events/v3/events/category/:categoryId',
  postFallback: true,
});
export const getEvent = endpoint({
  operationId: 'GetEvent',
  method: 'GET',
  path: '/events/v3/events/:eventId',
  postFallback: true,
});
export const getEventBySlug = endpoint({
  operationId: 'GetEventBySlug',
  method: 'GET',
  path: '/events/v3/events/slug/:slug',
  postFallback: true,
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    events: typeof eventsRoutes;
  }
}
