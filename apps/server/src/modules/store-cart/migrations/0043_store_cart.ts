import type { Kysely } from 'kysely';

/**
 * Carts, checkouts and their lines. A cart belongs to one subject (visitor, member, or an API key),
 * unique per site, so two first calls at once make one cart. Lines of a cart and of a checkout share
 * one table (`parent_id` is the cart's or the checkout's id): they are the same catalog references,
 * resolved from the catalog at every read, so prices and stock are always today's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_carts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('subject_role', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(64)', (c) => c.notNull())
    // The visitor whose cart a member took over at login (they still reach its checkouts).
    .addColumn('merged_visitor_id', 'varchar(64)')
    .addColumn('buyer_note', 'text')
    .addColumn('email', 'varchar(254)')
    .addColumn('contact_info', 'text')
    .addColumn('coupon_code', 'varchar(50)')
    .addColumn('shipping_option', 'text')
    .addColumn('business_location_id', 'varchar(64)')
    .addColumn('buyer_language', 'varchar(10)')
    .addColumn('override_checkout_url', 'varchar(1000)')
    .addColumn('purchase_flow_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('checkout_id', 'varchar(64)')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_carts_subject')
    .on('store_carts')
    .columns(['site_id', 'subject_role', 'subject_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('store_checkouts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('subject_role', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject_id', 'varchar(64)')
    .addColumn('merged_visitor_id', 'varchar(64)')
    .addColumn('cart_id', 'varchar(64)')
    .addColumn('channel_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('buyer_note', 'text')
    .addColumn('buyer_language', 'varchar(10)')
    .addColumn('billing_info', 'text')
    .addColumn('shipping_destination', 'text')
    .addColumn('shipping_option', 'text')
    .addColumn('coupon_code', 'varchar(50)')
    .addColumn('custom_settings', 'text')
    .addColumn('override_checkout_url', 'varchar(1000)')
    .addColumn('purchase_flow_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('completed', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)')
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('store_checkouts_cart')
    .on('store_checkouts')
    .columns(['site_id', 'cart_id', 'created_date'])
    .execute();

  await db.schema
    .createTable('store_cart_lines')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('catalog_item_id', 'varchar(64)')
    .addColumn('app_id', 'varchar(64)')
    // The reference's options as JSON in one canonical key order: the same item again matches it.
    .addColumn('options', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    // The item's name when it was added: what a line says once its product is gone (NOT_FOUND).
    .addColumn('name', 'varchar(400)')
    // A custom line's own name, price and details (JSON); null for catalog lines.
    .addColumn('custom', 'text')
    .execute();
  await db.schema
    .createIndex('store_cart_lines_parent')
    .on('store_cart_lines')
    .columns(['site_id', 'parent_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_cart_lines').ifExists().execute();
  await db.schema.dropTable('store_checkouts').ifExists().execute();
  await db.schema.dropTable('store_carts').ifExists().execute();
}
