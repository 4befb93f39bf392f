import { endpoint } from './endpoint.ts';

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
