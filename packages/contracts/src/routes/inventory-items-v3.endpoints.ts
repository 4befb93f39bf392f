import { endpoint } from './endpoint.ts';
import type { inventoryItemsV3Routes } from './inventory-items-v3.routes.ts';

// Catalog v3 inventory items (routes.md "Catalog v3"; official-paths.tsv stores.inventoryItemsV3).
// Query, Search and Count are GETs whose request travels in `.r=` (with a POST fallback), as the
// official package sends them.

const items = '/stores/v3/inventory-items';
const bulk = '/stores/v3/bulk/inventory-items';

export const getInventoryItem = endpoint({
  operationId: 'GetInventoryItem',
  method: 'GET',
  path: `${items}/:inventoryItemId`,
});
export const updateInventoryItem = endpoint({
  operationId: 'UpdateInventoryItem',
  method: 'PATCH',
  path: `${items}/:inventoryItemId`,
});
export const queryInventoryItems = endpoint({
  operationId: 'QueryInventoryItems',
  method: 'GET',
  path: `${items}/query`,
  postFallback: true,
});
export const searchInventoryItems = endpoint({
  operationId: 'SearchInventoryItems',
  method: 'GET',
  path: `${items}/search`,
  postFallback: true,
});
export const countInventoryItems = endpoint({
  operationId: 'CountInventoryItems',
  method: 'GET',
  path: `${items}/count`,
  postFallback: true,
});
export const bulkUpdateInventoryItems = endpoint({
  operationId: 'BulkUpdateInventoryItems',
  method: 'POST',
  path: `${bulk}/update`,
});
export const bulkDecrementInventoryItems = endpoint({
  operationId: 'BulkDecrementInventoryItems',
  method: 'POST',
  path: `${bulk}/decrement`,
});
export const bulkIncrementInventoryItems = endpoint({
  operationId: 'BulkIncrementInventoryItems',
  method: 'POST',
  path: `${bulk}/increment`,
});
export const bulkDecrementInventoryItemsByVariantAndLocation = endpoint({
  operationId: 'BulkDecrementInventoryItemsByVariantAndLocation',
  method: 'POST',
  path: `${bulk}/decrement-by-variant-and-location`,
});
export const bulkIncrementInventoryItemsByVariantAndLocation = endpoint({
  operationId: 'BulkIncrementInventoryItemsByVariantAndLocation',
  method: 'POST',
  path: `${bulk}/increment-by-variant-and-location`,
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    inventoryItemsV3: typeof inventoryItemsV3Routes;
  }
}
