import type { Static } from '@sinclair/typebox';
import type { StoreOrder } from '@tessera/contracts/store-orders';
import type {
  BulkActionMetadata,
  DelayedCaptureSettings,
  ItemMetadata,
  PaymentCollectabilityStatus,
  PreparePaymentCollectionRequest,
  PaymentMethodName,
  PriceInput,
  UserDefinedName,
} from '@tessera/contracts/store-payments';
import type { Caller } from '../../platform/auth/caller.ts';
import { bulkAnswer } from '../../platform/bulk-results.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { money, toWireMoney } from '../../platform/money/index.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import type { OrderForPayment, StoreOrdersPaymentsPort } from '../store-orders/index.ts';
import { positiveMinorOf } from './amounts.ts';
import { orderNotFound, type OrderLedger } from './order-ledger.ts';
import { findCollection, insertOrderPayment, saveCollection } from './order-payments.store.ts';
import type { StoredPaymentDetails } from './transactions.wire.ts';

/** What an order still owes: its total less what was collected (refunds do not reopen it). */
export const outstandingOf = (order: OrderForPayment): number =>
  Math.max(0, order.totalMinor - order.paidMinor);

/** Why money cannot be collected for an order now (none: collectable). */
export function collectabilityOf(order: OrderForPayment): PaymentCollectabilityStatus {
  if (order.status === 'CANCELED') return 'NONCOLLECTABLE_ORDER_IS_CANCELLED';
  if (order.status === 'REJECTED') return 'NONCOLLECTABLE_ORDER_IS_REJECTED';
  if (order.paymentStatus === 'PENDING' || order.paymentStatus === 'PENDING_MERCHANT')
    return 'NONCOLLECTABLE_ORDER_IS_PENDING';
  if (outstandingOf(order) === 0) return 'NONCOLLECTABLE_ORDER_IS_PAID';
  return 'COLLECTABLE';
}

/** The collector's refusal for an order whose money cannot be collected (typings' codes). */
export function assertCollectable(order: OrderForPayment): void {
  const status = collectabilityOf(order);
  if (status === 'COLLECTABLE') return;
  const [code, description] =
    status === 'NONCOLLECTABLE_ORDER_IS_CANCELLED'
      ? ['ORDER_CANCELED', 'The order is canceled']
      : status === 'NONCOLLECTABLE_ORDER_IS_PAID'
        ? ['ORDER_ALREADY_PAID', 'The order is paid already']
        : status === 'NONCOLLECTABLE_ORDER_IS_REJECTED'
          ? ['ORDER_REJECTED', 'The order was rejected']
          : ['ORDER_PAYMENT_PENDING', 'A payment of the order is still pending'];
  throw new AppError('PRECONDITION', code, description, { ecomOrderId: order.id, status });
}

const invalidAmount = (order: OrderForPayment, description: string) =>
  new AppError('INVALID', 'INVALID_AMOUNT', description, {
    ecomOrderId: order.id,
    collectable: toWireMoney('ECOM_PRICE', money(outstandingOf(order), order.currency)).amount,
  });

/** Minutes of a delayed-capture duration; the test gateway's default hold is 7 days. */
const DEFAULT_HOLD_MINUTES = 7 * 24 * 60;
const MINUTES = { MINUTES: 1, HOURS: 60, DAYS: 24 * 60 } as const;
export function delayMinutesOf(settings: DelayedCaptureSettings | undefined): number {
  const duration = settings?.delayDuration;
  if (!duration?.count) return DEFAULT_HOLD_MINUTES;
  return duration.count * MINUTES[duration.unit ?? 'DAYS'];
}

/**
 * The payments collector's collecting side (ecom `payments-collector`): what an order still
 * owes, payment gateway orders that a later charge collects (with delayed capture and its
 * scheduled action), and money the owner collected by hand (a manual payment, mark as paid).
 */
export class PaymentsCollector {
  constructor(
    private readonly ledger: LedgerLike,
    private readonly orders: StoreOrdersPaymentsPort,
  ) {}

  async collectability(caller: Caller, orderId: string) {
    const order = await this.ledger.order(this.ledger.scope(caller.siteId), orderId);
    const status = collectabilityOf(order);
    return {
      status,
      amount: toWireMoney(
        'ECOM_PRICE',
        money(status === 'COLLECTABLE' ? outstandingOf(order) : 0, order.currency),
      ),
    };
  }

  async prepare(
    caller: Caller,
    orderId: string,
    input: Static<typeof PreparePaymentCollectionRequest>,
  ): Promise<{ paymentGatewayOrderId: string }> {
    return this.ledger.inOrder(caller.siteId, orderId, async (tx, order) => {
      assertCollectable(order);
      const amount = positiveMinorOf(input.amount, order.currency, 'amount');
      if (amount > outstandingOf(order))
        throw invalidAmount(order, 'amount must not exceed what the order still owes');
      const scheduledAction = input.delayedCaptureSettings?.scheduledAction ?? null;
      const delayed = input.delayedCapture === true || scheduledAction !== null;
      const id = await this.saveCollection(tx, order, amount, input.paymentGatewayOrderId ?? undefined, {
        delayed,
        scheduledAction,
        delayMinutes: scheduledAction ? delayMinutesOf(input.delayedCaptureSettings) : null,
      });
      return { result: { paymentGatewayOrderId: id } };
    });
  }

  async createPaymentGatewayOrder(
    caller: Caller,
    orderId: string,
  ): Promise<{ paymentGatewayOrderId: string }> {
    return this.ledger.inOrder(caller.siteId, orderId, async (tx, order) => {
      assertCollectable(order);
      const id = await this.saveCollection(tx, order, outstandingOf(order), undefined, {
        delayed: false,
        scheduledAction: null,
        delayMinutes: null,
      });
      return { result: { paymentGatewayOrderId: id } };
    });
  }

