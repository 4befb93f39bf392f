import { endpoint } from './endpoint.ts';

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
