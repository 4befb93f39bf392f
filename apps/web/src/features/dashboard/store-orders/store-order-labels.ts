import type {
  StoreOrder,
  StoreOrderFulfillmentStatus,
  StoreOrderPaymentStatus,
  StoreOrderStatus,
} from '@tessera/sdk/store-orders-admin';

// Words for the store order statuses, and the few sums the dashboard makes of decimal amounts.

export const PAYMENT_STATUS_LABELS: Record<StoreOrderPaymentStatus, string> = {
  UNSPECIFIED: 'Unknown',
  NOT_PAID: 'Not paid',
  PAID: 'Paid',
  PARTIALLY_REFUNDED: 'Partially refunded',
  FULLY_REFUNDED: 'Refunded',
  PENDING: 'Payment pending',
  PARTIALLY_PAID: 'Partially paid',
  PENDING_MERCHANT: 'Waiting for you',
  CANCELED: 'Payment canceled',
  DECLINED: 'Declined',
};

export const FULFILLMENT_STATUS_LABELS: Record<StoreOrderFulfillmentStatus, string> = {
  NOT_FULFILLED: 'Not fulfilled',
  FULFILLED: 'Fulfilled',
  PARTIALLY_FULFILLED: 'Partially fulfilled',
};

export const ORDER_STATUS_LABELS: Record<StoreOrderStatus, string> = {
  INITIALIZED: 'Waiting for payment',
  APPROVED: 'Approved',
  CANCELED: 'Canceled',
  PENDING: 'Pending',
  REJECTED: 'Rejected',
};

export const paymentLabel = (order: StoreOrder) =>
  PAYMENT_STATUS_LABELS[order.paymentStatus ?? 'UNSPECIFIED'] ?? 'Unknown';
export const fulfillmentLabel = (order: StoreOrder) =>
  order.fulfillmentStatus ? FULFILLMENT_STATUS_LABELS[order.fulfillmentStatus] : '';
export const orderStatusLabel = (order: StoreOrder) =>
  order.status ? ORDER_STATUS_LABELS[order.status] : '';

export const buyerName = (order: StoreOrder): string => {
  const contact = order.billingInfo?.contactDetails;
  const name = [contact?.firstName, contact?.lastName].filter(Boolean).join(' ');
  return name || order.buyerInfo?.email || 'Unknown buyer';
};

/** A decimal string ("12.50") in hundredths of a hundredth, so sums of any currency stay exact. */
export function toUnits(amount: string | undefined | null): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{0,4}))?$/.exec((amount ?? '0').trim());
  if (!match) return 0n;
  const units = BigInt(match[2]!) * 10_000n + BigInt((match[3] ?? '').padEnd(4, '0'));
  return match[1] ? -units : units;
}

/** Units back to a price in the order's currency, as people read it. */
export function formatUnits(units: bigint, currency: string, locale?: string): string {
  const value = Number(units) / 10_000;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    return `${value.toFixed(2)} ${currency}`;
  }
}

/** What the order brought in: its total less what was refunded. */
export function orderRevenueUnits(order: StoreOrder): bigint {
  return toUnits(order.priceSummary?.total?.amount) - toUnits(order.balanceSummary?.refunded?.amount);
}

/** Orders that count as sales: approved and paid (refunds taken off). */
export const isSale = (order: StoreOrder) =>
  order.status === 'APPROVED' &&
  (order.paymentStatus === 'PAID' ||
    order.paymentStatus === 'PARTIALLY_REFUNDED' ||
    order.paymentStatus === 'FULLY_REFUNDED' ||
    order.paymentStatus === 'PARTIALLY_PAID');

export const orderPath = (order: { id?: string | null }) =>
  `/dashboard/store-orders/${encodeURIComponent(order.id ?? '')}`;
