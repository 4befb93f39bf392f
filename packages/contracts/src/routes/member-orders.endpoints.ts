import { endpoint } from './endpoint.ts';

// A member's own event orders: Tessera's route (see member-orders.ts).

export const listMemberEventOrders = endpoint({
  operationId: 'ListMemberEventOrders',
  method: 'GET',
  path: '/_api/tessera/v1/members/:memberId/event-orders',
});
