// The store-inventory module's only entry: the stock port other store modules use (catalog creates
// stock with its products, orders reserve and restock) and the status function the catalog shows.
export { storeInventoryModule } from './store-inventory.module.ts';
export {
  INVENTORY_CHANGES,
  MAX_STOCK_QUANTITY,
  createStock,
  deleteStock,
  productStockOf,
  stockRowColumns,
  reserveStock,
  restock,
  stockOf,
  type ChangeSource,
  type NewVariantStock,
  type PreorderSettings,
  type ProductStock,
  type Shortage,
  type StockLine,
  type StockSettings,
  type VariantStock,
} from './stock.ts';
export { inventoryStatusOf, type StockAvailability } from './stock-status.ts';
export type { VariantChange } from './inventory-events.ts';
