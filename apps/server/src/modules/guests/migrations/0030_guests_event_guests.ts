import { sql, type Kysely } from 'kysely';

/**
 * Event guests as a view: one row per registration, read-only, always as current as its sources
 * (no copy to keep in step). RSVPs are its first source; ticket orders join it with a migration
 * that recreates the view as `… UNION ALL SELECT … FROM <tickets>` in the same columns (guest_type
 * BUYER / TICKET_HOLDER, order_number, ticket_number; ids that never collide with RSVP ids).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const none = sql`CAST(NULL AS varchar(64))`;
  await db.schema
    .createView('event_guests')
    .as(
      db.selectFrom('rsvps').select([
        'id',
        'site_id',
        'event_id',
        sql<string>`'RSVP'`.as('guest_type'),
        'id as rsvp_id',
        none.as('order_number'),
        none.as('ticket_number'),
        'member_id',
        'first_name',
        'last_name',
        'email',
        'email_key',
        'form',
        'total_guests',
        'checked_in_count',
        sql<string>`CASE status WHEN 'YES' THEN 'ATTENDING' WHEN 'WAITLIST' THEN 'IN_WAITLIST'
            ELSE 'NOT_ATTENDING' END`.as('attendance_status'),
        'revision',
        'created_date',
        'updated_date',
      ]),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropView('event_guests').ifExists().execute();
}
