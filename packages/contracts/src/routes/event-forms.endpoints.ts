import { endpoint } from './endpoint.ts';
import type { eventFormsRoutes } from './event-forms.routes.ts';

// The registration form of an event (routes.md "Implied — registration forms"; official
// `@wix/events` forms module). One named export per call, so bundlers keep only the calls used.

export const getForm = endpoint({
  operationId: 'GetForm',
  method: 'GET',
  path: '/events/v1/events/:eventId/form',
  postFallback: true,
});
export const addControl = endpoint({
  operationId: 'AddControl',
  method: 'POST',
  path: '/events/v1/events/:eventId/form/control',
});
export const updateControl = endpoint({
  operationId: 'UpdateControl',
  method: 'PUT',
  path: '/events/v1/events/:eventId/form/controls/:id',
});
export const deleteControl = endpoint({
  operationId: 'DeleteControl',
  method: 'DELETE',
  path: '/events/v1/events/:eventId/form/controls/:id',
});
export const updateMessages = endpoint({
  operationId: 'UpdateMessages',
  method: 'PATCH',
  path: '/events/v1/events/:eventId/form/messages',
});
export const publishDraft = endpoint({
  operationId: 'PublishDraft',
  method: 'POST',
  path: '/events/v1/events/:eventId/form/publish',
});
export const discardDraft = endpoint({
  operationId: 'DiscardDraft',
  method: 'DELETE',
  path: '/events/v1/events/:eventId/form',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    eventForms: typeof eventFormsRoutes;
  }
}
