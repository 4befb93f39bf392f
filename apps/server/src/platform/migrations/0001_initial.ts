import { PostgresAdapter, type Kysely } from 'kysely';

// One migration set for SQLite and PostgreSQL: only portable column types.
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('sites')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('cursor_secret', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('key_hash', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('api_keys_pk', ['site_id', 'id'])
    .execute();

  await db.schema
    .createTable('oauth_clients')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('signing_keys')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('kid', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('algorithm', 'varchar(16)', (c) => c.notNull())
    .addColumn('public_jwk', 'text', (c) => c.notNull())
    .addColumn('private_jwk', 'text', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('signing_keys_site').on('signing_keys').column('site_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
    .addColumn('client_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('revoked_date', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('slug', 'varchar(200)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('lifecycle', 'varchar(16)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(32)')
    .addColumn('end_date', 'varchar(32)')
    .addColumn('start_sort', 'varchar(32)', (c) => c.notNull())
    .addColumn('location_type', 'varchar(16)')
    .addColumn('registration_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('registration_status', 'varchar(40)', (c) => c.notNull())
    .addColumn('recurring_category_id', 'varchar(64)')
    .addColumn('user_id', 'varchar(64)')
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('published_date', 'varchar(32)')
    .addColumn('announced_status', 'varchar(16)')
    .addColumn('doc', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('events_pk', ['site_id', 'id'])
    .addUniqueConstraint('events_slug_unique', ['site_id', 'slug'])
    .execute();
  // Listing order (start date, id) with the columns status filters read: pages stop early and
  // counts are answered from the index alone.
  await db.schema
    .createIndex('events_listing')
    .on('events')
    .columns(['site_id', 'start_sort', 'id', 'lifecycle', 'start_date', 'end_date'])
    .execute();
  await db.schema
    .createIndex('events_site_created')
    .on('events')
    .columns(['site_id', 'created_date'])
    .execute();
  await db.schema.createIndex('events_site_title').on('events').columns(['site_id', 'title']).execute();

  await db.schema
    .createTable('categories')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull().references('sites.id').onDelete('cascade'))
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('type', 'varchar(32)', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('categories_pk', ['site_id', 'id'])
    .execute();
  await db.schema.createIndex('categories_site_name').on('categories').columns(['site_id', 'name']).execute();

  await db.schema
    .createTable('event_categories')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('category_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_categories_pk', ['site_id', 'event_id', 'category_id'])
    .execute();
  await db.schema
    .createIndex('event_categories_by_category')
    .on('event_categories')
    .columns(['site_id', 'category_id'])
    .execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('entity_fqdn', 'varchar(100)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('dispatched_date', 'varchar(32)')
    .execute();
  await db.schema.createIndex('outbox_pending').on('outbox').columns(['dispatched_date', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'outbox',
    'event_categories',
    'categories',
    'events',
    'refresh_tokens',
    'signing_keys',
    'oauth_clients',
    'api_keys',
    'sites',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
