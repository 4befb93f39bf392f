import type { Kysely } from 'kysely';

/** Manual tax rates of a site's store, one per country or subdivision. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_tax_regions')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('country', 'varchar(2)', (c) => c.notNull())
    .addColumn('subdivision', 'varchar(10)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('rate_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('rate', 'varchar(12)', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_tax_regions_pk', ['site_id', 'id'])
    .execute();
  await db.schema
    .createIndex('store_tax_regions_place')
    .on('store_tax_regions')
    .columns(['site_id', 'country', 'subdivision'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_tax_regions').ifExists().execute();
}
