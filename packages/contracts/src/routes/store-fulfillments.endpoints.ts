import { endpoint } from './endpoint.ts';
import type { storeFulfillmentsRoutes } from './store-fulfillments.routes.ts';

// Fulfillments of store orders (routes.md "Store lifecycle extras"; ecom.orderFulfillments).

export const listFulfillmentsForSingleOrder = endpoint({
  operationId: 'ListFulfillmentsForSingleOrder',
  method: 'GET',
  path: '/ecom/v1/fulfillments/orders/:orderId',
});
export const listFulfillmentsForMultipleOrders = endpoint({
  operationId: 'ListFulfillmentsForMultipleOrders',
  method: 'POST',
  path: '/ecom/v1/fulfillments/list-by-ids',
});
export const createFulfillment = endpoint({
  operationId: 'CreateFulfillment',
  method: 'POST',
  path: '/ecom/v1/fulfillments/orders/:orderId/create-fulfillment',
});
export const updateFulfillment = endpoint({
  operationId: 'UpdateFulfillment',
  method: 'PATCH',
  path: '/ecom/v1/fulfillments/:fulfillmentId/orders/:orderId',
});
export const deleteFulfillment = endpoint({
  operationId: 'DeleteFulfillment',
  method: 'DELETE',
  path: '/ecom/v1/fulfillments/:fulfillmentId/orders/:orderId',
});
export const bulkCreateFulfillment = endpoint({
  operationId: 'BulkCreateFulfillment',
  method: 'POST',
  path: '/ecom/v1/fulfillments/orders/bulk/create-fulfillments',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    storeFulfillments: typeof storeFulfillmentsRoutes;
  }
}
