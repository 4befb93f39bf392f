import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PRODUCTS_COLLECTION_ID, DEFAULT_VARIANT_ID } from '@tessera/contracts/catalog';
import { findCatalogItems } from '../../src/modules/store-catalog/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const W = '/stores/v1';
const R = '/stores-reader/v1';

describe('store catalog v1: products', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers = app.ownerHeaders(),
  ) => app.request({ method, url, headers, payload });
  const create = async (product: Record<string, unknown>) => {
    const response = await call('POST', `${W}/products`, { product });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().product;
  };
  const get = async (id: string, headers = app.ownerHeaders(), query = '') =>
    call('GET', `${R}/products/${id}${query}`, undefined, headers);

  it('creates a product with options, generated variants, discount, price per unit and ranges', async () => {
    const product = await create({
      name: 'Linen Shirt',
      priceData: { price: 40 },
      costAndProfitData: { itemCost: 15 },
      discount: { type: 'PERCENT', value: 25 },
      pricePerUnitData: {
        totalQuantity: 2,
        totalMeasurementUnit: 'KG',
        baseQuantity: 1,
        baseMeasurementUnit: 'KG',
      },
      manageVariants: true,
      brand: 'Tessera',
      ribbon: 'Sale',
      productOptions: [
        {
          optionType: 'color',
          name: 'Color',
          choices: [
            { value: '#ff0000', description: 'Red' },
            { value: '#0000ff', description: 'Blue' },
          ],
        },
        {
          name: 'Size',
          choices: [
            { value: 'S', description: 'S' },
            { value: 'M', description: 'M' },
            { value: 'L', description: 'L' },
          ],
        },
      ],
    });
    expect(product).toMatchObject({
      name: 'Linen Shirt',
      slug: 'linen-shirt',
      visible: true,
      productType: 'physical',
      priceData: {
        currency: 'USD',
        price: 40,
        discountedPrice: 30,
        pricePerUnit: 15,
        formatted: { price: '$40.00', discountedPrice: '$30.00' },
      },
      costAndProfitData: { itemCost: 15, profit: 15, profitMargin: 0.5 },
      discount: { type: 'PERCENT', value: 25 },
      brand: 'Tessera',
      ribbon: 'Sale',
      ribbons: [{ text: 'Sale' }],
      manageVariants: true,
      stock: { trackInventory: false, inStock: true, inventoryStatus: 'IN_STOCK' },
      collectionIds: [ALL_PRODUCTS_COLLECTION_ID],
    });
    expect(product.variants).toHaveLength(6);
    expect(product.variants[0].choices).toEqual({ Color: 'Red', Size: 'S' });
    expect(product.productOptions[0]).toMatchObject({ optionType: 'color', name: 'Color' });
    expect(product.productOptions[0].choices[0]).toMatchObject({
      value: '#ff0000',
      description: 'Red',
      inStock: true,
      visible: true,
    });

    // Per-variant price and cost; ranges follow.
    const updated = await call('PATCH', `${W}/products/${product.id}/variants`, {
      variants: [{ choices: { Size: 'L' }, price: 50, cost: 20, sku: 'SH-L', weight: 1.5 }],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const large = updated.json().variants.filter((v: any) => v.choices.Size === 'L');
    expect(large).toHaveLength(2);
    expect(large[0].variant).toMatchObject({
      priceData: { price: 50, discountedPrice: 37.5 },
      sku: 'SH-L',
      weight: 1.5,
    });
    const read = (await get(product.id, app.ownerHeaders(), '?includeMerchantSpecificData=true')).json()
      .product;
    expect(read.priceRange).toEqual({ minValue: 40, maxValue: 50 });
    expect(read.costRange).toEqual({ minValue: 15, maxValue: 20 });
    expect(read.weightRange).toEqual({ minValue: 0, maxValue: 1.5 });

    // Reset puts every variant back on the product's values.
    expect((await call('POST', `${W}/products/${product.id}/variants/resetToDefault`, {})).statusCode).toBe(
      200,
    );
    expect((await get(product.id)).json().product.priceRange).toEqual({ minValue: 40, maxValue: 40 });
  });

  it('a product without options has the default variant; slugs get a suffix on collision', async () => {
    const a = await create({ name: 'Mug', priceData: { price: 9.99 } });
    const b = await create({
      name: 'Mug',
      priceData: { price: 9.99 },
      discount: { type: 'AMOUNT', value: 2.5 },
    });
    expect(a.variants.map((v: any) => v.id)).toEqual([DEFAULT_VARIANT_ID]);
    expect([a.slug, b.slug]).toEqual(['mug', 'mug-2']);
    expect(b.priceData).toMatchObject({ price: 9.99, discountedPrice: 7.49 });
    expect(Number(b.numericId)).toBeGreaterThan(Number(a.numericId));
  });

  it('updates only the fields sent; new options regenerate variants keeping the unchanged ones', async () => {
    const p = await create({
      name: 'Cap',
      priceData: { price: 12 },
      description: 'Wool',
      productOptions: [{ name: 'Size', choices: [{ description: 'S' }] }],
    });
    const before = p.variants[0].id;
    const response = await call('PATCH', `${W}/products/${p.id}`, {
      product: {
        name: 'Wool Cap',
        productOptions: [{ name: 'Size', choices: [{ description: 'S' }, { description: 'M' }] }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const next = response.json().product;
    expect(next).toMatchObject({
      name: 'Wool Cap',
      description: 'Wool',
      slug: 'cap',
      priceData: { price: 12 },
    });
    expect(next.variants).toHaveLength(2);
    expect(next.variants[0].id).toBe(before);

    expect((await call('DELETE', `${W}/products/${p.id}/options`)).statusCode).toBe(200);
    const plain = (await get(p.id)).json().product;
    expect(plain.productOptions).toEqual([]);
    expect(plain.variants.map((v: any) => v.id)).toEqual([DEFAULT_VARIANT_ID]);

    expect((await call('POST', `${W}/products/${p.id}/remove-brand`, {})).statusCode).toBe(200);
    await call('PATCH', `${W}/products/${p.id}`, { product: { ribbon: 'Hot' } });
    expect((await call('POST', `${W}/products/${p.id}/remove-ribbon`, {})).statusCode).toBe(200);
    expect((await get(p.id)).json().product.ribbon).toBeUndefined();
  });

  it('refuses bad input with field violations and writes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ priceData: { price: 1 } }, 'product.name'],
      [{ name: 'X' }, 'product.priceData.price'],
      [{ name: 'X', priceData: { price: 1.234 } }, 'product.priceData.price'],
      [
        {
          name: 'X',
          priceData: { price: 1 },
          productOptions: [
            { optionType: 'color', name: 'C', choices: [{ value: 'red', description: 'Red' }] },
          ],
        },
        'product.productOptions[0].choices[0].value',
      ],
      [
        {
          name: 'X',
          priceData: { price: 1 },
          productOptions: [
            { name: 'A', choices: [{ description: 'a' }] },
            { name: 'a', choices: [{ description: 'b' }] },
          ],
        },
        'product.productOptions[1].name',
      ],
    ];
    for (const [product, field] of cases) {
      const response = await call('POST', `${W}/products`, { product });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details.validationError.fieldViolations.map((v: any) => v.field)).toContain(
        field,
      );
    }
    // 7 × 7 × 7 = 343 variants: more than 300.
    const many = Array.from({ length: 7 }, (_, i) => ({ description: `c${i}` }));
    const tooMany = await call('POST', `${W}/products`, {
      product: {
        name: 'Too many',
        priceData: { price: 1 },
        productOptions: ['A', 'B', 'C'].map((name) => ({ name, choices: many })),
      },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'product.productOptions',
      violatedRule: 'MAX_SIZE',
    });
    const count = await app.db
      .selectFrom('store_products')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('name', '=', 'Too many')
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(0);
  });

  it('keeps __proto__ and constructor option names as data', async () => {
    const p = await create({
      name: 'Proto',
      priceData: { price: 5 },
      manageVariants: true,
      productOptions: [
        { name: 'constructor', choices: [{ description: '__proto__' }, { description: 'toString' }] },
      ],
    });
    expect(p.variants.map((v: any) => v.choices.constructor)).toEqual(['__proto__', 'toString']);
    const availability = await call('POST', `${R}/products/${p.id}/productOptionsAvailability`, {
      options: { constructor: 'toString' },
    });
    expect(availability.statusCode, availability.body).toBe(200);
    expect(availability.json()).toMatchObject({
      availableForPurchase: true,
      selectedVariant: { price: { price: 5 } },
    });
    const raw = await app.request({
      method: 'POST',
      url: `${R}/products/${p.id}/productOptionsAvailability`,
      headers: { ...app.ownerHeaders(), 'content-type': 'application/json' },
      payload: '{"options":{"__proto__":{"x":"y"}}}',
    });
    expect(raw.statusCode).toBe(400);
  });

  it('options availability narrows choices and selects the variant', async () => {
    const p = await create({
      name: 'Sneaker',
      priceData: { price: 80 },
      manageVariants: true,
      productOptions: [
        { name: 'Size', choices: [{ description: '40' }, { description: '41' }] },
        {
          optionType: 'color',
          name: 'Color',
          choices: [
            { value: '#000000', description: 'Black' },
            { value: '#ffffff', description: 'White' },
          ],
        },
      ],
    });
    await call('PATCH', `${W}/products/${p.id}/variants`, {
      variants: [{ choices: { Size: '41', Color: 'White' }, visible: false }],
    });
    const partial = (
      await call('POST', `${R}/products/${p.id}/productOptionsAvailability`, { options: { Size: '41' } })
    ).json();
    expect(partial.selectedVariant).toBeUndefined();
    expect(partial.availableForPurchase).toBe(false);
    const colors = partial.productOptions.find((o: any) => o.name === 'Color').choices;
    expect(colors.map((c: any) => [c.description, c.visible])).toEqual([
      ['Black', true],
      ['White', false],
    ]);
    const hidden = (
      await call('POST', `${R}/products/${p.id}/productOptionsAvailability`, {
        options: { Size: '41', Color: 'White' },
      })
    ).json();
    expect(hidden).toMatchObject({ availableForPurchase: false, selectedVariant: { visible: false } });
    const full = (
      await call('POST', `${R}/products/${p.id}/productOptionsAvailability`, {
        options: { Size: '40', Color: '#000000' },
      })
    ).json();
    expect(full).toMatchObject({
      availableForPurchase: true,
      selectedVariant: { visible: true, inStock: true },
    });
  });

  it('media by URL and by uploaded id, choice media, and removal', async () => {
    const p = await create({
      name: 'Poster',
      priceData: { price: 15 },
      productOptions: [{ name: 'Frame', choices: [{ description: 'Oak' }, { description: 'Black' }] }],
    });
    const added = await call('POST', `${W}/products/${p.id}/media`, {
      media: [
        { url: 'https://images.example.com/a.jpg' },
        { url: 'https://images.example.com/oak.jpg', choice: { option: 'Frame', choice: 'Oak' } },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const withMedia = (await get(p.id)).json().product;
    expect(withMedia.media.items).toHaveLength(2);
    expect(withMedia.media.mainMedia.image.url).toBe('https://images.example.com/a.jpg');
    const oak = withMedia.productOptions[0].choices[0];
    expect(oak.media.items.map((m: any) => m.image.url)).toEqual(['https://images.example.com/oak.jpg']);
    const [item] = await findCatalogItems(app.db, app.site.siteId, [
      { catalogItemId: p.id, options: { options: { Frame: 'Oak' } } },
    ]);
    expect(item).toMatchObject({
      name: 'Poster',
      priceMinor: 1500,
      image: { url: 'https://images.example.com/oak.jpg' },
      descriptionLines: [{ name: 'Frame', value: 'Oak' }],
    });

    const unknownId = await call('POST', `${W}/products/${p.id}/media`, {
      media: [{ mediaId: 'no-such-image' }],
    });
    expect(unknownId.statusCode).toBe(400);
    const badChoice = await call('PATCH', `${W}/products/${p.id}/choices/media`, {
      media: [{ option: 'Frame', choice: 'Gold', mediaIds: [] }],
    });
    expect(badChoice.statusCode).toBe(400);
    const linked = await call('PATCH', `${W}/products/${p.id}/choices/media`, {
      media: [{ option: 'Frame', choice: 'Black', mediaIds: [withMedia.media.items[0].id] }],
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(
      (
        await call('POST', `${W}/products/${p.id}/choices/media/delete`, {
          media: [{ option: 'Frame', choice: 'Black' }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('POST', `${W}/products/${p.id}/media/delete`, { mediaIds: [] })).statusCode).toBe(200);
    const bare = (await get(p.id)).json().product;
    expect(bare.media).toEqual({ items: [] });
    expect(bare.productOptions[0].choices[0].media).toEqual({ items: [] });
  });

  it('bulk update and bulk adjust answer a result per product', async () => {
    const a = await create({ name: 'Bulk A', priceData: { price: 10 }, costAndProfitData: { itemCost: 4 } });
    const b = await create({ name: 'Bulk B', priceData: { price: 3 } });
    const missing = '6c1b7f8e-0000-4000-8000-00000000dead';
    const set = await call('POST', `${W}/bulk/products/update`, {
      ids: [a.id, missing],
      set: { price: 12.5 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      results: [
        { itemMetadata: { id: a.id, originalIndex: 0, success: true } },
        {
          itemMetadata: {
            id: missing,
            originalIndex: 1,
            success: false,
            error: { code: 'PRODUCT_NOT_FOUND' },
          },
        },
      ],
      bulkActionMetadata: { totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 },
    });
    const pct = await call('POST', `${W}/bulk/products/adjust-properties`, {
      ids: [a.id, b.id],
      adjust: { price: { percentage: { rate: 10 } } },
    });
    expect(pct.json().bulkActionMetadata.totalSuccesses).toBe(2);
    expect((await get(a.id)).json().product.priceData.price).toBe(13.75);
    expect((await get(b.id)).json().product.priceData.price).toBe(3.3);
    const down = await call('POST', `${W}/bulk/products/adjust-properties`, {
      ids: [a.id, b.id],
      adjust: { price: { amount: -5 } },
    });
    expect(down.json().results.map((r: any) => r.itemMetadata.success)).toEqual([true, false]);
    expect((await get(b.id)).json().product.priceData.price).toBe(3.3);
    const cost = await call('POST', `${W}/bulk/products/adjust-properties`, {
      ids: [a.id],
      adjust: { cost: { percentage: { rate: 50, roundToInt: true } } },
    });
    expect(cost.statusCode).toBe(200);
    expect(
      (await get(a.id, app.ownerHeaders(), '?includeMerchantSpecificData=true')).json().product
        .costAndProfitData.itemCost,
    ).toBe(6);
    const two = await call('POST', `${W}/bulk/products/update`, { ids: [a.id], set: { price: 1, cost: 1 } });
    expect(two.statusCode).toBe(400);
  });

  it('visitors: public reads, hidden products and owner-only data, writes refused', async () => {
    const visitor = await app.visitorHeaders();
    const p = await create({ name: 'Secret', priceData: { price: 7 }, costAndProfitData: { itemCost: 2 } });
    const shown = await get(p.id, visitor, '?includeMerchantSpecificData=true');
    expect(shown.statusCode).toBe(200);
    expect(shown.json().product.costAndProfitData).toBeUndefined();
    await call('PATCH', `${W}/products/${p.id}`, { product: { visible: false } });
    expect((await get(p.id, visitor)).statusCode).toBe(404);
    expect((await get(p.id)).statusCode).toBe(200);
    expect(
      (await call('GET', `${R}/variants/${p.id}-${DEFAULT_VARIANT_ID}`, undefined, visitor)).statusCode,
    ).toBe(404);
    const variant = await call('GET', `${R}/variants/${p.id}-${DEFAULT_VARIANT_ID}`);
    expect(variant.json().variant).toMatchObject({
      productId: p.id,
      variantId: DEFAULT_VARIANT_ID,
      productName: 'Secret',
      managedVariant: false,
    });
    expect(
      (await call('POST', `${W}/products`, { product: { name: 'No', priceData: { price: 1 } } }, visitor))
        .statusCode,
    ).toBe(403);
    const other = await app.createSite();
    expect((await get(p.id, app.ownerHeaders(other))).statusCode).toBe(404);
    expect(
      (await call('DELETE', `${W}/products/${p.id}`, undefined, app.ownerHeaders(other))).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `${W}/products/${p.id}`)).statusCode).toBe(200);
    expect((await get(p.id)).statusCode).toBe(404);
    expect((await call('DELETE', `${W}/products/${p.id}`)).statusCode).toBe(404);
    expect((await call('GET', `${R}/variants/not-a-variant`)).statusCode).toBe(404);
  });

  it('records the domain events of product writes', async () => {
    const p = await create({ name: 'Evented', priceData: { price: 1 } });
    await call('PATCH', `${W}/products/${p.id}`, { product: { description: 'x' } });
    await call('DELETE', `${W}/products/${p.id}`);
    const names = (
      await app.db.selectFrom('outbox').select('name').where('entity_id', '=', p.id).orderBy('id').execute()
    ).map((r) => r.name);
    expect(names.filter((n) => n.startsWith('product_'))).toEqual([
      'product_created',
      'product_changed',
      'product_deleted',
    ]);
  });

  it('concurrent creates of one name get distinct slugs', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('POST', `${W}/products`, { product: { name: 'Racing Tee', priceData: { price: 5 } } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const slugs = answers.map((a) => a.json().product.slug);
    expect(new Set(slugs).size).toBe(8);
    expect(slugs).toContain('racing-tee');
  });
});
