import type { Kysely } from 'kysely';

/**
 * Ticket definitions and their counters: sold and held numbers live in a row of their own
 * (`ticket_counters`), the lock of every hold and sale (`held + sold + n <= capacity`), so a sale
 * never raises the definition's revision nor waits for the site's other writes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ticket_definitions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('sort_index', 'integer', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull())
    // NULL: unlimited.
    .addColumn('capacity', 'integer')
    .addColumn('limit_per_checkout', 'integer', (c) => c.notNull())
    .addColumn('pricing_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('fee_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    // The fixed price (STANDARD) or the minimum (DONATION), in minor units.
    .addColumn('price_minor', 'bigint', (c) => c.notNull())
    .addColumn('sale_start', 'varchar(32)')
    .addColumn('sale_end', 'varchar(32)')
    .addColumn('display_not_on_sale', 'integer', (c) => c.notNull())
    // Last sale status announced as a domain event (the sale status job).
    .addColumn('announced_sale_status', 'varchar(16)')
    .addColumn('description', 'text')
    .addColumn('policy_text', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ticket_definitions_event')
    .on('ticket_definitions')
    .columns(['site_id', 'event_id', 'sort_index'])
    .execute();

  await db.schema
    .createTable('ticket_counters')
    .addColumn('definition_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    // A copy of the definition's capacity (NULL: unlimited), so the conditional update reads one row.
    .addColumn('capacity', 'integer')
    .addColumn('sold', 'integer', (c) => c.notNull())
    .addColumn('held', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ticket_counters').ifExists().execute();
  await db.schema.dropTable('ticket_definitions').ifExists().execute();
}
