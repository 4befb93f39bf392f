import type { Kysely } from 'kysely';

/**
 * A revision per event row, raised by every write of the row (events.store.ts): a listing reads
 * ids and revisions from the listing index alone and reuses the answer it built for an unchanged
 * revision (events.wire-json.ts). A migration that rewrites event rows must raise it too.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.dropIndex('events_listing').execute();
  await db.schema
    .createIndex('events_listing')
    .on('events')
    .columns(['site_id', 'start_sort', 'id', 'lifecycle', 'start_date', 'end_date', 'revision'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('events_listing').execute();
  await db.schema
    .createIndex('events_listing')
    .on('events')
    .columns(['site_id', 'start_sort', 'id', 'lifecycle', 'start_date', 'end_date'])
    .execute();
  await db.schema.alterTable('events').dropColumn('revision').execute();
}
