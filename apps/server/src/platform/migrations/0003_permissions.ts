import type { Kysely } from 'kysely';

/** Staff scopes on API keys, and per-subject token revocation (logout, blocking). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('api_keys').addColumn('scopes', 'text').execute();
  await db.schema
    .createTable('subject_revocations')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('revoked_before', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('subject_revocations_pk', ['site_id', 'subject_id'])
    .execute();
  await db.schema
    .createIndex('subject_revocations_created')
    .on('subject_revocations')
    .column('created_date')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('subject_revocations').execute();
  await db.schema.alterTable('api_keys').dropColumn('scopes').execute();
}
