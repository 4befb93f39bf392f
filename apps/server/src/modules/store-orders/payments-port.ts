import type {
  StoreOrder,
  StoreOrderFulfillmentStatus,
  StoreOrderPaymentStatus,
} from '@tessera/contracts/store-orders';
import { notFound } from '../../platform/errors.ts';
import type { SiteScope } from '../../platform/site-scope.ts';
import { updateSiteTable } from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import type { NewActivity } from './order-document.ts';
import { recordOrderEvent, recordOrderUpdated } from './order-events.ts';
import { storeOrderStatus } from './order-status.ts';
import { addActivity, lockOrder, orderRow, readWireOrder } from './orders-store.ts';
import type { StoreOrderRow } from './store-orders.schema.ts';

/** What store-payments reads of an order to collect, capture, void or refund its money. */
export interface OrderForPayment {
  id: string;
  number: string;
  status: string;
  paymentStatus: StoreOrderPaymentStatus;
  currency: string;
  totalMinor: number;
  paidMinor: number;
  refundedMinor: number;
  paymentGatewayOrderId: string | null;
  buyerEmail: string | null;
  subject: { role: 'MEMBER' | 'VISITOR'; id: string } | null;
}

/** Amounts and ids a payment step records with the payment status (absent: unchanged). */
export interface PaymentAmounts {
  paidMinor?: number;
  refundedMinor?: number;
  paymentGatewayOrderId?: string | null;
}

/** Called after an order is canceled (in the cancel's unit): store-payments voids or refunds there. */
export type OrderCanceledListener = (tx: SiteTx, order: OrderForPayment) => Promise<void>;

/** Not found says nothing of the id: someone else's order answers exactly like a missing one. */
export const orderNotFound = (_orderId?: string) => notFound('ORDER_NOT_FOUND', 'Order not found');

export function orderForPayment(row: StoreOrderRow): OrderForPayment {
  return {
    id: row.id,
    number: String(row.number),
    status: row.status,
    paymentStatus: row.payment_status as StoreOrderPaymentStatus,
    currency: row.currency,
    totalMinor: Number(row.total_minor),
    paidMinor: Number(row.paid_minor),
    refundedMinor: Number(row.refunded_minor),
    paymentGatewayOrderId: row.payment_gateway_order_id,
    buyerEmail: row.buyer_email,
    subject:
      row.subject_role && row.subject_id
        ? { role: row.subject_role as 'MEMBER' | 'VISITOR', id: row.subject_id }
        : null,
  };
}

/**
 * The port store-payments uses (H58): it never reads or writes the orders tables itself. Every
 * write takes the caller's unit of work (`SiteTx`, which names the site), so a payment's record
 * and the order's status commit together; the unit must name `storeOrders` in its changes.
 */
export class StoreOrdersPaymentsPort {
  private readonly canceledListeners: OrderCanceledListener[] = [];

  constructor(private readonly now: () => string) {}

  /** The order as the wire has it (any caller's check is the route's, not this port's). */
  findOrder(scope: SiteScope, orderId: string): Promise<StoreOrder | undefined> {
    return readWireOrder(scope, orderId);
  }

  /** The checkout an order was made of (one column: abandoned-checkouts' subscriber needs no more). */
  async checkoutIdOf(scope: SiteScope, orderId: string): Promise<string | undefined> {
    const row = await orderRow(scope, orderId).clearSelect().select('checkout_id').executeTakeFirst();
    return row?.checkout_id ?? undefined;
  }

  /** The money of an order, read without a lock (`lock: tx` locks it in that unit). */
  async orderForPayment(
    scope: SiteScope | SiteTx,
    orderId: string,
    lock?: boolean,
  ): Promise<OrderForPayment | undefined> {
    const row = lock
      ? await lockOrder(scope as SiteTx, orderId)
      : await orderRow(scope, orderId).executeTakeFirst();
    return row ? orderForPayment(row) : undefined;
  }

