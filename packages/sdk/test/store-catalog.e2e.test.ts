import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_PRODUCTS_COLLECTION_ID } from '@tessera/contracts/catalog';
import { listeningSite } from './support/listening-site.ts';
import { ApplicationError, createClient } from '../src/index.ts';
import { OAuthStrategy } from '../src/oauth.ts';
import { products } from '../src/modules/products.ts';
import { collections } from '../src/modules/collections.ts';
import { catalogModules } from '../../../apps/server/test/catalog-queries/helpers.ts';
import { seedCollection, seedProducts } from '../../../apps/server/test/catalog-queries/seed.ts';

// A visitor browsing the store through @tessera/sdk/products and /collections, over real HTTP.
describe('@tessera/sdk products and collections against a Tessera server', () => {
  const site = listeningSite({ app: { modules: catalogModules } });
  const visitor = () =>
    createClient({
      baseUrl: site.baseUrl,
      auth: OAuthStrategy({ clientId: site.app.site.clientId }),
      modules: { products, collections },
    });
  let shirts: string;
  let ids: string[];

  beforeAll(async () => {
    const { db, site: s } = site.app;
    shirts = await seedCollection(db, s.siteId, { name: 'Shirts' });
    ids = await seedProducts(db, s.siteId, [
      { name: 'Apple shirt', slug: 'apple-shirt', priceMinor: 1000, collectionIds: [shirts], brand: 'Acme' },
      { name: 'Banana shirt', priceMinor: 2500, collectionIds: [shirts], description: 'Soft yellow cotton' },
      { name: 'Cherry mug', priceMinor: 1550, productType: 'digital' },
      { name: 'Hidden hat', slug: 'hidden-hat', priceMinor: 500, visible: false, collectionIds: [shirts] },
      {
        name: 'Apricot cap',
        slug: 'apricot-cap',
        priceMinor: 3000,
        option: { name: 'Size', choices: [{ description: 'S' }, { description: 'L' }] },
      },
    ]);
  });

  it('queries with filters, sort and offset paging; hidden products never answer', async () => {
    const shop = visitor().products;
    const first = await shop.queryProducts().ascending('name').limit(2).find();
    expect(first.items.map((p) => p.name)).toEqual(['Apple shirt', 'Apricot cap']);
    expect(first.total).toBe(4);
    expect(first.hasNext()).toBe(true);
    const second = await first.next();
    expect(second.items.map((p) => p.name)).toEqual(['Banana shirt', 'Cherry mug']);
    expect(second.hasNext()).toBe(false);

    const byPrefix = await shop.queryProducts().startsWith('name', 'ap').ascending('name').find();
    expect(byPrefix.items.map((p) => p.name)).toEqual(['Apple shirt', 'Apricot cap']);
    const inShirts = await shop
      .queryProducts()
      .hasSome('collections.id', [shirts])
      .descending('price')
      .find();
    expect(inShirts.items.map((p) => p.name)).toEqual(['Banana shirt', 'Apple shirt']);
    const cheap = await shop.queryProducts().between('price', 10, 20).ascending('price').find();
    expect(cheap.items.map((p) => p.name)).toEqual(['Apple shirt', 'Cherry mug']);
  });

  it('reads one product by id and by slug with its variants; a hidden one is not there', async () => {
    const shop = visitor().products;
    const cap = await shop.getProduct(ids[4]!);
    expect(cap.name).toBe('Apricot cap');
    expect(cap.variants?.length).toBe(2);
    const bySlug = await shop.productBySlug('apricot-cap');
    expect(bySlug?.id).toBe(ids[4]);
    expect(bySlug?.variants?.map((v) => v.choices)).toEqual([{ Size: 'S' }, { Size: 'L' }]);
    expect(await shop.productBySlug('hidden-hat')).toBeNull();
    await expect(shop.getProduct(ids[3]!)).rejects.toMatchObject({ status: 404 });
  });

  it('finds the variant a choice of options selects', async () => {
    const shop = visitor().products;
    const chosen = await shop.optionsAvailability(ids[4]!, { Size: 'L' });
    expect(chosen.selectedVariant).toBeTruthy();
    expect(chosen.productOptions.map((o) => o.name)).toEqual(['Size']);
    const variants = await shop.productVariants(ids[4]!, { choices: { Size: 'S' } });
    expect(variants.map((v) => v.choices)).toEqual([{ Size: 'S' }]);
  });

  it('reads and searches through Catalog v3 over the same products', async () => {
    const shop = visitor().products;
    const apple = await shop.getProductBySlugV3('apple-shirt');
    expect(apple).toMatchObject({ id: ids[0], name: 'Apple shirt' });
    expect((await shop.getProductV3(ids[2]!)).name).toBe('Cherry mug');
    const page = await shop.searchProductsV3({ expression: 'cotton', limit: 10 });
    expect(page.items.map((p) => p.name)).toEqual(['Banana shirt']);
    const paged = await shop.searchProductsV3({ sort: [{ fieldName: 'name', order: 'ASC' }], limit: 3 });
    expect(paged.items.map((p) => p.name)).toEqual(['Apple shirt', 'Apricot cap', 'Banana shirt']);
    expect(paged.hasNext()).toBe(true);
    expect((await paged.next()).items.map((p) => p.name)).toEqual(['Cherry mug']);
    expect(await shop.countProductsV3()).toBe(4);
    await expect(shop.getProductBySlugV3('hidden-hat')).rejects.toBeInstanceOf(ApplicationError);
  });

  it('answers related products', async () => {
    const related = await visitor().products.relatedProductIds([ids[0]!]);
    expect(related).toContain(ids[1]);
    expect(related).not.toContain(ids[0]);
    expect(related).not.toContain(ids[3]);
  });

  it('lists collections and reads one by slug; an unknown slug is a 404', async () => {
    const shelf = visitor().collections;
    const all = await shelf.allCollections();
    expect(all.map((c) => c.id)).toContain(shirts);
    const named = await shelf.queryCollections().startsWith('name', 'Sh').find();
    expect(named.items.map((c) => c.id)).toEqual([shirts]);
    const bySlug = await shelf.getCollectionBySlug('all-products');
    expect(bySlug.id).toBe(ALL_PRODUCTS_COLLECTION_ID);
    expect((await shelf.getCollection(shirts)).name).toBe('Shirts');
    await expect(shelf.getCollectionBySlug('no-such-slug')).rejects.toMatchObject({ status: 404 });
  });
});
