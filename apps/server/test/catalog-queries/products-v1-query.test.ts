import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PRODUCTS_COLLECTION_ID } from '@tessera/contracts/catalog';
import type { TestApp } from '../support/test-app.ts';
import { catalogTestApp, encodedQuery } from './helpers.ts';
import { seedCollection, seedProducts } from './seed.ts';

const URL = '/stores-reader/v1/products/query-platformized';

describe('products v1 platformized query', () => {
  let app: TestApp;
  let visitor: Record<string, string>;
  let shirts: string;
  let ids: string[];

  beforeAll(async () => {
    app = await catalogTestApp();
    visitor = await app.visitorHeaders();
    const siteId = app.site.siteId;
    shirts = await seedCollection(app.db, siteId, { name: 'Shirts' });
    ids = await seedProducts(app.db, siteId, [
      { name: 'Apple shirt', priceMinor: 1000, collectionIds: [shirts], brand: 'Acme' },
      { name: 'Banana shirt', priceMinor: 2500, collectionIds: [shirts] },
      { name: 'Cherry mug', priceMinor: 1550, productType: 'digital' },
      { name: 'Hidden hat', priceMinor: 500, visible: false, collectionIds: [shirts] },
      {
        name: 'Apricot cap',
        priceMinor: 3000,
        option: { name: 'Size', choices: [{ description: 'S' }, { description: 'L' }] },
      },
    ]);
  });
  afterAll(() => app.close());

  const get = (payload: unknown, headers = visitor) =>
    app.request({ method: 'GET', url: `${URL}?${encodedQuery(payload)}`, headers });
  const names = (response: { json(): any }) => response.json().products.map((p: { name: string }) => p.name);

  it('lists visible products newest first with offset paging and a total', async () => {
    const response = await get({ query: { paging: { limit: 2 } } });
    expect(response.statusCode, response.body).toBe(200);
    expect(names(response)).toEqual(['Apricot cap', 'Cherry mug']);
    expect(response.json().metadata).toEqual({ count: 2, offset: 0, total: 4 });
    const next = await get({ query: { paging: { limit: 2, offset: 2 } } });
    expect(names(next)).toEqual(['Banana shirt', 'Apple shirt']);
    expect(next.json().products[0].collectionIds).toEqual([ALL_PRODUCTS_COLLECTION_ID, shirts]);
  });

  it('filters with $startsWith, $hasSome on collections, price ranges, $in, $ne, $and/$or', async () => {
    expect(
      names(await get({ query: { filter: { name: { $startsWith: 'ap' } }, sort: [{ fieldName: 'name' }] } })),
    ).toEqual(['Apple shirt', 'Apricot cap']);
    expect(
      names(
        await get({
          query: {
            filter: { 'collections.id': { $hasSome: [shirts] } },
            sort: [{ fieldName: 'price', order: 'ASC' }],
          },
        }),
      ),
    ).toEqual(['Apple shirt', 'Banana shirt']);
    expect(
      names(
        await get({ query: { filter: { price: { $gt: 10, $lt: 25.5 } }, sort: [{ fieldName: 'price' }] } }),
      ),
    ).toEqual(['Cherry mug', 'Banana shirt']);
    expect(
      names(await get({ query: { filter: { price: { $gte: 15.5 } }, sort: [{ fieldName: 'price' }] } })),
    ).toEqual(['Cherry mug', 'Banana shirt', 'Apricot cap']);
    expect(
      names(
        await get({
          query: { filter: { id: { $in: [ids[0], ids[2], ids[3]] } }, sort: [{ fieldName: 'name' }] },
        }),
      ),
    ).toEqual(['Apple shirt', 'Cherry mug']);
    expect(names(await get({ query: { filter: { productType: { $ne: 'physical' } } } }))).toEqual([
      'Cherry mug',
    ]);
    expect(
      names(
        await get({
          query: {
            filter: { $or: [{ name: 'Cherry mug' }, { $and: [{ brand: 'Acme' }, { visible: true }] }] },
            sort: [{ fieldName: 'name', order: 'DESC' }],
          },
        }),
      ),
    ).toEqual(['Cherry mug', 'Apple shirt']);
    expect(
      names(
        await get({ query: { filter: { 'collections.id': { $hasSome: [ALL_PRODUCTS_COLLECTION_ID] } } } }),
      ),
    ).toHaveLength(4);
  });

  it('sorts by name, price, numericId and lastUpdated', async () => {
    expect(names(await get({ query: { sort: [{ fieldName: 'price', order: 'DESC' }] } }))).toEqual([
      'Apricot cap',
      'Banana shirt',
      'Cherry mug',
      'Apple shirt',
    ]);
    expect(names(await get({ query: { sort: [{ fieldName: 'numericId', order: 'ASC' }] } }))[0]).toBe(
      'Apple shirt',
    );
    expect(names(await get({ query: { sort: [{ fieldName: 'lastUpdated', order: 'DESC' }] } }))[0]).toBe(
      'Apricot cap',
    );
  });

  it('accepts the flattened GET form, JSON text filters and the POST form alike', async () => {
    const flat = await app.request({
      method: 'GET',
      url: `${URL}?query.filter.price.$gt=20&query.paging.limit=5&query.sort=${encodeURIComponent('[{"fieldName":"price"}]')}`,
      headers: visitor,
    });
    expect(flat.statusCode, flat.body).toBe(200);
    expect(names(flat)).toEqual(['Banana shirt', 'Apricot cap']);
    const text = await app.request({
      method: 'GET',
      url: `${URL}?query.filter=${encodeURIComponent('{"name":"Cherry mug"}')}`,
      headers: visitor,
    });
    expect(names(text)).toEqual(['Cherry mug']);
    const post = await app.request({
      method: 'POST',
      url: URL,
      headers: visitor,
      payload: { query: { filter: { name: 'Cherry mug' } } },
    });
    expect(post.statusCode, post.body).toBe(200);
    expect(names(post)).toEqual(['Cherry mug']);
  });

  it('answers variants when asked, merchant data only to owners', async () => {
    const withVariants = await get({ query: { filter: { name: 'Apricot cap' } }, includeVariants: true });
    expect(withVariants.json().products[0].variants.map((v: any) => v.choices)).toEqual([
      { Size: 'S' },
      { Size: 'L' },
    ]);
    expect((await get({ query: {} })).json().products[0].variants).toBeUndefined();
    const denied = await get({ query: {}, includeMerchantSpecificData: true });
    expect(denied.statusCode).toBe(403);
    const owner = await get({ query: {}, includeMerchantSpecificData: true }, app.ownerHeaders());
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().products[0].costAndProfitData).toBeDefined();
  });

  it('never shows hidden products to visitors; owners see them', async () => {
    expect(names(await get({ query: { filter: { name: 'Hidden hat' } } }))).toEqual([]);
    expect(names(await get({ query: { filter: { id: ids[3] } } }))).toEqual([]);
    expect(names(await get({ query: { filter: { name: 'Hidden hat' } } }, app.ownerHeaders()))).toEqual([
      'Hidden hat',
    ]);
  });

  it('pages with cursors when asked', async () => {
    const first = await get({ query: { cursorPaging: { limit: 3 } } });
    expect(first.json().metadata.cursors.next).toEqual(expect.any(String));
    const second = await get({
      query: { cursorPaging: { limit: 3, cursor: first.json().metadata.cursors.next } },
    });
    expect(names(second)).toEqual(['Apple shirt']);
    expect(second.json().metadata.cursors.next).toBeNull();
  });

  it('refuses unknown fields, operators, bad .r, bad JSON text and too large pages with 400', async () => {
    const unknown = await get({ query: { filter: { secret: 'x' } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.validationError.fieldViolations[0]).toMatchObject({
      field: 'query.filter.secret',
      violatedRule: 'FIELD_NOT_ALLOWED',
    });
    expect((await get({ query: { filter: { name: { $regex: 'x' } } } })).statusCode).toBe(400);
    expect((await get({ query: { sort: [{ fieldName: 'description' }] } })).statusCode).toBe(400);
    expect((await get({ query: { filter: { price: { $gt: 'cheap' } } } })).statusCode).toBe(400);
    expect((await get({ query: { paging: { limit: 101 } } })).statusCode).toBe(400);
    const badR = await app.request({ method: 'GET', url: `${URL}?.r=%%%`, headers: visitor });
    expect(badR.statusCode).toBe(400);
    expect(badR.json().details.validationError.fieldViolations[0].field).toBe('.r');
    const badText = await app.request({
      method: 'GET',
      url: `${URL}?query.filter=${encodeURIComponent('{nope')}`,
      headers: visitor,
    });
    expect(badText.statusCode).toBe(400);
    const proto = await app.request({
      method: 'POST',
      url: URL,
      headers: visitor,
      payload: JSON.parse('{"query":{"filter":{"__proto__":{"x":1}}}}'),
    });
    expect(proto.statusCode).toBe(400);
  });

  it('keeps sites apart', async () => {
    const other = await app.createSite();
    const response = await get({ query: {} }, await app.visitorHeaders(other));
    expect(response.statusCode).toBe(200);
    expect(response.json().products).toEqual([]);
  });
});
