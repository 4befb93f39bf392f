import type { Kysely } from 'kysely';

/** Discount rules of a site's store (automatic discounts and coupons); uses counted in `usage_count`. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('store_discount_rules')
    .addColumn('site_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('doc', 'text', (c) => c.notNull())
    .addColumn('start_date', 'varchar(32)')
    .addColumn('end_date', 'varchar(32)')
    .addColumn('coupon_key', 'varchar(40)')
    .addColumn('usage_limit', 'integer')
    .addColumn('usage_count', 'integer', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('created_date', 'varchar(32)', (c) => c.notNull())
    .addColumn('updated_date', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('store_discount_rules_pk', ['site_id', 'id'])
    .execute();
  // NULLs are distinct on both databases: rules without a coupon never collide.
  await db.schema
    .createIndex('store_discount_rules_coupon')
    .on('store_discount_rules')
    .columns(['site_id', 'coupon_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('store_discount_rules').ifExists().execute();
}
