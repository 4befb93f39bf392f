import type { TransactionStatus } from '@tessera/contracts/store-payments';
import {
  orderPaymentStatus,
  type KnownPaymentStatus,
  type OrderPaymentAction,
} from '../store-orders/index.ts';

export type { KnownPaymentStatus, OrderPaymentAction };

/**
 * The action whose table row leads to `next` (every status derived from payments has exactly
 * one; `reprice` is the tip port's own move, store-orders tip-fees-port.ts).
 */
const actionLeadingTo: Record<KnownPaymentStatus, Exclude<OrderPaymentAction, 'reprice'>> = {
  PAID: 'collect',
  PARTIALLY_PAID: 'collect',
  PENDING: 'hold',
  PENDING_MERCHANT: 'hold',
  DECLINED: 'decline',
  CANCELED: 'cancel',
  NOT_PAID: 'unpay',
  PARTIALLY_REFUNDED: 'refund',
  FULLY_REFUNDED: 'refund',
};

/**
 * Checks the move `current → next` against the table (none when they are equal) and answers the
 * action; a move the table has no row for is the machine's 428.
 */
export function moveFor(
  orderId: string,
  current: string,
  next: KnownPaymentStatus,
): OrderPaymentAction | null {
  if (current === next) return null;
  const action = actionLeadingTo[next];
  const from = (orderPaymentStatus.states as readonly string[]).includes(current)
    ? (current as KnownPaymentStatus)
    : 'NOT_PAID';
  orderPaymentStatus.assertTransition(action, from, orderId);
  return action;
}

/** What the status is derived from: each payment's status and its amounts in minor units. */
export interface PaymentFigures {
  status: TransactionStatus | string;
  /** What the payment took (for a captured authorization, what was captured). */
  collectedMinor: number;
  refundedMinor: number;
}

/** Money the order received and gave back, from its payments. */
export function balanceOf(payments: readonly PaymentFigures[]): { paidMinor: number; refundedMinor: number } {
  let paidMinor = 0;
  let refundedMinor = 0;
  for (const payment of payments) {
    if (!COLLECTED.has(payment.status)) continue;
    paidMinor += payment.collectedMinor;
    refundedMinor += payment.refundedMinor;
  }
  return { paidMinor, refundedMinor };
}

const COLLECTED = new Set<string>(['APPROVED', 'PARTIALLY_REFUNDED', 'REFUNDED']);

/**
 * The order's payment status from its payments (the latest payment last): money given back
 * first (fully or partly refunded), then money taken (paid in full or partly), then a payment
 * still waiting (an authorization not yet captured counts as pending, as the hosted API says of
 * two-step payments), then how the last attempt ended (declined, canceled or voided), else not paid.
 */
export function derivePaymentStatus(
  totalMinor: number,
  payments: readonly PaymentFigures[],
): KnownPaymentStatus {
  const { paidMinor, refundedMinor } = balanceOf(payments);
  if (refundedMinor > 0) return refundedMinor >= paidMinor ? 'FULLY_REFUNDED' : 'PARTIALLY_REFUNDED';
  if (paidMinor > 0 || (totalMinor === 0 && payments.length > 0))
    return paidMinor >= totalMinor ? 'PAID' : 'PARTIALLY_PAID';
  if (payments.some((p) => p.status === 'PENDING_MERCHANT')) return 'PENDING_MERCHANT';
  if (payments.some((p) => p.status === 'PENDING' || p.status === 'AUTHORIZED')) return 'PENDING';
  const last = payments.at(-1)?.status;
  if (last === 'DECLINED') return 'DECLINED';
  if (last === 'CANCELED' || last === 'VOIDED') return 'CANCELED';
  return 'NOT_PAID';
}
