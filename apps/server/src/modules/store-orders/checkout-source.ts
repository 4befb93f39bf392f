import type { Executor } from '../../platform/db.ts';
import type { OwningSubject } from '../../platform/auth/subject-access.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import type { OrderDraft } from './order-document.ts';

/**
 * What an order is made of, read from a checkout with its totals computed now (store-cart's
 * `loadCheckout`, adapted): everything of the order but its id, number, status and dates.
 */
export interface CheckoutForOrder {
  id: string;
  /** The order the checkout already became (a retried create-order answers it). */
  orderId: string | null;
  /** The cart it was made from (deleted with the order unless it made a newer checkout). */
  cartId?: string | null;
  completed: boolean;
  order: Omit<
    OrderDraft,
    | 'id'
    | 'number'
    | 'checkoutId'
    | 'status'
    | 'paymentStatus'
    | 'fulfillmentStatus'
    | 'archived'
    | 'imported'
    | 'tags'
  >;
  /**
   * Problems that stop an order (an item gone, a shipping address missing): refused with them.
   * A problem with `stock` is a shortage seen when the checkout was read: refused as out of stock.
   */
  blockingProblems: { description: string; lineItemId?: string; stock?: ShortItem }[];
  /**
   * The checkout's coupon no longer applies (used up, expired, disabled…): the calculator's code
   * and words. The order is refused with them rather than charged without the discount.
   */
  couponProblem?: { code: string; description: string } | null;
}

/** An item short of stock, as the out-of-stock refusal names it. */
export interface ShortItem {
  lineItemId: string | null;
  productName: string | null;
  catalogItemId: string;
  variantId: string;
  requestedQuantity: number;
  availableQuantity: number;
}

/**
 * The store-cart port orders are created through (common16: `loadCheckout`, `completeCheckout`).
 * `complete` is a conditional update: true for the one call that completed the checkout.
 */
export interface CheckoutSource {
  load(db: Executor, siteId: string, checkoutId: string): Promise<CheckoutForOrder | undefined>;
  complete(tx: SiteTx, checkoutId: string, orderId: string, cartId?: string | null): Promise<boolean>;
  /** Whom a checkout belongs to (the create-order route's `ownerOrSubjectOf: 'checkout'`). */
  subjectsOf(siteId: string, checkoutId: string): Promise<readonly OwningSubject[]>;
}

/** Until store-cart exports its checkout port: every checkout is unknown. */
export const noCheckouts: CheckoutSource = {
  load: () => Promise.resolve(undefined),
  complete: () => Promise.resolve(false),
  subjectsOf: () => Promise.resolve([]),
};
