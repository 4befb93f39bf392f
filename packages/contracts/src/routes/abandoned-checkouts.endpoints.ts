import { endpoint } from './endpoint.ts';

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
