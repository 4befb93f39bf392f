import type { Kysely } from 'kysely';

/**
 * A buyer's own orders (SearchStoreOrders as a member or visitor, `subjectsSeeOwn`): the listing
 * asks `site_id = ? AND buyer_member_id = ?` (or `buyer_visitor_id`) newest first, by
 * `created_date, id`. These indexes hold exactly that order, so a buyer's page is read from their
 * own few entries instead of walking the site's orders by date; the member index replaces
 * 0045's `(site_id, buyer_member_id)`, a prefix of it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('store_orders_member_created')
    .on('store_orders')
    .columns(['site_id', 'buyer_member_id', 'created_date', 'id'])
    .execute();
  await db.schema
    .createIndex('store_orders_visitor_created')
    .on('store_orders')
    .columns(['site_id', 'buyer_visitor_id', 'created_date', 'id'])
    .execute();
  await db.schema.dropIndex('store_orders_buyer_member').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('store_orders_buyer_member')
    .on('store_orders')
    .columns(['site_id', 'buyer_member_id'])
    .execute();
  await db.schema.dropIndex('store_orders_visitor_created').execute();
  await db.schema.dropIndex('store_orders_member_created').execute();
}
