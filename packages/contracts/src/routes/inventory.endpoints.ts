import { endpoint } from './endpoint.ts';

// Inventory v2 of the store (routes.md "Implied — inventory"; official-paths.tsv stores.inventory).

export const updateInventoryVariants = endpoint({
  operationId: 'UpdateInventoryVariants',
  method: 'PATCH',
  path: '/stores/v2/inventoryItems/product/:productId',
});
export const decrementInventory = endpoint({
  operationId: 'DecrementInventory',
  method: 'POST',
  path: '/stores/v2/inventoryItems/decrement',
});
export const incrementInventory = endpoint({
  operationId: 'IncrementInventory',
  method: 'POST',
  path: '/stores/v2/inventoryItems/increment',
});
export const getInventoryVariants = endpoint({
  operationId: 'GetInventoryVariants',
  method: 'POST',
  path: '/stores-reader/v2/inventoryItems/:inventoryId/getVariants',
});
export const queryInventory = endpoint({
  operationId: 'QueryInventory',
  method: 'POST',
  path: '/stores-reader/v2/inventoryItems/query',
});
