import { sql, type Kysely } from 'kysely';
import { up as rsvpsOnly } from './0030_guests_event_guests.ts';

/**
 * Ticket buyers join the event guests view: it is recreated as the RSVPs `UNION ALL` one row per
 * ticket order (guest_type BUYER, id the order's, order_number set, total_guests its tickets,
 * checked_in_count its checked-in tickets), ATTENDING while the order stands (FREE, PAID,
 * AUTHORIZED, OFFLINE_PENDING), NOT_ATTENDING once it is pending payment, canceled or voided;
 * a declined checkout is no registration and is left out. Still a view: nothing is copied.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropView('event_guests').ifExists().execute();
  const none = sql`CAST(NULL AS varchar(64))`;
  const rsvps = db.selectFrom('rsvps').select([
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
  ]);
  const buyers = db
    .selectFrom('event_orders')
    .select([
      'id',
      'site_id',
      'event_id',
      sql<string>`'BUYER'`.as('guest_type'),
      none.as('rsvp_id'),
      'order_number',
      none.as('ticket_number'),
      'member_id',
      'first_name',
      'last_name',
      'email',
      sql<string>`LOWER(email)`.as('email_key'),
      'checkout_form as form',
      'tickets_count as total_guests',
      'checked_in_count',
      sql<string>`CASE WHEN status IN ('FREE', 'PAID', 'AUTHORIZED', 'OFFLINE_PENDING') THEN 'ATTENDING'
          ELSE 'NOT_ATTENDING' END`.as('attendance_status'),
      sql<number>`CAST(1 AS integer)`.as('revision'),
      'created_date',
      'updated_date',
    ])
    .where('status', '<>', 'DECLINED');
  await db.schema.createView('event_guests').as(rsvps.unionAll(buyers)).execute();
}

/** Back to the RSVPs alone. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropView('event_guests').ifExists().execute();
  await rsvpsOnly(db);
}
