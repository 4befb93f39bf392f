import type { Kysely } from 'kysely';

/** RSVPs of events and the per-event counter of places taken by YES answers. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rsvps')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('first_name', 'varchar(100)')
    .addColumn('last_name', 'varchar(100)')
    .addColumn('email', 'varchar(255)')
    // Lower-cased email, for search.
    .addColumn('email_key', 'varchar(255)')
    .addColumn('member_id', 'varchar(64)')
    // Who answered: VISITOR / MEMBER and their id (they may read, change and delete it); OWNER / STAFF.
    .addColumn('subject_role', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(64)')
    // The person and their additional guests: the places a YES takes.
    .addColumn('total_guests', 'integer', (c) => c.notNull())
    // JSON: the form response, the guests (names and check-in dates).
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('guests', 'text', (c) => c.notNull())
    .addColumn('checked_in_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revision', 'integer', (c) => c.notNull())
    // Order of answers within the event (the waitlist is first come, first served, even within a millisecond).
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  // The listing (by event, newest first) and the waitlist (by event and status, oldest first).
  await db.schema
    .createIndex('rsvps_event_status_created')
    .on('rsvps')
    .columns(['site_id', 'event_id', 'status', 'seq'])
    .execute();
  await db.schema
    .createIndex('rsvps_site_created')
    .on('rsvps')
    .columns(['site_id', 'created_date'])
    .execute();
  await db.schema.createIndex('rsvps_subject').on('rsvps').columns(['site_id', 'subject_id']).execute();

  // One row per event: places taken by YES answers. Its conditional update is the capacity check,
  // and its row lock orders every unit that changes the event's RSVPs.
  await db.schema
    .createTable('rsvp_counters')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('yes_guests', 'integer', (c) => c.notNull())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rsvp_counters_pk', ['site_id', 'event_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rsvp_counters').ifExists().execute();
  await db.schema.dropTable('rsvps').ifExists().execute();
}
