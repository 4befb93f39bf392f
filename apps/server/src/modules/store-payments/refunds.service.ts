import type { StoreOrder } from '@tessera/contracts/store-orders';
import type {
  ItemMetadata,
  NonRefundableReason,
  OrderTransactions,
  Refundability,
  TriggerRefundRequest,
} from '@tessera/contracts/store-payments';
import type { Caller } from '../../platform/auth/caller.ts';
import { AppError, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { PaymentsService } from '../../platform/payments/payments.service.ts';
import { ProviderUnavailableError } from '../../platform/payments/provider.ts';
import { queueMessage } from '../../platform/mail/delivery.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { restock, type StockLine } from '../store-inventory/index.ts';
import type { OrderForPayment, StoreOrdersPaymentsPort } from '../store-orders/index.ts';
import { positiveMinorOf } from './amounts.ts';
import { orderNotFound, type OrderLedger } from './order-ledger.ts';
import {
  completeRefund,
  findOrderPayment,
  findRefundTransaction,
  insertRefund,
  insertRefundTransaction,
  moveRefundTransaction,
  paymentsOfOrders,
  refundsOfOrders,
  releaseRefund,
  reserveRefund,
} from './order-payments.store.ts';
import { refundMessage } from './refund-mail.ts';
import { decodeRefundPlan, encodeRefundPlan, type RefundPlan } from './refund-plan.ts';
import type { StoreOrderPaymentRow } from './store-payments.schema.ts';

export const REFUND_RETRY_JOB = 'store-payments.refund';
export const STORE_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
export const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000';

const refundKey = (refundId: string) => `store-refund:${refundId}`;
const refundLeft = (row: StoreOrderPaymentRow) =>
  Number(row.captured_minor ?? row.amount_minor) -
  Number(row.refunded_minor) -
  Number(row.refund_pending_minor);

const notAvailable = (paymentId: string, reason: NonRefundableReason, description: string) =>
  new AppError('PRECONDITION', 'REFUND_NOT_AVAILABLE', description, { paymentId, reason });

/**
 * Refunds of store orders (TriggerRefund) and whether a payment can be refunded at all. A refund
 * first sets its amount aside on the payment with one conditional statement (`reserveRefund`),
 * so concurrent refunds never give back more than the payment took; then the provider is asked
 * (through PaymentsService, which keeps the same rule on its side) under a key per refund, and
 * the outcome moves the amount to refunded or frees it. Offline and external refunds are only
 * recorded. Stock asked back is restocked in the unit where the refund succeeds, so once.
 */
export class RefundsService {
  constructor(
    private readonly ledger: OrderLedger,
    private readonly payments: PaymentsService,
    private readonly orders: StoreOrdersPaymentsPort,
    private readonly jobs: Jobs,
  ) {}

  registerJobs(jobs: Jobs): void {
    // A refund the provider could not be asked about (PROVIDER_IS_DOWN) is asked again, same key.
    jobs.register(REFUND_RETRY_JOB, async (job) => {
      const { orderId, refundId, paymentId } = job.payload as Record<string, string>;
      // Still down: the job fails and runs again after its backoff (same key, so money moves once).
      if (job.siteId) await this.askProvider(job.siteId, orderId, refundId, paymentId, true);
    });
  }

  async refundability(
    caller: Caller,
    orderId: string,
  ): Promise<{ refundabilities: Refundability[]; refundablePerItem: boolean }> {
    const scope = this.ledger.scope(caller.siteId);
    const order = await this.ledger.order(scope, orderId);
    const rows = await paymentsOfOrders(scope, [orderId]);
    return { refundabilities: rows.map((row) => refundabilityOf(order, row)), refundablePerItem: true };
  }

  async trigger(
    caller: Pick<Caller, 'siteId'>,
    orderId: string,
    input: TriggerRefundRequest,
  ): Promise<{ orderTransactions: OrderTransactions; refundId: string; failedPaymentIds: ItemMetadata[] }> {
    const scope = this.ledger.scope(caller.siteId);
    const wireOrder = await this.orders.findOrder(scope, orderId);
    if (!wireOrder) throw orderNotFound();
    const stock = restockLinesOf(wireOrder, input);
    const plan: RefundPlan = {
      lines: stock,
      email: input.sideEffects?.sendOrderRefundedEmail
        ? { customMessage: input.sideEffects.customMessage ?? null }
        : null,
    };
    const [request] = input.payments;
    const refundId = newId();
    const planned = await this.ledger.inOrder(
      caller.siteId,
      orderId,
      async (tx, order) => {
        const row = request.paymentId ? await findOrderPayment(tx, request.paymentId) : undefined;
        if (!row || row.order_id !== order.id)
          throw new AppError(
            'NOT_FOUND',
            'PAYMENTS_NOT_FOUND',
            `Payment ${request.paymentId ?? ''} not found`,
            {
              paymentId: request.paymentId ?? null,
            },
          );
        const refusal = refundabilityOf(order, row);
        if (
          refusal.refundabilityStatus === 'NOT_REFUNDABLE' &&
          refusal.nonRefundableReason !== 'PENDING_REFUND'
        )
          throw notAvailable(
            row.id,
            refusal.nonRefundableReason!,
            `The payment cannot be refunded: ${refusal.nonRefundableReason}`,
          );
        const minor =
          request.amount === undefined
            ? refundLeft(row)
            : positiveMinorOf(request.amount, order.currency, 'payments[0].amount');
        const now = this.ledger.now();
        if (minor <= 0 || !(await reserveRefund(tx, row.id, minor, now))) {
          const current = (await findOrderPayment(tx, row.id))!;
          if (refundLeft(current) <= 0 && Number(current.refund_pending_minor) > 0)
            throw notAvailable(row.id, 'PENDING_REFUND', 'The rest of the payment is being refunded already');
          throw new AppError(
            'INVALID',
            'INVALID_AMOUNT',
            'amount must not exceed what the payment can still give back',
            {
              paymentId: row.id,
              refundable: String(refundLeft(current)),
            },
          );
        }
        const recordedOnly = request.externalRefund === true || !row.platform_payment_id;
        await insertRefund(tx, {
          id: refundId,
          order_id: order.id,
          details: JSON.stringify(input.details ?? {}),
          restock: encodeRefundPlan(plan),
          created_date: now,
        });
        await insertRefundTransaction(tx, {
          refund_id: refundId,
          payment_id: row.id,
          order_id: order.id,
          amount_minor: minor,
          status: recordedOnly ? 'SUCCEEDED' : 'PENDING',
          external: request.externalRefund === true ? 1 : 0,
          provider_refund_id: null,
          status_info: null,
          created_date: now,
          updated_date: now,
        });
        if (!recordedOnly) return { result: { online: true, row, minor } };
        await this.succeeded(tx, order, row.id, minor, plan);
        return {
          result: { online: false, row, minor },
          activity: {
            type: 'ORDER_REFUNDED' as const,
            orderRefunded: { manual: true, amountMinor: minor, reason: input.details?.reason ?? undefined },
          },
        };
      },
      stock.length > 0,
    );
    const failedPaymentIds: ItemMetadata[] = [];
    if (planned.online) {
      const failure = await this.askProvider(caller.siteId, orderId, refundId, planned.row.id);
      if (failure) failedPaymentIds.push(failure);
    }
    const order = await this.ledger.order(scope, orderId);
    return { orderTransactions: await this.ledger.transactionsOf(scope, order), refundId, failedPaymentIds };
  }

  /**
   * Asks the provider for a refund set aside (again, with the same key, when a retry comes) and
   * records the outcome once: the transaction's conditional move decides which caller records it.
   * Answers the failure of a refused refund; a provider that is down leaves it PENDING for the job.
   */
  private async askProvider(
    siteId: string,
    orderId: string,
    refundId: string,
    paymentId: string,
    fromJob = false,
  ): Promise<ItemMetadata | undefined> {
    const scope = this.ledger.scope(siteId);
    const row = (await findOrderPayment(scope, paymentId))!;
    const transaction = (await refundTransactionOf(scope, orderId, refundId, paymentId))!;
    if (transaction.status !== 'PENDING') return undefined;
    const minor = Number(transaction.amount_minor);
    let failure: string | undefined;
    try {
      await this.payments.refund(siteId, row.platform_payment_id!, {
        idempotencyKey: refundKey(refundId),
        amount: { minor, currency: row.currency },
      });
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        if (fromJob) throw error;
        await this.ledger.inOrder(siteId, orderId, async (tx) => {
          await this.jobs.enqueue(tx, {
            kind: REFUND_RETRY_JOB,
            runAt: this.ledger.now(),
            key: `${refundId}:${paymentId}`,
            payload: { orderId, refundId, paymentId },
          });
          return { result: undefined };
        });
        return undefined;
      }
      if (!(error instanceof AppError)) throw error;
      failure = error.code;
    }
    const plan = decodeRefundPlan(
      (await refundsOfOrders(scope, [orderId])).find((r) => r.id === refundId)!.restock,
    );
    await this.ledger.inOrder(
      siteId,
      orderId,
      async (tx, order) => {
        const now = this.ledger.now();
        const moved = await moveRefundTransaction(
          tx,
          refundId,
          paymentId,
          ['PENDING'],
          failure
            ? { status: 'FAILED', status_info: JSON.stringify({ description: failure }) }
            : { status: 'SUCCEEDED' },
          now,
        );
        if (!moved) return { result: undefined };
        if (failure) {
          await releaseRefund(tx, paymentId, minor, now);
          return { result: undefined, activity: { type: 'PAYMENT_REFUND_FAILED' as const } };
        }
        await this.succeeded(tx, order, paymentId, minor, plan);
        return {
          result: undefined,
          activity: { type: 'ORDER_REFUNDED' as const, orderRefunded: { manual: false, amountMinor: minor } },
        };
      },
      plan.lines.length > 0,
    );
    return failure
      ? {
          id: paymentId,
          originalIndex: 0,
          success: false,
          error: {
            code: 'REFUND_FAILED',
            description: `The provider refused the refund: ${failure}`,
            data: { reason: failure },
          },
        }
      : undefined;
  }

  /**
   * A refund that went through: the amount counts as refunded, the stock asked back returns and
   * the buyer's email is queued (outbox) — all in the one unit whose conditional move recorded
   * the success, so each happens once.
   */
  private async succeeded(
    tx: SiteTx,
    order: OrderForPayment,
    paymentId: string,
    minor: number,
    plan: RefundPlan,
  ): Promise<void> {
    const now = this.ledger.now();
    await completeRefund(tx, paymentId, minor, now);
    if (plan.lines.length > 0)
      await restock(tx, tx.siteId, plan.lines, { source: 'REVERT_INVENTORY_CHANGE', orderId: order.id }, now);
    const message = plan.email ? refundMessage(order, minor, plan.email.customMessage) : undefined;
    if (message) await queueMessage(tx, message);
  }
}

