import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION_ID } from '../../src/modules/store-inventory/items-v3/item-ids.ts';
import type { TestApp } from '../support/test-app.ts';
import { inventoryTestApp } from './helpers.ts';
import { DEFAULT_VARIANT, stockedProduct } from './items-v3-helpers.ts';

describe('inventory items v3: writes', () => {
  let app: TestApp;
  let siteId: string;
  let owner: Record<string, string>;
  beforeAll(async () => {
    app = await inventoryTestApp();
    const site = await app.createSite();
    siteId = site.siteId;
    owner = app.ownerHeaders(site);
  });
  afterAll(() => app.close());

  const item = async (id: string) =>
    (await app.request({ method: 'GET', url: `/stores/v3/inventory-items/${id}`, headers: owner })).json()
      .inventoryItem;
  const patch = (id: string, inventoryItem: object, headers = owner) =>
    app.request({
      method: 'PATCH',
      url: `/stores/v3/inventory-items/${id}`,
      headers,
      payload: { inventoryItem },
    });
  const bulk = (action: string, payload: object, headers = owner) =>
    app.request({ method: 'POST', url: `/stores/v3/bulk/inventory-items/${action}`, headers, payload });
  const ledger = (productId: string) =>
    app.db
      .selectFrom('store_inventory_changes')
      .select(['delta', 'source'])
      .where('product_id', '=', productId)
      .orderBy('created_date')
      .execute();

  it('UpdateInventoryItem sets the quantity, raises the revision, records the ledger', async () => {
    const p = await stockedProduct(app, siteId, [{ quantity: 4 }]);
    const res = await patch(p.itemIds[0]!, { revision: '1', quantity: 10 });
    expect(res.statusCode).toBe(200);
    expect(res.json().inventoryItem).toMatchObject({ quantity: 10, revision: '2', inStock: true });
    expect(await ledger(p.productId)).toEqual([{ delta: 6, source: 'MANUAL' }]);
  });

  it('a stale revision is a 409 REVISION_MISMATCH and writes nothing; an order raises the revision', async () => {
    const p = await stockedProduct(app, siteId, [{ quantity: 4 }]);
    const stale = await patch(p.itemIds[0]!, { revision: '7', quantity: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.applicationError.code).toBe('REVISION_MISMATCH');
    // A sale (any stock change) makes a read revision stale.
    await bulk('decrement', { decrementData: [{ inventoryItemId: p.itemIds[0], decrementBy: 1 }] });
    expect((await patch(p.itemIds[0]!, { revision: '1', quantity: 1 })).statusCode).toBe(409);
    expect(await item(p.itemIds[0]!)).toMatchObject({ quantity: 3, revision: '2' });
  });

  it('switches tracking and preorder of a single-variant product; refuses it on one of several (400)', async () => {
    const single = await stockedProduct(app, siteId, [{ variantId: DEFAULT_VARIANT, quantity: 2 }]);
    const untracked = await patch(single.itemIds[0]!, {
      revision: '1',
      inStock: false,
      preorderInfo: { enabled: true, limit: 3 },
    });
    expect(untracked.statusCode).toBe(200);
    expect(untracked.json().inventoryItem).toMatchObject({
      trackQuantity: false,
      inStock: false,
      availabilityStatus: 'PREORDER',
      preorderInfo: { enabled: true, limit: 3 },
    });
    const many = await stockedProduct(app, siteId, [{ quantity: 1 }, { quantity: 1 }]);
    const refused = await patch(many.itemIds[0]!, { revision: '1', inStock: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details.applicationError.code).toBe('PRODUCT_WIDE_SETTING');
    const both = await patch(many.itemIds[0]!, { revision: '1', inStock: true, quantity: 1 });
    expect(both.statusCode).toBe(400);
    // Its quantity alone is its own.
    expect(
      (await patch(many.itemIds[0]!, { revision: '1', quantity: 8 })).json().inventoryItem.quantity,
    ).toBe(8);
    expect((await item(many.itemIds[1]!)).quantity).toBe(1);
  });

  it('UpdateInventoryItem: 404 for an unknown id, 403 for a visitor', async () => {
    const missing = await patch('5b0c1c4a-0000-4000-8000-000000000000', { revision: '1', quantity: 1 });
    expect(missing.statusCode).toBe(404);
    const p = await stockedProduct(app, siteId, [{ quantity: 1 }]);
    expect(
      (await patch(p.itemIds[0]!, { revision: '1', quantity: 1 }, await app.visitorHeaders())).statusCode,
    ).toBe(403);
    expect((await bulk('increment', { incrementData: [] }, await app.visitorHeaders())).statusCode).toBe(403);
  });

  it('BulkUpdateInventoryItems answers per item', async () => {
    const p = await stockedProduct(app, siteId, [{ quantity: 1 }, { quantity: 1 }]);
    const res = await bulk('update', {
      inventoryItems: [
        { inventoryItem: { id: p.itemIds[0], revision: '1', quantity: 5 } },
        { inventoryItem: { id: p.itemIds[1], revision: '9', quantity: 5 } },
        { inventoryItem: { id: '5b0c1c4a-0000-4000-8000-000000000000', revision: '1', quantity: 5 } },
      ],
      returnEntity: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.bulkActionMetadata).toEqual({ totalSuccesses: 1, totalFailures: 2, undetailedFailures: 0 });
    expect(body.results[0]).toMatchObject({
      itemMetadata: { id: p.itemIds[0], originalIndex: 0, success: true },
      item: { quantity: 5, revision: '2' },
    });
    expect(body.results[1].itemMetadata).toMatchObject({
      success: false,
      error: { code: 'REVISION_MISMATCH' },
    });
    expect(body.results[2].itemMetadata.error.code).toBe('INVENTORY_ITEM_NOT_FOUND');
  });

  it('BulkDecrement takes what is there, per item: a short item fails alone and keeps its stock', async () => {
    const p = await stockedProduct(app, siteId, [{ quantity: 3 }, { quantity: 1 }]);
    const res = await bulk('decrement', {
      decrementData: [
        { inventoryItemId: p.itemIds[0], decrementBy: 2 },
        { inventoryItemId: p.itemIds[1], decrementBy: 2 },
        { inventoryItemId: 'nope', decrementBy: 1 },
      ],
      returnEntity: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.map((r: { itemMetadata: { success: boolean } }) => r.itemMetadata.success)).toEqual([
      true,
      false,
      false,
    ]);
    expect(body.results[0].item.quantity).toBe(1);
    expect(body.results[1].itemMetadata.error).toMatchObject({
      code: 'INSUFFICIENT_INVENTORY',
      data: { available: 1, requested: 2 },
    });
    expect(body.results[2].itemMetadata.error.code).toBe('INVENTORY_ITEM_NOT_FOUND');
    expect((await item(p.itemIds[1]!)).quantity).toBe(1);
    expect(await ledger(p.productId)).toEqual([{ delta: -2, source: 'MANUAL' }]);
  });

  it('preorder requests may go below zero within the limit; restrictInventory false is refused', async () => {
    const p = await stockedProduct(app, siteId, [{ variantId: DEFAULT_VARIANT, quantity: 1 }], {
      trackQuantity: true,
      preorderInfo: { enabled: true, limit: 2 },
    });
    const res = await bulk('decrement', {
      decrementData: [{ inventoryItemId: p.itemIds[0], decrementBy: 3, preorderRequest: true }],
    });
    expect(res.json().bulkActionMetadata.totalSuccesses).toBe(1);
    expect(await item(p.itemIds[0]!)).toMatchObject({
      quantity: -2,
      availabilityStatus: 'PREORDER',
      preorderInfo: { counter: 2, quantity: 0 },
    });
    const over = await bulk('decrement', {
      decrementData: [{ inventoryItemId: p.itemIds[0], decrementBy: 1, preorderRequest: true }],
    });
    expect(over.json().results[0].itemMetadata.error.code).toBe('INSUFFICIENT_INVENTORY');
    const unrestricted = await bulk('decrement', {
      decrementData: [{ inventoryItemId: p.itemIds[0], decrementBy: 1 }],
      restrictInventory: false,
    });
    expect(unrestricted.statusCode).toBe(400);
  });

  it('BulkIncrement adds to tracked items; an untracked item fails alone', async () => {
    const tracked = await stockedProduct(app, siteId, [{ quantity: 1 }]);
    const untracked = await stockedProduct(app, siteId, [{ inStock: true }], { trackQuantity: false });
    const res = await bulk('increment', {
      incrementData: [
        { inventoryItemId: tracked.itemIds[0], incrementBy: 4 },
        { inventoryItemId: untracked.itemIds[0], incrementBy: 4 },
      ],
    });
    expect(res.json().results[0].itemMetadata).toMatchObject({ id: tracked.itemIds[0], success: true });
    expect(res.json().results[1].itemMetadata.error.code).toBe('QUANTITY_NOT_TRACKED');
    expect((await item(tracked.itemIds[0]!)).quantity).toBe(5);
  });

  it('the by-variant-and-location forms find the item by variant; refuse other locations and shared variant ids', async () => {
    const p = await stockedProduct(app, siteId, [{ quantity: 5 }]);
    await stockedProduct(app, siteId, [{ variantId: DEFAULT_VARIANT, quantity: 5 }]);
    await stockedProduct(app, siteId, [{ variantId: DEFAULT_VARIANT, quantity: 5 }]);
    const res = await bulk('decrement-by-variant-and-location', {
      decrementData: [
        { variantId: p.variantIds[0], locationId: DEFAULT_LOCATION_ID, decrementBy: 2 },
        { variantId: p.variantIds[0], locationId: '11111111-1111-4111-8111-111111111111', decrementBy: 1 },
        { variantId: DEFAULT_VARIANT, decrementBy: 1 },
        { variantId: '22222222-2222-4222-8222-222222222222', decrementBy: 1 },
      ],
    });
    const errors = res
      .json()
      .results.map((r: { itemMetadata: { error?: { code: string } } }) => r.itemMetadata.error?.code);
    expect(errors).toEqual([
      undefined,
      'LOCATION_NOT_FOUND',
      'VARIANT_ID_AMBIGUOUS',
      'INVENTORY_ITEM_NOT_FOUND',
    ]);
    const inc = await bulk('increment-by-variant-and-location', {
      incrementData: [{ variantId: p.variantIds[0], incrementBy: 7 }],
      returnEntity: true,
    });
    expect(inc.json().results[0].item).toMatchObject({ id: p.itemIds[0], quantity: 10 });
  });

  it('v2 and v3 show the same quantities after writes through either', async () => {
    const p = await stockedProduct(app, siteId, [{ quantity: 10 }, { quantity: 10 }]);
    const v2 = async () =>
      (
        await app.request({
          method: 'POST',
          url: `/stores-reader/v2/inventoryItems/${p.productId}/getVariants`,
          headers: owner,
          payload: {},
        })
      ).json().inventoryItem.variants as { variantId: string; quantity: number }[];
    const v3 = async () => Promise.all(p.itemIds.map(async (id) => (await item(id)).quantity as number));
    const same = async (expected: number[]) => {
      const byVariant = new Map((await v2()).map((v) => [v.variantId, v.quantity]));
      expect(p.variantIds.map((id) => byVariant.get(id))).toEqual(expected);
      expect(await v3()).toEqual(expected);
    };
    // Through v2…
    await app.request({
      method: 'POST',
      url: '/stores/v2/inventoryItems/decrement',
      headers: owner,
      payload: { decrementData: [{ productId: p.productId, variantId: p.variantIds[0], decrementBy: 3 }] },
    });
    await same([7, 10]);
    // …then through v3…
    await bulk('decrement', { decrementData: [{ inventoryItemId: p.itemIds[1], decrementBy: 4 }] });
    await same([7, 6]);
    const current = await item(p.itemIds[0]!);
    await patch(p.itemIds[0]!, { revision: current.revision, quantity: 20 });
    await same([20, 6]);
    // …and v2's update again.
    await app.request({
      method: 'PATCH',
      url: `/stores/v2/inventoryItems/product/${p.productId}`,
      headers: owner,
      payload: {
        inventoryItem: { trackQuantity: true, variants: [{ variantId: p.variantIds[1], quantity: 1 }] },
      },
    });
    await same([20, 1]);
  });
});
