import type { Kysely } from 'kysely';

/**
 * Abandoned checkouts (modules/store-abandoned-checkouts): one snapshot per site and checkout (a
 * unique index, so a repeated sweep adds none), amounts in minor units for the analytics, the
 * wire parts the owner reads as JSON. `store_abandonment_sweep`: where the sweep goes on from.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_abandoned_checkouts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('checkout_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('cart_id', 'varchar(64)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('buyer_email', 'varchar(254)')
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('subtotal_minor', 'bigint', (c) => c.notNull())
    .addColumn('total_minor', 'bigint', (c) => c.notNull())
    /** JSON: buyerInfo, contactDetails, buyerLanguage, lineItems of the wire. */
    .addColumn('snapshot', 'text', (c) => c.notNull())
    /** JSON: [{ type, createdDate }]. */
    .addColumn('activities', 'text', (c) => c.notNull())
    .addColumn('recovered_date', 'varchar(32)')
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_abandoned_checkouts_checkout')
    .on('store_abandoned_checkouts')
    .columns(['site_id', 'checkout_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('store_abandoned_checkouts_created')
    .on('store_abandoned_checkouts')
    .columns(['site_id', 'created_date'])
    .execute();
  await db.schema
    .createTable('store_abandonment_sweep')
    .addColumn('name', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('checkout_id', 'varchar(64)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_abandonment_sweep').ifExists().execute();
  await db.schema.dropTable('store_abandoned_checkouts').ifExists().execute();
}
