import type { Kysely } from 'kysely';

/**
 * An index on store-cart's `store_checkouts` for the abandonment sweep (store-cart's
 * `staleCheckouts`): open checkouts in (updated date, id) order from where the last run stopped.
 * Kept by this module, the one that reads in that order; store-cart's own reads never do.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('store_checkouts_abandonment_sweep')
    .on('store_checkouts')
    .columns(['completed', 'updated_date', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('store_checkouts_abandonment_sweep').ifExists().execute();
}
