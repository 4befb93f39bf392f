import { describe, expect, it } from 'vitest';
import { ApplicationError, createClient } from '../src/index.ts';
import { OAuthStrategy } from '../src/oauth.ts';
import { brandsRibbonsAdmin } from '../src/modules/brands-ribbons-admin.ts';
import { catalogAdmin } from '../src/modules/catalog-admin.ts';
import { catalogModules } from '../../../apps/server/test/catalog-queries/helpers.ts';
import { listeningSite } from './support/listening-site.ts';

// The store's Catalog v3 brands and ribbons through @tessera/sdk/brands-ribbons-admin, over real HTTP.
describe('@tessera/sdk brands-ribbons-admin against a Tessera server', () => {
  const site = listeningSite({ app: { modules: catalogModules } });
  const owner = () => site.owner({ labels: brandsRibbonsAdmin, catalog: catalogAdmin });

  it('lists brands with their product counts, renames one onto its products and deletes it', async () => {
    const { labels, catalog } = owner();
    const acme = await labels.createBrand('Acme');
    await labels.getOrCreateBrand('Globex');
    const kettle = await catalog.createProduct({ name: 'Kettle', priceData: { price: 20 }, brand: 'Acme' });

    const page = await labels.queryBrands({ sort: [{ fieldName: 'name', order: 'ASC' }] });
    expect(page.items.map((b) => [b.name, b.assignedProductsCount])).toEqual([
      ['Acme', 1],
      ['Globex', 0],
    ]);
    expect(page.nextCursor).toBeNull();
    expect(await labels.countBrands({ name: { $startsWith: 'G' } })).toBe(1);

    const renamed = await labels.renameBrand(acme.id, acme.revision, 'Acme Corp');
    expect(renamed).toMatchObject({ name: 'Acme Corp', revision: '2', assignedProductsCount: 1 });
    expect((await catalog.getProduct(kettle.id!)).brand).toBe('Acme Corp');

    const stale = await labels.renameBrand(acme.id, acme.revision, 'Acme Inc').catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(ApplicationError);
    expect(stale).toMatchObject({ status: 409, code: 'REVISION_MISMATCH' });

    await labels.deleteBrand(acme.id);
    expect((await catalog.getProduct(kettle.id!)).brand).toBeUndefined();
    await expect(labels.getBrand(acme.id)).rejects.toMatchObject({ status: 404, code: 'BRAND_NOT_FOUND' });
  });

  it('ribbons: duplicates refused, bulk get-or-create and delete with per-item results; visitors read', async () => {
    const { labels } = owner();
    const sale = await labels.createRibbon('Sale');
    await expect(labels.createRibbon(' sale ')).rejects.toMatchObject({
      status: 409,
      code: 'RIBBON_ALREADY_EXISTS',
    });
    const bulk = await labels.bulkGetOrCreateRibbons(['SALE', 'New']);
    expect(bulk.bulkActionMetadata).toMatchObject({ totalSuccesses: 2, totalFailures: 0 });
    expect(bulk.results[0]!.item!.id).toBe(sale.id);

    const visitor = createClient({
      baseUrl: site.baseUrl,
      auth: OAuthStrategy({ clientId: site.app.site.clientId }),
      modules: { labels: brandsRibbonsAdmin },
    }).labels;
    expect((await visitor.queryRibbons()).items.map((r) => r.name).sort()).toEqual(['New', 'Sale']);
    await expect(visitor.createRibbon('Nope')).rejects.toMatchObject({ status: 403 });

    const deleted = await labels.bulkDeleteRibbons([sale.id, 'missing']);
    expect(deleted.results.map((r) => r.itemMetadata.success)).toEqual([true, false]);
    expect(await labels.countRibbons()).toBe(1);
  });
});