  private async saveCollection(
    tx: SiteTx,
    order: OrderForPayment,
    amountMinor: number,
    existingId: string | undefined,
    settings: { delayed: boolean; scheduledAction: string | null; delayMinutes: number | null },
  ): Promise<string> {
    const existing = existingId ? await findCollection(tx, existingId) : undefined;
    if (existingId && (!existing || existing.order_id !== order.id))
      throw notFound('PAYMENT_GATEWAY_ID_NOT_FOUND', `Payment gateway order ${existingId} not found`, {
        paymentGatewayOrderId: existingId,
      });
    const now = this.ledger.now();
    const id = existing?.id ?? newId();
    await saveCollection(
      tx,
      {
        id,
        order_id: order.id,
        currency: order.currency,
        amount_minor: amountMinor,
        delayed_capture: settings.delayed ? 1 : 0,
        scheduled_action: settings.scheduledAction,
        delay_minutes: settings.delayMinutes,
        created_date: existing?.created_date ?? now,
        updated_date: now,
      },
      existing !== undefined,
    );
    await this.orders.recordPaymentStatus(tx, order.id, order.paymentStatus, undefined, {
      paymentGatewayOrderId: id,
    });
    return id;
  }

  /** Money the owner received outside the site (cash, a transfer): an approved offline payment. */
  async recordManualPayment(
    caller: Caller,
    orderId: string,
    amount: PriceInput,
    methodName?: UserDefinedName,
  ): Promise<void> {
    await this.ledger.inOrder(caller.siteId, orderId, async (tx, order) => {
      assertCollectable(order);
      const minor = positiveMinorOf(amount, order.currency, 'amount');
      if (minor > outstandingOf(order))
        throw invalidAmount(order, 'amount must not exceed what the order still owes');
      await this.addOfflinePayment(
        tx,
        order,
        minor,
        methodName ? { userDefinedName: methodName } : undefined,
      );
      return { result: undefined };
    });
  }

  /** Marks an order paid: an approved offline payment of what it still owes. */
  async markAsPaid(caller: Caller, orderId: string): Promise<{ order: StoreOrder }> {
    await this.ledger.inOrder(caller.siteId, orderId, async (tx, order) => {
      if (order.status === 'CANCELED')
        throw new AppError('PRECONDITION', 'ORDER_CANCELED', 'The order is canceled', {
          ecomOrderId: order.id,
        });
      if (outstandingOf(order) === 0 || order.paymentStatus === 'PAID')
        throw new AppError('PRECONDITION', 'ORDER_ALREADY_PAID', 'The order is paid already', {
          ecomOrderId: order.id,
        });
      await this.addOfflinePayment(tx, order, outstandingOf(order));
      return { result: undefined };
    });
    const order = await this.orders.findOrder(this.ledger.scope(caller.siteId), orderId);
    if (!order) throw orderNotFound();
    return { order };
  }

  async bulkMarkAsPaid(
    caller: Caller,
    orderIds: readonly string[],
  ): Promise<{
    results: { itemMetadata: ItemMetadata; item?: StoreOrder }[];
    bulkActionMetadata: BulkActionMetadata;
  }> {
    const results: { itemMetadata: ItemMetadata; item?: StoreOrder }[] = [];
    for (const [originalIndex, id] of orderIds.entries()) {
      try {
        const { order } = await this.markAsPaid(caller, id);
        results.push({ itemMetadata: { id, originalIndex, success: true }, item: order });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({
          itemMetadata: {
            id,
            originalIndex,
            success: false,
            error: { code: error.code, description: error.message, data: error.data ?? null },
          },
        });
      }
    }
    return bulkAnswer(results);
  }

  /** There are no memberships on a Tessera site: nothing can be charged to one. */
  async chargeMemberships(caller: Caller, orderId: string): Promise<never> {
    await this.ledger.order(this.ledger.scope(caller.siteId), orderId);
    throw new AppError(
      'PRECONDITION',
      'MEMBERSHIPS_NOT_AVAILABLE',
      'This site offers no memberships or pricing plans: no order can be paid with one',
      { ecomOrderId: orderId },
    );
  }

  private async addOfflinePayment(
    tx: SiteTx,
    order: OrderForPayment,
    minor: number,
    paymentMethodName?: PaymentMethodName,
  ): Promise<void> {
    const now = this.ledger.now();
    const details: StoredPaymentDetails = {
      regular: { paymentMethod: 'Offline', ...(paymentMethodName ? { paymentMethodName } : {}) },
    };
    await insertOrderPayment(tx, {
      id: newId(),
      order_id: order.id,
      kind: 'REGULAR',
      status: 'APPROVED',
      currency: order.currency,
      amount_minor: minor,
      captured_minor: null,
      refunded_minor: 0,
      refund_pending_minor: 0,
      offline: 1,
      platform_payment_id: null,
      attempt: null,
      gateway_order_id: order.paymentGatewayOrderId,
      charge_correlation_id: null,
      refund_disabled: 0,
      details: JSON.stringify(details),
      delayed_capture: 0,
      authorized_date: null,
      capture_date: null,
      void_date: null,
      void_reason: null,
      scheduled_action: null,
      scheduled_at: null,
      created_date: now,
      updated_date: now,
    });
  }
}

type LedgerLike = Pick<OrderLedger, 'order' | 'scope' | 'inOrder' | 'now'>;
