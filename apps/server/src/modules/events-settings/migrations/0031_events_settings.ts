import type { Kysely } from 'kysely';

/**
 * A site's events settings (modules/events-settings). No row: the defaults (no delayed capture,
 * the default hold duration), so a new site writes nothing here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('events_settings')
    .addColumn('site_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('delayed_capture', 'integer', (c) => c.notNull())
    // NULL: the default duration (DEFAULT_RESERVATION_MINUTES).
    .addColumn('reservation_minutes', 'integer')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('events_settings').ifExists().execute();
}
