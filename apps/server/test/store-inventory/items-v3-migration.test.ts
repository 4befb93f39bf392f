import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItemIdOf } from '../../src/modules/store-inventory/items-v3/item-ids.ts';
import * as itemsV3 from '../../src/modules/store-inventory/migrations/0058_store_inventory_items_v3.ts';
import type { TestApp } from '../support/test-app.ts';
import { inventoryTestApp } from './helpers.ts';
import { stockedProduct } from './items-v3-helpers.ts';

// Migration 0058 gives the stock rows that exist before it their v3 item ids (and revision 1).
describe('migration 0058: v3 item ids of existing stock', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await inventoryTestApp();
  });
  afterAll(() => app.close());

  it('fills in every row’s derived item id; down and up again keep the quantities', async () => {
    const p = await stockedProduct(app, app.site.siteId, [{ quantity: 3 }, { quantity: 8 }]);
    await itemsV3.down(app.db);
    await itemsV3.up(app.db);
    const rows = await app.db
      .selectFrom('store_stock')
      .select(['variant_id', 'item_id', 'revision', 'quantity'])
      .where('product_id', '=', p.productId)
      .orderBy('quantity')
      .execute();
    expect(rows.map((r) => [r.item_id, Number(r.revision), Number(r.quantity)])).toEqual([
      [inventoryItemIdOf(p.productId, p.variantIds[0]!), 1, 3],
      [inventoryItemIdOf(p.productId, p.variantIds[1]!), 1, 8],
    ]);
    expect(p.itemIds[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
