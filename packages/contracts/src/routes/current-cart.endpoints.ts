import { endpoint } from './endpoint.ts';
import type { currentCartRoutes } from './current-cart.routes.ts';

// The current cart (routes.md "Current cart"; ecom.currentCart in official-paths.tsv).

const base = '/ecom/v1/carts/current';
export const getCurrentCart = endpoint({ operationId: 'GetCurrentCart', method: 'GET', path: base });
export const updateCurrentCart = endpoint({ operationId: 'UpdateCurrentCart', method: 'PATCH', path: base });
export const addToCurrentCart = endpoint({
  operationId: 'AddToCurrentCart',
  method: 'POST',
  path: `${base}/add-to-cart`,
});
export const removeLineItemsFromCurrentCart = endpoint({
  operationId: 'RemoveLineItemsFromCurrentCart',
  method: 'POST',
  path: `${base}/remove-line-items`,
});
export const createCheckoutFromCurrentCart = endpoint({
  operationId: 'CreateCheckoutFromCurrentCart',
  method: 'POST',
  path: `${base}/create-checkout`,
});
export const removeCouponFromCurrentCart = endpoint({
  operationId: 'RemoveCouponFromCurrentCart',
  method: 'POST',
  path: `${base}/remove-coupon`,
});
export const updateCurrentCartLineItemQuantity = endpoint({
  operationId: 'UpdateCurrentCartLineItemQuantity',
  method: 'POST',
  path: `${base}/update-line-items-quantity`,
});
export const estimateCurrentCartTotals = endpoint({
  operationId: 'EstimateCurrentCartTotals',
  method: 'POST',
  path: `${base}/estimate-totals`,
});
export const deleteCurrentCart = endpoint({ operationId: 'DeleteCurrentCart', method: 'DELETE', path: base });

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    currentCart: typeof currentCartRoutes;
  }
}
