import type { OrderTransactions } from '@tessera/sdk/store-payments-admin';
import type { StoreOrder } from '@tessera/sdk/store-orders-admin';
import { toUnits } from './store-order-labels.ts';

// Which actions an order offers, from its statuses and its payments (the server refuses the rest
// anyway; the page only offers what can work).

type Payment = NonNullable<OrderTransactions['payments']>[number];

const statusOf = (payment: Payment) => payment.status ?? payment.regularPaymentDetails?.status;

/** A decimal string of units (see `toUnits`), two places. */
const decimal = (units: bigint) => {
  const cents = units / 100n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
};

export interface RefundablePayment {
  paymentId: string;
  /** What is left to refund, a decimal string. */
  refundable: string;
}

export function refundablePayments(transactions: OrderTransactions | undefined): RefundablePayment[] {
  const refunded = new Map<string, bigint>();
  for (const refund of transactions?.refunds ?? []) {
    for (const transaction of refund.transactions ?? []) {
      if (!transaction.paymentId || transaction.refundStatus === 'FAILED') continue;
      refunded.set(
        transaction.paymentId,
        (refunded.get(transaction.paymentId) ?? 0n) + toUnits(transaction.amount?.amount),
      );
    }
  }
  return (transactions?.payments ?? [])
    .filter((payment) => {
      const status = statusOf(payment);
      return (
        payment.id && !payment.refundDisabled && (status === 'APPROVED' || status === 'PARTIALLY_REFUNDED')
      );
    })
    .map((payment) => ({
      paymentId: payment.id!,
      left: toUnits(payment.amount?.amount) - (refunded.get(payment.id!) ?? 0n),
    }))
    .filter(({ left }) => left > 0n)
    .map(({ paymentId, left }) => ({ paymentId, refundable: decimal(left) }));
}

export const authorizedPaymentIds = (transactions: OrderTransactions | undefined): string[] =>
  (transactions?.payments ?? []).filter((payment) => statusOf(payment) === 'AUTHORIZED').map((p) => p.id!);

export const canMarkAsPaid = (order: StoreOrder) =>
  order.status !== 'CANCELED' &&
  (order.paymentStatus === 'NOT_PAID' ||
    order.paymentStatus === 'PENDING' ||
    order.paymentStatus === 'PARTIALLY_PAID');

export const canCancel = (order: StoreOrder) => order.status === 'APPROVED' || order.status === 'PENDING';
