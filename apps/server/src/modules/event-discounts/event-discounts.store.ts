import { sql } from 'kysely';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import type { EventDiscountCodesTable } from './event-discounts.schema.ts';

export type DiscountCodeRow = EventDiscountCodesTable;

/** The key a code is unique and found by: without regard to case (NFKC, upper case). */
export const codeKeyOf = (code: string): string => code.normalize('NFKC').trim().toUpperCase();

export const findDiscountCode = (scope: SiteScope, id: string) =>
  selectFromSite(scope, 'event_discount_codes').selectAll().where('id', '=', id).executeTakeFirst();

export const findDiscountCodeByKey = (scope: SiteScope, eventId: string, code: string) =>
  selectFromSite(scope, 'event_discount_codes')
    .selectAll()
    .where('event_id', '=', eventId)
    .where('code_key', '=', codeKeyOf(code))
    .executeTakeFirst();

export const discountCodesOfEvent = (scope: SiteScope, eventId: string, limit: number) =>
  selectFromSite(scope, 'event_discount_codes')
    .selectAll()
    .where('event_id', '=', eventId)
    .orderBy('created_date', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();

export const countDiscountCodes = async (scope: SiteScope, eventId: string): Promise<number> =>
  Number(
    (
      await selectFromSite(scope, 'event_discount_codes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('event_id', '=', eventId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Inserts unless the event has the code already (the unique index decides): false then. */
export async function insertDiscountCode(scope: SiteScope, row: Omit<DiscountCodeRow, 'site_id'>) {
  const inserted = await insertIntoSite(scope, 'event_discount_codes', [row])
    .onConflict((oc) => oc.columns(['site_id', 'event_id', 'code_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Writes the next state when the row still has the revision read; false otherwise. */
export async function updateDiscountCodeIfRevision(
  scope: SiteScope,
  id: string,
  revision: number,
  next: Partial<Omit<DiscountCodeRow, 'site_id' | 'id' | 'event_id' | 'times_used' | 'revision'>>,
) {
  const result = await updateSiteTable(scope, 'event_discount_codes')
    .set({ ...next, revision: revision + 1 })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const deleteDiscountCodeRow = (scope: SiteScope, id: string) =>
  deleteFromSite(scope, 'event_discount_codes').where('id', '=', id).executeTakeFirst();

/**
 * Counts one use, atomically: the row's own conditional update decides (`times_used <
 * usage_limit`), so concurrent checkouts on any number of processes never pass the limit.
 * False when the code is gone, inactive or used up; nothing changed then.
 */
export async function takeUse(scope: SiteScope, id: string): Promise<boolean> {
  const result = await updateSiteTable(scope, 'event_discount_codes')
    .set({ times_used: sql`times_used + 1` })
    .where('id', '=', id)
    .where('active', '=', 1)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('times_used', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function giveUseBack(scope: SiteScope, id: string): Promise<void> {
  await updateSiteTable(scope, 'event_discount_codes')
    .set({ times_used: sql`CASE WHEN times_used > 0 THEN times_used - 1 ELSE 0 END` })
    .where('id', '=', id)
    .execute();
}

export const insertRedemption = (scope: SiteScope, orderId: string, discountCodeId: string, now: string) =>
  insertIntoSite(scope, 'event_discount_redemptions', [
    { order_id: orderId, discount_code_id: discountCodeId, created_date: now },
  ]).execute();

/** Deletes an order's redemption; the code it named when there was one (the use to give back). */
export async function deleteRedemption(scope: SiteScope, orderId: string): Promise<string | undefined> {
  const row = await selectFromSite(scope, 'event_discount_redemptions')
    .select('discount_code_id')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!row) return undefined;
  const deleted = await deleteFromSite(scope, 'event_discount_redemptions')
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1 ? row.discount_code_id : undefined;
}
