import { sql, type Kysely } from 'kysely';
import { up as buyersView } from './0033_guests_ticket_buyers.ts';

/**
 * Ticket holders join the event guests view (after event-checkout's 0037, which gives tickets
 * their guest columns): one TICKET_HOLDER row per ticket of a confirmed order (FREE, PAID,
 * AUTHORIZED, OFFLINE_PENDING; a voided, canceled, declined or unpaid order's holders are not
 * there), id and ticket_number the ticket's number, order_number its order's. The holder is the
 * ticket's guest when its answers give an email, else the buyer (notifications' ticketHoldersOf
 * follows the same rule), so the listing filters and sorts them by name and email as columns.
 * One guest each: total_guests 1, checked_in_count from the ticket's check-in. The RSVP and
 * BUYER parts are as in 0033 (copied: a migration does not change with later ones).
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
  // The guest's own answers when they name an email, else the buyer's (whole person, never mixed).
  const own = sql`t.guest_email IS NOT NULL`;
  const holders = db
    .selectFrom('event_tickets as t')
    .innerJoin('event_orders as o', (join) =>
      join.onRef('o.id', '=', 't.order_id').onRef('o.site_id', '=', 't.site_id'),
    )
    .select([
      't.ticket_number as id',
      't.site_id as site_id',
      't.event_id as event_id',
      sql<string>`'TICKET_HOLDER'`.as('guest_type'),
      none.as('rsvp_id'),
      'o.order_number as order_number',
      't.ticket_number as ticket_number',
      sql<string | null>`CASE WHEN ${own} THEN NULL ELSE o.member_id END`.as('member_id'),
      sql<string | null>`CASE WHEN ${own} THEN t.guest_first_name ELSE o.first_name END`.as('first_name'),
      sql<string | null>`CASE WHEN ${own} THEN t.guest_last_name ELSE o.last_name END`.as('last_name'),
      sql<string>`CASE WHEN ${own} THEN t.guest_email ELSE o.email END`.as('email'),
      sql<string>`LOWER(CASE WHEN ${own} THEN t.guest_email ELSE o.email END)`.as('email_key'),
      sql<string>`COALESCE(t.guest_form, '{"inputValues":[]}')`.as('form'),
      sql<number>`CAST(1 AS integer)`.as('total_guests'),
      sql<number>`CASE WHEN t.checked_in_date IS NULL THEN 0 ELSE 1 END`.as('checked_in_count'),
      sql<string>`'ATTENDING'`.as('attendance_status'),
      sql<number>`CAST(1 AS integer)`.as('revision'),
      'o.created_date as created_date',
      sql<string>`CASE WHEN t.checked_in_date > o.updated_date THEN t.checked_in_date
          ELSE o.updated_date END`.as('updated_date'),
    ])
    .where('o.status', 'in', ['FREE', 'PAID', 'AUTHORIZED', 'OFFLINE_PENDING']);
  await db.schema.createView('event_guests').as(rsvps.unionAll(buyers).unionAll(holders)).execute();
}

/** Back to RSVPs and buyers. */
export async function down(db: Kysely<any>): Promise<void> {
  await buyersView(db);
}
