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
});
