import { randomUUID } from 'node:crypto';
import type { inventoryItemsV3Routes } from '@tessera/contracts/routes/index';
import { INVENTORY_CHANGES, createStock } from '../../../src/modules/store-inventory/index.ts';
import { inventoryItemIdOf } from '../../../src/modules/store-inventory/items-v3/item-ids.ts';
import type { SampleFixtures, SamplesOf } from './types.ts';

/** A fresh product with one variant of its own id, stocked 50 (through the stock port): its item. */
async function stockedVariant(fx: SampleFixtures): Promise<{ itemId: string; variantId: string }> {
  const productId = randomUUID();
  const variantId = randomUUID();
  const { siteId } = fx.app.site;
  await fx.app.uow.run(
    siteId,
    (trx) => createStock(trx, siteId, productId, [{ variantId, quantity: 50 }], { trackQuantity: true }),
    { changes: [INVENTORY_CHANGES] },
  );
  return { itemId: inventoryItemIdOf(productId, variantId), variantId };
}

/** Catalog v3 inventory items (modules/store-inventory/items-v3). */
export const inventoryItemsV3Samples: SamplesOf<typeof inventoryItemsV3Routes> = {
  GetInventoryItem: async (fx) => ({ params: { inventoryItemId: (await stockedVariant(fx)).itemId } }),
  UpdateInventoryItem: async (fx) => ({
    params: { inventoryItemId: (await stockedVariant(fx)).itemId },
    input: { inventoryItem: { revision: '1', quantity: 7 } },
  }),
  QueryInventoryItems: () => ({
    input: { query: { filter: { trackQuantity: true }, cursorPaging: { limit: 10 } } },
  }),
  SearchInventoryItems: () => ({
    input: { search: { sort: [{ fieldName: 'quantity', order: 'DESC' }], cursorPaging: { limit: 10 } } },
  }),
  CountInventoryItems: () => ({ input: { filter: { inStock: true } } }),
  BulkUpdateInventoryItems: async (fx) => ({
    input: {
      inventoryItems: [
        { inventoryItem: { id: (await stockedVariant(fx)).itemId, revision: '1', quantity: 3 } },
      ],
      returnEntity: true,
    },
  }),
  BulkDecrementInventoryItems: async (fx) => ({
    input: { decrementData: [{ inventoryItemId: (await stockedVariant(fx)).itemId, decrementBy: 1 }] },
  }),
  BulkIncrementInventoryItems: async (fx) => ({
    input: { incrementData: [{ inventoryItemId: (await stockedVariant(fx)).itemId, incrementBy: 2 }] },
  }),
  BulkDecrementInventoryItemsByVariantAndLocation: async (fx) => ({
    input: { decrementData: [{ variantId: (await stockedVariant(fx)).variantId, decrementBy: 1 }] },
  }),
  BulkIncrementInventoryItemsByVariantAndLocation: async (fx) => ({
    input: { incrementData: [{ variantId: (await stockedVariant(fx)).variantId, incrementBy: 1 }] },
  }),
};
