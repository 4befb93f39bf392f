import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { catalogTestApp, encodedQuery } from './helpers.ts';
import { seedCollection, seedProducts } from './seed.ts';

describe('Catalog v3 product reads over the v1 catalog', () => {
  let app: TestApp;
  let visitor: Record<string, string>;
  let ids: string[];
  let mugs: string;

  beforeAll(async () => {
    app = await catalogTestApp();
    visitor = await app.visitorHeaders();
    mugs = await seedCollection(app.db, app.site.siteId, { name: 'Mugs' });
    ids = await seedProducts(app.db, app.site.siteId, [
      {
        name: 'Blue tee',
        slug: 'blue-tee',
        priceMinor: 2000,
        description: '<p>Soft cotton tee</p>',
        brand: 'Acme',
        ribbon: 'New',
        discount: { type: 'PERCENT', value: 10 },
        option: {
          name: 'Color',
          type: 'color',
          choices: [
            { value: '#0000ff', description: 'Blue' },
            { value: '#ff0000', description: 'Red' },
          ],
        },
      },
      {
        name: 'Coffee mug',
        slug: 'coffee-mug',
        priceMinor: 1250,
        description: 'Holds cotton candy too',
        collectionIds: [mugs],
      },
      { name: 'Tea mug', slug: 'tea-mug', priceMinor: 900, collectionIds: [mugs] },
      { name: 'Secret tee', slug: 'secret-tee', priceMinor: 100, visible: false },
      { name: 'E-book', slug: 'e-book', priceMinor: 500, productType: 'digital' },
    ]);
  });
  afterAll(() => app.close());

  const get = (path: string, payload?: unknown, headers = visitor) =>
    app.request({
      method: 'GET',
      url: `/stores/v3/products${path}${payload ? `?${encodedQuery(payload)}` : ''}`,
      headers,
    });

  it('gets a product by id and by slug in the v3 shape, variants and options with ids that match', async () => {
    const response = await get(`/${ids[0]}`);
    expect(response.statusCode, response.body).toBe(200);
    const product = response.json().product;
    expect(product).toMatchObject({
      id: ids[0],
      name: 'Blue tee',
      slug: 'blue-tee',
      visible: true,
      productType: 'PHYSICAL',
      brand: { name: 'Acme' },
      ribbon: { name: 'New' },
      actualPriceRange: { minValue: { amount: '18.00' }, maxValue: { amount: '18.00' } },
      compareAtPriceRange: { minValue: { amount: '20.00' } },
      inventory: { availabilityStatus: 'IN_STOCK', preorderStatus: 'DISABLED' },
      variantSummary: { variantCount: 2 },
    });
    expect(product.options[0]).toMatchObject({ name: 'Color', optionRenderType: 'SWATCH_CHOICES' });
    const red = product.options[0].choicesSettings.choices[1];
    expect(red).toMatchObject({ name: 'Red', choiceType: 'ONE_COLOR', colorCode: '#ff0000', inStock: true });
    const redVariant = product.variantsInfo.variants[1];
    expect(redVariant.choices[0].optionChoiceIds).toEqual({
      optionId: product.options[0].id,
      choiceId: red.choiceId,
    });
    expect(redVariant.price).toEqual({
      actualPrice: { amount: '18.00', formattedAmount: '$18.00' },
      compareAtPrice: { amount: '20.00', formattedAmount: '$20.00' },
    });
    expect(product.url).toBeUndefined();
    const bySlug = await app.request({
      method: 'GET',
      url: '/stores/v3/products/slug/blue-tee?fields=URL&fields=CURRENCY&fields=PLAIN_DESCRIPTION',
      headers: visitor,
    });
    expect(bySlug.statusCode, bySlug.body).toBe(200);
    expect(bySlug.json().product).toMatchObject({
      id: ids[0],
      url: 'http://tessera.test/product-page/blue-tee',
      currency: 'USD',
      plainDescription: '<p>Soft cotton tee</p>',
    });
  });

  it('answers 404 for a missing or hidden product to visitors; owners read hidden ones', async () => {
    expect((await get('/slug/no-such')).statusCode).toBe(404);
    const hidden = await get(`/${ids[3]}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().details.applicationError.code).toBe('PRODUCT_NOT_FOUND');
    expect((await get('/slug/secret-tee', undefined, app.ownerHeaders())).statusCode).toBe(200);
  });

  it('searches names and descriptions with cursor paging', async () => {
    const first = await get('/search', {
      search: { search: { expression: 'cotton' }, cursorPaging: { limit: 1 }, sort: [{ fieldName: 'name' }] },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().products.map((p: any) => p.name)).toEqual(['Blue tee']);
    expect(first.json().products[0].variantsInfo).toBeUndefined();
    expect(first.json().pagingMetadata).toMatchObject({ count: 1, hasNext: true });
    const second = await get('/search', {
      search: { cursorPaging: { limit: 1, cursor: first.json().pagingMetadata.cursors.next } },
    });
    expect(second.json().products.map((p: any) => p.name)).toEqual(['Coffee mug']);
    expect(second.json().pagingMetadata.hasNext).toBe(false);
    const both = await get('/search', { search: { search: { expression: 'mug tea', mode: 'AND' } } });
    expect(both.json().products.map((p: any) => p.name)).toEqual(['Tea mug']);
    const either = await get('/search', {
      search: { search: { expression: 'tea coffee', mode: 'OR' }, sort: [{ fieldName: 'name' }] },
    });
    expect(either.json().products.map((p: any) => p.name)).toEqual(['Coffee mug', 'Tea mug']);
    // A cursor of one search is refused under another.
    const replayed = await get('/search', {
      search: {
        search: { expression: 'mug' },
        cursorPaging: { cursor: first.json().pagingMetadata.cursors.next },
      },
    });
    expect(replayed.statusCode).toBe(400);
  });

  it('queries with v3 field names and counts; the POST form answers the same', async () => {
    const cheap = await get('/query', {
      query: {
        filter: { 'actualPriceRange.minValue.amount': { $lt: '13' }, productType: 'PHYSICAL' },
        sort: [{ fieldName: 'actualPriceRange.minValue.amount', order: 'ASC' }],
      },
    });
    expect(cheap.statusCode, cheap.body).toBe(200);
    expect(cheap.json().products.map((p: any) => p.name)).toEqual(['Tea mug', 'Coffee mug']);
    const inMugs = await get('/query', {
      query: { filter: { 'allCategoriesInfo.categories.id': { $hasSome: [mugs] } } },
    });
    expect(inMugs.json().products).toHaveLength(2);
    const count = await get('/count', { filter: { productType: 'DIGITAL' } });
    expect(count.json()).toEqual({ count: 1 });
    expect((await get('/count')).json()).toEqual({ count: 4 });
    expect((await get('/count', undefined, app.ownerHeaders())).json()).toEqual({ count: 5 });
    const post = await app.request({
      method: 'POST',
      url: '/stores/v3/products/count',
      headers: visitor,
      payload: { search: { expression: 'mug' } },
    });
    expect(post.json()).toEqual({ count: 2 });
  });

  it('refuses unknown fields and bad requests with 400', async () => {
    const unknown = await get('/query', { query: { filter: { price: 1 } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'query.filter.price',
      violatedRule: 'FIELD_NOT_ALLOWED',
    });
    expect((await get('/search', { search: { cursorPaging: { limit: 101 } } })).statusCode).toBe(400);
    expect((await get('/query', { fields: ['NOPE'] })).statusCode).toBe(400);
    expect(
      (await app.request({ method: 'GET', url: '/stores/v3/products/query?.r=!!', headers: visitor }))
        .statusCode,
    ).toBe(400);
  });

  it('says the catalog is V1_CATALOG', async () => {
    const response = await app.request({
      method: 'GET',
      url: '/stores/v3/provision/version',
      headers: visitor,
    });
    expect(response.json()).toEqual({ catalogVersion: 'V1_CATALOG' });
  });
});
