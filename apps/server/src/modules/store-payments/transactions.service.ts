import type {
  BulkActionMetadata,
  ItemMetadata,
  OrderPayment,
  OrderTransactions,
  PaymentInput,
  RefundStatus,
  TransactionStatus,
} from '@tessera/contracts/store-payments';
import type { Static } from '@sinclair/typebox';
import type {
  BulkUpdatePaymentStatusesRequest,
  UpdatePaymentsRequest,
  UpdateRefundTransactionRequest,
} from '@tessera/contracts/store-payments';
import type { Caller } from '../../platform/auth/caller.ts';
import { bulkAnswer } from '../../platform/bulk-results.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import type { OrderForPayment } from '../store-orders/index.ts';
import { minorOf } from './amounts.ts';
import type { OrderLedger } from './order-ledger.ts';
import {
  completeRefund,
  findOrderPayment,
  findRefundTransaction,
  insertOrderPayment,
  movePaymentStatus,
  moveRefundTransaction,
  releaseRefund,
  updatePaymentColumns,
} from './order-payments.store.ts';
import { actionForStatus, paymentTransactionStatus } from './payment-transaction-status.ts';
import type { StoreOrderPaymentRow } from './store-payments.schema.ts';
import { parseDetails, toWirePayment, toWireRefund, type StoredPaymentDetails } from './transactions.wire.ts';
import { refundsOfOrders, refundTransactionsOfOrders } from './order-payments.store.ts';

export const paymentNotFound = (paymentId: string) =>
  notFound('PAYMENT_NOT_FOUND', `Payment ${paymentId} not found`, { paymentId });

/** Statuses AddPayments may record (the others are reached only by moves). */
const RECORDABLE: readonly TransactionStatus[] = [
  'APPROVED',
  'PENDING',
  'PENDING_MERCHANT',
  'DECLINED',
  'CANCELED',
];
const OPEN_REFUND: readonly RefundStatus[] = ['PENDING', 'STARTED', 'SCHEDULED'];

/**
 * Order transactions (ecom `order-transactions`): an order's payments and refunds as a ledger.
 * Recorded payments (cash, bank transfer, an outside provider) are added and moved by calls;
 * online payments move only through the payments collector. Every change is one unit with the
 * order locked, and the order's payment status follows from the ledger (OrderLedger.settle).
 */
export class OrderTransactionsService {
  constructor(private readonly ledger: OrderLedger) {}

  async listForOrder(caller: Caller, orderId: string): Promise<OrderTransactions> {
    const scope = this.ledger.scope(caller.siteId);
    return this.ledger.transactionsOf(scope, await this.ledger.order(scope, orderId));
  }

  /** Orders that do not exist are left out (as the hosted API does for ids it cannot read). */
  async listForOrders(caller: Caller, orderIds: readonly string[]): Promise<OrderTransactions[]> {
    const scope = this.ledger.scope(caller.siteId);
    const orders: OrderForPayment[] = [];
    for (const id of new Set(orderIds)) {
      const order = await this.ledger.order(scope, id).catch(() => undefined);
      if (order) orders.push(order);
    }
    return this.ledger.transactions(scope, orders);
  }

  async addPayments(
    caller: Caller,
    orderId: string,
    payments: readonly PaymentInput[],
  ): Promise<{ orderTransactions: OrderTransactions; paymentsIds: string[] }> {
    const ids = await this.ledger.inOrder(caller.siteId, orderId, async (tx, order) => {
      const now = this.ledger.now();
      const added: string[] = [];
      for (const [index, input] of payments.entries()) {
        const field = `payments[${index}]`;
        const status = input.status ?? input.regularPaymentDetails?.status ?? 'APPROVED';
        if (!RECORDABLE.includes(status))
          throw validationError([
            violation(
              `${field}.status`,
              `a recorded payment is one of ${RECORDABLE.join(', ')}`,
              'INVALID_ENUM_VALUE',
            ),
          ]);
        const kinds = [
          input.regularPaymentDetails,
          input.giftcardPaymentDetails,
          input.membershipPaymentDetails,
        ];
        if (kinds.filter(Boolean).length > 1)
          throw validationError([
            violation(field, 'a payment has one kind of payment details', 'ONE_OF_ALIGNMENT'),
          ]);
        const id = newId();
        const regular = input.regularPaymentDetails;
        const details: StoredPaymentDetails = input.giftcardPaymentDetails
          ? { giftcard: input.giftcardPaymentDetails }
          : input.membershipPaymentDetails
            ? { membership: input.membershipPaymentDetails }
            : {
                regular: regular && {
                  paymentMethod: regular.paymentMethod,
                  providerTransactionId: regular.providerTransactionId,
                  gatewayTransactionId: regular.gatewayTransactionId,
                  creditCardDetails: regular.creditCardDetails,
                  paymentMethodName: regular.paymentMethodName,
                },
              };
        await insertOrderPayment(tx, {
          id,
          order_id: order.id,
          kind: input.giftcardPaymentDetails
            ? 'GIFT_CARD'
            : input.membershipPaymentDetails
              ? 'MEMBERSHIP'
              : 'REGULAR',
          status,
          currency: order.currency,
          amount_minor: minorOf(input.amount, order.currency, `${field}.amount`),
          captured_minor: null,
          refunded_minor: 0,
          refund_pending_minor: 0,
          offline: regular?.offlinePayment === false ? 0 : 1,
          platform_payment_id: null,
          attempt: null,
          gateway_order_id: regular?.paymentOrderId ?? null,
          charge_correlation_id: input.chargeCorrelationId ?? null,
          refund_disabled: input.refundDisabled ? 1 : 0,
          details: JSON.stringify(details),
          delayed_capture: 0,
          authorized_date: null,
          capture_date: null,
          void_date: null,
          void_reason: null,
          scheduled_action: null,
          scheduled_at: null,
          created_date: input.createdDate ?? now,
          updated_date: now,
        });
        added.push(id);
      }
      return { result: added };
    });
    return { orderTransactions: await this.listForOrder(caller, orderId), paymentsIds: ids };
  }

