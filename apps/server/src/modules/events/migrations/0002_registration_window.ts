import type { Kysely } from 'kysely';
import type { Event, RegistrationType } from '@tessera/contracts';
import { registrationBaseStatus, type Lifecycle } from '../events.status.ts';

/**
 * Registration status becomes derivable in SQL from the clock: rows keep the RSVP window and a
 * clock-independent base status. Membership filters on categories get an index that answers
 * "events of these categories" without touching the events table.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('events').addColumn('rsvp_start', 'varchar(32)').execute();
  await db.schema.alterTable('events').addColumn('rsvp_end', 'varchar(32)').execute();
  const rows = await db
    .selectFrom('events')
    .select(['site_id', 'id', 'doc', 'lifecycle', 'registration_type'])
    .execute();
  for (const row of rows) {
    const registration = (JSON.parse(row.doc) as Event).registration ?? {};
    await db
      .updateTable('events')
      .set({
        rsvp_start: registration.rsvp?.startDate ?? null,
        rsvp_end: registration.rsvp?.endDate ?? null,
        registration_status: registrationBaseStatus({
          type: row.registration_type as RegistrationType,
          lifecycle: row.lifecycle as Lifecycle,
          registrationDisabled: registration.registrationDisabled,
          registrationPaused: registration.registrationPaused,
          soldOut: registration.tickets?.soldOut,
        }),
      })
      .where('site_id', '=', row.site_id)
      .where('id', '=', row.id)
      .execute();
  }
  await db.schema.dropIndex('event_categories_by_category').execute();
  await db.schema
    .createIndex('event_categories_by_category')
    .on('event_categories')
    .columns(['site_id', 'category_id', 'event_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('event_categories_by_category').execute();
  await db.schema
    .createIndex('event_categories_by_category')
    .on('event_categories')
    .columns(['site_id', 'category_id'])
    .execute();
  await db.schema.alterTable('events').dropColumn('rsvp_end').execute();
  await db.schema.alterTable('events').dropColumn('rsvp_start').execute();
}
