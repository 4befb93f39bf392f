import type { AvailabilityStatus, InventoryItemV3 } from '@tessera/contracts/inventory-items-v3';
import { availabilityOf } from '../stock-status.ts';
import type { StockRow } from '../stock.ts';
import { DEFAULT_LOCATION_ID } from './item-ids.ts';

/** A stock row as the v3 items read it: with its item id and revision. */
export type ItemRow = StockRow & { item_id: string; revision: number };

/** The columns an item is shaped from. */
export const ITEM_COLUMNS = [
  'store_stock.item_id',
  'store_stock.revision',
  'store_stock.product_id',
  'store_stock.variant_id',
  'store_stock.track_quantity',
  'store_stock.quantity',
  'store_stock.in_stock',
  'store_stock.preorder_enabled',
  'store_stock.preorder_message',
  'store_stock.preorder_limit',
  'store_stock.created_date',
  'store_stock.updated_date',
] as const;

/** One stock row as the catalog v3 inventory item (pure; the same availability as inventory v2). */
export function toItemV3(row: ItemRow): InventoryItemV3 {
  const tracked = row.track_quantity === 1;
  const quantity = Number(row.quantity);
  const { inStock, availableForPreorder } = availabilityOf(row);
  const status: AvailabilityStatus = inStock
    ? 'IN_STOCK'
    : availableForPreorder
      ? 'PREORDER'
      : 'OUT_OF_STOCK';
  const counter = tracked && quantity < 0 ? -quantity : 0;
  return {
    id: row.item_id,
    revision: String(row.revision),
    createdDate: row.created_date,
    updatedDate: row.updated_date,
    productId: row.product_id,
    variantId: row.variant_id,
    locationId: DEFAULT_LOCATION_ID,
    trackQuantity: tracked,
    ...(tracked ? { quantity } : {}),
    inStock,
    availabilityStatus: status,
    preorderInfo: {
      enabled: row.preorder_enabled === 1,
      message: row.preorder_message,
      limit: row.preorder_limit,
      counter,
      quantity: row.preorder_limit === null ? null : Math.max(0, row.preorder_limit - counter),
    },
  };
}
