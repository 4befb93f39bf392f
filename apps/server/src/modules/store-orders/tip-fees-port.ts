import type { StoreOrderPaymentStatus } from '@tessera/contracts/store-orders';
import { AppError } from '../../platform/errors.ts';
import { updateSiteTable } from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import type { StoredFee } from './order-document.ts';
import { recordOrderUpdated } from './order-events.ts';
import { addActivity, lockOrder } from './orders-store.ts';
import { orderPaymentStatus } from './order-payment-status.ts';
import { orderNotFound } from './payments-port.ts';
import type { StoreOrderRow } from './store-orders.schema.ts';

/** A tip change for the order (store-tips): the tip's amount in the order's minor units. */
export interface OrderTipChange {
  orderId: string;
  /** The tip's id: the id of the fee TIP when the order gets one. */
  feeId: string;
  amountMinor: number;
}

/** What the order looks like after the change (unchanged when the tip already was that amount). */
export interface OrderTipFeeResult {
  changed: boolean;
  totalMinor: number;
  paymentStatus: StoreOrderPaymentStatus;
}

const refuse = (row: StoreOrderRow, code: string, description: string) =>
  new AppError('PRECONDITION', code, description, {
    orderId: row.id,
    status: row.status,
    paymentStatus: row.payment_status,
  });

/**
 * The hosted tips API's refusals: an order whose money went back (partly or fully refunded)
 * is not edited, nor a canceled or rejected one (§8: "partially or fully refunded",
 * "unsupported status").
 */
function assertEditable(row: StoreOrderRow): void {
  if (
    Number(row.refunded_minor) > 0 ||
    row.payment_status === 'PARTIALLY_REFUNDED' ||
    row.payment_status === 'FULLY_REFUNDED'
  ) {
    throw refuse(
      row,
      'PARTIALLY_OR_FULLY_REFUNDED_ORDER_CANNOT_BE_EDITED',
      "The order was refunded: its tip can't change any more",
    );
  }
  if (row.status === 'CANCELED' || row.status === 'REJECTED') {
    throw refuse(row, 'ORDER_CANNOT_BE_EDITED', `A ${row.status.toLowerCase()} order's tip can't change`);
  }
}

/**
 * An order that holds money follows its new total: what was paid covers it (PAID) or not
 * (PARTIALLY_PAID; NOT_PAID for an order paid nothing, such as a free one) — the `reprice` row
 * of the order's payment status table. Every other status says no money was taken yet (the
 * balance simply follows the total) and stays.
 */
function paymentStatusAfter(row: StoreOrderRow, totalMinor: number): StoreOrderPaymentStatus {
  const current = row.payment_status as StoreOrderPaymentStatus;
  if (current !== 'PAID' && current !== 'PARTIALLY_PAID') return current;
  const paid = Number(row.paid_minor);
  const next = paid >= totalMinor ? 'PAID' : paid > 0 ? 'PARTIALLY_PAID' : 'NOT_PAID';
  if (next !== current) orderPaymentStatus.assertTransition('reprice', current, row.id);
  return next;
}

/** The fees with the TIP fee at its new price (removed at 0, added when the order had none). */
function feesWithTip(fees: StoredFee[], change: OrderTipChange): StoredFee[] {
  const others = fees.filter((fee) => fee.code !== 'TIP');
  if (change.amountMinor === 0) return others;
  const tip = fees.find((fee) => fee.code === 'TIP');
  const next: StoredFee = tip
    ? { ...tip, priceMinor: change.amountMinor }
    : { id: change.feeId, code: 'TIP', name: 'Tip', priceMinor: change.amountMinor, lineItemIds: [] };
  return tip ? fees.map((fee) => (fee === tip ? next : fee)) : [...fees, next];
}

/**
 * Moves an order's fee TIP, its totals (additional fees, total) and its payment status to a new
 * tip, in the caller's unit, under the order's row lock — the lock every payment, fulfillment and
 * update of the order takes, so a tip change and a payment at the same moment run one after the
 * other and each sees the other's write. Adds the activity DRAFT_ORDER_CHANGES_APPLIED (the
 * hosted tips API edits an order as a draft order's changes) and records `store_order_updated`.
 * A tip already at that amount writes nothing. The unit must name `storeOrders`.
 */
export async function setOrderTipFee(
  tx: SiteTx,
  change: OrderTipChange,
  now: string,
): Promise<OrderTipFeeResult> {
  const row = await lockOrder(tx, change.orderId);
  if (!row) throw orderNotFound(change.orderId);
  const fees = JSON.parse(row.additional_fees) as StoredFee[];
  const previousMinor = fees.find((fee) => fee.code === 'TIP')?.priceMinor ?? 0;
  const delta = change.amountMinor - previousMinor;
  if (delta === 0) {
    return {
      changed: false,
      totalMinor: Number(row.total_minor),
      paymentStatus: row.payment_status as never,
    };
  }
  assertEditable(row);
  const totalMinor = Number(row.total_minor) + delta;
  const paymentStatus = paymentStatusAfter(row, totalMinor);
  await updateSiteTable(tx, 'store_orders')
    .set((eb) => ({
      additional_fees: JSON.stringify(feesWithTip(fees, change)),
      additional_fees_minor: Number(row.additional_fees_minor) + delta,
      total_minor: totalMinor,
      payment_status: paymentStatus,
      updated_date: now,
      revision: eb('revision', '+', 1),
    }))
    .where('id', '=', change.orderId)
    .execute();
  await addActivity(tx, change.orderId, { type: 'DRAFT_ORDER_CHANGES_APPLIED' }, now);
  const fields = ['additionalFees', 'priceSummary', 'balanceSummary'];
  if (paymentStatus !== row.payment_status) fields.push('paymentStatus');
  await recordOrderUpdated(tx, { ...row, payment_status: paymentStatus }, fields, now);
  return { changed: true, totalMinor, paymentStatus };
}
