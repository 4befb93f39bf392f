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
