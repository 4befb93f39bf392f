import { randomUUID } from 'node:crypto';
import { INVENTORY_CHANGES, createStock } from '../../src/modules/store-inventory/index.ts';
import { inventoryItemIdOf } from '../../src/modules/store-inventory/items-v3/item-ids.ts';
import type { TestApp } from '../support/test-app.ts';

export const DEFAULT_VARIANT = '00000000-0000-0000-0000-000000000000';

/** A product's stock rows on a site (through the stock port, as the catalog makes them): ids. */
export async function stockedProduct(
  app: TestApp,
  siteId: string,
  variants: { variantId?: string; quantity?: number; inStock?: boolean }[],
  settings: { trackQuantity: boolean; preorderInfo?: { enabled?: boolean; limit?: number | null } } = {
    trackQuantity: true,
  },
) {
  const productId = randomUUID();
  const rows = variants.map((v) => ({ ...v, variantId: v.variantId ?? randomUUID() }));
  await app.uow.run(siteId, (trx) => createStock(trx, siteId, productId, rows, settings), {
    changes: [INVENTORY_CHANGES],
  });
  return {
    productId,
    variantIds: rows.map((r) => r.variantId),
    itemIds: rows.map((r) => inventoryItemIdOf(productId, r.variantId)),
  };
}

/** A GET of the v3 routes: the request in `.r` (base64 JSON), as the official package sends it. */
export const dotR = (input: object) =>
  `?.r=${encodeURIComponent(Buffer.from(JSON.stringify(input)).toString('base64'))}`;
