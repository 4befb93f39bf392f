import { endpoint } from './endpoint.ts';
import type { storeOrdersRoutes } from './store-orders.routes.ts';

// Store orders (routes.md "Store orders and payments collector", the orders part; ecom.orders).
// Operation ids carry "Store" where events already use the plain name (GetOrder, UpdateOrder).

export const createOrderFromCheckout = endpoint({
  operationId: 'CreateOrderFromCheckout',
  method: 'POST',
  path: '/ecom/v1/checkouts/:id/create-order',
});
export const getStoreOrder = endpoint({
  operationId: 'GetStoreOrder',
  method: 'GET',
  path: '/ecom/v1/orders/:id',
});
export const cancelStoreOrder = endpoint({
  operationId: 'CancelStoreOrder',
  method: 'POST',
  path: '/ecom/v1/orders/:id/cancel',
});
export const searchStoreOrders = endpoint({
  operationId: 'SearchStoreOrders',
  method: 'POST',
  path: '/ecom/v1/orders/search',
});
export const addStoreOrderActivity = endpoint({
  operationId: 'AddStoreOrderActivity',
  method: 'POST',
  path: '/ecom/v1/orders/:id/activities',
});
export const deleteStoreOrderActivity = endpoint({
  operationId: 'DeleteStoreOrderActivity',
  method: 'DELETE',
  path: '/ecom/v1/orders/:id/activities/:activityId',
});
export const updateStoreOrderStatus = endpoint({
  operationId: 'UpdateStoreOrderStatus',
  method: 'POST',
  path: '/ecom/v1/orders/:id/update-status',
});
export const bulkUpdateStoreOrderTags = endpoint({
  operationId: 'BulkUpdateStoreOrderTags',
  method: 'POST',
  path: '/ecom/v1/bulk/orders/update-tags',
});
export const addStoreOrderActivities = endpoint({
  operationId: 'AddStoreOrderActivities',
  method: 'POST',
  path: '/ecom/v1/orders/:id/activities/add',
});
export const updateStoreOrderActivity = endpoint({
  operationId: 'UpdateStoreOrderActivity',
  method: 'PATCH',
  path: '/ecom/v1/orders/:id/activities/:activityId',
});
export const createStoreOrder = endpoint({
  operationId: 'CreateStoreOrder',
  method: 'POST',
  path: '/ecom/v1/orders',
});
export const updateStoreOrder = endpoint({
  operationId: 'UpdateStoreOrder',
  method: 'PATCH',
  path: '/ecom/v1/orders/:id',
});
export const bulkUpdateStoreOrders = endpoint({
  operationId: 'BulkUpdateStoreOrders',
  method: 'POST',
  path: '/ecom/v1/bulk/orders/update',
});
export const updateStoreOrderLineItem = endpoint({
  operationId: 'UpdateStoreOrderLineItem',
  method: 'PATCH',
  path: '/ecom/v1/orders/:id/line-item/:lineItemId',
});
export const aggregateStoreOrders = endpoint({
  operationId: 'AggregateStoreOrders',
  method: 'POST',
  path: '/ecom/v1/orders/aggregate',
});
export const importStoreOrder = endpoint({
  operationId: 'ImportStoreOrder',
  method: 'POST',
  path: '/ecom/v1/orders/import',
});
export const setStoreOrderNumberCounter = endpoint({
  operationId: 'SetStoreOrderNumberCounter',
  method: 'POST',
  path: '/ecom/v1/orders/import/set-order-number-counter',
});
export const bulkDeleteImportedStoreOrders = endpoint({
  operationId: 'BulkDeleteImportedStoreOrders',
  method: 'POST',
  path: '/ecom/v1/orders/import/bulk-delete-imported-orders',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    storeOrders: typeof storeOrdersRoutes;
  }
}
