import type { Kysely } from 'kysely';

/**
 * The agenda of an event (modules/schedule). An item has up to two rows: its PUBLISHED copy
 * (what visitors read) and its DRAFT copy (what the owner edits); `schedule_drafts` marks an
 * event whose draft exists, so "every draft item deleted" differs from "no draft".
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('schedule_items')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('stage_name', 'varchar(30)', (c) => c.notNull())
    // JSON array of at most 5 tags.
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull())
    .addColumn('start_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('time_zone_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('schedule_items_pk', ['site_id', 'state', 'id'])
    .execute();
  await db.schema
    .createIndex('schedule_items_by_event')
    .on('schedule_items')
    .columns(['site_id', 'event_id', 'state', 'start_date'])
    .execute();
  await db.schema
    .createTable('schedule_drafts')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('schedule_drafts_pk', ['site_id', 'event_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('schedule_drafts').ifExists().execute();
  await db.schema.dropTable('schedule_items').ifExists().execute();
}
