import type { Kysely } from 'kysely';

/**
 * Stock of the store (modules/store-inventory): one row per product variant — the row every sale
 * and restock changes with ONE conditional statement (`quantity = quantity - n WHERE quantity >= n`),
 * so concurrent orders on any number of processes never oversell. Product-wide settings
 * (tracking, preorder) are copied on each of its variants' rows, so that statement reads one row.
 * The changes ledger records every change with its source (ORDER, MANUAL, REVERT_INVENTORY_CHANGE).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_stock')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('product_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('variant_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('track_quantity', 'integer', (c) => c.notNull())
    // Counted only while tracked; may go below 0 by preorders (down to -preorder_limit).
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // What an untracked variant says ("in stock" or not); a tracked one is in stock when quantity > 0.
    .addColumn('in_stock', 'integer', (c) => c.notNull())
    .addColumn('preorder_enabled', 'integer', (c) => c.notNull())
    .addColumn('preorder_message', 'varchar(250)')
    // NULL: no limit on preorders once the stock reaches zero.
    .addColumn('preorder_limit', 'integer')
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_stock_pk', ['site_id', 'product_id', 'variant_id'])
    .execute();

  await db.schema
    .createTable('store_inventory_changes')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('product_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('variant_id', 'varchar(64)', (c) => c.notNull())
    // Signed: negative for a sale or decrement.
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('source', 'varchar(32)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)')
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_inventory_changes_by_product')
    .on('store_inventory_changes')
    .columns(['site_id', 'product_id', 'created_date'])
    .execute();
  await db.schema
    .createIndex('store_inventory_changes_by_order')
    .on('store_inventory_changes')
    .columns(['site_id', 'order_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_inventory_changes').ifExists().execute();
  await db.schema.dropTable('store_stock').ifExists().execute();
}
