import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PRODUCTS_COLLECTION_ID, STORES_APP_ID } from '@tessera/contracts/catalog';
import {
  BEST_SELLERS_ALGORITHM_ID,
  RELATED_ITEMS_ALGORITHM_ID,
} from '../../src/modules/store-catalog/recommendations.ts';
import type { TestApp } from '../support/test-app.ts';
import { catalogTestApp, encodedQuery } from './helpers.ts';
import { seedCollection, seedProducts } from './seed.ts';

describe('collections v2, variants queries, recommendations and the CMS query', () => {
  let app: TestApp;
  let visitor: Record<string, string>;
  let hats: string;
  let secret: string;
  let ids: string[];

  beforeAll(async () => {
    app = await catalogTestApp();
    visitor = await app.visitorHeaders();
    const siteId = app.site.siteId;
    hats = await seedCollection(app.db, siteId, { name: 'Hats', slug: 'hats' });
    await seedCollection(app.db, siteId, { name: 'Bags', slug: 'bags' });
    secret = await seedCollection(app.db, siteId, {
      name: 'Staff picks',
      slug: 'staff-picks',
      visible: false,
    });
    ids = await seedProducts(app.db, siteId, [
      {
        name: 'Sun hat',
        priceMinor: 1500,
        collectionIds: [hats],
        option: { name: 'Size', choices: [{ description: 'S' }, { description: 'M' }, { description: 'L' }] },
      },
      { name: 'Rain hat', priceMinor: 1700, collectionIds: [hats] },
      { name: 'Hidden hat', priceMinor: 100, collectionIds: [hats], visible: false },
      { name: 'Tote', priceMinor: 900 },
      { name: 'Backpack', priceMinor: 5000 },
    ]);
  });
  afterAll(() => app.close());

  const getCollections = (payload: unknown, headers = visitor) =>
    app.request({ method: 'GET', url: `/v2/collections/query?${encodedQuery(payload)}`, headers });

  it('queries visible collections and All Products by name with product counts; owners see hidden ones', async () => {
    const response = await getCollections({ query: { sort: [{ fieldName: 'name' }] } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().collections.map((c: any) => c.name)).toEqual(['All Products', 'Bags', 'Hats']);
    expect(response.json().collections[2]).toMatchObject({
      id: hats,
      slug: 'hats',
      visible: true,
      numberOfProducts: 3,
    });
    // "All Products" as the hosted query lists it: every product the caller may see.
    expect(response.json().collections[0]).toEqual({
      id: ALL_PRODUCTS_COLLECTION_ID,
      name: 'All Products',
      media: { items: [] },
      numberOfProducts: 4,
      description: null,
      slug: 'all-products',
      visible: true,
    });
    expect(response.json().metadata).toEqual({ count: 3, offset: 0, total: 3 });
    const filtered = await getCollections({ query: { filter: { slug: { $in: ['hats', 'staff-picks'] } } } });
    expect(filtered.json().collections.map((c: any) => c.slug)).toEqual(['hats']);
    const allById = await getCollections({ query: { filter: { id: ALL_PRODUCTS_COLLECTION_ID } } });
    expect(allById.json().collections.map((c: any) => c.slug)).toEqual(['all-products']);
    const paged = await getCollections({
      query: { sort: [{ fieldName: 'name', order: 'DESC' }], paging: { limit: 2, offset: 2 } },
    });
    expect(paged.json().collections.map((c: any) => c.name)).toEqual(['All Products']);
    const owner = await getCollections({ query: {} }, app.ownerHeaders());
    expect(owner.json().collections).toHaveLength(4);
    expect(
      owner.json().collections.find((c: any) => c.id === ALL_PRODUCTS_COLLECTION_ID).numberOfProducts,
    ).toBe(5);
    expect((await getCollections({ query: { filter: { description: 'x' } } })).statusCode).toBe(400);
  });

  it('gets a collection by id and slug; a missing or hidden slug is 404; All Products exists', async () => {
    const byId = await app.request({ method: 'GET', url: `/v2/collections/${hats}`, headers: visitor });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json().collection.name).toBe('Hats');
    const bySlug = await app.request({ method: 'GET', url: '/v2/collections/slug/hats', headers: visitor });
    expect(bySlug.json().collection.id).toBe(hats);
    const missing = await app.request({
      method: 'GET',
      url: '/v2/collections/slug/no-such',
      headers: visitor,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().details.applicationError.code).toBe('COLLECTION_NOT_FOUND');
    expect(
      (await app.request({ method: 'GET', url: '/v2/collections/slug/staff-picks', headers: visitor }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.request({ method: 'GET', url: `/v2/collections/${secret}`, headers: app.ownerHeaders() }))
        .statusCode,
    ).toBe(200);
    const all = await app.request({
      method: 'GET',
      url: '/v2/collections/slug/all-products',
      headers: visitor,
    });
    expect(all.json().collection).toMatchObject({ id: ALL_PRODUCTS_COLLECTION_ID, numberOfProducts: 4 });
  });

  it("queries a product's variants by choices, by ids and by page", async () => {
    const url = `/stores-reader/v1/products/${ids[0]}/variants/query`;
    const all = await app.request({ method: 'POST', url, headers: visitor, payload: {} });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().variants.map((v: any) => v.choices.Size)).toEqual(['S', 'M', 'L']);
    expect(all.json()).toMatchObject({ totalResults: 3, metadata: { items: 3, offset: 0 } });
    const medium = await app.request({
      method: 'POST',
      url,
      headers: visitor,
      payload: { choices: { Size: 'M' } },
    });
    expect(medium.json().variants.map((v: any) => v.choices.Size)).toEqual(['M']);
    const none = await app.request({
      method: 'POST',
      url,
      headers: visitor,
      payload: { choices: { Size: 'XL' } },
    });
    expect(none.json().variants).toEqual([]);
    const byIds = await app.request({
      method: 'POST',
      url,
      headers: visitor,
      payload: { variantIds: [all.json().variants[2].id] },
    });
    expect(byIds.json().variants.map((v: any) => v.choices.Size)).toEqual(['L']);
    const paged = await app.request({
      method: 'POST',
      url,
      headers: visitor,
      payload: { paging: { limit: 1, offset: 1 } },
    });
    expect(paged.json()).toMatchObject({ totalResults: 3, metadata: { items: 1, offset: 1 } });
    const proto = await app.request({
      method: 'POST',
      url,
      headers: visitor,
      payload: JSON.parse('{"choices":{"__proto__":"x"}}'),
    });
    expect(proto.statusCode).toBeLessThan(500);
    const hidden = await app.request({
      method: 'POST',
      url: `/stores-reader/v1/products/${ids[2]}/variants/query`,
      headers: visitor,
      payload: {},
    });
    expect(hidden.statusCode).toBe(404);
  });

  it('queries the store variants of visible products', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/stores-reader/v1/variants/query',
      headers: visitor,
      payload: { query: { filter: { productId: { $in: [ids[0], ids[2]] } } } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().variants.map((v: any) => v.variantName)).toEqual(['S', 'M', 'L']);
    expect(response.json().variants[0]).toMatchObject({
      productId: ids[0],
      productName: 'Sun hat',
      id: `${ids[0]}-${response.json().variants[0].variantId}`,
    });
    expect(response.json().metadata).toMatchObject({ count: 3, total: 3 });
    const bad = await app.request({
      method: 'POST',
      url: '/stores-reader/v1/variants/query',
      headers: visitor,
      payload: { query: { filter: { price: 1 } } },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('recommends products of the same collection first, then the newest; never hidden ones or the item itself', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/v1/recommendations/get',
      headers: visitor,
      payload: {
        items: [{ catalogItemId: ids[0], appId: STORES_APP_ID }],
        algorithms: [{ id: RELATED_ITEMS_ALGORITHM_ID, appId: STORES_APP_ID }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().recommendation.items.map((i: any) => i.catalogItemId)).toEqual([
      ids[1],
      ids[4],
      ids[3],
    ]);
    expect(response.json().recommendation.algorithm).toEqual({
      id: RELATED_ITEMS_ALGORITHM_ID,
      appId: STORES_APP_ID,
    });
    const best = await app.request({
      method: 'POST',
      url: '/v1/recommendations/get',
      headers: visitor,
      payload: { algorithms: [{ id: BEST_SELLERS_ALGORITHM_ID, appId: STORES_APP_ID }] },
    });
    expect(best.json().recommendation.items.map((i: any) => i.catalogItemId)).toEqual([
      ids[4],
      ids[3],
      ids[1],
      ids[0],
    ]);
    const foreign = await app.request({
      method: 'POST',
      url: '/v1/recommendations/get',
      headers: visitor,
      payload: { algorithms: [{ id: 'x', appId: 'another-app' }] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details.applicationError.code).toBe('ALGORITHM_NOT_SUPPORTED');
    const algorithms = await app.request({
      method: 'GET',
      url: '/v1/recommendations/algorithms',
      headers: visitor,
    });
    expect(algorithms.json().availableAlgorithms.map((a: any) => a.config.algorithmType)).toEqual([
      'RELATED_ITEMS',
      'GLOBAL',
    ]);
  });

  it('answers the CMS query as for a collection that does not exist: 404 WDE0025', async () => {
    for (const url of [
      `/wix-data/v2/items/query?${encodedQuery({ dataCollectionId: 'Menus', query: { filter: { a: { $eq: 1 } } } })}`,
      '/wix-data/v2/items/query?dataCollectionId=Pages',
      '/wix-data/v2/items/query',
    ]) {
      const response = await app.request({ method: 'GET', url, headers: visitor });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().details.applicationError.code).toBe('WDE0025');
    }
    const post = await app.request({
      method: 'POST',
      url: '/wix-data/v2/items/query',
      headers: visitor,
      payload: { dataCollectionId: 'Menus' },
    });
    expect(post.statusCode).toBe(404);
  });
});
