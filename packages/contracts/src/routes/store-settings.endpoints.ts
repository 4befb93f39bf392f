import { endpoint } from './endpoint.ts';
import type { storeSettingsRoutes } from './store-settings.routes.ts';

// Store settings and the totals calculator (routes.md "Store settings used by the cart and
// orders", "totals"; official-paths.tsv ecom.shippingOptions, discountRules, tipSettings, tips,
// ordersSettings, checkoutSettings, totalsCalculator). Tessera's own: store settings, tax regions.

export const getStoreSettings = endpoint({
  operationId: 'GetStoreSettings',
  method: 'GET',
  path: '/_api/tessera/v1/store/settings',
});
export const updateStoreSettings = endpoint({
  operationId: 'UpdateStoreSettings',
  method: 'PATCH',
  path: '/_api/tessera/v1/store/settings',
});

// Shipping options (ecom.shippingOptions).
export const createShippingOption = endpoint({
  operationId: 'CreateShippingOption',
  method: 'POST',
  path: '/ecom/v1/shipping-options',
});
export const queryShippingOptions = endpoint({
  operationId: 'QueryShippingOptions',
  method: 'GET',
  path: '/ecom/v1/shipping-options/query',
  postFallback: true,
});
export const getShippingOption = endpoint({
  operationId: 'GetShippingOption',
  method: 'GET',
  path: '/ecom/v1/shipping-options/:shippingOptionId',
});
export const updateShippingOption = endpoint({
  operationId: 'UpdateShippingOption',
  method: 'PATCH',
  path: '/ecom/v1/shipping-options/:shippingOptionId',
});
export const deleteShippingOption = endpoint({
  operationId: 'DeleteShippingOption',
  method: 'DELETE',
  path: '/ecom/v1/shipping-options/:shippingOptionId',
});
export const addDeliveryRegion = endpoint({
  operationId: 'AddDeliveryRegion',
  method: 'POST',
  path: '/ecom/v1/shipping-options/:shippingOptionId/add-delivery-region',
});
export const removeDeliveryRegion = endpoint({
  operationId: 'RemoveDeliveryRegion',
  method: 'POST',
  path: '/ecom/v1/shipping-options/:shippingOptionId/remove-delivery-region',
});
export const updateShippingExtendedFields = endpoint({
  operationId: 'UpdateShippingOptionExtendedFields',
  method: 'POST',
  path: '/ecom/v1/shipping-options/:shippingOptionId/update-extended-fields',
});

// Discount rules (ecom.discountRules): automatic discounts and the store's coupons.
export const createDiscountRule = endpoint({
  operationId: 'CreateDiscountRule',
  method: 'POST',
  path: '/ecom/v1/discount-rules',
});
export const queryDiscountRules = endpoint({
  operationId: 'QueryDiscountRules',
  method: 'POST',
  path: '/ecom/v1/discount-rules/query',
});
export const getDiscountRule = endpoint({
  operationId: 'GetDiscountRule',
  method: 'GET',
  path: '/ecom/v1/discount-rules/:discountRuleId',
});
export const updateDiscountRule = endpoint({
  operationId: 'UpdateDiscountRule',
  method: 'PATCH',
  path: '/ecom/v1/discount-rules/:discountRuleId',
});
export const deleteDiscountRule = endpoint({
  operationId: 'DeleteDiscountRule',
  method: 'DELETE',
  path: '/ecom/v1/discount-rules/:discountRuleId',
});

// Tax regions (Tessera's own: manual rates by country or subdivision).
export const createTaxRegion = endpoint({
  operationId: 'CreateTaxRegion',
  method: 'POST',
  path: '/_api/tessera/v1/store/tax-regions',
});
export const queryTaxRegions = endpoint({
  operationId: 'QueryTaxRegions',
  method: 'POST',
  path: '/_api/tessera/v1/store/tax-regions/query',
});
export const getTaxRegion = endpoint({
  operationId: 'GetTaxRegion',
  method: 'GET',
  path: '/_api/tessera/v1/store/tax-regions/:taxRegionId',
});
export const updateTaxRegion = endpoint({
  operationId: 'UpdateTaxRegion',
  method: 'PATCH',
  path: '/_api/tessera/v1/store/tax-regions/:taxRegionId',
});
export const deleteTaxRegion = endpoint({
  operationId: 'DeleteTaxRegion',
  method: 'DELETE',
  path: '/_api/tessera/v1/store/tax-regions/:taxRegionId',
});

// The totals calculator (ecom.totalsCalculator).
export const calculateTotals = endpoint({
  operationId: 'CalculateTotals',
  method: 'POST',
  path: '/ecom/v1/calculate-totals',
});

// Orders settings and checkout settings (ecom.ordersSettings, ecom.checkoutSettings).
export const getOrdersSettings = endpoint({
  operationId: 'GetOrdersSettings',
  method: 'GET',
  path: '/ecom/v1/orders-settings',
});
export const updateOrdersSettings = endpoint({
  operationId: 'UpdateOrdersSettings',
  method: 'PATCH',
  path: '/ecom/v1/orders-settings',
});
export const getCheckoutSettings = endpoint({
  operationId: 'GetCheckoutSettings',
  method: 'GET',
  path: '/ecom/v1/checkout-settings',
});
export const updateCheckoutSettings = endpoint({
  operationId: 'UpdateCheckoutSettings',
  method: 'PATCH',
  path: '/ecom/v1/checkout-settings',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    storeSettings: typeof storeSettingsRoutes;
  }
}
