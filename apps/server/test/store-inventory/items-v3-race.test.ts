import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_CHANGES } from '../../src/modules/store-inventory/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { inventoryTestApp } from './helpers.ts';
import { DEFAULT_VARIANT, stockedProduct } from './items-v3-helpers.ts';

const ITEMS = 10;
const STOCK = 10;
const BUYERS = 50;

// 50 BulkDecrementInventoryItems calls at once, each taking one of each of 10 items stocked 10:
// exactly 10 takes per item may pass. On PostgreSQL the calls run on separate connections of the
// pool (row locks decide); on SQLite they queue on the write lock. The negative control reads the
// item through the v3 route and writes the difference without the conditional statement — the
// race every read-then-write has — and sells more than there is.
describe('inventory items v3 under concurrent decrements', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await inventoryTestApp();
  });
  afterAll(() => app.close());

  async function stockedItems(siteId: string) {
    const products = [];
    for (let i = 0; i < ITEMS; i++) {
      products.push(await stockedProduct(app, siteId, [{ variantId: DEFAULT_VARIANT, quantity: STOCK }]));
    }
    return products.map((p) => ({ productId: p.productId, itemId: p.itemIds[0]! }));
  }

  it('never oversells: exactly the stock is taken, per item, and nothing goes below zero', async () => {
    const site = await app.createSite();
    const headers = app.ownerHeaders(site);
    const items = await stockedItems(site.siteId);
    const responses = await Promise.all(
      Array.from({ length: BUYERS }, (_, buyer) =>
        app.request({
          method: 'POST',
          url: '/stores/v3/bulk/inventory-items/decrement',
          headers,
          // A different order per buyer: lock order must not depend on the caller's order.
          payload: {
            decrementData: (buyer % 2 === 0 ? items : [...items].reverse()).map((i) => ({
              inventoryItemId: i.itemId,
              decrementBy: 1,
            })),
          },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
    const taken = new Map<string, number>();
    for (const response of responses) {
      for (const result of response.json().results as { itemMetadata: { id: string; success: boolean } }[]) {
        if (result.itemMetadata.success) {
          taken.set(result.itemMetadata.id, (taken.get(result.itemMetadata.id) ?? 0) + 1);
        }
      }
    }
    expect(items.map((i) => taken.get(i.itemId))).toEqual(items.map(() => STOCK));
    const rows = await app.db
      .selectFrom('store_stock')
      .select('quantity')
      .where('site_id', '=', site.siteId)
      .execute();
    expect(rows.map((r) => Number(r.quantity))).toEqual(items.map(() => 0));
    const ledger = await app.db
      .selectFrom('store_inventory_changes')
      .select('delta')
      .where('site_id', '=', site.siteId)
      .execute();
    expect(ledger).toHaveLength(ITEMS * STOCK);
  });

  it('revision-checked read-then-write through UpdateInventoryItem loses no update', async () => {
    const site = await app.createSite();
    const headers = app.ownerHeaders(site);
    const [item] = await stockedItems(site.siteId);
    const sellOne = async () => {
      const read = (
        await app.request({ method: 'GET', url: `/stores/v3/inventory-items/${item!.itemId}`, headers })
      ).json().inventoryItem;
      if (read.quantity < 1) return false;
      const write = await app.request({
        method: 'PATCH',
        url: `/stores/v3/inventory-items/${item!.itemId}`,
        headers,
        payload: { inventoryItem: { revision: read.revision, quantity: read.quantity - 1 } },
      });
      if (write.statusCode === 409) return false;
      expect(write.statusCode).toBe(200);
      return true;
    };
    const sold = (await Promise.all(Array.from({ length: BUYERS }, sellOne))).filter(Boolean).length;
    const after = await app.request({
      method: 'GET',
      url: `/stores/v3/inventory-items/${item!.itemId}`,
      headers,
    });
    expect(sold).toBeGreaterThan(0);
    expect(after.json().inventoryItem.quantity).toBe(STOCK - sold);
  });

  it('negative control: a naive read-then-write stand-in oversells the same rush', async () => {
    const site = await app.createSite();
    const headers = app.ownerHeaders(site);
    const items = await stockedItems(site.siteId);
    const naiveBuyer = async () => {
      // Read first, through the v3 route (outside any lock)…
      const before = await Promise.all(
        items.map(
          async (i) =>
            (
              await app.request({ method: 'GET', url: `/stores/v3/inventory-items/${i.itemId}`, headers })
            ).json().inventoryItem.quantity as number,
        ),
      );
      if (before.some((q) => q < 1)) return false;
      // …then write what was read, minus one, without the conditional statement.
      await app.uow.run(
        site.siteId,
        async (trx) => {
          for (const [n, i] of items.entries()) {
            await trx.db
              .updateTable('store_stock')
              .set({ quantity: before[n]! - 1 })
              .where('site_id', '=', site.siteId)
              .where('item_id', '=', i.itemId)
              .execute();
          }
        },
        { changes: [INVENTORY_CHANGES] },
      );
      return true;
    };
    const results = await Promise.all(Array.from({ length: BUYERS }, naiveBuyer));
    expect(results.filter(Boolean).length).toBeGreaterThan(STOCK);
  });
});
