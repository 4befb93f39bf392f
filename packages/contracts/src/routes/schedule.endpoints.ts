import { endpoint } from './endpoint.ts';
import type { scheduleRoutes } from './schedule.routes.ts';

// The agenda of an event (routes.md "Implied — event agenda / schedule").

export const addScheduleItem = endpoint({
  operationId: 'AddScheduleItem',
  method: 'POST',
  path: '/events/v1/schedule/draft',
});
export const updateScheduleItem = endpoint({
  operationId: 'UpdateScheduleItem',
  method: 'PATCH',
  path: '/events/v1/schedule/draft/:itemId',
});
export const deleteScheduleItem = endpoint({
  operationId: 'DeleteScheduleItem',
  method: 'DELETE',
  path: '/events/v1/schedule/draft/items',
});
export const discardScheduleDraft = endpoint({
  operationId: 'DiscardScheduleDraft',
  method: 'DELETE',
  path: '/events/v1/schedule/draft',
});
export const rescheduleDraft = endpoint({
  operationId: 'RescheduleDraft',
  method: 'POST',
  path: '/events/v1/schedule/draft/reschedule',
});
export const publishScheduleDraft = endpoint({
  operationId: 'PublishScheduleDraft',
  method: 'POST',
  path: '/events/v1/schedule/publish',
});
export const getScheduleItem = endpoint({
  operationId: 'GetScheduleItem',
  method: 'GET',
  path: '/events/v1/schedule/:itemId',
  postFallback: true,
});
export const listScheduleItems = endpoint({
  operationId: 'ListScheduleItems',
  method: 'GET',
  path: '/events/v1/schedule',
  postFallback: true,
});
export const queryScheduleItems = endpoint({
  operationId: 'QueryScheduleItems',
  method: 'POST',
  path: '/events/v1/schedule/query',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    schedule: typeof scheduleRoutes;
  }
}
