import { sql, type Kysely } from 'kysely';

/**
 * The outbox's claim of due deliveries (platform/outbox-deliveries.ts) reads only undelivered
 * rows, in event order; delivered rows are kept a week for replay and outnumber them by far.
 * A partial index of the open rows by event answers it without walking the kept ones. Its
 * condition is written literally as the claim's (`status in ('PENDING', 'RUNNING')`): SQLite and
 * PostgreSQL use a partial index only when the query's condition implies the index's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index outbox_deliveries_open on outbox_deliveries (outbox_id) where status in ('PENDING', 'RUNNING')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('outbox_deliveries_open').ifExists().execute();
}
