import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@tessera/sdk';
import { OAuthStrategy } from '@tessera/sdk/oauth';
import { catalogTestApp } from '../../../apps/server/test/catalog-queries/helpers.ts';
import { seedCollection, seedProducts } from '../../../apps/server/test/catalog-queries/seed.ts';
import type { TestApp } from '../../../apps/server/test/support/test-app.ts';
import {
  collectionBySlugQueryOptions,
  collectionsQueryOptions,
  productBySlugQueryOptions,
  productChoiceQueryOptions,
  productsQuery,
  productsQueryOptions,
  relatedProductsQueryOptions,
} from '../src/index.ts';

// The shopper's catalog as the hooks read it, against a real server; the client is a bare visitor
// client (no store modules): the hooks build theirs on its transport.
describe('@tessera/react store catalog', () => {
  let app: TestApp;
  let baseUrl: string;
  let shirts: string;
  let ids: string[];
  beforeAll(async () => {
    app = await catalogTestApp();
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
    shirts = await seedCollection(app.db, app.site.siteId, { name: 'Shirts', slug: 'shirts' });
    ids = await seedProducts(app.db, app.site.siteId, [
      { name: 'Apple shirt', slug: 'apple-shirt', priceMinor: 1000, collectionIds: [shirts] },
      { name: 'Banana shirt', priceMinor: 2500, collectionIds: [shirts] },
      { name: 'Cherry mug', priceMinor: 1550 },
      {
        name: 'Cap',
        slug: 'cap',
        priceMinor: 3000,
        option: { name: 'Size', choices: [{ description: 'S' }, { description: 'L' }] },
      },
    ]);
  });
  afterAll(() => app.close());
  const visitor = () => createClient({ baseUrl, auth: OAuthStrategy({ clientId: app.site.clientId }) });

  it('builds the v1 query of a listing', () => {
    expect(
      productsQuery({ collectionId: 'c', namePrefix: ' ap ', minPrice: 5, maxPrice: 20, sort: 'price-desc' }),
    ).toEqual({
      filter: {
        'collections.id': { $hasSome: ['c'] },
        name: { $startsWith: 'ap' },
        price: { $gte: 5, $lte: 20 },
      },
      sort: [{ fieldName: 'price', order: 'DESC' }],
      paging: { limit: 24, offset: 0 },
    });
    expect(productsQuery({})).toEqual({ paging: { limit: 24, offset: 0 } });
  });

  it('lists a page of a collection sorted by price, with the total', async () => {
    const client = visitor();
    const queryClient = new QueryClient();
    const page = await queryClient.fetchQuery(
      productsQueryOptions(client, { collectionId: shirts, sort: 'price-desc', limit: 1 }),
    );
    expect(page.items.map((p) => p.name)).toEqual(['Banana shirt']);
    expect(page.total).toBe(2);
    const second = await queryClient.fetchQuery(
      productsQueryOptions(client, { collectionId: shirts, sort: 'price-desc', limit: 1, offset: 1 }),
    );
    expect(second.items.map((p) => p.name)).toEqual(['Apple shirt']);
    const cheap = await queryClient.fetchQuery(productsQueryOptions(client, { maxPrice: 16, sort: 'name' }));
    expect(cheap.items.map((p) => p.name)).toEqual(['Apple shirt', 'Cherry mug']);
  });

  it('reads a product by slug with its variants and the variant a choice selects', async () => {
    const client = visitor();
    const queryClient = new QueryClient();
    const cap = await queryClient.fetchQuery(productBySlugQueryOptions(client, 'cap'));
    expect(cap?.id).toBe(ids[3]);
    expect(cap?.productOptions.map((o) => o.name)).toEqual(['Size']);
    expect(await queryClient.fetchQuery(productBySlugQueryOptions(client, 'nothing-here'))).toBeNull();
    const choice = await queryClient.fetchQuery(productChoiceQueryOptions(client, ids[3]!, { Size: 'S' }));
    expect(choice.selectedVariant?.price.price).toBe(30);
    const related = await queryClient.fetchQuery(relatedProductsQueryOptions(client, ids[0]!));
    expect(related.map((p) => p.id)).toContain(ids[1]);
  });

  it('lists collections and reads one by slug', async () => {
    const client = visitor();
    const queryClient = new QueryClient();
    const all = await queryClient.fetchQuery(collectionsQueryOptions(client));
    expect(all.map((c) => c.name)).toContain('Shirts');
    expect((await queryClient.fetchQuery(collectionBySlugQueryOptions(client, 'shirts'))).id).toBe(shirts);
  });
});
