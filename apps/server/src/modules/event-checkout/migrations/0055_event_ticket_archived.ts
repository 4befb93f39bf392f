import type { Kysely } from 'kysely';

/** A ticket's own archived flag (BulkUpdateTickets), beside its order's: listings filter by either. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('event_tickets')
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_tickets').dropColumn('archived').execute();
}
