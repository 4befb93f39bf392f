import { endpoint } from './endpoint.ts';
import type { abandonedCheckoutsRoutes } from './abandoned-checkouts.routes.ts';

// Abandoned checkouts (routes.md "Store lifecycle extras"; ecom.abandonedCheckouts).

export const getAbandonedCheckout = endpoint({
  operationId: 'GetAbandonedCheckout',
  method: 'GET',
  path: '/ecom/v1/abandoned-checkout/:abandonedCheckoutId',
});
export const deleteAbandonedCheckout = endpoint({
  operationId: 'DeleteAbandonedCheckout',
  method: 'DELETE',
  path: '/ecom/v1/abandoned-checkout/:abandonedCheckoutId',
});
export const bulkDeleteAbandonedCheckouts = endpoint({
  operationId: 'BulkDeleteAbandonedCheckouts',
  method: 'POST',
  path: '/ecom/v1/bulk/abandoned-checkout/delete',
});
export const addAbandonedCheckoutActivity = endpoint({
  operationId: 'AddAbandonedCheckoutActivity',
  method: 'POST',
  path: '/ecom/v1/abandoned-checkouts/:abandonedCheckoutId/add-activity',
});
export const getAbandonedCheckoutAnalytics = endpoint({
  operationId: 'GetAbandonedCheckoutAnalytics',
  method: 'POST',
  path: '/ecom/v1/abandoned-checkout/get-analytics',
});
export const redirectToCheckout = endpoint({
  operationId: 'RedirectToCheckout',
  method: 'GET',
  path: '/ecom/v1/abandoned-checkout/:abandonedCheckoutId/redirect-to-checkout',
});
export const queryAbandonedCheckouts = endpoint({
  operationId: 'QueryAbandonedCheckouts',
  method: 'POST',
  path: '/ecom/v1/abandoned-checkout/query',
});
export const searchAbandonedCheckouts = endpoint({
  operationId: 'SearchAbandonedCheckouts',
  method: 'POST',
  path: '/ecom/v1/abandoned-checkout/search',
});
// Stores v1 (`stores.abandonedCarts`): the same abandoned checkouts in the older cart shape.
export const getAbandonedCart = endpoint({
  operationId: 'GetAbandonedCart',
  method: 'GET',
  path: '/v1/abandonedCarts/:id',
});
export const queryAbandonedCarts = endpoint({
  operationId: 'QueryAbandonedCarts',
  method: 'POST',
  path: '/v1/abandonedCarts/query',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    abandonedCheckouts: typeof abandonedCheckoutsRoutes;
  }
}
