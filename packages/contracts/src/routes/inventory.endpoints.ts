import { endpoint } from './endpoint.ts';
import type { inventoryRoutes } from './inventory.routes.ts';

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

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    inventory: typeof inventoryRoutes;
  }
}
