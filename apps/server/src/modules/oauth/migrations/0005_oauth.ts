import type { Kysely } from 'kysely';

/**
 * OAuth: clients' allowed redirect origins, refresh-token families (rotation with reuse
 * detection), single-use authorization codes and redirect sessions. Codes and session handles
 * are stored as SHA-256 digests only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const siteId = 'varchar(64)';
  const date = 'varchar(32)';
  // JSON list of origins (`https://shop.example`, `http://localhost:*` for any port).
  await db.schema
    .alterTable('oauth_clients')
    .addColumn('allowed_origins', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();

  // A family is every refresh token descended from one login (or one anonymous grant).
  await db.schema.alterTable('refresh_tokens').addColumn('family_id', 'varchar(64)').execute();
  await db.schema
    .alterTable('refresh_tokens')
    .addColumn('generation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('refresh_tokens_expires').on('refresh_tokens').column('expires_date').execute();
  await db.schema
    .createIndex('refresh_tokens_family')
    .on('refresh_tokens')
    .columns(['site_id', 'family_id'])
    .execute();
  await db.schema
    .createTable('refresh_token_families')
    .addColumn('site_id', siteId, (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    /** The newest generation a client has presented, and since when. */
    .addColumn('used_generation', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_since', date, (c) => c.notNull())
    .addColumn('created_date', date, (c) => c.notNull())
    .addColumn('expires_date', date, (c) => c.notNull())
    .addColumn('revoked_date', date)
    .addPrimaryKeyConstraint('refresh_token_families_pk', ['site_id', 'id'])
    .execute();
  await db.schema
    .createIndex('refresh_token_families_expires')
    .on('refresh_token_families')
    .column('expires_date')
    .execute();

  await db.schema
    .createTable('authorization_codes')
    .addColumn('site_id', siteId, (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('code_challenge', 'varchar(128)', (c) => c.notNull())
    .addColumn('member_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('scope', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_date', date, (c) => c.notNull())
    .addColumn('expires_date', date, (c) => c.notNull())
    .addColumn('used_date', date)
    .addPrimaryKeyConstraint('authorization_codes_pk', ['site_id', 'code_hash'])
    .execute();
  await db.schema
    .createIndex('authorization_codes_expires')
    .on('authorization_codes')
    .column('expires_date')
    .execute();

  await db.schema
    .createTable('redirect_sessions')
    .addColumn('site_id', siteId, (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull())
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('client_id', 'varchar(64)')
    /** The request's section (auth request, logout, callbacks), as JSON. */
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('created_date', date, (c) => c.notNull())
    .addColumn('expires_date', date, (c) => c.notNull())
    .addColumn('consumed_date', date)
    .addPrimaryKeyConstraint('redirect_sessions_pk', ['site_id', 'id'])
    .addUniqueConstraint('redirect_sessions_token', ['token_hash'])
    .execute();
  await db.schema
    .createIndex('redirect_sessions_expires')
    .on('redirect_sessions')
    .column('expires_date')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['redirect_sessions', 'authorization_codes', 'refresh_token_families']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('refresh_tokens_family').execute();
  await db.schema.dropIndex('refresh_tokens_expires').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('generation').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('family_id').execute();
  await db.schema.alterTable('oauth_clients').dropColumn('allowed_origins').execute();
}
