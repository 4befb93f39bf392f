import type { InventoryStatus } from '@tessera/contracts/inventory';

/** What a status is computed from: a variant's availability. */
export interface StockAvailability {
  inStock: boolean;
  availableForPreorder: boolean;
}

/**
 * A product's inventory status from its variants (pure; the catalog shows it): every variant in
 * stock → IN_STOCK; some → PARTIALLY_OUT_OF_STOCK; none, but preorder open → PREORDER; else
 * OUT_OF_STOCK. A product without stock rows counts as in stock (nothing restricts it).
 */
export function inventoryStatusOf(variants: readonly StockAvailability[]): InventoryStatus {
  if (variants.length === 0) return 'IN_STOCK';
  const inStock = variants.filter((v) => v.inStock).length;
  if (inStock === variants.length) return 'IN_STOCK';
  if (inStock > 0) return 'PARTIALLY_OUT_OF_STOCK';
  return variants.some((v) => v.availableForPreorder) ? 'PREORDER' : 'OUT_OF_STOCK';
}

/** A row's availability: tracked → quantity > 0; untracked → its in-stock flag. Preorder only when out. */
export function availabilityOf(row: {
  track_quantity: number;
  quantity: number;
  in_stock: number;
  preorder_enabled: number;
}): StockAvailability & { quantity: number | null } {
  const tracked = row.track_quantity === 1;
  const inStock = tracked ? Number(row.quantity) > 0 : row.in_stock === 1;
  return {
    inStock,
    quantity: tracked ? Number(row.quantity) : null,
    availableForPreorder: row.preorder_enabled === 1 && !inStock,
  };
}
