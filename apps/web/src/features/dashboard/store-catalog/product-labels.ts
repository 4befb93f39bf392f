import type { Product } from '@tessera/sdk/catalog-admin';

/** The product's stock in words, as the owner reads it in the list. */
export function stockLabel(product: Product): string {
  const { stock } = product;
  if (stock.inventoryStatus === 'OUT_OF_STOCK') return 'Out of stock';
  if (stock.inventoryStatus === 'PARTIALLY_OUT_OF_STOCK') return 'Some variants out of stock';
  if (stock.trackInventory && stock.quantity !== null && stock.quantity !== undefined) {
    return `${stock.quantity} in stock`;
  }
  return 'In stock';
}

export function stockColor(product: Product): string {
  if (product.stock.inventoryStatus === 'OUT_OF_STOCK') return 'red';
  if (product.stock.inventoryStatus === 'PARTIALLY_OUT_OF_STOCK') return 'orange';
  return 'green';
}

/** A variant's name from its choices ("Red / Large"); the product's only variant has none. */
export function variantName(choices: Record<string, string>): string {
  const values = Object.values(choices);
  return values.length ? values.join(' / ') : 'Default';
}
