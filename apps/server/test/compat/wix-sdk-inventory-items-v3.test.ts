/**
 * Compatibility: Catalog v3 inventory items through the official `@wix/stores` (`inventoryItemsV3`)
 * against Tessera, unmodified, over real HTTP: the owner gets an item, updates it by revision
 * (a stale one is the official client's 409), queries (a GET with `.r=`, through the package's
 * query builder), searches, counts, and decrements and increments in bulk (by id and by variant).
 * Every answer carries the fields the package's declared types mark non-nullable.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient } from '@wix/sdk';
import { inventoryItemsV3 } from '@wix/stores';
import { INVENTORY_CHANGES, createStock } from '../../src/modules/store-inventory/index.ts';
import { inventoryItemIdOf } from '../../src/modules/store-inventory/items-v3/item-ids.ts';
import { pointOfficialSdkAt, type Exchange } from '../support/official-sdk.ts';
import { declaredPackagePaths, missingRequired } from '../support/official-types.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const PKG = 'stores_inventory-items-v-3';

describe('official @wix/stores inventory items (Catalog v3) against Tessera', () => {
  let app: TestApp;
  let restoreFetch = () => {};
  const log: Exchange[] = [];
  const modules = { inventoryItemsV3 };
  const owner = () =>
    createClient({ modules, auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }) });
  const expectOfficial = (fn: string, value: unknown) =>
    expect(missingRequired(value, declaredPackagePaths(PKG, fn)), `${fn}: required`).toEqual([]);

  async function stocked(quantities: number[]) {
    const productId = randomUUID();
    const variants = quantities.map((quantity) => ({ variantId: randomUUID(), quantity }));
    const { siteId } = app.site;
    await app.uow.run(
      siteId,
      (trx) => createStock(trx, siteId, productId, variants, { trackQuantity: true }),
      {
        changes: [INVENTORY_CHANGES],
      },
    );
    return variants.map((v) => ({ ...v, itemId: inventoryItemIdOf(productId, v.variantId), productId }));
  }

  beforeAll(async () => {
    app = await createTestApp();
    restoreFetch = await pointOfficialSdkAt(app, log);
  });
  afterAll(async () => {
    restoreFetch();
    await app?.close();
  });

  it('get, update by revision, query (GET .r), search, count', async () => {
    const admin = owner();
    const [a, b] = await stocked([5, 0]);
    const got = await admin.inventoryItemsV3.getInventoryItem(a!.itemId);
    expectOfficial('getInventoryItem', got);
    expect(got).toMatchObject({ _id: a!.itemId, productId: a!.productId, quantity: 5, revision: '1' });
    expect(got._createdDate).toBeInstanceOf(Date);

    const updated = await admin.inventoryItemsV3.updateInventoryItem(a!.itemId, {
      revision: '1',
      quantity: 9,
    });
    expectOfficial('updateInventoryItem', updated);
    expect(updated).toMatchObject({ quantity: 9, revision: '2', availabilityStatus: 'IN_STOCK' });
    await expect(
      admin.inventoryItemsV3.updateInventoryItem(a!.itemId, { revision: '1', quantity: 1 }),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'REVISION_MISMATCH' } } });

    const page = await admin.inventoryItemsV3
      .queryInventoryItems()
      .eq('productId', a!.productId)
      .descending('quantity')
      .limit(5)
      .find();
    expect(page.items.map((i) => i.quantity)).toEqual([9, 0]);
    expect(log.find((e) => e.url.includes('/stores/v3/inventory-items/query'))?.method).toBe('GET');

    const found = await admin.inventoryItemsV3.searchInventoryItems({
      filter: { productId: a!.productId, inStock: false },
    });
    expectOfficial('searchInventoryItems', found);
    expect(found.inventoryItems!.map((i) => i._id)).toEqual([b!.itemId]);

    // The package ships countInventoryItems but leaves it out of the client's declared type.
    const counter = admin.inventoryItemsV3 as unknown as {
      countInventoryItems(options: { filter: object }): Promise<{ count?: number }>;
    };
    const counted = await counter.countInventoryItems({ filter: { productId: a!.productId } });
    expect(log.find((e) => e.url.includes('/stores/v3/inventory-items/count'))?.method).toBe('GET');
    expect(counted.count).toBe(2);

    await expect(
      admin.inventoryItemsV3.getInventoryItem('5b0c1c4a-0000-4000-8000-000000000000'),
    ).rejects.toMatchObject({ details: { applicationError: { code: 'INVENTORY_ITEM_NOT_FOUND' } } });
  });

  it('bulk decrement and increment, by id and by variant', async () => {
    const admin = owner();
    const [a, b] = await stocked([3, 1]);
    const taken = await admin.inventoryItemsV3.bulkDecrementInventoryItems(
      [
        { inventoryItemId: a!.itemId, decrementBy: 2 },
        { inventoryItemId: b!.itemId, decrementBy: 2 },
      ],
      { returnEntity: true },
    );
    expectOfficial('bulkDecrementInventoryItems', taken);
    expect(taken.bulkActionMetadata).toMatchObject({ totalSuccesses: 1, totalFailures: 1 });
    expect(taken.results![0]!.item).toMatchObject({ quantity: 1 });
    expect(taken.results![1]!.itemMetadata!.error).toMatchObject({ code: 'INSUFFICIENT_INVENTORY' });

    const given = await admin.inventoryItemsV3.bulkIncrementInventoryItems([
      { inventoryItemId: b!.itemId, incrementBy: 4 },
    ]);
    expectOfficial('bulkIncrementInventoryItems', given);
    const byVariant = await admin.inventoryItemsV3.bulkDecrementInventoryItemsByVariantAndLocation(
      [{ variantId: b!.variantId, decrementBy: 1 }],
      { returnEntity: true },
    );
    expectOfficial('bulkDecrementInventoryItemsByVariantAndLocation', byVariant);
    expect(byVariant.results![0]!.item).toMatchObject({ _id: b!.itemId, quantity: 4 });
    const back = await admin.inventoryItemsV3.bulkIncrementInventoryItemsByVariantAndLocation([
      { variantId: b!.variantId, incrementBy: 1 },
    ]);
    expectOfficial('bulkIncrementInventoryItemsByVariantAndLocation', back);
    expect((await admin.inventoryItemsV3.getInventoryItem(b!.itemId)).quantity).toBe(5);
  });
});
