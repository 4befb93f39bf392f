import type {
  StoreOrder,
  StoreOrderFulfillmentStatus,
  StoreOrderPaymentStatus,
} from '@tessera/sdk/store-orders';

// A buyer's words for their store order's statuses (the dashboard words some for the owner:
// PENDING_MERCHANT is "Waiting for you" there). Every status must be worded: a status added to
// the contracts fails the type check here until it is.

const PAYMENT: Record<StoreOrderPaymentStatus, string> = {
  UNSPECIFIED: 'Payment unknown',
  NOT_PAID: 'Not paid',
  PAID: 'Paid',
  PARTIALLY_REFUNDED: 'Partly refunded',
  FULLY_REFUNDED: 'Refunded',
  PENDING: 'Payment pending',
  PARTIALLY_PAID: 'Partly paid',
  PENDING_MERCHANT: 'Payment pending',
  CANCELED: 'Payment canceled',
  DECLINED: 'Payment declined',
};

const FULFILLMENT: Record<StoreOrderFulfillmentStatus, string> = {
  NOT_FULFILLED: 'Not sent yet',
  PARTIALLY_FULFILLED: 'Partly sent',
  FULFILLED: 'Sent',
};

export const paymentWords = (order: StoreOrder): string => PAYMENT[order.paymentStatus ?? 'UNSPECIFIED'];

/** Nothing for a canceled order (the card says Canceled) or one without a status. */
export const fulfillmentWords = (order: StoreOrder): string | undefined =>
  order.status === 'CANCELED' || !order.fulfillmentStatus ? undefined : FULFILLMENT[order.fulfillmentStatus];

/** "Festival T-Shirt × 2, Enamel Pin Set" — the first lines, then how many more. */
export function itemsOf(order: StoreOrder, shown = 3): string {
  const lines = order.lineItems ?? [];
  const names = lines.slice(0, shown).map((line) => {
    const name = line.productName?.translated ?? line.productName?.original ?? 'Item';
    return (line.quantity ?? 1) > 1 ? `${name} × ${line.quantity}` : name;
  });
  const more = lines.length - shown;
  return more > 0 ? `${names.join(', ')} and ${more} more` : names.join(', ');
}

/** When the order was placed, in the reader's language. */
export const placedOn = (order: StoreOrder): string =>
  order.createdDate ? new Date(order.createdDate).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '';
