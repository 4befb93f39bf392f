/**
 * Compatibility: a shop's catalog through the official `@wix/stores` (and `@wix/ecom`'s
 * recommendations) against Tessera, unmodified, over real HTTP through `@tessera/wix-compat` —
 * the owner creates products with options and a collection with the official write functions; a
 * visitor reads them the way Wix's store template does: the v1 product query with `$startsWith` /
 * `$hasSome` and a sort by name or price, a product by id, Catalog v3 search and by slug,
 * collections by slug (a missing slug: 404), by id and by query with the image the owner gave by
 * its upload's id, options availability → the selected variant, related products, and the CMS
 * menu read (404 WDE0025). Every answer carries the fields the package's declared types mark
 * non-nullable.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, OAuthStrategy, createClient } from '@wix/sdk';
import { collections, products, productsV3 } from '@wix/stores';
import { recommendations } from '@wix/ecom';
import { multipart, pngImage, UPLOAD_PATH } from '../media/media-fixtures.ts';
import { pointOfficialSdkAt, type Exchange } from '../support/official-sdk.ts';
import { missingRequired } from '../support/official-types.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const require = createRequire(import.meta.url);

/**
 * The paths an official function's answer marks non-nullable, read from its package
 * (`@wix/auto_sdk_<pkg>`), as official-types.ts does for `@wix/events` (the stores packages ship
 * no zod schemas, so only the declared paths are checked).
 */
function declaredStorePaths(pkg: string, fn: string): string[] {
  const main = require.resolve(`@wix/auto_sdk_${pkg}`);
  const source = readFileSync(
    join(main.slice(0, main.lastIndexOf('/build/')), 'build/es/index.d.mts'),
    'utf8',
  );
  const start = source.indexOf(`interface ${fn[0]!.toUpperCase()}${fn.slice(1)}Signature {`);
  if (start < 0) throw new Error(`${pkg}.${fn}: no signature`);
  const body = source.slice(start, source.indexOf('\n}', start));
  const promised = /Promise<NonNullablePaths<\w+,\s*([^>]*?),\s*\d+>/.exec(body);
  return promised ? [...promised[1]!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!) : [];
}

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

