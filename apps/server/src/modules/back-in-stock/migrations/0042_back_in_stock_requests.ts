import type { Kysely } from 'kysely';

/**
 * Back-in-stock requests (modules/back-in-stock): one per site, catalog item (app, item, options)
 * and email — a unique index, so a repeated or racing create finds the first row. `variant_id`
 * is the stores variant the options name (the default variant without options), so a variant
 * going back in stock finds its requests by index. Collecting settings: one row per site and app
 * (none: collecting).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('back_in_stock_requests')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('app_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('catalog_item_id', 'varchar(64)', (c) => c.notNull())
    // Canonical JSON of catalogReference.options (sorted keys; '' for none).
    .addColumn('options_key', 'varchar(4000)', (c) => c.notNull())
    .addColumn('variant_id', 'varchar(64)')
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('email_key', 'varchar(254)', (c) => c.notNull())
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    // NULL until a notification is sent (the wire leaves it out).
    .addColumn('auto_notified', 'integer')
    .addColumn('item_url', 'varchar(2000)')
    .addColumn('item_details', 'text', (c) => c.notNull())
    // The claim of the job sending it (a retry of the same job takes its own PROCESSING rows again).
    .addColumn('processing_key', 'varchar(200)')
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('back_in_stock_requests_one_per_email')
    .on('back_in_stock_requests')
    .columns(['site_id', 'app_id', 'catalog_item_id', 'options_key', 'email_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('back_in_stock_requests_by_variant')
    .on('back_in_stock_requests')
    .columns(['site_id', 'catalog_item_id', 'variant_id', 'status'])
    .execute();
  await db.schema
    .createIndex('back_in_stock_requests_by_date')
    .on('back_in_stock_requests')
    .columns(['site_id', 'created_date', 'id'])
    .execute();
  await db.schema
    .createTable('back_in_stock_settings')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('app_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('collecting', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('back_in_stock_settings_pk', ['site_id', 'app_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('back_in_stock_settings').ifExists().execute();
  await db.schema.dropTable('back_in_stock_requests').ifExists().execute();
}
