import { PostgresAdapter, type Kysely } from 'kysely';

/**
 * Durable jobs (platform/jobs) and per-subscriber outbox deliveries (platform/outbox.ts).
 * Timestamps are ISO-8601 text like every other column, so they compare as text on both databases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('jobs')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(100)', (c) => c.notNull())
    // Dedupe key: one job per (kind, key) in any state; NULL keys never collide.
    .addColumn('dedupe_key', 'varchar(200)')
    .addColumn('site_id', 'varchar(64)')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('run_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Recurring jobs: run again this long after each success.
    .addColumn('every_ms', 'integer')
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('lease_token', 'varchar(64)')
    .addColumn('last_error', 'text')
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('finished_date', 'varchar(32)')
    .execute();
  await db.schema.createIndex('jobs_dedupe').on('jobs').columns(['kind', 'dedupe_key']).unique().execute();
  await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();

  await db.schema
    .createTable('outbox_deliveries')
    .addColumn('id', postgres ? 'serial' : 'integer', (c) => c.primaryKey())
    .addColumn('outbox_id', 'integer', (c) => c.notNull())
    .addColumn('subscriber', 'varchar(100)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('run_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('last_error', 'text')
    .addColumn('delivered_date', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('outbox_deliveries_event')
    .on('outbox_deliveries')
    .columns(['outbox_id', 'subscriber'])
    .unique()
    .execute();
  await db.schema
    .createIndex('outbox_deliveries_due')
    .on('outbox_deliveries')
    .columns(['status', 'run_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox_deliveries').ifExists().execute();
  await db.schema.dropTable('jobs').ifExists().execute();
}