describe('official @wix/stores catalog against Tessera', () => {
  let app: TestApp;
  let restoreFetch = () => {};
  const log: Exchange[] = [];
  let shirtId: string;
  let capId: string;
  let collectionId: string;
  let collectionSlug: string;
  let collectionImage: { id: string; url: string; width: number; height: number };

  const uploadImage = async () => {
    const body = multipart([
      { name: 'file', value: await pngImage(240, 160), filename: 'canvas.png', contentType: 'image/png' },
    ]);
    const response = await app.request({
      method: 'POST',
      url: UPLOAD_PATH,
      headers: { ...app.ownerHeaders(), ...body.headers },
      payload: body.payload,
    });
    return response.json().image;
  };

  const modules = { products, collections, productsV3, recommendations };
  const owner = () =>
    createClient({ modules, auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }) });
  const visitor = () => createClient({ modules, auth: OAuthStrategy({ clientId: app.site.clientId }) });

  /** The answer carries every field the official declaration promises. */
  const expectDeclared = (pkg: string, fn: string, value: unknown) =>
    expect(missingRequired(value, declaredStorePaths(pkg, fn)), `${fn}: required`).toEqual([]);

  beforeAll(async () => {
    app = await createTestApp();
    restoreFetch = await pointOfficialSdkAt(app, log);
    const admin = owner();
    const shirt = await admin.products.createProduct({
      name: 'Canvas Shirt',
      priceData: { price: 40 },
      costAndProfitData: { itemCost: 10 },
      productType: products.ProductType.physical,
      manageVariants: true,
      productOptions: [
        {
          name: 'Size',
          optionType: products.OptionType.drop_down,
          choices: [
            { value: 'S', description: 'S' },
            { value: 'M', description: 'M' },
          ],
        },
      ],
    });
    expectDeclared('stores_products', 'createProduct', shirt);
    shirtId = shirt.product!._id!;
    capId = (
      await admin.products.createProduct({
        name: 'Canvas Cap',
        priceData: { price: 15 },
        costAndProfitData: { itemCost: 5 },
      })
    ).product!._id!;
    await admin.products.createProduct({
      name: 'Wool Scarf',
      priceData: { price: 25 },
      costAndProfitData: { itemCost: 5 },
    });
    collectionImage = await uploadImage();
    // The image by the upload's id, as the official SDK sends it (`_id` on its side of the wire).
    const collection = await admin.products.createCollection({
      name: 'Canvas Goods',
      media: { mainMedia: { _id: collectionImage.id, image: { altText: 'Canvas on a shelf' } } },
    });
    collectionId = collection.collection!._id!;
    collectionSlug = collection.collection!.slug!;
    await admin.products.addProductsToCollection(collectionId, [shirtId, capId]);
  });
  afterAll(async () => {
    restoreFetch();
    await app?.close();
  });

  it('v1 product query: $startsWith and $hasSome, sorted by price and by name', async () => {
    const client = visitor();
    const byPrice = await client.products
      .queryProducts()
      .startsWith('name', 'Canvas')
      .hasSome('collectionIds', [collectionId])
      .ascending('price')
      .find();
    expect(byPrice.items.map((p) => p.name)).toEqual(['Canvas Cap', 'Canvas Shirt']);
    expect(byPrice.items[1]).toMatchObject({
      _id: shirtId,
      price: { currency: 'USD', price: 40, formatted: { price: '$40.00' } },
      productOptions: [{ name: 'Size', optionType: 'drop_down' }],
    });
    expect(byPrice.items[1]!.collectionIds).toContain(collectionId);

    const byName = await client.products.queryProducts().descending('name').limit(2).find();
    expect(byName.items.map((p) => p.name)).toEqual(['Wool Scarf', 'Canvas Shirt']);
    expect(byName.hasNext()).toBe(true);
    const next = await byName.next();
    expect(next.items.map((p) => p.name)).toEqual(['Canvas Cap']);
  });

  it('product by id, options availability → the selected variant', async () => {
    const client = visitor();
    const read = await client.products.getProduct(shirtId);
    expectDeclared('stores_products', 'getProduct', read);
    expect(read.product).toMatchObject({ _id: shirtId, name: 'Canvas Shirt', slug: 'canvas-shirt' });
    expect(read.product!.variants).toHaveLength(2);

    const chosen = await client.products.getProductOptionsAvailability(shirtId, { Size: 'M' });
    expectDeclared('stores_products', 'getProductOptionsAvailability', chosen);
    expect(chosen.availableForPurchase).toBe(true);
    expect(chosen.selectedVariant).toMatchObject({ price: { currency: 'USD', price: 40 }, visible: true });
    const none = await client.products.getProductOptionsAvailability(shirtId, {});
    expect(none.selectedVariant).toBeFalsy();
  });

  it('Catalog v3: search and by slug over the same products', async () => {
    const client = visitor();
    const found = await client.productsV3.searchProducts(
      { filter: { name: { $startsWith: 'Canvas' } }, sort: [{ fieldName: 'name', order: 'ASC' }] },
      {},
    );
    expectDeclared('stores_products-v-3', 'searchProducts', found);
    expect(found.products!.map((p) => p.name)).toEqual(['Canvas Cap', 'Canvas Shirt']);

    const bySlug = await client.productsV3.getProductBySlug('canvas-shirt', {
      fields: ['CURRENCY'] as never,
    });
    expectDeclared('stores_products-v-3', 'getProductBySlug', bySlug);
    expect(bySlug.product).toMatchObject({ _id: shirtId, name: 'Canvas Shirt' });
    expect(bySlug.product!.variantsInfo?.variants).toHaveLength(2);
    await expect(client.productsV3.getProductBySlug('no-such-product')).rejects.toMatchObject({
      details: { applicationError: expect.anything() },
    });
  });

  it('collections by slug (missing: 404), by id and by query, with their image', async () => {
    const client = visitor();
    const bySlug = await client.collections.getCollectionBySlug(collectionSlug);
    expectDeclared('stores_collections', 'getCollectionBySlug', bySlug);
    expect(bySlug.collection).toMatchObject({ _id: collectionId, name: 'Canvas Goods', numberOfProducts: 2 });
    const image = {
      url: collectionImage.url,
      width: collectionImage.width,
      height: collectionImage.height,
      altText: 'Canvas on a shelf',
    };
    // A 240 px upload has one variant: its thumbnail (the smallest variant) is the image itself.
    const thumbnail = {
      url: collectionImage.url,
      width: collectionImage.width,
      height: collectionImage.height,
    };
    expect(bySlug.collection!.media).toEqual({
      mainMedia: { _id: collectionImage.id, mediaType: 'image', title: '', image, thumbnail },
      items: [{ _id: collectionImage.id, mediaType: 'image', title: '', image, thumbnail }],
    });
    const byId = await client.collections.getCollection(collectionId);
    expectDeclared('stores_collections', 'getCollection', byId);
    expect(byId.media?.mainMedia?.image).toEqual(image);
    const missing = await client.collections.getCollectionBySlug('no-such-collection').catch((e) => e);
    expect(missing).toBeInstanceOf(Error);
    expect(log.at(-1)).toMatchObject({ status: 404 });

    const queried = await client.collections.queryCollections().eq('name', 'Canvas Goods').find();
    expect(queried.items.map((c) => c._id)).toEqual([collectionId]);
    expect(queried.items[0]!.media?.mainMedia).toMatchObject({ _id: collectionImage.id, image });
  });

  it("the store template's related products and CMS menu reads", async () => {
    const client = visitor();
    const related = await client.recommendations.getRecommendation(
      [{ _id: '68ebce04-b96a-4c52-9da7-d4be6f8bee21', appId: STORES_APP_ID }],
      { items: [{ catalogItemId: shirtId, appId: STORES_APP_ID }], minimumRecommendedItems: 1 },
    );
    expectDeclared('ecom_recommendations', 'getRecommendation', related);
    expect(related.recommendation!.items!.map((i) => i.catalogItemId)).toContain(capId);
    expect(related.recommendation!.items!.map((i) => i.catalogItemId)).not.toContain(shirtId);

    // The template's menus come from the CMS, which Tessera does not host: a collection that does
    // not exist, as the hosted platform answers it.
    const cms = await app.request({
      method: 'GET',
      url: '/wix-data/v2/items/query?dataCollectionId=Menus',
      headers: await app.visitorHeaders(),
    });
    expect(cms.statusCode).toBe(404);
    expect(JSON.stringify(cms.json())).toContain('WDE0025');
  });
});
