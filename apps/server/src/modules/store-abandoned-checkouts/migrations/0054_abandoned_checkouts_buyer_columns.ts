import type { Kysely } from 'kysely';

const COLUMNS = ['buyer_member_id', 'buyer_visitor_id', 'first_name', 'last_name'] as const;

/**
 * The buyer's ids and name as columns (they were only in the snapshot JSON): the listings filter
 * on `buyerInfo.memberId` / `visitorId` / `contactId` and search the name. Rows of before are
 * filled from their snapshot.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable('store_abandoned_checkouts').addColumn(column, 'varchar(254)').execute();
  }
  const rows = await db.selectFrom('store_abandoned_checkouts').select(['id', 'snapshot']).execute();
  for (const row of rows as { id: string; snapshot: string }[]) {
    const snapshot = JSON.parse(row.snapshot) as {
      buyerInfo?: { memberId?: string; visitorId?: string };
      contactDetails?: { firstName?: string | null; lastName?: string | null };
    };
    await db
      .updateTable('store_abandoned_checkouts')
      .set({
        buyer_member_id: snapshot.buyerInfo?.memberId ?? null,
        buyer_visitor_id: snapshot.buyerInfo?.visitorId ?? null,
        first_name: snapshot.contactDetails?.firstName ?? null,
        last_name: snapshot.contactDetails?.lastName ?? null,
      })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) {
    await db.schema.alterTable('store_abandoned_checkouts').dropColumn(column).execute();
  }
}
