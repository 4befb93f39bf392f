import type { Kysely } from 'kysely';

/** Event orders, their tickets, and each site's secret that signs ticket QR payloads. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_orders')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_number', 'varchar(32)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('reservation_id', 'varchar(64)', (c) => c.notNull())
    // The reservation while this order is live (not DECLINED/CANCELED): one live order per hold.
    .addColumn('live_reservation_id', 'varchar(64)')
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    .addColumn('channel', 'varchar(16)', (c) => c.notNull())
    .addColumn('member_id', 'varchar(64)')
    .addColumn('subject_role', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(64)')
    .addColumn('first_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('last_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('checkout_form', 'text', (c) => c.notNull())
    .addColumn('invoice', 'text', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('total_minor', 'bigint', (c) => c.notNull())
    .addColumn('marketing_consent', 'integer')
    .addColumn('payment_id', 'varchar(64)')
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('event_orders_number')
    .on('event_orders')
    .columns(['site_id', 'order_number'])
    .unique()
    .execute();
  await db.schema
    .createIndex('event_orders_live_reservation')
    .on('event_orders')
    .columns(['site_id', 'live_reservation_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('event_orders_event')
    .on('event_orders')
    .columns(['site_id', 'event_id', 'created_date'])
    .execute();

  await db.schema
    .createTable('event_tickets')
    .addColumn('ticket_number', 'varchar(40)', (c) => c.notNull())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('definition_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('price_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('guest_form', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_tickets_pk', ['site_id', 'ticket_number'])
    .execute();
  await db.schema
    .createIndex('event_tickets_order')
    .on('event_tickets')
    .columns(['site_id', 'order_id'])
    .execute();

  await db.schema
    .createTable('event_checkout_secrets')
    .addColumn('site_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('qr_secret', 'varchar(100)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_checkout_secrets').ifExists().execute();
  await db.schema.dropTable('event_tickets').ifExists().execute();
  await db.schema.dropTable('event_orders').ifExists().execute();
}
