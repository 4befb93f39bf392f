import type { Kysely } from 'kysely';

/**
 * The registration form of an event (modules/event-forms): the published form and the owner's
 * draft, each a JSON document. No row: the event has the default form (name and email), so
 * creating an event writes nothing here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_forms')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('published', 'text', (c) => c.notNull())
    // NULL: no pending draft (the draft is the published form).
    .addColumn('draft', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_forms_pk', ['site_id', 'event_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_forms').ifExists().execute();
}
