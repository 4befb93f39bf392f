import type { Kysely } from 'kysely';

/**
 * Rate-limit counters shared by every server process on one database (many stateless processes
 * must not each grant the full allowance). Not per site: a client address is limited across
 * sites. Keys are SHA-256 digests, so login ids (emails) are not stored in clear.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_counters')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    /** Epoch milliseconds at which the current window ends and the count starts again. */
    .addColumn('window_end', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_counters_window_end')
    .on('rate_limit_counters')
    .column('window_end')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_counters').execute();
}
