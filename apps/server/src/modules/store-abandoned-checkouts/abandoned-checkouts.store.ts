import type {
  AbandonedCheckout,
  AbandonedCheckoutActivityType,
} from '@tessera/contracts/abandoned-checkouts';
import { toDecimal, money } from '../../platform/money/index.ts';
import type { SiteScope } from '../../platform/site-scope.ts';
import { deleteFromSite, selectFromSite, updateSiteTable } from '../../platform/site-scope.ts';
import type { StoreAbandonedCheckoutsTable } from './store-abandoned-checkouts.schema.ts';

export type AbandonedRow = Pick<StoreAbandonedCheckoutsTable, (typeof ABANDONED_COLUMNS)[number]>;
export type Activity = { type: AbandonedCheckoutActivityType; createdDate: string };
/** The parts of the wire kept as they were when the checkout was left. */
export type Snapshot = Pick<
  AbandonedCheckout,
  'buyerInfo' | 'contactDetails' | 'buyerLanguage' | 'lineItems'
>;

export const ABANDONED_COLUMNS = [
  'id',
  'checkout_id',
  'cart_id',
  'status',
  'buyer_email',
  'currency',
  'subtotal_minor',
  'total_minor',
  'snapshot',
  'activities',
  'recovered_date',
  'created_date',
  'updated_date',
  'buyer_member_id',
] as const;

export function abandonedRow(scope: SiteScope, id: string): Promise<AbandonedRow | undefined> {
  return selectFromSite(scope, 'store_abandoned_checkouts')
    .select(ABANDONED_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function abandonedRowOfCheckout(
  scope: SiteScope,
  checkoutId: string,
): Promise<AbandonedRow | undefined> {
  return selectFromSite(scope, 'store_abandoned_checkouts')
    .select(ABANDONED_COLUMNS)
    .where('checkout_id', '=', checkoutId)
    .executeTakeFirst();
}

export async function deleteAbandonedRow(scope: SiteScope, id: string): Promise<boolean> {
  const result = await deleteFromSite(scope, 'store_abandoned_checkouts')
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function updateAbandonedRow(
  scope: SiteScope,
  id: string,
  changes: Partial<Pick<AbandonedRow, 'status' | 'activities' | 'recovered_date' | 'updated_date'>>,
): Promise<void> {
  await updateSiteTable(scope, 'store_abandoned_checkouts').set(changes).where('id', '=', id).execute();
}

export const activitiesOf = (row: Pick<AbandonedRow, 'activities'>) =>
  JSON.parse(row.activities) as Activity[];

const price = (minor: number | string, currency: string) => ({
  amount: toDecimal(money(Number(minor), currency)),
});

/**
 * The recovery link (the email's, and the owner's `checkoutUrl`): this server's redirect route,
 * which sends the buyer on to the site's checkout page.
 */
export const recoveryUrl = (publicUrl: string, siteId: string, id: string) =>
  `${publicUrl}/ecom/v1/abandoned-checkout/${encodeURIComponent(id)}/redirect-to-checkout?metasiteId=${encodeURIComponent(siteId)}`;

/** The wire shape of a row; `checkoutUrl` is the recovery link (the redirect route of this server). */
export function toWire(row: AbandonedRow, checkoutUrl: string): AbandonedCheckout {
  const snapshot = JSON.parse(row.snapshot) as Snapshot;
  // A member's contact is the member (rows of before kept no contact id in their snapshot).
  if (row.buyer_member_id && snapshot.buyerInfo) {
    snapshot.buyerInfo = { ...snapshot.buyerInfo, contactId: row.buyer_member_id };
  }
  return {
    id: row.id,
    createdDate: row.created_date,
    updatedDate: row.updated_date,
    checkoutId: row.checkout_id,
    cartId: row.cart_id,
    status: row.status as AbandonedCheckout['status'],
    ...snapshot,
    currency: row.currency,
    subtotalPrice: price(row.subtotal_minor, row.currency),
    totalPrice: price(row.total_minor, row.currency),
    activities: activitiesOf(row),
    checkoutRecoveredDate: row.recovered_date,
    checkoutUrl,
  };
}
