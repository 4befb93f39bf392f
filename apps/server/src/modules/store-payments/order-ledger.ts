import type { OrderTransactions } from '@tessera/contracts/store-payments';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { notFound } from '../../platform/errors.ts';
import { siteScope, type SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import { INVENTORY_CHANGES } from '../store-inventory/index.ts';
import {
  type NewActivity,
  type OrderForPayment,
  type StoreOrdersPaymentsPort,
} from '../store-orders/index.ts';
import {
  balanceOf,
  derivePaymentStatus,
  moveFor,
  type KnownPaymentStatus,
  type PaymentFigures,
} from './order-payment-status.ts';
import { paymentsOfOrders, refundsOfOrders, refundTransactionsOfOrders } from './order-payments.store.ts';
import type { StoreOrderPaymentRow } from './store-payments.schema.ts';
import { toWireTransactions } from './transactions.wire.ts';

/**
 * The one "no such order" of these routes, naming no id: someone else's order answers exactly like
 * an id that does not exist (the buyer-or-owner rule's 404 and the service's are the same).
 */
export const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'Order not found');

/** What every store-payments service is built from. */
export interface LedgerDeps {
  db: Db;
  uow: UnitOfWork;
  clock: Clock;
  orders: StoreOrdersPaymentsPort;
}

/** Units that change payments name the order kind: the order's payment status moves with them. */
export const PAYMENT_UNIT = { changes: ['storeOrders'] as const } as const;

/**
 * The order's side of every payment change, in one place: a unit of work that locks the order
 * (store-orders' port) before it reads or writes the order's payments, so one order's payments
 * change one unit at a time on any number of processes; after the work, the order's payment
 * status is derived from its payments, checked against the table and recorded with the amounts
 * paid and refunded (and the order approved once money was taken or held).
 */
export class OrderLedger {
  constructor(private readonly deps: LedgerDeps) {}

  now(): string {
    return isoAt(this.deps.clock.now());
  }

  scope(siteId: string): SiteScope {
    return siteScope(this.deps.db, siteId);
  }

  /** The order's money, or its 404 (read without a lock). */
  async order(scope: SiteScope, orderId: string): Promise<OrderForPayment> {
    const order = await this.deps.orders.orderForPayment(scope, orderId);
    if (!order) throw orderNotFound();
    return order;
  }

  /**
   * Runs `work` with the order locked, then records the order's payment status; `activity` (from
   * the work's answer) goes on the order with it.
   */
  async inOrder<T>(
    siteId: string,
    orderId: string,
    work: (tx: SiteTx, order: OrderForPayment) => Promise<{ result: T; activity?: NewActivity }>,
    /** The work may give stock back (a refund's restock): the unit names the stock counter too. */
    restocks = false,
  ): Promise<T> {
    return this.deps.uow.run(
      siteId,
      async (tx) => {
        const order = await this.deps.orders.orderForPayment(tx, orderId, true);
        if (!order) throw orderNotFound();
        const { result, activity } = await work(tx, order);
        await this.settle(tx, order, activity);
        return result;
      },
      { changes: restocks ? [...PAYMENT_UNIT.changes, INVENTORY_CHANGES] : [...PAYMENT_UNIT.changes] },
    );
  }

  /** Derives and records the order's payment status from its payments (in the caller's unit). */
  async settle(tx: SiteTx, order: OrderForPayment, activity?: NewActivity): Promise<void> {
    const rows = await paymentsOfOrders(tx, [order.id]);
    const figures = rows.map(figuresOf);
    const next = derivePaymentStatus(order.totalMinor, figures);
    moveFor(order.id, order.paymentStatus, next);
    const { paidMinor, refundedMinor } = balanceOf(figures);
    const note = activity ?? (next !== order.paymentStatus ? ACTIVITY_OF[next] : undefined);
    if (
      next !== order.paymentStatus ||
      paidMinor !== order.paidMinor ||
      refundedMinor !== order.refundedMinor ||
      note
    )
      await this.deps.orders.recordPaymentStatus(tx, order.id, next, note, { paidMinor, refundedMinor });
    // Money taken or held approves an order that waited for it (INITIALIZED, PENDING).
    const held = rows.some((row) => row.status === 'AUTHORIZED');
    if (
      (order.status === 'INITIALIZED' || order.status === 'PENDING') &&
      (next === 'PAID' || next === 'PARTIALLY_PAID' || held)
    )
      await this.deps.orders.approveOrder(tx, order.id);
  }

  /** `OrderTransactions` of each order (in the order asked). */
  async transactions(scope: SiteScope, orders: readonly OrderForPayment[]): Promise<OrderTransactions[]> {
    const ids = orders.map((order) => order.id);
    const [payments, refunds, refundTransactions] = await Promise.all([
      paymentsOfOrders(scope, ids),
      refundsOfOrders(scope, ids),
      refundTransactionsOfOrders(scope, ids),
    ]);
    return orders.map((order) =>
      toWireTransactions(order.id, order.currency, payments, refunds, refundTransactions),
    );
  }

  async transactionsOf(scope: SiteScope, order: OrderForPayment): Promise<OrderTransactions> {
    return (await this.transactions(scope, [order]))[0];
  }
}

/** The activity a status reached by itself writes on the order (a caller may name its own). */
const ACTIVITY_OF: Partial<Record<KnownPaymentStatus, NewActivity>> = {
  PAID: { type: 'ORDER_PAID' },
  PARTIALLY_PAID: { type: 'ORDER_PARTIALLY_PAID' },
  PENDING: { type: 'PAYMENT_PENDING' },
  PENDING_MERCHANT: { type: 'PAYMENT_PENDING' },
  DECLINED: { type: 'PAYMENT_DECLINED' },
  CANCELED: { type: 'PAYMENT_CANCELED' },
};

/** A payment row's part in the order's status: what it took and gave back. */
export const figuresOf = (row: StoreOrderPaymentRow): PaymentFigures => ({
  status: row.status,
  collectedMinor: Number(row.captured_minor ?? row.amount_minor),
  refundedMinor: Number(row.refunded_minor),
});
