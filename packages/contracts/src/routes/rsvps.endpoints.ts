import { endpoint } from './endpoint.ts';
import type { rsvpsRoutes } from './rsvps.routes.ts';

// RSVP v2 (routes.md "Implied — RSVP v2"; events.rsvpV2).

export const createRsvp = endpoint({ operationId: 'CreateRsvp', method: 'POST', path: '/events/v2/rsvps' });
export const getRsvp = endpoint({ operationId: 'GetRsvp', method: 'GET', path: '/events/v2/rsvps/:rsvpId' });
export const updateRsvp = endpoint({
  operationId: 'UpdateRsvp',
  method: 'PATCH',
  path: '/events/v2/rsvps/:rsvpId',
});
export const deleteRsvp = endpoint({
  operationId: 'DeleteRsvp',
  method: 'DELETE',
  path: '/events/v2/rsvps/:rsvpId',
});
export const queryRsvps = endpoint({
  operationId: 'QueryRsvps',
  method: 'POST',
  path: '/events/v2/rsvps/query',
});
export const searchRsvps = endpoint({
  operationId: 'SearchRsvps',
  method: 'POST',
  path: '/events/v2/rsvps/search',
});
export const countRsvps = endpoint({
  operationId: 'CountRsvps',
  method: 'POST',
  path: '/events/v2/rsvps/count',
});
export const checkInRsvpGuests = endpoint({
  operationId: 'CheckInRsvpGuests',
  method: 'POST',
  path: '/events/v2/rsvps/:rsvpId/check-in',
});
export const cancelRsvpGuestsCheckIn = endpoint({
  operationId: 'CancelRsvpGuestsCheckIn',
  method: 'POST',
  path: '/events/v2/rsvps/:rsvpId/cancel-check-in',
});
export const bulkUpdateRsvps = endpoint({
  operationId: 'BulkUpdateRsvps',
  method: 'PATCH',
  path: '/events/v2/bulk/rsvps/update',
});
export const bulkDeleteRsvpsByFilter = endpoint({
  operationId: 'BulkDeleteRsvpsByFilter',
  method: 'POST',
  path: '/events/v2/bulk/rsvps/delete-by-filter',
});
export const listRsvpSummary = endpoint({
  operationId: 'ListRsvpSummary',
  method: 'GET',
  path: '/events/v2/rsvps/summaries',
});
export const listCurrentRsvps = endpoint({
  operationId: 'ListCurrentRsvps',
  method: 'GET',
  path: '/events/v2/rsvps/current',
});

// RSVP v1 (routes.md "Implied — RSVP v1"; events.rsvp): v2 took the plain operation ids.
export const createRsvpV1 = endpoint({
  operationId: 'CreateRsvpV1',
  method: 'POST',
  path: '/events/v1/rsvp',
});
export const getRsvpV1 = endpoint({ operationId: 'GetRsvpV1', method: 'GET', path: '/events/v1/rsvp/:id' });
export const updateRsvpV1 = endpoint({
  operationId: 'UpdateRsvpV1',
  method: 'PATCH',
  path: '/events/v1/rsvp/:id',
});
export const bulkUpdateRsvpV1 = endpoint({
  operationId: 'BulkUpdateRsvpV1',
  method: 'PATCH',
  path: '/events/v1/rsvp',
});
export const deleteRsvpV1 = endpoint({
  operationId: 'DeleteRsvpV1',
  method: 'DELETE',
  path: '/events/v1/rsvp',
});
export const checkInRsvpV1 = endpoint({
  operationId: 'CheckInRsvpV1',
  method: 'POST',
  path: '/events/v1/rsvp/check-in',
});
export const deleteRsvpCheckInV1 = endpoint({
  operationId: 'DeleteRsvpCheckInV1',
  method: 'DELETE',
  path: '/events/v1/rsvp/check-in',
});
export const listRsvpV1 = endpoint({ operationId: 'ListRsvpV1', method: 'GET', path: '/events/v1/rsvp' });
export const queryRsvpV1 = endpoint({
  operationId: 'QueryRsvpV1',
  method: 'POST',
  path: '/events/v1/rsvp/query',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    rsvps: typeof rsvpsRoutes;
  }
}