async function refundTransactionOf(
  scope: ReturnType<OrderLedger['scope']>,
  orderId: string,
  refundId: string,
  paymentId: string,
) {
  const row = await findRefundTransaction(scope, refundId, paymentId);
  return row?.order_id === orderId ? row : undefined;
}

/** Whether a payment can be refunded, and why not (spec §8 refund unavailability). */
export function refundabilityOf(order: OrderForPayment, row: StoreOrderPaymentRow): Refundability {
  const no = (reason: NonRefundableReason): Refundability => ({
    paymentId: row.id,
    refundabilityStatus: 'NOT_REFUNDABLE',
    nonRefundableReason: reason,
  });
  if (order.status === 'REJECTED') return no('ORDER_IS_REJECTED');
  if (row.status === 'REFUNDED') return no('ALREADY_REFUNDED');
  if (row.status === 'PENDING' || row.status === 'PENDING_MERCHANT') return no('ORDER_IS_PENDING');
  if (row.status !== 'APPROVED' && row.status !== 'PARTIALLY_REFUNDED') return no('NOT_PAID');
  if (Number(row.captured_minor ?? row.amount_minor) === 0) return no('ZERO_PRICE');
  if (row.refund_disabled === 1) return no('DISABLED_BY_PROVIDER');
  if (refundLeft(row) <= 0) return no('PENDING_REFUND');
  if (!row.platform_payment_id)
    return {
      paymentId: row.id,
      refundabilityStatus: 'MANUAL',
      manuallyRefundableReason: row.kind === 'REGULAR' && row.offline === 1 ? 'OFFLINE' : 'NOT_SUPPORTED',
    };
  return { paymentId: row.id, refundabilityStatus: 'REFUNDABLE' };
}

