import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoProducts } from '../../src/modules/store-catalog/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('demo products', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('seeds products with options and variants in the Merch collection', async () => {
    expect(await seedDemoProducts(app.server, app.site)).toBe(3);
    const merch = await app.request({
      method: 'GET',
      url: '/stores-reader/v1/collections/slug/merch',
      headers: await app.visitorHeaders(),
    });
    expect(merch.json().collection).toMatchObject({ name: 'Merch', numberOfProducts: 3 });
    const shirt = await app.db
      .selectFrom('store_products')
      .select('id')
      .where('slug', '=', 'festival-t-shirt')
      .executeTakeFirstOrThrow();
    const read = await app.request({
      method: 'GET',
      url: `/stores-reader/v1/products/${shirt.id}`,
      headers: app.ownerHeaders(),
    });
    expect(read.json().product.variants).toHaveLength(8);
    expect(read.json().product.priceData).toMatchObject({ price: 25, discountedPrice: 20 });
  });
});
