import type { InventoryItem } from '@tessera/contracts/inventory';
import { productStockOf, type StockRow } from './stock.ts';

/** A product's stock rows as the v2 inventory item (its id is the product's id). */
export function toInventoryItem(
  productId: string,
  rows: readonly StockRow[],
  variantIds?: readonly string[],
): InventoryItem {
  const stock = productStockOf(productId, rows);
  const wanted = variantIds && variantIds.length > 0 ? new Set(variantIds) : undefined;
  return {
    id: productId,
    productId,
    trackQuantity: stock.trackQuantity,
    variants: stock.variants
      .filter((v) => !wanted || wanted.has(v.variantId))
      .map((v) => ({
        variantId: v.variantId,
        inStock: v.inStock,
        quantity: v.quantity,
        availableForPreorder: v.availableForPreorder,
      })),
    lastUpdated: stock.lastUpdated,
    // Ascending with creation (milliseconds of the product's first stock row), as the hosted numericId.
    numericId: String(Date.parse(stock.createdDate) || 0),
    preorderInfo: {
      enabled: stock.preorder.enabled,
      message: stock.preorder.message,
      limit: stock.preorder.limit,
    },
  };
}
