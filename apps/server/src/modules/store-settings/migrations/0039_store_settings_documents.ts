import type { Kysely } from 'kysely';

/** Orders and checkout settings: one JSON document per site and kind; no row, the defaults. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_settings_documents')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('doc', 'text', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_settings_documents_pk', ['site_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_settings_documents').ifExists().execute();
}
