import type { Generated } from 'kysely';

/** The stock tables (migration 0040), added to `Database` by declaration merging. */
export interface StoreStockTable {
  site_id: string;
  product_id: string;
  variant_id: string;
  track_quantity: number;
  quantity: number;
  in_stock: number;
  preorder_enabled: number;
  preorder_message: string | null;
  preorder_limit: number | null;
  created_date: string;
  updated_date: string;
  /** The catalog v3 item id (migration 0058; items-v3/item-ids.ts). */
  item_id: string;
  /** Raised by every change of the row (migration 0058). */
  revision: Generated<number>;
}

export interface StoreInventoryChangesTable {
  id: string;
  site_id: string;
  product_id: string;
  variant_id: string;
  delta: number;
  source: string;
  order_id: string | null;
  created_date: string;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    store_stock: StoreStockTable;
    store_inventory_changes: StoreInventoryChangesTable;
  }
}
