import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOCATION_ID } from '../../src/modules/store-inventory/items-v3/item-ids.ts';
import type { TestApp } from '../support/test-app.ts';
import { inventoryTestApp } from './helpers.ts';
import { DEFAULT_VARIANT, dotR, stockedProduct } from './items-v3-helpers.ts';

describe('inventory items v3: reads', () => {
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

  const get = (url: string, headers = owner) => app.request({ method: 'GET', url, headers });
  const query = (input: object, headers = owner) =>
    get(`/stores/v3/inventory-items/query${dotR(input)}`, headers);

  it('GetInventoryItem answers one variant’s stock at the default location', async () => {
    const p = await stockedProduct(app, siteId, [{ quantity: 4 }, { quantity: 0 }]);
    const res = await get(`/stores/v3/inventory-items/${p.itemIds[0]}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().inventoryItem).toMatchObject({
      id: p.itemIds[0],
      revision: '1',
      productId: p.productId,
      variantId: p.variantIds[0],
      locationId: DEFAULT_LOCATION_ID,
      trackQuantity: true,
      quantity: 4,
      inStock: true,
      availabilityStatus: 'IN_STOCK',
      preorderInfo: { enabled: false, message: null, limit: null, counter: 0, quantity: null },
    });
    expect(res.json().inventoryItem.createdDate).toMatch(/^\d{4}-\d\d-\d\dT/);
    const out = (await get(`/stores/v3/inventory-items/${p.itemIds[1]}`)).json().inventoryItem;
    expect(out).toMatchObject({ quantity: 0, inStock: false, availabilityStatus: 'OUT_OF_STOCK' });
  });

  it('untracked items carry inStock and no quantity; preorder shows as PREORDER', async () => {
    const p = await stockedProduct(app, siteId, [{ variantId: DEFAULT_VARIANT, inStock: false }], {
      trackQuantity: false,
      preorderInfo: { enabled: true, limit: 5 },
    });
    const item = (await get(`/stores/v3/inventory-items/${p.itemIds[0]}`)).json().inventoryItem;
    expect(item.quantity).toBeUndefined();
    expect(item).toMatchObject({
      trackQuantity: false,
      inStock: false,
      availabilityStatus: 'PREORDER',
      preorderInfo: { enabled: true, limit: 5, counter: 0, quantity: 5 },
    });
  });

  it('an unknown id is 404 INVENTORY_ITEM_NOT_FOUND, also for another site’s owner', async () => {
    const p = await stockedProduct(app, siteId, [{ quantity: 1 }]);
    const missing = await get('/stores/v3/inventory-items/5b0c1c4a-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details.applicationError.code).toBe('INVENTORY_ITEM_NOT_FOUND');
    const other = await app.createSite();
    expect(
      (await get(`/stores/v3/inventory-items/${p.itemIds[0]}`, app.ownerHeaders(other))).statusCode,
    ).toBe(404);
  });

  it('refuses visitors and callers without credentials (owner reads, as inventory v2)', async () => {
    const p = await stockedProduct(app, siteId, [{ quantity: 1 }]);
    const visitor = await app.visitorHeaders();
    expect((await get(`/stores/v3/inventory-items/${p.itemIds[0]}`, visitor)).statusCode).toBe(403);
    expect((await query({}, visitor)).statusCode).toBe(403);
    expect((await get(`/stores/v3/inventory-items/${p.itemIds[0]}`, {})).statusCode).toBe(401);
  });

  it('QueryInventoryItems filters, sorts and pages by cursor; Search and Count agree', async () => {
    const fresh = await app.createSite();
    const headers = app.ownerHeaders(fresh);
    const a = await stockedProduct(app, fresh.siteId, [{ quantity: 5 }, { quantity: 0 }, { quantity: 9 }]);
    const b = await stockedProduct(app, fresh.siteId, [{ quantity: 2 }]);
    const all = await query({ query: { sort: [{ fieldName: 'quantity', order: 'DESC' }] } }, headers);
    expect(all.statusCode).toBe(200);
    expect(all.json().inventoryItems.map((i: { quantity: number }) => i.quantity)).toEqual([9, 5, 2, 0]);

    const inStock = await query({ query: { filter: { inStock: true, productId: a.productId } } }, headers);
    expect(
      inStock
        .json()
        .inventoryItems.map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual([a.itemIds[0], a.itemIds[2]].sort());
    const byStatus = await query({ query: { filter: { availabilityStatus: 'OUT_OF_STOCK' } } }, headers);
    expect(byStatus.json().inventoryItems.map((i: { id: string }) => i.id)).toEqual([a.itemIds[1]]);
    const byId = await query({ query: { filter: { id: { $in: [b.itemIds[0]] } } } }, headers);
    expect(byId.json().inventoryItems).toHaveLength(1);

    const first = await query({ query: { cursorPaging: { limit: 3 } } }, headers);
    expect(first.json().pagingMetadata).toMatchObject({ count: 3, hasNext: true });
    const next = await query(
      { query: { cursorPaging: { limit: 3, cursor: first.json().pagingMetadata.cursors.next } } },
      headers,
    );
    expect(next.json().inventoryItems).toHaveLength(1);
    expect(next.json().pagingMetadata.hasNext).toBe(false);

    const search = await get(
      `/stores/v3/inventory-items/search${dotR({ search: { filter: { quantity: { $gt: 4 } } } })}`,
      headers,
    );
    expect(search.statusCode).toBe(200);
    expect(search.json().inventoryItems).toHaveLength(2);
    const count = await get(
      `/stores/v3/inventory-items/count${dotR({ filter: { inStock: false } })}`,
      headers,
    );
    expect(count.json()).toEqual({ count: 1 });
    // The official package's POST fallback answers the same.
    const posted = await app.request({
      method: 'POST',
      url: '/stores/v3/inventory-items/count',
      headers,
      payload: { filter: { productId: a.productId } },
    });
    expect(posted.json()).toEqual({ count: 3 });
  });

  it('an unknown filter field or a page over 1,000 is a 400 naming the field', async () => {
    const bad = await query({ query: { filter: { nope: 1 } } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('query.filter');
    const badSearch = await get(
      `/stores/v3/inventory-items/search${dotR({ search: { filter: { nope: 1 } } })}`,
    );
    expect(badSearch.statusCode).toBe(400);
    expect(JSON.stringify(badSearch.json())).toContain('search.filter');
    expect((await query({ query: { cursorPaging: { limit: 1001 } } })).statusCode).toBe(400);
    const badCount = await get(`/stores/v3/inventory-items/count${dotR({ filter: { nope: 1 } })}`);
    expect(badCount.statusCode).toBe(400);
  });
});
