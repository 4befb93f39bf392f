import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INVENTORY_CHANGES,
  createStock,
  inventoryStatusOf,
  reserveStock,
  restock,
  stockOf,
} from '../../src/modules/store-inventory/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { inventoryTestApp } from './helpers.ts';

const DEFAULT_VARIANT = '00000000-0000-0000-0000-000000000000';

describe('stock port (store-inventory index)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await inventoryTestApp();
  });
  afterAll(() => app.close());

  const unit = <T>(siteId: string, work: Parameters<TestApp['uow']['run']>[1]) =>
    app.uow.run(siteId, work, { changes: [INVENTORY_CHANGES] }) as Promise<T>;

  const events = async (siteId: string) =>
    (
      await app.db
        .selectFrom('outbox')
        .select(['name', 'payload'])
        .where('site_id', '=', siteId)
        .where('name', 'like', 'inventory_%')
        .orderBy('id')
        .execute()
    ).map((row) => ({ name: row.name, payload: JSON.parse(row.payload) }));

  it('creates stock once, reads it per variant with the product status', async () => {
    const { siteId } = await app.createSite();
    const productId = randomUUID();
    const [a, b] = [randomUUID(), randomUUID()];
    await unit(siteId, (trx) =>
      createStock(trx, siteId, productId, [{ variantId: a, quantity: 3 }, { variantId: b }], {
        trackQuantity: true,
      }),
    );
    // Again (the catalog regenerating variants): existing rows are kept.
    await unit(siteId, (trx) =>
      createStock(trx, siteId, productId, [{ variantId: a, quantity: 99 }], { trackQuantity: true }),
    );
    const stock = (await stockOf(app.db, siteId, [productId, randomUUID()])).get(productId)!;
    expect(stock.trackQuantity).toBe(true);
    expect(stock.quantity).toBe(3);
    expect(stock.status).toBe('PARTIALLY_OUT_OF_STOCK');
    expect(stock.variants.find((v) => v.variantId === a)).toMatchObject({ quantity: 3, inStock: true });
    expect(stock.variants.find((v) => v.variantId === b)).toMatchObject({ quantity: 0, inStock: false });
    expect((await stockOf(app.db, siteId, [productId])).size).toBe(1);
  });

  it('reserves all or nothing: a short line leaves every line as it was', async () => {
    const { siteId } = await app.createSite();
    const [p1, p2] = [randomUUID(), randomUUID()];
    await unit(siteId, async (trx) => {
      await createStock(trx, siteId, p1, [{ variantId: DEFAULT_VARIANT, quantity: 5 }], {
        trackQuantity: true,
      });
      await createStock(trx, siteId, p2, [{ variantId: DEFAULT_VARIANT, quantity: 1 }], {
        trackQuantity: true,
      });
    });
    const shortages = await unit<unknown[]>(siteId, (trx) =>
      reserveStock(
        trx,
        siteId,
        [
          { productId: p1, variantId: DEFAULT_VARIANT, quantity: 2 },
          { productId: p2, variantId: DEFAULT_VARIANT, quantity: 2 },
        ],
        { source: 'ORDER', orderId: 'o-1' },
      ),
    );
    expect(shortages).toEqual([{ productId: p2, variantId: DEFAULT_VARIANT, requested: 2, available: 1 }]);
    const after = await stockOf(app.db, siteId, [p1, p2]);
    expect(after.get(p1)!.quantity).toBe(5);
    expect(after.get(p2)!.quantity).toBe(1);
    expect(await events(siteId)).toEqual([]);
    const ledger = await app.db
      .selectFrom('store_inventory_changes')
      .selectAll()
      .where('site_id', '=', siteId)
      .execute();
    expect(ledger).toEqual([]);
  });

  it('reserves, merges repeated lines, records the ledger and the variants event; restock gives back', async () => {
    const { siteId } = await app.createSite();
    const productId = randomUUID();
    const untracked = randomUUID();
    await unit(siteId, async (trx) => {
      await createStock(trx, siteId, productId, [{ variantId: DEFAULT_VARIANT, quantity: 2 }], {
        trackQuantity: true,
      });
      await createStock(trx, siteId, untracked, [{ variantId: DEFAULT_VARIANT, inStock: true }], {
        trackQuantity: false,
      });
    });
    const line = { productId, variantId: DEFAULT_VARIANT, quantity: 1 };
    const shortages = await unit<unknown[]>(siteId, (trx) =>
      reserveStock(
        trx,
        siteId,
        [line, line, { productId: untracked, variantId: DEFAULT_VARIANT, quantity: 50 }],
        { source: 'ORDER', orderId: 'order-9' },
      ),
    );
    expect(shortages).toEqual([]);
    expect((await stockOf(app.db, siteId, [productId])).get(productId)!.status).toBe('OUT_OF_STOCK');
    // Nothing left: the next order is short.
    expect(
      await unit(siteId, (trx) =>
        reserveStock(trx, siteId, [line], { source: 'ORDER', orderId: 'order-10' }),
      ),
    ).toEqual([{ productId, variantId: DEFAULT_VARIANT, requested: 1, available: 0 }]);

    await unit(siteId, (trx) =>
      restock(trx, siteId, [{ ...line, quantity: 2 }], {
        source: 'REVERT_INVENTORY_CHANGE',
        orderId: 'order-9',
      }),
    );
    expect((await stockOf(app.db, siteId, [productId])).get(productId)!.quantity).toBe(2);

    const ledger = await app.db
      .selectFrom('store_inventory_changes')
      .select(['product_id', 'delta', 'source', 'order_id'])
      .where('site_id', '=', siteId)
      .orderBy('created_date')
      .orderBy('delta')
      .execute();
    expect(ledger).toEqual([
      { product_id: productId, delta: -2, source: 'ORDER', order_id: 'order-9' },
      { product_id: productId, delta: 2, source: 'REVERT_INVENTORY_CHANGE', order_id: 'order-9' },
    ]);
    const recorded = await events(siteId);
    expect(recorded.map((e) => e.name)).toEqual(['inventory_variants_changed', 'inventory_variants_changed']);
    expect(recorded[1].payload).toMatchObject({
      productId,
      source: 'REVERT_INVENTORY_CHANGE',
      variants: [
        {
          id: DEFAULT_VARIANT,
          oldValue: { quantity: 0, inStock: false },
          newValue: { quantity: 2, inStock: true },
        },
      ],
    });
  });

  it('preorder lets a tracked variant go below zero up to its limit', async () => {
    const { siteId } = await app.createSite();
    const productId = randomUUID();
    await unit(siteId, (trx) =>
      createStock(trx, siteId, productId, [{ variantId: DEFAULT_VARIANT, quantity: 1 }], {
        trackQuantity: true,
        preorderInfo: { enabled: true, limit: 2 },
      }),
    );
    const take = (quantity: number) =>
      unit<unknown[]>(siteId, (trx) =>
        reserveStock(trx, siteId, [{ productId, variantId: DEFAULT_VARIANT, quantity }], { source: 'ORDER' }),
      );
    expect(await take(3)).toEqual([]);
    expect(await take(1)).toEqual([{ productId, variantId: DEFAULT_VARIANT, requested: 1, available: 0 }]);
    const stock = (await stockOf(app.db, siteId, [productId])).get(productId)!;
    expect(stock.variants[0]).toMatchObject({ quantity: -2, inStock: false, availableForPreorder: true });
    expect(stock.status).toBe('PREORDER');
  });

  it('status of a product from its variants', () => {
    const v = (inStock: boolean, availableForPreorder = false) => ({ inStock, availableForPreorder });
    expect(inventoryStatusOf([v(true), v(true)])).toBe('IN_STOCK');
    expect(inventoryStatusOf([v(true), v(false)])).toBe('PARTIALLY_OUT_OF_STOCK');
    expect(inventoryStatusOf([v(false), v(false)])).toBe('OUT_OF_STOCK');
    expect(inventoryStatusOf([v(false, true)])).toBe('PREORDER');
    expect(inventoryStatusOf([])).toBe('IN_STOCK');
  });
});