  /**
   * Records a payment status (and the amounts paid/refunded so far) on the order under its row
   * lock, adds the activity when given, and records `store_order_updated`. It moves no status:
   * an order paid in full is approved with `approveOrder` in the same unit.
   */
  async recordPaymentStatus(
    tx: SiteTx,
    orderId: string,
    paymentStatus: StoreOrderPaymentStatus,
    activity?: NewActivity,
    amounts: PaymentAmounts = {},
  ): Promise<StoreOrder> {
    const now = this.now();
    const row = await lockOrder(tx, orderId);
    if (!row) throw orderNotFound(orderId);
    await updateSiteTable(tx, 'store_orders')
      .set((eb) => ({
        payment_status: paymentStatus,
        ...(amounts.paidMinor !== undefined ? { paid_minor: amounts.paidMinor } : {}),
        ...(amounts.refundedMinor !== undefined ? { refunded_minor: amounts.refundedMinor } : {}),
        ...(amounts.paymentGatewayOrderId !== undefined
          ? { payment_gateway_order_id: amounts.paymentGatewayOrderId }
          : {}),
        updated_date: now,
        revision: eb('revision', '+', 1),
      }))
      .where('id', '=', orderId)
      .execute();
    if (activity) await addActivity(tx, orderId, activity, now);
    await recordOrderUpdated(tx, { ...row, payment_status: paymentStatus }, ['paymentStatus'], now);
    return (await readWireOrder(tx, orderId))!;
  }

  /** INITIALIZED or PENDING → APPROVED (the state machine's `approve`), with its domain events. */
  approveOrder(tx: SiteTx, orderId: string): Promise<StoreOrder> {
    return approveOrder(tx, orderId, this.now());
  }

  /** Listens to cancellations (store-payments voids an authorization or refunds there). */
  onOrderCanceled(listener: OrderCanceledListener): void {
    this.canceledListeners.push(listener);
  }

  /** Tells the listeners of a cancellation, in the cancel's unit. */
  async canceled(tx: SiteTx, order: OrderForPayment): Promise<void> {
    for (const listener of this.canceledListeners) await listener(tx, order);
  }

  /**
   * Records the fulfillment status an order's fulfillments add up to (store-fulfillments) under
   * the order's row lock, with its activities, and `store_order_updated` when anything changed.
   */
  async recordFulfillmentStatus(
    tx: SiteTx,
    orderId: string,
    fulfillmentStatus: StoreOrderFulfillmentStatus,
    activities: readonly NewActivity[],
  ): Promise<void> {
    const now = this.now();
    const row = await lockOrder(tx, orderId);
    if (!row) throw orderNotFound(orderId);
    const changed = row.fulfillment_status !== fulfillmentStatus;
    if (!changed && activities.length === 0) return;
    await updateSiteTable(tx, 'store_orders')
      .set((eb) => ({
        fulfillment_status: fulfillmentStatus,
        updated_date: now,
        revision: eb('revision', '+', 1),
      }))
      .where('id', '=', orderId)
      .execute();
    for (const activity of activities) await addActivity(tx, orderId, activity, now);
    await recordOrderUpdated(tx, row, changed ? ['fulfillmentStatus'] : ['activities'], now);
  }
}

/** Moves an order to APPROVED under its lock and the machine's condition; answers the order. */
export async function approveOrder(tx: SiteTx, orderId: string, now: string): Promise<StoreOrder> {
  const row = await lockOrder(tx, orderId);
  if (!row) throw orderNotFound(orderId);
  storeOrderStatus.assertTransition('approve', row.status as never, orderId);
  const moved = await updateSiteTable(tx, 'store_orders')
    .set((eb) => ({ status: 'APPROVED', updated_date: now, revision: eb('revision', '+', 1) }))
    .where('id', '=', orderId)
    .where((eb) => storeOrderStatus.transitionWhere('approve', eb.ref('status')))
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw storeOrderStatus.lostRace('approve', orderId);
  const next = { ...row, status: 'APPROVED' };
  await recordOrderEvent(tx, 'store_order_approved', next, now);
  await recordOrderUpdated(tx, next, ['status'], now);
  return (await readWireOrder(tx, orderId))!;
}
