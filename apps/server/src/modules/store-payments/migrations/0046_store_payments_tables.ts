import type { Kysely } from 'kysely';

/**
 * Store payments: each payment of an order (online through platform/payments, or recorded by
 * the owner), refunds with one transaction per payment they take money from, payment gateway
 * orders (what a later charge collects). Every unit that changes an order's payments locks the
 * order's row first (store-orders' port), so an order's payments change one unit at a time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_order_payments')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull())
    // Order of the order's payments (1, 2, …), taken under the order's lock.
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('status', 'varchar(24)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('captured_minor', 'bigint')
    .addColumn('refunded_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_pending_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('offline', 'integer', (c) => c.notNull())
    .addColumn('platform_payment_id', 'varchar(64)')
    .addColumn('attempt', 'integer')
    .addColumn('gateway_order_id', 'varchar(64)')
    .addColumn('charge_correlation_id', 'varchar(100)')
    .addColumn('refund_disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('delayed_capture', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('authorized_date', 'varchar(32)')
    .addColumn('capture_date', 'varchar(32)')
    .addColumn('void_date', 'varchar(32)')
    .addColumn('void_reason', 'varchar(16)')
    .addColumn('scheduled_action', 'varchar(16)')
    .addColumn('scheduled_at', 'varchar(32)')
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('store_order_payments_order')
    .on('store_order_payments')
    .columns(['site_id', 'order_id', 'position'])
    .unique()
    .execute();
  // One row per platform payment: two racing recordings of one charge make one payment.
  await db.schema
    .createIndex('store_order_payments_platform')
    .on('store_order_payments')
    .columns(['site_id', 'platform_payment_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('store_order_refunds')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('restock', 'text', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_order_refunds_order')
    .on('store_order_refunds')
    .columns(['site_id', 'order_id', 'position'])
    .unique()
    .execute();

  await db.schema
    .createTable('store_refund_transactions')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('refund_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('payment_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('external', 'integer', (c) => c.notNull())
    .addColumn('provider_refund_id', 'varchar(200)')
    .addColumn('status_info', 'text')
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_refund_transactions_pk', ['site_id', 'refund_id', 'payment_id'])
    .execute();
  await db.schema
    .createIndex('store_refund_transactions_order')
    .on('store_refund_transactions')
    .columns(['site_id', 'order_id'])
    .execute();

  await db.schema
    .createTable('store_payment_collections')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('delayed_capture', 'integer', (c) => c.notNull())
    .addColumn('scheduled_action', 'varchar(16)')
    .addColumn('delay_minutes', 'integer')
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_payment_collections_order')
    .on('store_payment_collections')
    .columns(['site_id', 'order_id', 'updated_date'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'store_payment_collections',
    'store_refund_transactions',
    'store_order_refunds',
    'store_order_payments',
  ])
    await db.schema.dropTable(table).execute();
}
