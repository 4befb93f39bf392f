import type { Kysely } from 'kysely';

/**
 * Catalog v3 ribbons of a site (brands-ribbons.service.ts). `name_key` is the name in one spelling
 * (trimmed, lower case): the unique index on (site, name_key) decides a race between two creators
 * of the same name. Products carry one by name (`store_products.ribbon`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_ribbons')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_ribbons_pk', ['site_id', 'id'])
    .execute();
  await db.schema
    .createIndex('store_ribbons_name_key')
    .on('store_ribbons')
    .columns(['site_id', 'name_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_ribbons').ifExists().execute();
}
