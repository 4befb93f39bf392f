import {
  captureAuthorizedPayments as captureEndpoint,
  getPaymentCollectabilityStatus as collectabilityEndpoint,
  getRefundabilityStatus as refundabilityEndpoint,
  listTransactionsForSingleOrder as transactionsEndpoint,
  markOrderAsPaid as markOrderAsPaidEndpoint,
  triggerRefund as triggerRefundEndpoint,
  voidAuthorizedPayments as voidEndpoint,
} from '@tessera/contracts/routes/store-payments.endpoints';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';

export type { OrderTransactions, TransactionStatus } from '@tessera/contracts/store-payments';

export interface RefundRequest {
  /** The payment refunded (`transactions(orderId).payments[i].id`). */
  paymentId: string;
  /** A decimal string ("12.50"); the whole refundable amount when left out. */
  amount?: string;
  /** Give the refunded items' stock back. */
  restock?: boolean;
  sendOrderRefundedEmail?: boolean;
  customMessage?: string;
}

/**
 * `@tessera/sdk/store-payments-admin`: the owner's payments of store orders (payments collector
 * and order transactions) — an order's payments and refunds, whether it can be charged or
 * refunded (with the reasons it cannot), refunds, capture or void of authorized payments, mark
 * as paid. Every write carries one idempotency key for its retries. Owner credentials.
 */
export function storePaymentsAdmin(http: HttpClient) {
  const call = callerOf(http);
  return {
    /** The order's payments and refunds. */
    async transactions(orderId: string, options?: CallOptions) {
      return (await call(transactionsEndpoint, { orderId }, undefined, options)).orderTransactions;
    },
    collectability(orderId: string, options?: CallOptions) {
      return call(collectabilityEndpoint, { ecomOrderId: orderId }, undefined, options);
    },
    refundability(orderId: string, options?: CallOptions) {
      return call(refundabilityEndpoint, { ecomOrderId: orderId }, undefined, options);
    },
    refund(orderId: string, request: RefundRequest, options?: CallOptions) {
      const { paymentId, amount, restock, sendOrderRefundedEmail, customMessage } = request;
      return call(
        triggerRefundEndpoint,
        { ecomOrderId: orderId },
        {
          payments: [{ paymentId, ...(amount ? { amount: { amount } } : {}) }],
          sideEffects: {
            ...(restock ? { restockInfo: { type: 'ALL_ITEMS' as const } } : {}),
            ...(sendOrderRefundedEmail !== undefined ? { sendOrderRefundedEmail } : {}),
            ...(customMessage ? { customMessage } : {}),
          },
        },
        options,
      );
    },
    /** Captures authorized payments, each whole unless an amount is given. */
    async capture(
      orderId: string,
      payments: { paymentId: string; amount?: string }[],
      options?: CallOptions,
    ) {
      const answer = await call(
        captureEndpoint,
        { ecomOrderId: orderId },
        {
          payments: payments.map(({ paymentId, amount }) => ({
            paymentId,
            ...(amount ? { amount: { amount } } : {}),
          })),
        },
        options,
      );
      return answer.orderTransactions;
    },
    async void(orderId: string, paymentIds: string[], options?: CallOptions) {
      return (await call(voidEndpoint, { ecomOrderId: orderId }, { paymentIds }, options)).orderTransactions;
    },
    /** An order paid outside the site (cash, bank transfer) becomes PAID. */
    async markAsPaid(orderId: string, options?: CallOptions) {
      return (await call(markOrderAsPaidEndpoint, { ecomOrderId: orderId }, {}, options)).order;
    },
  };
}

export type StorePaymentsAdminModule = ReturnType<typeof storePaymentsAdmin>;
