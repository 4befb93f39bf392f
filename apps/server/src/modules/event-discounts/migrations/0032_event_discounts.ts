import type { Kysely } from 'kysely';

/**
 * Event discount codes and their redemptions (modules/event-discounts). A code is unique per
 * event without regard to case: `code_key` (upper case) under a unique index, so two owners
 * creating the same code at once get one row and one 409. `times_used` is the counter checkout
 * raises conditionally (`… WHERE usage_limit IS NULL OR times_used < usage_limit`); a
 * redemption row per order lets a declined or canceled order give its use back exactly once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_discount_codes')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('code', 'varchar(40)', (c) => c.notNull())
    .addColumn('code_key', 'varchar(40)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // A percentage ("12.5") or a fixed amount in minor units of `currency`: one of the two is set.
    .addColumn('percent_off', 'varchar(8)')
    .addColumn('amount_minor', 'bigint')
    .addColumn('currency', 'varchar(3)')
    // JSON array of ticket definition ids; '[]': every ticket of the event.
    .addColumn('ticket_definition_ids', 'text', (c) => c.notNull())
    .addColumn('valid_from', 'varchar(32)')
    .addColumn('valid_until', 'varchar(32)')
    .addColumn('usage_limit', 'integer')
    .addColumn('times_used', 'integer', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_discount_codes_pk', ['site_id', 'id'])
    .execute();
  await db.schema
    .createIndex('event_discount_codes_code')
    .on('event_discount_codes')
    .columns(['site_id', 'event_id', 'code_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('event_discount_redemptions')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('discount_code_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_discount_redemptions_pk', ['site_id', 'order_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_discount_redemptions').ifExists().execute();
  await db.schema.dropTable('event_discount_codes').ifExists().execute();
}
