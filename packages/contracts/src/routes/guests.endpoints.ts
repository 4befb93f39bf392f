import { endpoint } from './endpoint.ts';

// Event guests (routes.md "Implied — guests"; events.guests).

export const queryEventGuests = endpoint({
  operationId: 'QueryEventGuests',
  method: 'POST',
  path: '/events/v2/guests/query',
});
