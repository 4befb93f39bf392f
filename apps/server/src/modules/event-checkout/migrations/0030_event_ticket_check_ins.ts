import { sql, type Kysely } from 'kysely';

/**
 * Check-in of tickets, and per order the numbers its listing filters on (FULLY_CHECKED_IN):
 * tickets_count and checked_in_count kept in the unit that changes them, so the tag is one
 * column comparison rather than a count of tickets per listed order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_tickets').addColumn('checked_in_date', 'varchar(32)').execute();
  await db.schema
    .alterTable('event_orders')
    .addColumn('tickets_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('event_orders')
    .addColumn('checked_in_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`UPDATE event_orders SET tickets_count = (SELECT COUNT(*) FROM event_tickets t
    WHERE t.site_id = event_orders.site_id AND t.order_id = event_orders.id)`.execute(db);
  await db.schema
    .createIndex('event_tickets_event')
    .on('event_tickets')
    .columns(['site_id', 'event_id', 'ticket_number'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('event_tickets_event').ifExists().execute();
  await db.schema.alterTable('event_orders').dropColumn('checked_in_count').execute();
  await db.schema.alterTable('event_orders').dropColumn('tickets_count').execute();
  await db.schema.alterTable('event_tickets').dropColumn('checked_in_date').execute();
}
