import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PRODUCTS_COLLECTION_ID } from '@tessera/contracts/catalog';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const W = '/stores/v1';
const R = '/stores-reader/v1';

describe('store catalog v1: collections', () => {
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
  const product = async (name: string) =>
    (await call('POST', `${W}/products`, { product: { name, priceData: { price: 1 } } })).json().product;

  it('creates, fills, reads by slug, updates and deletes a collection', async () => {
    const created = await call('POST', `${W}/collections`, {
      collection: { name: 'Summer Sale', description: 'Hot' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const collection = created.json().collection;
    expect(collection).toMatchObject({
      name: 'Summer Sale',
      slug: 'summer-sale',
      visible: true,
      numberOfProducts: 0,
    });
    const [a, b] = [await product('Towel'), await product('Hat')];
    const add = await call('POST', `${W}/collections/${collection.id}/productIds`, {
      productIds: [a.id, b.id, a.id],
    });
    expect(add.statusCode, add.body).toBe(200);
    const visitor = await app.visitorHeaders();
    const bySlug = await call('GET', `${R}/collections/slug/summer-sale`, undefined, visitor);
    expect(bySlug.json().collection).toMatchObject({ id: collection.id, numberOfProducts: 2 });
    const read = (await call('GET', `${R}/products/${a.id}`)).json().product;
    expect(read.collectionIds).toEqual([ALL_PRODUCTS_COLLECTION_ID, collection.id]);
    expect(
      (await call('POST', `${W}/collections/${collection.id}/productIds/delete`, { productIds: [b.id] }))
        .statusCode,
    ).toBe(200);
    const updated = await call('PATCH', `${W}/collections/${collection.id}`, {
      collection: { name: 'Winter', slug: 'winter' },
    });
    expect(updated.json().collection).toMatchObject({
      name: 'Winter',
      slug: 'winter',
      numberOfProducts: 1,
      description: 'Hot',
    });
    expect((await call('GET', `${R}/collections/slug/summer-sale`, undefined, visitor)).statusCode).toBe(404);
    expect((await call('DELETE', `${W}/collections/${collection.id}`)).statusCode).toBe(200);
    expect((await call('GET', `${R}/products/${a.id}`)).json().product.collectionIds).toEqual([
      ALL_PRODUCTS_COLLECTION_ID,
    ]);
    expect((await call('DELETE', `${W}/collections/${collection.id}`)).statusCode).toBe(404);
  });

  it('All Products holds every product and cannot be changed', async () => {
    await product('Counted');
    const all = await call(
      'GET',
      `${R}/collections/slug/all-products`,
      undefined,
      await app.visitorHeaders(),
    );
    expect(all.json().collection).toMatchObject({ id: ALL_PRODUCTS_COLLECTION_ID, name: 'All Products' });
    expect(all.json().collection.numberOfProducts).toBeGreaterThan(0);
    expect((await call('DELETE', `${W}/collections/${ALL_PRODUCTS_COLLECTION_ID}`)).statusCode).toBe(400);
  });

  it('refuses missing names, taken slugs, unknown products and visitors', async () => {
    expect((await call('POST', `${W}/collections`, { collection: {} })).statusCode).toBe(400);
    await call('POST', `${W}/collections`, { collection: { name: 'Taken', slug: 'taken' } });
    const taken = await call('POST', `${W}/collections`, { collection: { name: 'Other', slug: 'taken' } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().details.validationError.fieldViolations[0].field).toBe('collection.slug');
    const c = (await call('POST', `${W}/collections`, { collection: { name: 'Taken' } })).json().collection;
    expect(c.slug).toBe('taken-2');
    const unknown = await call('POST', `${W}/collections/${c.id}/productIds`, {
      productIds: ['6c1b7f8e-0000-4000-8000-00000000beef'],
    });
    expect(unknown.statusCode).toBe(400);
    const visitor = await app.visitorHeaders();
    expect((await call('POST', `${W}/collections`, { collection: { name: 'No' } }, visitor)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `${R}/collections/slug/nope`, undefined, visitor)).statusCode).toBe(404);
  });
});
