import type { Kysely } from 'kysely';

/**
 * Answers kept by `Idempotency-Key` (platform/idempotency). One row per site, caller, route and
 * key: the row is inserted before the handler runs, so its primary key decides which of several
 * parallel repeats (on any number of processes) executes. `response_status` is NULL while that
 * one is in flight. Timestamps are ISO-8601 text, compared as text on both databases.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('subject', 'varchar(200)', (c) => c.notNull())
    .addColumn('route', 'varchar(100)', (c) => c.notNull())
    .addColumn('key', 'varchar(128)', (c) => c.notNull())
    /** SHA-256 of the request (method, URL, body): the same key with another request is refused. */
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('response_status', 'integer')
    .addColumn('response_headers', 'text')
    .addColumn('response_body', 'text')
    /** While in flight: after this, the execution is presumed dead and a repeat may take over. */
    .addColumn('locked_until', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['site_id', 'subject', 'route', 'key'])
    .execute();
  await db.schema
    .createIndex('idempotency_keys_expires')
    .on('idempotency_keys')
    .column('expires_date')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute();
}
