import type { Kysely } from 'kysely';

/**
 * Fulfillments of store orders (modules/store-fulfillments): one row per shipment, its line items
 * (order line id and quantity) as JSON. A tracking number is unique per order (the hosted
 * platform's TRACKING_NUMBER_ALREADY_EXISTS): a partial unique index, so fulfillments without one
 * don't collide.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_fulfillments')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('line_items', 'text', (c) => c.notNull())
    .addColumn('tracking_number', 'varchar(100)')
    .addColumn('shipping_provider', 'varchar(100)')
    .addColumn('tracking_link', 'varchar(2048)')
    .addColumn('custom_info', 'text')
    .addColumn('status', 'varchar(32)')
    .addColumn('completed', 'integer')
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_fulfillments_by_order')
    .on('store_fulfillments')
    .columns(['site_id', 'order_id', 'created_date'])
    .execute();
  await db.schema
    .createIndex('store_fulfillments_one_tracking_number')
    .on('store_fulfillments')
    .columns(['site_id', 'order_id', 'tracking_number'])
    .unique()
    .where('tracking_number', 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_fulfillments').ifExists().execute();
}
