import { endpoint } from './endpoint.ts';
import type { guestsRoutes } from './guests.routes.ts';

// Event guests (routes.md "Implied — guests"; events.guests).

export const queryEventGuests = endpoint({
  operationId: 'QueryEventGuests',
  method: 'POST',
  path: '/events/v2/guests/query',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    guests: typeof guestsRoutes;
  }
}