/** The stock a refund gives back: all of the order's store lines, the lines named, or none. */
export function restockLinesOf(order: StoreOrder, input: TriggerRefundRequest): StockLine[] {
  const info = input.sideEffects?.restockInfo;
  const type = info?.type ?? 'NO_ITEMS';
  if (type === 'NO_ITEMS') return [];
  const lines = order.lineItems ?? [];
  const stockLineOf = (line: (typeof lines)[number], quantity: number): StockLine | undefined => {
    const reference = line.catalogReference;
    if (!reference || reference.appId !== STORE_APP_ID) return undefined;
    const variantId = reference.options?.variantId;
    return {
      productId: reference.catalogItemId,
      variantId: typeof variantId === 'string' ? variantId : DEFAULT_VARIANT_ID,
      quantity,
    };
  };
  if (type === 'ALL_ITEMS')
    return lines.flatMap((line) => stockLineOf(line, line.quantity ?? 0) ?? []).filter((l) => l.quantity > 0);
  const items = info?.items ?? [];
  if (items.length === 0)
    throw validationError([
      violation(
        'sideEffects.restockInfo.items',
        'SOME_ITEMS names the line items to restock',
        'REQUIRED_FIELD',
      ),
    ]);
  return items.flatMap((item, index) => {
    const line = lines.find((l) => l.id === item.lineItemId);
    const field = `sideEffects.restockInfo.items[${index}]`;
    if (!line)
      throw validationError([
        violation(`${field}.lineItemId`, 'no such line item in the order', 'VALIDATION'),
      ]);
    const quantity = item.quantity ?? line.quantity ?? 0;
    if (quantity > (line.quantity ?? 0))
      throw validationError([
        violation(`${field}.quantity`, 'quantity must not exceed the line item quantity', 'MAX'),
      ]);
    return stockLineOf(line, quantity) ?? [];
  });
}
