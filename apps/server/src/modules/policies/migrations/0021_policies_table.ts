import type { Kysely } from 'kysely';

/** Policies of an event (modules/policies): terms shown at RSVP or checkout, in the owner's order. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_policies')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('sort_index', 'integer', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_policies_pk', ['site_id', 'id'])
    .execute();
  await db.schema
    .createIndex('event_policies_by_event')
    .on('event_policies')
    .columns(['site_id', 'event_id', 'sort_index'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_policies').ifExists().execute();
}
