import type { Kysely } from 'kysely';
import { inventoryItemIdOf } from '../items-v3/item-ids.ts';

/**
 * Catalog v3 inventory items over the stock rows: each row gets its item id (derived from product
 * and variant, items-v3/item-ids.ts; unique per site, indexed) and a revision that every change of
 * the row raises (UpdateInventoryItem's optimistic check). Quantities stay where they are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('store_stock').addColumn('item_id', 'varchar(64)').execute();
  await db.schema
    .alterTable('store_stock')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  const rows = (await db
    .selectFrom('store_stock')
    .select(['site_id', 'product_id', 'variant_id'])
    .execute()) as {
    site_id: string;
    product_id: string;
    variant_id: string;
  }[];
  for (const row of rows) {
    await db
      .updateTable('store_stock')
      .set({ item_id: inventoryItemIdOf(row.product_id, row.variant_id) })
      .where('site_id', '=', row.site_id)
      .where('product_id', '=', row.product_id)
      .where('variant_id', '=', row.variant_id)
      .execute();
  }
  await db.schema
    .createIndex('store_stock_by_item_id')
    .on('store_stock')
    .columns(['site_id', 'item_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('store_stock_by_item_id').execute();
  await db.schema.alterTable('store_stock').dropColumn('revision').execute();
  await db.schema.alterTable('store_stock').dropColumn('item_id').execute();
}
