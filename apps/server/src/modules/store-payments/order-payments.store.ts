import { sql } from 'kysely';
import {
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import type {
  StoreOrderPaymentRow,
  StoreOrderPaymentsTable,
  StoreOrderRefundRow,
  StorePaymentCollectionRow,
  StoreRefundTransactionRow,
} from './store-payments.schema.ts';
import './store-payments.schema.ts';

// Every statement starts from the site-scope helpers; every change of a payment raises its revision.
const touched = (now: string) => ({ updated_date: now, revision: sql<number>`revision + 1` });

export const paymentsOfOrders = (scope: SiteScope, orderIds: readonly string[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as StoreOrderPaymentRow[])
    : (selectFromSite(scope, 'store_order_payments')
        .selectAll()
        .where('order_id', 'in', [...orderIds])
        .orderBy('order_id')
        .orderBy('position')
        .execute() as Promise<StoreOrderPaymentRow[]>);

export const refundsOfOrders = (scope: SiteScope, orderIds: readonly string[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as StoreOrderRefundRow[])
    : (selectFromSite(scope, 'store_order_refunds')
        .selectAll()
        .where('order_id', 'in', [...orderIds])
        .orderBy('order_id')
        .orderBy('position')
        .execute() as Promise<StoreOrderRefundRow[]>);

export const refundTransactionsOfOrders = (scope: SiteScope, orderIds: readonly string[]) =>
  orderIds.length === 0
    ? Promise.resolve([] as StoreRefundTransactionRow[])
    : (selectFromSite(scope, 'store_refund_transactions')
        .selectAll()
        .where('order_id', 'in', [...orderIds])
        .orderBy('created_date')
        .orderBy('payment_id')
        .execute() as Promise<StoreRefundTransactionRow[]>);

export const findOrderPayment = (scope: SiteScope, paymentId: string) =>
  selectFromSite(scope, 'store_order_payments')
    .selectAll()
    .where('id', '=', paymentId)
    .executeTakeFirst() as Promise<StoreOrderPaymentRow | undefined>;

export const paymentOfPlatformPayment = (scope: SiteScope, platformPaymentId: string) =>
  selectFromSite(scope, 'store_order_payments')
    .selectAll()
    .where('platform_payment_id', '=', platformPaymentId)
    .executeTakeFirst() as Promise<StoreOrderPaymentRow | undefined>;

export type NewOrderPayment = Omit<StoreOrderPaymentsTable, 'site_id' | 'revision' | 'position'>;

/** The next position among an order's payments or refunds (the caller holds the order's lock). */
async function nextPosition(
  scope: SiteScope,
  table: 'store_order_payments' | 'store_order_refunds',
  orderId: string,
): Promise<number> {
  const row = await selectFromSite(scope, table)
    .select(sql<number | string | null>`max(position)`.as('last'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

/**
 * Inserts a payment (in a unit holding the order's lock); one of an online charge only once
 * (the unique platform payment id decides a race).
 */
export async function insertOrderPayment(scope: SiteScope, row: NewOrderPayment): Promise<boolean> {
  const position = await nextPosition(scope, 'store_order_payments', row.order_id);
  const result = await insertIntoSite(scope, 'store_order_payments', [{ ...row, position, revision: 1 }])
    .onConflict((oc) => oc.columns(['site_id', 'platform_payment_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Moves a payment's status only from the statuses the move may start from (a race moves it once). */
export async function movePaymentStatus(
  scope: SiteScope,
  paymentId: string,
  from: readonly string[],
  change: Partial<Omit<StoreOrderPaymentsTable, 'site_id' | 'id' | 'revision'>>,
  now: string,
): Promise<boolean> {
  const result = await updateSiteTable(scope, 'store_order_payments')
    .set({ ...change, ...touched(now) })
    .where('id', '=', paymentId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function updatePaymentColumns(
  scope: SiteScope,
  paymentId: string,
  change: Partial<Omit<StoreOrderPaymentsTable, 'site_id' | 'id' | 'revision'>>,
  now: string,
): Promise<void> {
  await updateSiteTable(scope, 'store_order_payments')
    .set({ ...change, ...touched(now) })
    .where('id', '=', paymentId)
    .execute();
}

/**
 * Sets a refund's amount aside on its payment, or refuses: one conditional statement, so any
 * number of concurrent refunds on any number of processes never give back more than was taken.
 */
export async function reserveRefund(
  scope: SiteScope,
  paymentId: string,
  minor: number,
  now: string,
): Promise<boolean> {
  const result = await updateSiteTable(scope, 'store_order_payments')
    .set({ refund_pending_minor: sql`refund_pending_minor + ${minor}`, ...touched(now) })
    .where('id', '=', paymentId)
    .where('status', 'in', ['APPROVED', 'PARTIALLY_REFUNDED'])
    .where(
      sql<boolean>`refunded_minor + refund_pending_minor + ${minor} <= coalesce(captured_minor, amount_minor)`,
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A reserved refund that succeeded: the amount moves to refunded and the status follows. */
export async function completeRefund(
  scope: SiteScope,
  paymentId: string,
  minor: number,
  now: string,
): Promise<void> {
  await updateSiteTable(scope, 'store_order_payments')
    .set({
      refund_pending_minor: sql`refund_pending_minor - ${minor}`,
      refunded_minor: sql`refunded_minor + ${minor}`,
      status: sql`CASE WHEN refunded_minor + ${minor} >= coalesce(captured_minor, amount_minor) THEN 'REFUNDED' ELSE 'PARTIALLY_REFUNDED' END`,
      ...touched(now),
    })
    .where('id', '=', paymentId)
    .execute();
}

/** A reserved refund that failed: the amount is free again. */
export async function releaseRefund(
  scope: SiteScope,
  paymentId: string,
  minor: number,
  now: string,
): Promise<void> {
  await updateSiteTable(scope, 'store_order_payments')
    .set({ refund_pending_minor: sql`refund_pending_minor - ${minor}`, ...touched(now) })
    .where('id', '=', paymentId)
    .execute();
}

export async function insertRefund(
  scope: SiteScope,
  row: Omit<StoreOrderRefundRow, 'site_id' | 'position'>,
): Promise<void> {
  const position = await nextPosition(scope, 'store_order_refunds', row.order_id);
  await insertIntoSite(scope, 'store_order_refunds', [{ ...row, position }]).execute();
}

export const insertRefundTransaction = (scope: SiteScope, row: Omit<StoreRefundTransactionRow, 'site_id'>) =>
  insertIntoSite(scope, 'store_refund_transactions', [row]).execute();

export const findRefundTransaction = (scope: SiteScope, refundId: string, paymentId: string) =>
  selectFromSite(scope, 'store_refund_transactions')
    .selectAll()
    .where('refund_id', '=', refundId)
    .where('payment_id', '=', paymentId)
    .executeTakeFirst() as Promise<StoreRefundTransactionRow | undefined>;

/** Moves a refund transaction on from a status still open (a repeat or a race moves it once). */
export async function moveRefundTransaction(
  scope: SiteScope,
  refundId: string,
  paymentId: string,
  from: readonly string[],
  change: { status: string; provider_refund_id?: string | null; status_info?: string | null },
  now: string,
): Promise<boolean> {
  const result = await updateSiteTable(scope, 'store_refund_transactions')
    .set({ ...change, updated_date: now })
    .where('refund_id', '=', refundId)
    .where('payment_id', '=', paymentId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const latestCollection = (scope: SiteScope, orderId: string) =>
  selectFromSite(scope, 'store_payment_collections')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('updated_date', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst() as Promise<StorePaymentCollectionRow | undefined>;

export const findCollection = (scope: SiteScope, id: string) =>
  selectFromSite(scope, 'store_payment_collections')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst() as Promise<StorePaymentCollectionRow | undefined>;

export async function saveCollection(
  scope: SiteScope,
  row: Omit<StorePaymentCollectionRow, 'site_id'>,
  existing: boolean,
): Promise<void> {
  if (!existing) {
    await insertIntoSite(scope, 'store_payment_collections', [row]).execute();
    return;
  }
  const { id, created_date: _created, ...change } = row;
  await updateSiteTable(scope, 'store_payment_collections').set(change).where('id', '=', id).execute();
}
