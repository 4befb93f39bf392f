import type { Kysely } from 'kysely';

/**
 * Store orders: the order (a snapshot of what was bought, who bought it, the money in minor
 * units, its three statuses), its activities, its tags, and each site's order number counter.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_orders')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('number', 'bigint', (c) => c.notNull())
    // The checkout it was created from: one order per checkout (a retried create-order finds it).
    .addColumn('checkout_id', 'varchar(64)')
    .addColumn('purchase_flow_id', 'varchar(64)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('payment_status', 'varchar(24)', (c) => c.notNull())
    .addColumn('fulfillment_status', 'varchar(24)', (c) => c.notNull())
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('imported', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('channel_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('channel_info', 'text', (c) => c.notNull())
    .addColumn('currency', 'varchar(3)', (c) => c.notNull())
    .addColumn('weight_unit', 'varchar(8)', (c) => c.notNull())
    .addColumn('tax_included', 'integer', (c) => c.notNull().defaultTo(0))
    // Whom the order belongs to (ownerOrSubjectOf: 'storeOrder'): the visitor or member who placed it.
    .addColumn('subject_role', 'varchar(16)')
    .addColumn('subject_id', 'varchar(64)')
    .addColumn('buyer_member_id', 'varchar(64)')
    .addColumn('buyer_visitor_id', 'varchar(64)')
    .addColumn('buyer_contact_id', 'varchar(64)')
    .addColumn('buyer_email', 'varchar(254)')
    .addColumn('buyer_language', 'varchar(16)')
    .addColumn('buyer_note', 'text')
    .addColumn('billing_info', 'text')
    .addColumn('shipping_info', 'text')
    .addColumn('recipient_info', 'text')
    .addColumn('line_items', 'text', (c) => c.notNull())
    .addColumn('applied_discounts', 'text', (c) => c.notNull())
    .addColumn('additional_fees', 'text', (c) => c.notNull())
    .addColumn('custom_fields', 'text', (c) => c.notNull())
    .addColumn('tax_info', 'text')
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('subtotal_minor', 'bigint', (c) => c.notNull())
    .addColumn('shipping_minor', 'bigint', (c) => c.notNull())
    .addColumn('tax_minor', 'bigint', (c) => c.notNull())
    .addColumn('discount_minor', 'bigint', (c) => c.notNull())
    .addColumn('additional_fees_minor', 'bigint', (c) => c.notNull())
    .addColumn('total_minor', 'bigint', (c) => c.notNull())
    // Money received so far (store-payments records it through recordPaymentStatus).
    .addColumn('paid_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_gateway_order_id', 'varchar(64)')
    .addColumn('seen_by_a_human', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('purchased_date', 'varchar(32)')
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('store_orders_number')
    .on('store_orders')
    .columns(['site_id', 'number'])
    .unique()
    .execute();
  await db.schema
    .createIndex('store_orders_checkout')
    .on('store_orders')
    .columns(['site_id', 'checkout_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('store_orders_created')
    .on('store_orders')
    .columns(['site_id', 'created_date', 'id'])
    .execute();
  await db.schema
    .createIndex('store_orders_buyer_member')
    .on('store_orders')
    .columns(['site_id', 'buyer_member_id'])
    .execute();

  await db.schema
    .createTable('store_order_activities')
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'varchar(48)', (c) => c.notNull())
    // The activity's own part (merchantComment, customActivity, …) as JSON; null when it has none.
    .addColumn('content', 'text')
    .addColumn('author_email', 'varchar(254)')
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_order_activities_pk', ['site_id', 'id'])
    .execute();
  await db.schema
    .createIndex('store_order_activities_order')
    .on('store_order_activities')
    .columns(['site_id', 'order_id', 'created_date'])
    .execute();

  await db.schema
    .createTable('store_order_tags')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull())
    // 'private' (privateTags) or 'public' (tags).
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('tag_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_order_tags_pk', ['site_id', 'order_id', 'kind', 'tag_id'])
    .execute();
  await db.schema
    .createIndex('store_order_tags_tag')
    .on('store_order_tags')
    .columns(['site_id', 'kind', 'tag_id'])
    .execute();

  await db.schema
    .createTable('store_order_counters')
    .addColumn('site_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('last_number', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_order_counters').ifExists().execute();
  await db.schema.dropTable('store_order_tags').ifExists().execute();
  await db.schema.dropTable('store_order_activities').ifExists().execute();
  await db.schema.dropTable('store_orders').ifExists().execute();
}
