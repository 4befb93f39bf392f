import { randomUUID } from 'node:crypto';
import type { inventoryRoutes } from '@tessera/contracts/routes/index';
import { INVENTORY_CHANGES, createStock } from '../../../src/modules/store-inventory/index.ts';
import type { SampleFixtures, SamplesOf } from './types.ts';

const DEFAULT_VARIANT = '00000000-0000-0000-0000-000000000000';

/** A product's stock on the fixtures' site (made through the stock port, as the catalog does). */
async function stockedProduct(fx: SampleFixtures, quantity = 50): Promise<string> {
  const productId = randomUUID();
  const { siteId } = fx.app.site;
  await fx.app.uow.run(
    siteId,
    (trx) =>
      createStock(trx, siteId, productId, [{ variantId: DEFAULT_VARIANT, quantity }], {
        trackQuantity: true,
      }),
    { changes: [INVENTORY_CHANGES] },
  );
  return productId;
}

/** The store's inventory routes (modules/store-inventory). */
export const inventorySamples: SamplesOf<typeof inventoryRoutes> = {
  UpdateInventoryVariants: async (fx) => ({
    params: { productId: await stockedProduct(fx) },
    input: {
      inventoryItem: { trackQuantity: true, variants: [{ variantId: DEFAULT_VARIANT, quantity: 7 }] },
    },
  }),
  DecrementInventory: async (fx) => ({
    input: { decrementData: [{ productId: await stockedProduct(fx), decrementBy: 1 }] },
  }),
  IncrementInventory: async (fx) => ({
    input: {
      incrementData: [{ inventoryId: await stockedProduct(fx), variantId: DEFAULT_VARIANT, incrementBy: 2 }],
    },
  }),
  GetInventoryVariants: async (fx) => ({ params: { inventoryId: await stockedProduct(fx) }, input: {} }),
  QueryInventory: () => ({ input: { query: { paging: { limit: 10 } } } }),
};
