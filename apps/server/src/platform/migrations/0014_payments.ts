import type { Kysely } from 'kysely';

/**
 * Payments (platform/payments): one row per payment with its amounts in minor units, and one row
 * per capture, void or refund, each under the caller's idempotency key, so a retry after a crash
 * finds what was already asked of the provider. `test_gateway_transactions` is the built-in test
 * gateway's own ledger (what a real provider keeps on its side), in the database so every server
 * process sees the same test payments.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('payments')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('request_digest', 'varchar(64)', (c) => c.notNull())
    .addColumn('provider', 'varchar(32)', (c) => c.notNull())
    .addColumn('source', 'varchar(200)', (c) => c.notNull())
    .addColumn('reference', 'varchar(200)')
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('captured_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    // Refunds asked of the provider and not yet answered: counted against what may still be refunded.
    .addColumn('refund_pending_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('auto_capture', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(24)', (c) => c.notNull())
    .addColumn('provider_reference', 'varchar(200)')
    .addColumn('decline_reason', 'varchar(100)')
    // The capture or void in flight: at most one, so a capture and a void never both reach the provider.
    .addColumn('pending_operation', 'varchar(64)')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payments_idempotency')
    .on('payments')
    .columns(['site_id', 'idempotency_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('payment_operations')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('payment_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('provider_reference', 'varchar(200)')
    .addColumn('failure_reason', 'varchar(100)')
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('payment_operations_idempotency')
    .on('payment_operations')
    .columns(['site_id', 'idempotency_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('payment_operations_payment')
    .on('payment_operations')
    .columns(['payment_id'])
    .execute();

  await db.schema
    .createTable('test_gateway_transactions')
    .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('reference', 'varchar(64)', (c) => c.notNull())
    .addColumn('source', 'varchar(200)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('capture', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'varchar(200)', (c) => c.notNull())
    .addColumn('completes_at', 'varchar(32)')
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('test_gateway_transactions_reference')
    .on('test_gateway_transactions')
    .columns(['reference'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('test_gateway_transactions').ifExists().execute();
  await db.schema.dropTable('payment_operations').ifExists().execute();
  await db.schema.dropTable('payments').ifExists().execute();
}
