import type { Kysely } from 'kysely';

/**
 * Tags of ticket reservations (owner-made holds, events_ticket-reservations): public and private
 * tag ids, and the revision the reservation answers (raised by every tag change). A row of its
 * own, so checkout's reservation rows and statements stay as they are.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reservation_tags')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('reservation_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('public_tags', 'text', (c) => c.notNull())
    .addColumn('private_tags', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('reservation_tags_pk', ['site_id', 'reservation_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reservation_tags').ifExists().execute();
}
