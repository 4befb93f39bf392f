import { endpoint } from './endpoint.ts';
import type { memberOrdersRoutes } from './member-orders.routes.ts';

// A member's own event orders: Tessera's route (see member-orders.ts).

export const listMemberEventOrders = endpoint({
  operationId: 'ListMemberEventOrders',
  method: 'GET',
  path: '/_api/tessera/v1/members/:memberId/event-orders',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    memberOrders: typeof memberOrdersRoutes;
  }
}
