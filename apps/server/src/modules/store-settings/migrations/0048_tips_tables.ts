import type { Kysely } from 'kysely';

/**
 * Tips (H69): tip settings (one default per site, by a unique key that is NULL for the others),
 * the tip chosen on a checkout, an order's tip and its distributions among staff.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_tip_settings')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('default_key', 'varchar(10)')
    .addColumn('location_id', 'varchar(64)')
    .addColumn('payment_terminal_id', 'varchar(30)')
    .addColumn('user_id', 'varchar(64)')
    .addColumn('tip_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('presets', 'text', (c) => c.notNull())
    .addColumn('allow_customer_tip', 'integer', (c) => c.notNull())
    .addColumn('allow_business_tip_at_payment', 'integer', (c) => c.notNull())
    .addColumn('allow_custom_amount', 'integer', (c) => c.notNull())
    .addColumn('allow_edit_distribution', 'integer', (c) => c.notNull())
    .addColumn('auto_tip_on_check_in_enabled', 'integer', (c) => c.notNull())
    .addColumn('auto_tip_on_check_in_percentage', 'integer')
    .addColumn('staff_distribution_method', 'varchar(20)', (c) => c.notNull())
    .addColumn('app_id', 'varchar(64)')
    .addColumn('extended_fields', 'text')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_tip_settings_pk', ['site_id', 'id'])
    .execute();
  await db.schema
    .createIndex('store_tip_settings_default')
    .on('store_tip_settings')
    .columns(['site_id', 'default_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('store_tip_choices')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('checkout_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('tip_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('value', 'varchar(20)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_tip_choices_pk', ['site_id', 'checkout_id'])
    .execute();

  await db.schema
    .createTable('store_order_tips')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('tip_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_order_tips_pk', ['site_id', 'order_id'])
    .execute();

  await db.schema
    .createTable('store_tip_distributions')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('tip_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('staff_id', 'varchar(64)')
    .addColumn('staff_name', 'varchar(500)')
    .addColumn('staff_member_id', 'varchar(64)')
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('line_item_info', 'text', (c) => c.notNull())
    .addColumn('source', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_tip_distributions_pk', ['site_id', 'id'])
    .execute();
  await db.schema
    .createIndex('store_tip_distributions_order')
    .on('store_tip_distributions')
    .columns(['site_id', 'order_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'store_tip_distributions',
    'store_order_tips',
    'store_tip_choices',
    'store_tip_settings',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