  async updatePaymentStatus(
    caller: Caller,
    orderId: string,
    paymentId: string,
    status: TransactionStatus | undefined,
  ): Promise<OrderTransactions> {
    await this.ledger.inOrder(caller.siteId, orderId, async (tx, order) => ({
      result: await this.movePayment(tx, order, paymentId, status),
    }));
    return this.listForOrder(caller, orderId);
  }

  async bulkUpdatePaymentStatuses(
    caller: Caller,
    input: Static<typeof BulkUpdatePaymentStatusesRequest>,
  ): Promise<{
    results: { itemMetadata: ItemMetadata; item?: OrderPayment }[];
    bulkActionMetadata: BulkActionMetadata;
  }> {
    const results: { itemMetadata: ItemMetadata; item?: OrderPayment }[] = [];
    for (const [originalIndex, pair] of input.paymentAndOrderIds.entries()) {
      try {
        if (!pair.orderId || !pair.paymentId)
          throw validationError([
            violation(
              `paymentAndOrderIds[${originalIndex}]`,
              'orderId and paymentId are required',
              'REQUIRED_FIELD',
            ),
          ]);
        const row = await this.ledger.inOrder(caller.siteId, pair.orderId, async (tx, order) => ({
          result: await this.movePayment(tx, order, pair.paymentId!, input.status),
        }));
        results.push({
          itemMetadata: { id: pair.paymentId, originalIndex, success: true },
          ...(input.returnFullEntity ? { item: toWirePayment(row) } : {}),
        });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({
          itemMetadata: {
            id: pair.paymentId ?? null,
            originalIndex,
            success: false,
            error: { code: error.code, description: error.message, data: error.data ?? null },
          },
        });
      }
    }
    return bulkAnswer(results);
  }

  /** A recorded payment's status, moved under the payment table's condition. */
  private async movePayment(
    tx: SiteTx,
    order: OrderForPayment,
    paymentId: string,
    status: TransactionStatus | undefined,
  ): Promise<StoreOrderPaymentRow> {
    const row = await findOrderPayment(tx, paymentId);
    if (!row || row.order_id !== order.id) throw paymentNotFound(paymentId);
    if (!status) throw validationError([violation('status', 'status is required', 'REQUIRED_FIELD')]);
    if (row.platform_payment_id)
      throw new AppError(
        'PRECONDITION',
        'NOT_REGULAR_OFFLINE_PAYMENT',
        'An online payment moves only by capture, void or refund',
        { paymentId },
      );
    const action = actionForStatus[status];
    if (!action)
      throw validationError([
        violation('status', `a payment cannot be set to ${status} by a call`, 'INVALID_ENUM_VALUE'),
      ]);
    paymentTransactionStatus.assertTransition(action, row.status as never, paymentId);
    const now = this.ledger.now();
    if (
      !(await movePaymentStatus(tx, paymentId, paymentTransactionStatus.fromStates(action), { status }, now))
    )
      throw paymentTransactionStatus.lostRace(action, paymentId);
    return (await findOrderPayment(tx, paymentId))!;
  }

