import { endpoint } from './endpoint.ts';
import type { checkoutsRoutes } from './checkouts.routes.ts';

// Ecom checkouts (routes.md "Implied — ecom checkout"; ecom.checkout in official-paths.tsv).
// Create-order and create-order-and-charge are the store-orders and store-payments groups'.
// `UpdateEcomCheckout`: the events' checkout already has the operation id `UpdateCheckout`.

const base = '/ecom/v1/checkouts';
export const createCheckout = endpoint({ operationId: 'CreateCheckout', method: 'POST', path: base });
export const getCheckout = endpoint({ operationId: 'GetCheckout', method: 'GET', path: `${base}/:id` });
export const getCheckoutByCartId = endpoint({
  operationId: 'GetCheckoutByCartId',
  method: 'GET',
  path: `${base}/by-cart-id/:id`,
});
export const getCheckoutUrl = endpoint({
  operationId: 'GetCheckoutURL',
  method: 'GET',
  path: `${base}/:id/checkout-url`,
});
export const getWixCheckoutUrl = endpoint({
  operationId: 'GetWixCheckoutURL',
  method: 'GET',
  path: `${base}/:id/wix-checkout-url`,
});
export const updateCheckout = endpoint({
  operationId: 'UpdateEcomCheckout',
  method: 'PATCH',
  path: `${base}/:id`,
});
export const removeCoupon = endpoint({
  operationId: 'RemoveCoupon',
  method: 'POST',
  path: `${base}/:id/remove-coupon`,
});
export const removeGiftCard = endpoint({
  operationId: 'RemoveGiftCard',
  method: 'POST',
  path: `${base}/:id/remove-gift-card`,
});
export const removeOverrideCheckoutUrl = endpoint({
  operationId: 'RemoveOverrideCheckoutUrl',
  method: 'POST',
  path: `${base}/:id/remove-override-checkout-url`,
});
export const addToCheckout = endpoint({
  operationId: 'AddToCheckout',
  method: 'POST',
  path: `${base}/:id/add-to-checkout`,
});
export const removeLineItems = endpoint({
  operationId: 'RemoveLineItems',
  method: 'POST',
  path: `${base}/:id/remove-line-items`,
});
export const updateLineItemsQuantity = endpoint({
  operationId: 'UpdateLineItemsQuantity',
  method: 'POST',
  path: `${base}/:id/update-line-items-quantity`,
});
export const markCheckoutAsCompleted = endpoint({
  operationId: 'MarkCheckoutAsCompleted',
  method: 'POST',
  path: `${base}/:id/mark-as-completed`,
});
export const markCheckoutAsCompletedAndRedirectToUrl = endpoint({
  operationId: 'MarkCheckoutAsCompletedAndRedirectToUrl',
  method: 'GET',
  path: `${base}/mark-checkout-as-completed-and-redirect-to-url`,
});
// ecom.checkoutContent in official-paths.tsv: `/ecom/v1/checkout-content/{id}/{id}` (app, component).
export const getCheckoutContent = endpoint({
  operationId: 'GetCheckoutContent',
  method: 'GET',
  path: '/ecom/v1/checkout-content/:appId/:componentId',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    checkouts: typeof checkoutsRoutes;
  }
}
