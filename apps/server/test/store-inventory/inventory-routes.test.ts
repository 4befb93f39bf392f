import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVENTORY_CHANGES, createStock } from '../../src/modules/store-inventory/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { inventoryTestApp } from './helpers.ts';

const DEFAULT_VARIANT = '00000000-0000-0000-0000-000000000000';

describe('inventory v2 routes', () => {
  let app: TestApp;
  let owner: Record<string, string>;
  beforeAll(async () => {
    app = await inventoryTestApp();
    owner = app.ownerHeaders();
  });
  afterAll(() => app.close());

  const siteId = () => app.site.siteId;
  async function product(
    variants: { variantId: string; quantity?: number; inStock?: boolean }[],
    track = true,
  ) {
    const productId = randomUUID();
    await app.uow.run(
      siteId(),
      (trx) => createStock(trx, siteId(), productId, variants, { trackQuantity: track }),
      { changes: [INVENTORY_CHANGES] },
    );
    return productId;
  }
  const getVariants = (productId: string, headers = owner, payload: object = {}) =>
    app.request({
      method: 'POST',
      url: `/stores-reader/v2/inventoryItems/${productId}/getVariants`,
      headers,
      payload,
    });
  const variantsOf = async (productId: string) => (await getVariants(productId)).json().inventoryItem;
  const events = async (productId: string) =>
    (
      await app.db
        .selectFrom('outbox')
        .select(['name', 'payload'])
        .where('entity_id', '=', productId)
        .orderBy('id')
        .execute()
    ).map((row) => ({ name: row.name, payload: JSON.parse(row.payload) }));

  it('GetInventoryVariants answers the item (id = product id), all variants or those named', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const productId = await product([
      { variantId: a, quantity: 4 },
      { variantId: b, quantity: 0 },
    ]);
    const res = await getVariants(productId);
    expect(res.statusCode).toBe(200);
    const item = res.json().inventoryItem;
    expect(item).toMatchObject({
      id: productId,
      productId,
      trackQuantity: true,
      preorderInfo: { enabled: false },
    });
    expect(item.variants).toHaveLength(2);
    expect(item.variants.find((v: { variantId: string }) => v.variantId === a)).toEqual({
      variantId: a,
      inStock: true,
      quantity: 4,
      availableForPreorder: false,
    });
    const one = (await getVariants(productId, owner, { variantIds: [b] })).json().inventoryItem;
    expect(one.variants).toEqual([
      { variantId: b, inStock: false, quantity: 0, availableForPreorder: false },
    ]);
  });

  it('refuses visitors, and another site’s owner does not see the item', async () => {
    const productId = await product([{ variantId: DEFAULT_VARIANT, quantity: 1 }]);
    expect((await getVariants(productId, await app.visitorHeaders())).statusCode).toBe(403);
    const other = await app.createSite();
    const res = await getVariants(productId, app.ownerHeaders(other));
    expect(res.statusCode).toBe(404);
    expect(res.json().details.applicationError.code).toBe('INVENTORY_ITEM_NOT_FOUND');
  });

  it('UpdateInventoryVariants sets quantities and tracking; an out-of-stock variant back in stock is in its event', async () => {
    const productId = await product([{ variantId: DEFAULT_VARIANT, quantity: 0 }]);
    const res = await app.request({
      method: 'PATCH',
      url: `/stores/v2/inventoryItems/product/${productId}`,
      headers: owner,
      payload: {
        inventoryItem: {
          trackQuantity: true,
          variants: [{ variantId: DEFAULT_VARIANT, quantity: 12 }],
          preorderInfo: { enabled: true, message: 'Ships in May', limit: 5 },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    const item = await variantsOf(productId);
    expect(item.variants[0]).toMatchObject({ quantity: 12, inStock: true });
    expect(item.preorderInfo).toEqual({ enabled: true, message: 'Ships in May', limit: 5 });
    const recorded = await events(productId);
    expect(recorded.map((e) => e.name)).toEqual(['inventory_item_changed', 'inventory_variants_changed']);
    expect(recorded[1].payload.variants[0]).toEqual({
      id: DEFAULT_VARIANT,
      oldValue: { quantity: 0, inStock: false, availableForPreorder: false },
      newValue: { quantity: 12, inStock: true, availableForPreorder: false },
    });
    expect(recorded[1].payload.source).toBe('MANUAL');

    // A missing trackQuantity is false, for every variant (the hosted API's rule); inStock then rules.
    await app.request({
      method: 'PATCH',
      url: `/stores/v2/inventoryItems/product/${productId}`,
      headers: owner,
      payload: { inventoryItem: { variants: [{ variantId: DEFAULT_VARIANT, inStock: false }] } },
    });
    expect((await variantsOf(productId)).variants[0]).toMatchObject({ quantity: null, inStock: false });
  });

  it('UpdateInventoryVariants refuses unknown products and variants, writing nothing', async () => {
    const productId = await product([{ variantId: DEFAULT_VARIANT, quantity: 3 }]);
    const unknownVariant = await app.request({
      method: 'PATCH',
      url: `/stores/v2/inventoryItems/product/${productId}`,
      headers: owner,
      payload: {
        inventoryItem: {
          trackQuantity: true,
          variants: [
            { variantId: DEFAULT_VARIANT, quantity: 9 },
            { variantId: randomUUID(), quantity: 1 },
          ],
        },
      },
    });
    expect(unknownVariant.statusCode).toBe(400);
    expect(unknownVariant.json().details.validationError.fieldViolations[0].field).toBe(
      'inventoryItem.variants[1].variantId',
    );
    expect((await variantsOf(productId)).variants[0].quantity).toBe(3);
    const missing = await app.request({
      method: 'PATCH',
      url: `/stores/v2/inventoryItems/product/${randomUUID()}`,
      headers: owner,
      payload: { inventoryItem: { trackQuantity: true } },
    });
    expect(missing.statusCode).toBe(404);
    const negative = await app.request({
      method: 'PATCH',
      url: `/stores/v2/inventoryItems/product/${productId}`,
      headers: owner,
      payload: {
        inventoryItem: { trackQuantity: true, variants: [{ variantId: DEFAULT_VARIANT, quantity: -1 }] },
      },
    });
    expect(negative.statusCode).toBe(400);
  });

  it('DecrementInventory is all or nothing; below zero is a 400 naming the line', async () => {
    const [p1, p2] = [
      await product([{ variantId: DEFAULT_VARIANT, quantity: 5 }]),
      await product([{ variantId: DEFAULT_VARIANT, quantity: 1 }]),
    ];
    const refused = await app.request({
      method: 'POST',
      url: '/stores/v2/inventoryItems/decrement',
      headers: owner,
      payload: {
        decrementData: [
          { productId: p1, decrementBy: 2 },
          { inventoryId: p2, variantId: DEFAULT_VARIANT, decrementBy: 3 },
        ],
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.validationError.fieldViolations).toEqual([
      expect.objectContaining({
        field: 'decrementData[1].decrementBy',
        ruleName: 'INSUFFICIENT_INVENTORY',
        data: { available: 1, requested: 3 },
      }),
    ]);
    expect((await variantsOf(p1)).variants[0].quantity).toBe(5);
    expect(await events(p1)).toEqual([]);

    const taken = await app.request({
      method: 'POST',
      url: '/stores/v2/inventoryItems/decrement',
      headers: owner,
      payload: { decrementData: [{ productId: p1, decrementBy: 2 }] },
    });
    expect(taken.statusCode).toBe(200);
    expect((await variantsOf(p1)).variants[0].quantity).toBe(3);

    const neither = await app.request({
      method: 'POST',
      url: '/stores/v2/inventoryItems/decrement',
      headers: owner,
      payload: { decrementData: [{ decrementBy: 1 }] },
    });
    expect(neither.statusCode).toBe(400);
    const unknown = await app.request({
      method: 'POST',
      url: '/stores/v2/inventoryItems/decrement',
      headers: owner,
      payload: { decrementData: [{ productId: p1, variantId: randomUUID(), decrementBy: 1 }] },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('IncrementInventory adds to tracked variants and records the ledger', async () => {
    const productId = await product([{ variantId: DEFAULT_VARIANT, quantity: 0 }]);
    const res = await app.request({
      method: 'POST',
      url: '/stores/v2/inventoryItems/increment',
      headers: owner,
      payload: { incrementData: [{ productId, incrementBy: 4 }] },
    });
    expect(res.statusCode).toBe(200);
    expect((await variantsOf(productId)).variants[0]).toMatchObject({ quantity: 4, inStock: true });
    const ledger = await app.db
      .selectFrom('store_inventory_changes')
      .select(['delta', 'source'])
      .where('product_id', '=', productId)
      .execute();
    expect(ledger).toEqual([{ delta: 4, source: 'MANUAL' }]);
    const zero = await app.request({
      method: 'POST',
      url: '/stores/v2/inventoryItems/increment',
      headers: owner,
      payload: { incrementData: [{ productId, incrementBy: 0 }] },
    });
    expect(zero.statusCode).toBe(400);
  });

  it('QueryInventory filters and sorts from JSON text, pages by offset', async () => {
    const site = await app.createSite();
    const headers = app.ownerHeaders(site);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const productId = randomUUID();
      ids.push(productId);
      await app.uow.run(
        site.siteId,
        (trx) =>
          createStock(trx, site.siteId, productId, [{ variantId: DEFAULT_VARIANT, quantity: i }], {
            trackQuantity: i !== 2,
          }),
        { changes: [INVENTORY_CHANGES] },
      );
    }
    const query = (query: object) =>
      app.request({
        method: 'POST',
        url: '/stores-reader/v2/inventoryItems/query',
        headers,
        payload: { query },
      });
    const all = (await query({})).json();
    expect(all.totalResults).toBe(3);
    expect(all.metadata).toEqual({ items: 3, offset: 0 });
    const tracked = (await query({ filter: JSON.stringify({ trackQuantity: true }) })).json();
    expect(tracked.inventoryItems.map((i: { id: string }) => i.id).sort()).toEqual([ids[0], ids[1]].sort());
    const some = (await query({ filter: JSON.stringify({ productId: { $in: [ids[2]] } }) })).json();
    expect(some.inventoryItems).toHaveLength(1);
    expect(some.inventoryItems[0].trackQuantity).toBe(false);
    const paged = (await query({ paging: { limit: 2, offset: 2 }, sort: '[{"productId":"desc"}]' })).json();
    expect(paged.inventoryItems).toHaveLength(1);
    expect(paged.metadata).toEqual({ items: 1, offset: 2 });
    expect((await query({ filter: '{not json' })).statusCode).toBe(400);
    expect((await query({ sort: '[{"productId":"sideways"}]' })).statusCode).toBe(400);
    expect((await query({ filter: JSON.stringify({ nope: 1 }) })).statusCode).toBe(400);
    expect((await query({ paging: { limit: 101 } })).statusCode).toBe(400);
  });
});