  /** Changes what a payment says of its method (id, card, provider ids); never its money or status. */
  async updatePayments(
    caller: Caller,
    orderId: string,
    input: Static<typeof UpdatePaymentsRequest>,
  ): Promise<OrderTransactions> {
    await this.ledger.inOrder(caller.siteId, orderId, async (tx, order) => {
      const now = this.ledger.now();
      for (const [index, { payment, fieldMask }] of input.payments.entries()) {
        const row = await findOrderPayment(tx, payment.id);
        if (!row || row.order_id !== order.id) throw paymentNotFound(payment.id);
        const paths = fieldMask?.paths;
        const wanted = (path: string) =>
          !paths || paths.length === 0 || paths.some((p) => path === p || path.startsWith(`${p}.`));
        const details = parseDetails(row);
        const given = payment.regularPaymentDetails ?? {};
        if (payment.regularPaymentDetails && row.kind !== 'REGULAR')
          throw validationError([
            violation(
              `payments[${index}].payment.regularPaymentDetails`,
              'the payment is not a regular payment',
              'VALIDATION',
            ),
          ]);
        const regular = { ...details.regular };
        for (const key of [
          'providerTransactionId',
          'gatewayTransactionId',
          'paymentMethod',
          'creditCardDetails',
          'paymentMethodName',
        ] as const)
          if (key in given && wanted(`regularPaymentDetails.${key}`))
            (regular as Record<string, unknown>)[key] = given[key];
        await updatePaymentColumns(
          tx,
          row.id,
          {
            details: JSON.stringify(row.kind === 'REGULAR' ? { ...details, regular } : details),
            ...(payment.refundDisabled !== undefined && wanted('refundDisabled')
              ? { refund_disabled: payment.refundDisabled ? 1 : 0 }
              : {}),
          },
          now,
        );
      }
      return { result: undefined };
    });
    return this.listForOrder(caller, orderId);
  }

  /**
   * A refund transaction as its provider later reports it: an open one (PENDING, STARTED,
   * SCHEDULED) succeeds — the amount set aside becomes refunded — or fails — it is free again.
   */
  async updateRefundTransaction(
    caller: Caller,
    orderId: string,
    input: Static<typeof UpdateRefundTransactionRequest>,
  ) {
    const { transaction } = input;
    await this.ledger.inOrder(caller.siteId, orderId, async (tx, order) => {
      const row = await findRefundTransaction(tx, input.refundId, transaction.paymentId);
      if (!row || row.order_id !== order.id)
        throw notFound(
          'REFUND_NOT_FOUND',
          `Refund ${input.refundId} has no transaction of payment ${transaction.paymentId}`,
          {
            refundId: input.refundId,
          },
        );
      const next = transaction.refundStatus;
      const now = this.ledger.now();
      const change = {
        status: next,
        ...(transaction.providerRefundId !== undefined
          ? { provider_refund_id: transaction.providerRefundId }
          : {}),
        ...(transaction.refundStatusInfo
          ? { status_info: JSON.stringify(transaction.refundStatusInfo) }
          : {}),
      };
      if (row.status === next) {
        await moveRefundTransaction(tx, row.refund_id, row.payment_id, [next], change, now);
        return { result: undefined };
      }
      if (!OPEN_REFUND.includes(row.status as RefundStatus))
        throw new AppError(
          'PRECONDITION',
          'REFUND_ALREADY_COMPLETED',
          `The refund transaction is ${row.status}`,
          {
            refundId: row.refund_id,
            status: row.status,
          },
        );
      if (!(await moveRefundTransaction(tx, row.refund_id, row.payment_id, OPEN_REFUND, change, now)))
        throw new AppError('CONFLICT', 'REFUND_CHANGED', 'The refund transaction changed meanwhile', {
          refundId: row.refund_id,
        });
      const minor = Number(row.amount_minor);
      if (next === 'SUCCEEDED') await completeRefund(tx, row.payment_id, minor, now);
      else if (next === 'FAILED') await releaseRefund(tx, row.payment_id, minor, now);
      return {
        result: undefined,
        activity:
          next === 'SUCCEEDED'
            ? {
                type: 'ORDER_REFUNDED' as const,
                orderRefunded: { manual: row.external === 1, amountMinor: minor },
              }
            : undefined,
      };
    });
    const scope = this.ledger.scope(caller.siteId);
    const order = await this.ledger.order(scope, orderId);
    const [refund] = (await refundsOfOrders(scope, [orderId])).filter((r) => r.id === input.refundId);
    const transactions = (await refundTransactionsOfOrders(scope, [orderId])).filter(
      (t) => t.refund_id === input.refundId,
    );
    return {
      refund: toWireRefund(refund, transactions, order.currency),
      orderTransactions: await this.ledger.transactionsOf(scope, order),
    };
  }
}
