import type {
  OrderPaymentStatus,
  OrderTransactions,
  TransactionStatus,
} from '@tessera/contracts/store-payments';
import type { Caller } from '../../platform/auth/caller.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { Payment, PaymentsService } from '../../platform/payments/payments.service.ts';
import { isoAt } from '../../platform/clock.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import type { OrderForPayment } from '../store-orders/index.ts';
import { SCHEDULED_ACTION_JOB } from './authorizations.service.ts';
import { assertCollectable, outstandingOf } from './collector.service.ts';
import type { OrderLedger } from './order-ledger.ts';
import {
  insertOrderPayment,
  latestCollection,
  movePaymentStatus,
  paymentOfPlatformPayment,
  paymentsOfOrders,
} from './order-payments.store.ts';
import type { StorePaymentCollectionRow } from './store-payments.schema.ts';

/** How a platform payment's status reads as an order payment's. */
const STATUS_OF: Record<Payment['status'], TransactionStatus> = {
  PENDING: 'PENDING',
  AUTHORIZED: 'AUTHORIZED',
  CAPTURED: 'APPROVED',
  PARTIALLY_REFUNDED: 'PARTIALLY_REFUNDED',
  REFUNDED: 'REFUNDED',
  VOIDED: 'VOIDED',
  DECLINED: 'DECLINED',
};

export interface ChargeOutcome {
  orderId: string;
  paymentId: string;
  transactionStatus: TransactionStatus;
  paymentStatus: OrderPaymentStatus;
  orderTransactions: OrderTransactions;
  /** Why the provider refused, for a DECLINED charge. */
  declineReason?: string | null;
}

/**
 * Charging an order with a card token (the web checkout's pay, CreateOrderAndCharge). The
 * provider key is the order's and its attempt number (`store-order:<id>:<n>`, n = the charges
 * that already ended for the order): a retry after a timeout or PROVIDER_IS_DOWN asks again
 * under the same key and is charged once; a new card after a decline is a new attempt. The
 * answer is recorded once per platform payment (unique index), and the order's payment status
 * follows (PAID, PENDING for an authorization or a slow payment, DECLINED).
 */
export class ChargeService {
  constructor(
    private readonly ledger: OrderLedger,
    private readonly payments: PaymentsService,
    private readonly jobs: Jobs,
  ) {}

  async pay(
    caller: Caller,
    orderId: string,
    input: { paymentToken: string; delayCapture?: boolean },
  ): Promise<ChargeOutcome> {
    const scope = this.ledger.scope(caller.siteId);
    const order = await this.ledger.order(scope, orderId);
    assertCollectable(order);
    const collection = await latestCollection(scope, orderId);
    const owed = outstandingOf(order);
    const amount =
      collection && Number(collection.amount_minor) <= owed ? Number(collection.amount_minor) : owed;
    const delayed = input.delayCapture ?? collection?.delayed_capture === 1;
    const attempt = (await paymentsOfOrders(scope, [orderId])).filter(
      (row) => row.platform_payment_id,
    ).length;
    let payment: Payment;
    try {
      payment = await this.payments.authorize(caller.siteId, {
        idempotencyKey: `store-order:${orderId}:${attempt}`,
        amount: { minor: amount, currency: order.currency },
        source: input.paymentToken,
        capture: !delayed,
        reference: orderId,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'IDEMPOTENCY_KEY_REUSED')
        throw new AppError(
          'CONFLICT',
          'PAYMENT_ALREADY_IN_PROGRESS',
          'Another payment of this order is under way',
          {
            orderId,
          },
        );
      throw error;
    }
    await this.record(caller.siteId, order, payment, attempt, collection);
    const after = await this.ledger.order(scope, orderId);
    return {
      orderId,
      paymentId: (await paymentOfPlatformPayment(scope, payment.id))!.id,
      transactionStatus: STATUS_OF[payment.status],
      paymentStatus: after.paymentStatus as OrderPaymentStatus,
      orderTransactions: await this.ledger.transactionsOf(scope, after),
      declineReason: payment.declineReason,
    };
  }

  /** PaymentsService's port: a slow payment settled later moves its order payment (idempotent). */
  async settled(siteId: string, payment: Payment): Promise<void> {
    const row = await paymentOfPlatformPayment(this.ledger.scope(siteId), payment.id);
    if (!row || row.status !== 'PENDING') return; // not a store payment, or recorded already
    await this.ledger.inOrder(siteId, row.order_id, async (tx) => {
      const now = this.ledger.now();
      const status = STATUS_OF[payment.status];
      if (
        await movePaymentStatus(
          tx,
          row.id,
          ['PENDING'],
          { status, ...(status === 'AUTHORIZED' ? { authorized_date: now } : {}) },
          now,
        )
      )
        if (status === 'AUTHORIZED') await this.schedule(tx, row.id, row.order_id, row.gateway_order_id);
      return { result: undefined };
    });
  }

  /** Records the charge's outcome on the order, once (a racing repeat finds the row). */
  private async record(
    siteId: string,
    order: OrderForPayment,
    payment: Payment,
    attempt: number,
    collection: StorePaymentCollectionRow | undefined,
  ): Promise<void> {
    await this.ledger.inOrder(siteId, order.id, async (tx) => {
      const now = this.ledger.now();
      const status = STATUS_OF[payment.status];
      const id = newId();
      const inserted = await insertOrderPayment(tx, {
        id,
        order_id: order.id,
        kind: 'REGULAR',
        status,
        currency: payment.amount.currency,
        amount_minor: payment.amount.minor,
        captured_minor: null,
        refunded_minor: 0,
        refund_pending_minor: 0,
        offline: 0,
        platform_payment_id: payment.id,
        attempt,
        gateway_order_id: collection?.id ?? order.paymentGatewayOrderId,
        charge_correlation_id: null,
        refund_disabled: 0,
        details: JSON.stringify({
          regular: {
            paymentMethod: 'CreditCard',
            providerTransactionId: payment.providerReference,
            paymentMethodName: {
              buyerLanguageName: 'Credit / Debit Card',
              siteLanguageName: 'Credit / Debit Card',
            },
          },
        }),
        delayed_capture:
          status === 'AUTHORIZED' || (status === 'PENDING' && collection?.delayed_capture === 1) ? 1 : 0,
        authorized_date: status === 'AUTHORIZED' ? now : null,
        capture_date: null,
        void_date: null,
        void_reason: null,
        scheduled_action: null,
        scheduled_at: null,
        created_date: now,
        updated_date: now,
      });
      if (inserted && status === 'AUTHORIZED') await this.schedule(tx, id, order.id, collection?.id ?? null);
      return { result: undefined };
    });
  }

  /** The scheduled action of the payment gateway order (capture or void after its delay), as a job. */
  private async schedule(
    tx: SiteTx,
    paymentId: string,
    orderId: string,
    collectionId: string | null,
  ): Promise<void> {
    const collection = collectionId ? await latestCollection(tx, orderId) : undefined;
    if (!collection?.scheduled_action || collection.id !== collectionId) return;
    const at = isoAt(Date.parse(this.ledger.now()) + Number(collection.delay_minutes ?? 0) * 60_000);
    await movePaymentStatus(
      tx,
      paymentId,
      ['AUTHORIZED'],
      { delayed_capture: 1, scheduled_action: collection.scheduled_action, scheduled_at: at },
      this.ledger.now(),
    );
    await this.jobs.enqueue(tx, {
      kind: SCHEDULED_ACTION_JOB,
      runAt: at,
      key: `scheduled:${paymentId}`,
      payload: { paymentId, orderId },
    });
  }
}
