import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogRoutes } from '@tessera/contracts/routes/index';
import { attackRoute, storeFixtures } from '../support/hostile-inputs.ts';
import type { SampleFixtures } from '../support/route-samples/types.ts';
import { catalogSamples } from '../support/route-samples/catalog.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const W = '/stores/v1';
const R = '/stores-reader/v1';

/** A product with every part the catalog writes: options, choices, discount, price per unit, SEO. */
const richProduct = () => ({
  product: {
    name: 'Attack shirt',
    description: 'Soft',
    sku: 'AT-1',
    productType: 'physical',
    priceData: { price: 40 },
    costAndProfitData: { itemCost: 15 },
    discount: { type: 'PERCENT', value: 25 },
    pricePerUnitData: {
      totalQuantity: 2,
      totalMeasurementUnit: 'KG',
      baseQuantity: 1,
      baseMeasurementUnit: 'KG',
    },
    weight: 1.5,
    manageVariants: true,
    brand: 'Tessera',
    ribbon: 'Sale',
    additionalInfoSections: [{ title: 'Care', description: 'Cold wash' }],
    seoData: { tags: [{ type: 'title', children: 'Shirt', custom: false, disabled: false }] },
    productOptions: [
      { optionType: 'color', name: 'Color', choices: [{ value: '#ff0000', description: 'Red' }] },
      {
        name: 'Size',
        choices: [
          { value: 'S', description: 'S' },
          { value: 'M', description: 'M' },
        ],
      },
    ],
  },
});

// Issue 15 item 10 (H65): every catalog route attacked with hostile bodies, ids of another
// site, and concurrent writes of one product.
describe('store catalog under attack', () => {
  let app: TestApp;
  let fx: SampleFixtures;
  beforeAll(async () => {
    app = await createTestApp();
    fx = storeFixtures(app);
  });
  afterAll(() => app.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers = app.ownerHeaders(),
  ) => app.request({ method, url, headers, payload });
  const create = async (body: unknown = richProduct()) => {
    const response = await call('POST', `${W}/products`, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().product;
  };

  for (const spec of Object.values(catalogRoutes)) {
    it(`${spec.operationId}: hostile bodies answer 2xx or a 4xx that writes nothing`, async () => {
      await attackRoute(app, fx, spec, catalogSamples[spec.operationId as keyof typeof catalogSamples]);
    }, 240_000);
  }

  it('CreateProduct and UpdateProduct: hostile variants of a full product', async () => {
    await attackRoute(app, fx, catalogRoutes.createProduct, () => ({ input: richProduct() }));
    await attackRoute(app, fx, catalogRoutes.updateProduct, async () => ({
      params: { productId: (await create()).id },
      input: richProduct(),
    }));
  }, 600_000);

  it('refuses prices beyond the currency digits, negative, and beyond 2^53, writing nothing', async () => {
    for (const price of [12.345, -1, 2 ** 53 + 2, 1e300]) {
      const response = await call('POST', `${W}/products`, {
        product: { name: `P ${price}`, priceData: { price } },
      });
      expect(response.statusCode, `${price}: ${response.body}`).toBe(400);
      expect(response.json().details.validationError.fieldViolations.length, response.body).toBeGreaterThan(
        0,
      );
    }
    const listed = await app.db
      .selectFrom('store_products')
      .select('name')
      .where('name', 'like', 'P %')
      .execute();
    expect(listed).toEqual([]);
  });

  it("finds nothing of another site's products and collections and changes nothing", async () => {
    const other = await app.createSite('Other store');
    const mine = await create();
    const theirs = app.ownerHeaders(other);
    expect((await call('GET', `${R}/products/${mine.id}`, undefined, theirs)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `${W}/products/${mine.id}`, { product: { name: 'Stolen' } }, theirs)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${W}/products/${mine.id}`, undefined, theirs)).statusCode).toBe(404);
    const bulk = await call(
      'POST',
      `${W}/bulk/products/update`,
      { ids: [mine.id], set: { price: 1 } },
      theirs,
    );
    expect(bulk.statusCode, bulk.body).toBeLessThan(500);
    const after = await call('GET', `${R}/products/${mine.id}`);
    expect(after.json().product).toMatchObject({ name: 'Attack shirt', priceData: { price: 40 } });
  });

  it('concurrent updates of one product lose nothing', async () => {
    const product = await create();
    const writes = [
      { name: 'Renamed' },
      { description: 'New words' },
      { ribbon: 'Hot' },
      { brand: 'Other brand' },
      { sku: 'AT-2' },
      { weight: 3 },
    ];
    const answers = await Promise.all(
      writes.map((p) => call('PATCH', `${W}/products/${product.id}`, { product: p })),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const after = (await call('GET', `${R}/products/${product.id}`)).json().product;
    expect(after).toMatchObject({
      name: 'Renamed',
      description: 'New words',
      ribbon: 'Hot',
      brand: 'Other brand',
      sku: 'AT-2',
      weight: 3,
    });
  });

  it('concurrent adds of products to one collection keep every product', async () => {
    const collection = (await call('POST', `${W}/collections`, { collection: { name: 'Race' } })).json()
      .collection;
    const products = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        create({ product: { name: `Race ${i}`, priceData: { price: 1 } } }),
      ),
    );
    const answers = await Promise.all(
      products.map((p) =>
        call('POST', `${W}/collections/${collection.id}/productIds`, { productIds: [p.id] }),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(300);
    const rows = await app.db
      .selectFrom('store_product_collections')
      .select('product_id')
      .where('collection_id', '=', collection.id)
      .execute();
    expect(rows).toHaveLength(6);
  });
});
