import type { Kysely } from 'kysely';

/**
 * A version per site and kind of data (e.g. `events`), raised by every unit of work that changes
 * that data, in its own transaction (platform/data-versions.ts). PostgreSQL has nothing like
 * SQLite's `PRAGMA data_version`; with this, a count is reused exactly there too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('name', 'varchar(32)', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('data_versions_pk', ['site_id', 'name'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_versions').execute();
}
