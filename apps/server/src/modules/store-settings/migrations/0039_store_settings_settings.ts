import type { Kysely } from 'kysely';

/**
 * A site's store settings (modules/store-settings). No row: the defaults (USD, KG, tax added at
 * checkout, no address), so a new site writes nothing here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_settings')
    .addColumn('site_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('weight_unit', 'varchar(2)', (c) => c.notNull())
    .addColumn('tax_included', 'integer', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_settings').ifExists().execute();
}
