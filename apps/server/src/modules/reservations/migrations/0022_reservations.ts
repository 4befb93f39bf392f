import type { Kysely } from 'kysely';

/** Reservations (holds with an expiry) and their lines; the counts they hold are in ticket_counters. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('reservations')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(40)', (c) => c.notNull())
    .addColumn('expires_date', 'varchar(32)', (c) => c.notNull())
    // Who made it: VISITOR / MEMBER and their id (they may cancel it), OWNER / STAFF and the key id.
    .addColumn('subject_role', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(64)')
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  // Pending holds past their expiry: found by the availability read and the reclaim.
  await db.schema
    .createIndex('reservations_status_expiry')
    .on('reservations')
    .columns(['site_id', 'status', 'expires_date'])
    .execute();

  await db.schema
    .createTable('reservation_lines')
    .addColumn('reservation_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('definition_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addPrimaryKeyConstraint('reservation_lines_pk', ['reservation_id', 'definition_id'])
    .execute();
  await db.schema
    .createIndex('reservation_lines_definition')
    .on('reservation_lines')
    .columns(['site_id', 'definition_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reservation_lines').ifExists().execute();
  await db.schema.dropTable('reservations').ifExists().execute();
}
