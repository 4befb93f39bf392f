import { createHash } from 'node:crypto';

/*
 * A v3 inventory item is one stock row (one product variant) at the store's one location. Its id is
 * derived from (product id, variant id) — the same on every site and after any restore — and kept in
 * the row's `item_id` column (migration 0058) so an item is found by its id through an index.
 */

/** The store's one stock location: every item is at it (catalog v3 `locationId`). */
export const DEFAULT_LOCATION_ID = '00000000-0000-4000-8000-000000000001';

/** The v3 item id of a product variant's stock: a GUID from a SHA-256 of both ids (pure). */
export function inventoryItemIdOf(productId: string, variantId: string): string {
  const hex = createHash('sha256').update(`stock\u0000${productId}\u0000${variantId}`).digest('hex');
  // Version 8 (custom) and the RFC 4122 variant bits, so it reads as a GUID anywhere.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
