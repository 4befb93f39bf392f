import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { catalogTestApp, encodedQuery } from './helpers.ts';

// Listings read what the catalog's writes (H52's routes) left: totals and product records kept by
// a listing never outlive a write, and hidden products leave visitors' answers at once.
describe('catalog queries after catalog writes', () => {
  let app: TestApp;
  let visitor: Record<string, string>;

  beforeAll(async () => {
    app = await catalogTestApp({ visitorCacheMs: 0 });
    visitor = await app.visitorHeaders();
  });
  afterAll(() => app.close());

  const create = async (name: string, price: number) => {
    const response = await app.request({
      method: 'POST',
      url: '/stores/v1/products',
      headers: app.ownerHeaders(),
      payload: { product: { name, productType: 'physical', priceData: { price } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().product.id as string;
  };
  const query = async () => {
    const response = await app.request({
      method: 'GET',
      url: `/stores-reader/v1/products/query-platformized?${encodedQuery({ query: { sort: [{ fieldName: 'name' }], paging: { limit: 1 } } })}`,
      headers: visitor,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('answers new, renamed and hidden products and the new totals', async () => {
    const first = await create('Alpha lamp', 30);
    expect(await query()).toMatchObject({ products: [{ name: 'Alpha lamp' }], metadata: { total: 1 } });
    await create('Beta lamp', 40);
    expect((await query()).metadata.total).toBe(2);
    const renamed = await app.request({
      method: 'PATCH',
      url: `/stores/v1/products/${first}`,
      headers: app.ownerHeaders(),
      payload: { product: { name: 'Zeta lamp' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await query()).products[0].name).toBe('Beta lamp');
    const v3 = await app.request({ method: 'GET', url: `/stores/v3/products/${first}`, headers: visitor });
    expect(v3.json().product.name).toBe('Zeta lamp');
    const hidden = await app.request({
      method: 'PATCH',
      url: `/stores/v1/products/${first}`,
      headers: app.ownerHeaders(),
      payload: { product: { visible: false } },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await query()).metadata.total).toBe(1);
    expect(
      (await app.request({ method: 'GET', url: `/stores/v3/products/${first}`, headers: visitor }))
        .statusCode,
    ).toBe(404);
  });

  it('answers the stock of the moment with products whose JSON is kept (v1 and v3 lists)', async () => {
    const id = await create('Stocked lamp', 50);
    const stockIs = async (quantity: number) => {
      const update = await app.request({
        method: 'PATCH',
        url: `/stores/v2/inventoryItems/product/${id}`,
        headers: app.ownerHeaders(),
        payload: {
          inventoryItem: {
            trackQuantity: true,
            variants: [{ variantId: '00000000-0000-0000-0000-000000000000', quantity }],
          },
        },
      });
      expect(update.statusCode, update.body).toBe(200);
    };
    const listed = async () => {
      const v1 = await app.request({
        method: 'GET',
        url: `/stores-reader/v1/products/query-platformized?${encodedQuery({ query: { filter: { name: 'Stocked lamp' } } })}`,
        headers: visitor,
      });
      const v3 = await app.request({
        method: 'POST',
        url: '/stores/v3/products/query',
        headers: visitor,
        payload: { query: { filter: { name: 'Stocked lamp' } }, fields: [] },
      });
      expect(v3.statusCode, v3.body).toBe(200);
      return { v1: v1.json().products[0].stock, v3: v3.json().products[0].inventory };
    };
    await stockIs(3);
    const three = await listed();
    expect(three.v1).toMatchObject({ trackInventory: true, quantity: 3, inStock: true });
    expect(await listed()).toEqual(three);
    await stockIs(0);
    const none = await listed();
    expect(none.v1).toMatchObject({ quantity: 0, inStock: false });
    expect(none.v3).not.toEqual(three.v3);
    // Listed stock is kept only while the database says nothing was written (kept-stock.ts): a
    // row changed behind the catalog's back, as a sale committed by another server would, shows
    // on the next page.
    await app.db.updateTable('store_stock').set({ quantity: 7 }).where('product_id', '=', id).execute();
    const seven = await listed();
    expect(seven.v1).toMatchObject({ quantity: 7, inStock: true });
    expect(await listed()).toEqual(seven);
  });
});
