/**
 * Compatibility: Catalog v3 brands and ribbons through the official `@wix/stores` (`brandsV3`,
 * `ribbonsV3`) against Tessera, unmodified, over real HTTP: the owner creates, gets or creates,
 * renames (with the revision), counts, queries (QueryBrands a GET with `.r=`, QueryRibbons a POST,
 * through the package's query builders), bulk-creates and deletes; a visitor reads. Every answer
 * carries the fields the package's declared types mark non-nullable, and the official client
 * sees a missing entity as its 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, OAuthStrategy, createClient } from '@wix/sdk';
import { brandsV3, ribbonsV3 } from '@wix/stores';
import { pointOfficialSdkAt, type Exchange } from '../support/official-sdk.ts';
import { declaredPackagePaths, missingRequired } from '../support/official-types.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('official @wix/stores brands and ribbons (Catalog v3) against Tessera', () => {
  let app: TestApp;
  let restoreFetch = () => {};
  const log: Exchange[] = [];
  const modules = { brandsV3, ribbonsV3 };
  const owner = () =>
    createClient({ modules, auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }) });
  const visitor = () => createClient({ modules, auth: OAuthStrategy({ clientId: app.site.clientId }) });

  /** The answer carries every field the official declaration promises. */
  const expectOfficial = (pkg: string, fn: string, value: unknown) =>
    expect(missingRequired(value, declaredPackagePaths(pkg, fn)), `${fn}: required`).toEqual([]);

  beforeAll(async () => {
    app = await createTestApp();
    restoreFetch = await pointOfficialSdkAt(app, log);
  });
  afterAll(async () => {
    restoreFetch();
    await app?.close();
  });

  it('ribbons: create, get with the count, update by revision, query, count, bulk, delete', async () => {
    const admin = owner();
    const sale = await admin.ribbonsV3.createRibbon({ name: 'Sale' });
    expectOfficial('stores_ribbons-v-3', 'createRibbon', sale);
    expect(sale).toMatchObject({ name: 'Sale', revision: '1' });
    expect(sale._createdDate).toBeInstanceOf(Date);

    const got = await visitor().ribbonsV3.getRibbon(sale._id!, { fields: ['ASSIGNED_PRODUCT_COUNT'] });
    expectOfficial('stores_ribbons-v-3', 'getRibbon', got);
    expect(got).toMatchObject({ _id: sale._id, name: 'Sale', assignedProductCount: 0 });

    const updated = await admin.ribbonsV3.updateRibbon(sale._id!, {
      revision: sale.revision!,
      name: 'Big Sale',
    });
    expectOfficial('stores_ribbons-v-3', 'updateRibbon', updated);
    expect(updated).toMatchObject({ name: 'Big Sale', revision: '2' });
    await expect(
      admin.ribbonsV3.updateRibbon(sale._id!, { revision: '1', name: 'Stale' }),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'REVISION_MISMATCH' } } });

    const same = await admin.ribbonsV3.getOrCreateRibbon('big sale');
    expectOfficial('stores_ribbons-v-3', 'getOrCreateRibbon', same);
    expect(same.ribbon!._id).toBe(sale._id);

    const bulk = await admin.ribbonsV3.bulkCreateRibbons([{ name: 'New' }, { name: 'Hot' }], {
      returnEntity: true,
    });
    expectOfficial('stores_ribbons-v-3', 'bulkCreateRibbons', bulk);
    expect(bulk.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 0 });

    const page = await visitor().ribbonsV3.queryRibbons().startsWith('name', 'H').limit(5).find();
    expect(page.items.map((r) => r.name)).toEqual(['Hot']);
    const sorted = await visitor().ribbonsV3.queryRibbons().ascending('name').find();
    expect(sorted.items.map((r) => r.name)).toEqual(['Big Sale', 'Hot', 'New']);

    const counted = await visitor().ribbonsV3.countRibbons({ filter: { name: { $in: ['New', 'Hot'] } } });
    expectOfficial('stores_ribbons-v-3', 'countRibbons', counted);
    expect(counted.count).toBe(2);

    const many = await admin.ribbonsV3.bulkGetOrCreateRibbons(['New', 'Limited']);
    expectOfficial('stores_ribbons-v-3', 'bulkGetOrCreateRibbons', many);
    expect(many.bulkActionMetadata!.totalSuccesses).toBe(2);

    const ids = bulk.results!.map((r) => r.itemMetadata!._id!);
    const deleted = await admin.ribbonsV3.bulkDeleteRibbons(ids);
    expectOfficial('stores_ribbons-v-3', 'bulkDeleteRibbons', deleted);
    expect(deleted.bulkActionMetadata!.totalSuccesses).toBe(2);

    await admin.ribbonsV3.deleteRibbon(sale._id!);
    await expect(admin.ribbonsV3.getRibbon(sale._id!)).rejects.toMatchObject({
      details: { applicationError: { code: 'RIBBON_NOT_FOUND' } },
    });
  });

  it('brands: QueryBrands as a GET with `.r=`, counts of products, bulk update', async () => {
    const admin = owner();
    const acme = await admin.brandsV3.createBrand({ name: 'Acme' });
    expectOfficial('stores_brands-v-3', 'createBrand', acme);
    await admin.brandsV3.createBrand({ name: 'Globex' });

    const page = await visitor()
      .brandsV3.queryBrands({ fields: ['ASSIGNED_PRODUCTS_COUNT'] })
      .eq('name', 'Acme')
      .find();
    expect(page.items).toEqual([expect.objectContaining({ _id: acme._id, assignedProductsCount: 0 })]);
    const query = log.find((e) => e.url.includes('/stores/v3/brands/query'));
    expect(query?.method).toBe('GET');

    const updated = await admin.brandsV3.bulkUpdateBrands(
      [{ brand: { _id: acme._id!, revision: acme.revision!, name: 'Acme Corp' } }],
      { returnEntity: true },
    );
    expectOfficial('stores_brands-v-3', 'bulkUpdateBrands', updated);
    expect(updated.results![0]!.item).toMatchObject({ name: 'Acme Corp', revision: '2' });

    const got = await admin.brandsV3.getOrCreateBrand('Initech');
    expectOfficial('stores_brands-v-3', 'getOrCreateBrand', got);
    const counted = await admin.brandsV3.countBrands();
    expect(counted.count).toBe(3);
    await admin.brandsV3.deleteBrand(got.brand!._id!);
    expect((await admin.brandsV3.countBrands()).count).toBe(2);
  });
});
