import type { Kysely } from 'kysely';

/** Shipping options of a site's store: rates with conditions, destination codes, pickup, time slots. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_shipping_options')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('estimated_delivery_time', 'varchar(500)')
    .addColumn('delivery_region_ids', 'text', (c) => c.notNull())
    .addColumn('rates', 'text', (c) => c.notNull())
    .addColumn('pickup', 'text')
    .addColumn('delivery_time_slots', 'text', (c) => c.notNull())
    .addColumn('extended_fields', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_shipping_options_pk', ['site_id', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_shipping_options').ifExists().execute();
}
