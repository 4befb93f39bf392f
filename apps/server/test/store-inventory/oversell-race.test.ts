import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVENTORY_CHANGES,
  createStock,
  reserveStock,
  stockOf,
  type StockLine,
} from '../../src/modules/store-inventory/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { inventoryTestApp } from './helpers.ts';

const DEFAULT_VARIANT = '00000000-0000-0000-0000-000000000000';
const ITEMS = 10;
const STOCK = 10;
const BUYERS = 50;

// 50 orders at once, each taking one of each of 10 items stocked 10: exactly 10 orders may pass.
// On PostgreSQL the units run on separate connections of the pool (row locks decide); on SQLite
// the units queue on the write lock. The negative control reads the stock first and writes the
// difference afterwards — the race every read-then-write has — and sells more than there is.
describe('stock under concurrent orders', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await inventoryTestApp();
  });
  afterAll(() => app.close());

  async function stockedItems(siteId: string): Promise<string[]> {
    const ids = Array.from({ length: ITEMS }, () => randomUUID());
    await app.uow.run(
      siteId,
      async (trx) => {
        for (const id of ids) {
          await createStock(trx, siteId, id, [{ variantId: DEFAULT_VARIANT, quantity: STOCK }], {
            trackQuantity: true,
          });
        }
      },
      { changes: [INVENTORY_CHANGES] },
    );
    return ids;
  }

  /** Lines in a different order per buyer: lock order must not depend on the caller's order. */
  const linesOf = (ids: string[], buyer: number): StockLine[] =>
    ids
      .map((productId) => ({ productId, variantId: DEFAULT_VARIANT, quantity: 1 }))
      .sort(() => (buyer % 2 === 0 ? 1 : -1));

  it('never oversells: exactly as many orders pass as the stock allows', async () => {
    const { siteId } = await app.createSite();
    const ids = await stockedItems(siteId);
    const results = await Promise.all(
      Array.from({ length: BUYERS }, (_, buyer) =>
        app.uow.run(
          siteId,
          (trx) =>
            reserveStock(trx, siteId, linesOf(ids, buyer), { source: 'ORDER', orderId: `order-${buyer}` }),
          { changes: [INVENTORY_CHANGES] },
        ),
      ),
    );
    expect(results.filter((shortages) => shortages.length === 0)).toHaveLength(STOCK);
    const stock = await stockOf(app.db, siteId, ids);
    expect([...stock.values()].map((s) => s.quantity)).toEqual(ids.map(() => 0));
    const sold = await app.db
      .selectFrom('store_inventory_changes')
      .select(sql<number>`COUNT(DISTINCT order_id)`.as('orders'))
      .where('site_id', '=', siteId)
      .executeTakeFirstOrThrow();
    expect(Number(sold.orders)).toBe(STOCK);
  });

  it('negative control: a naive read-then-write stand-in oversells the same rush', async () => {
    const { siteId } = await app.createSite();
    const ids = await stockedItems(siteId);
    const naiveOrder = async () => {
      // Read first (outside any lock)…
      const before = await stockOf(app.db, siteId, ids);
      if ([...before.values()].some((s) => (s.quantity ?? 0) < 1)) return false;
      // …then write what was read, minus one: every buyer who read 1 thinks there is one left.
      await app.uow.run(
        siteId,
        async (trx) => {
          for (const id of ids) {
            await trx.db
              .updateTable('store_stock')
              .set({ quantity: before.get(id)!.quantity! - 1 })
              .where('site_id', '=', siteId)
              .where('product_id', '=', id)
              .execute();
          }
        },
        { changes: [INVENTORY_CHANGES] },
      );
      return true;
    };
    const results = await Promise.all(Array.from({ length: BUYERS }, naiveOrder));
    expect(results.filter(Boolean).length).toBeGreaterThan(STOCK);
  });
});
