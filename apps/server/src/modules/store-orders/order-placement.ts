import { INVENTORY_CHANGES, reserveStock, type Shortage } from '../store-inventory/index.ts';
import { redeemDiscountRules, releaseDiscountRules } from '../store-settings/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Executor } from '../../platform/db.ts';
import { newId } from '../../platform/ids.ts';
import { queueMessage } from '../../platform/mail/delivery.ts';
import { money, toDecimal } from '../../platform/money/index.ts';
import type { UnitOfWork, SiteTx } from '../../platform/unit-of-work.ts';
import type { CheckoutForOrder, CheckoutSource, ShortItem } from './checkout-source.ts';
import type { OrderDraft, StoredDiscount, StoredLineItem } from './order-document.ts';
import { recordOrderCreated, recordOrderEvent } from './order-events.ts';
import { confirmationMessage } from './order-mail.ts';
import { addActivity, insertOrder, orderRow } from './orders-store.ts';
import type { OrderCanceledListener } from './payments-port.ts';

export interface PlacementDeps {
  db: Executor;
  uow: UnitOfWork;
  checkouts: CheckoutSource;
  now: () => string;
  publicUrl: string;
}

/**
 * The kinds of data placing an order changes: the order, the checkout, stock (a counter), the
 * uses of the discount rules it applied (a counter of store settings' rules).
 */
export const PLACEMENT_CHANGES = ['storeOrders', 'carts', INVENTORY_CHANGES, 'counter:discountUses'] as const;

/** Not found says nothing of the id: someone else's checkout answers exactly like a missing one. */
export const checkoutNotFound = (_checkoutId?: string) =>
  notFound('CHECKOUT_NOT_FOUND', 'Checkout not found');

/** Another call completed the checkout first: its order is the answer. */
class CheckoutCompletedMeanwhile extends Error {}

/**
 * Creates the order of a checkout (`POST /ecom/v1/checkouts/{id}/create-order`) in ONE unit of
 * work: the checkout completed (a conditional update: one order per checkout however many calls
 * race), the stock taken all or nothing (a shortage refuses the order and nothing is written),
 * one use of each coupon / discount rule applied counted (a rule at its usage limit refuses the
 * order: 428 ERROR_COUPON_USAGE_EXCEEDED, nothing written; cancel gives the use back:
 * `releaseOrderDiscounts`), the order written with its number, ORDER_PLACED, domain events and the buyer's confirmation
 * email queued in the outbox (sent once, only if the unit commits). A free order is APPROVED and
 * PAID; anything to pay is INITIALIZED and NOT_PAID until store-payments records its payment.
 */
export async function createOrderFromCheckout(
  deps: PlacementDeps,
  caller: Caller,
  checkoutId: string,
): Promise<{ orderId: string; paymentGatewayOrderId?: string }> {
  const siteId = caller.siteId;
  try {
    return await deps.uow.run(
      siteId,
      async (tx) => {
        const checkout = await deps.checkouts.load(tx.db, siteId, checkoutId);
        if (!checkout) throw checkoutNotFound(checkoutId);
        if (checkout.orderId) return { orderId: checkout.orderId };
        if (checkout.completed) throw alreadyCompleted(checkoutId);
        refuseUnorderable(checkout);
        if (checkout.couponProblem) throw couponRefused(checkout.couponProblem);
        const orderId = newId();
        // First: the checkout row decides which of racing calls makes the order.
        if (!(await deps.checkouts.complete(tx, checkoutId, orderId, checkout.cartId)))
          throw new CheckoutCompletedMeanwhile();
        const shortages = await reserveStock(
          tx,
          siteId,
          stockLinesOf(checkout.order.lineItems),
          { source: 'ORDER', orderId },
          deps.now(),
        );
        if (shortages.length > 0) throw outOfStock(shortages, checkout.order.lineItems);
        const usedUp = await redeemDiscountRules(tx.db, siteId, ruleIdsOf(checkout.order.appliedDiscounts));
        if (usedUp) throw usageExceeded(usedUp.ruleId, checkout.order.appliedDiscounts);
        await placeOrder(tx, deps, checkout, orderId);
        return { orderId };
      },
      { changes: PLACEMENT_CHANGES },
    );
  } catch (error) {
    if (!(error instanceof CheckoutCompletedMeanwhile)) throw error;
    const checkout = await deps.checkouts.load(deps.db, siteId, checkoutId);
    if (checkout?.orderId) return { orderId: checkout.orderId };
    throw alreadyCompleted(checkoutId);
  }
}

async function placeOrder(tx: SiteTx, deps: PlacementDeps, checkout: CheckoutForOrder, orderId: string) {
  const now = deps.now();
  const free = checkout.order.totals.totalMinor === 0;
  const draft: OrderDraft = {
    ...checkout.order,
    id: orderId,
    checkoutId: checkout.id,
    status: free ? 'APPROVED' : 'INITIALIZED',
    paymentStatus: free ? 'PAID' : 'NOT_PAID',
    fulfillmentStatus: 'NOT_FULFILLED',
    archived: false,
    imported: false,
    tags: { privateTags: [], tags: [] },
  };
  await addActivity(tx, orderId, { type: 'ORDER_PLACED' }, now);
  // The order number last: on PostgreSQL the site's counter row is locked only until the commit.
  const number = await insertOrder(tx, draft, now);
  const state = {
    id: orderId,
    number,
    status: draft.status,
    payment_status: draft.paymentStatus,
    channel_type: draft.channel.type,
    currency: draft.currency,
  };
  await recordOrderCreated(tx, state, toDecimal(money(draft.totals.totalMinor, draft.currency)), now);
  if (free) await recordOrderEvent(tx, 'store_order_approved', state, now);
  // The confirmation goes to the buyer's email: without one there is nothing to read back.
  if (!draft.buyer.email) return;
  const row = (await orderRow(tx, orderId).executeTakeFirst())!;
  const message = confirmationMessage(row, deps.publicUrl);
  if (message) await queueMessage(tx, message);
}

/** The discount rules (coupons and automatic rules) an order applied: their uses are counted. */
const ruleIdsOf = (discounts: readonly StoredDiscount[]): string[] =>
  discounts.flatMap((d) => (d.coupon ? [d.coupon.id] : d.discountRule ? [d.discountRule.id] : []));

/** The checkout's coupon no longer applies: refused in the calculator's words (§8 application error). */
const couponRefused = (problem: { code: string; description: string }) =>
  new AppError('PRECONDITION', problem.code, problem.description, { code: problem.code });

/** A coupon or rule used up between the checkout and the order (the last uses went to others). */
function usageExceeded(ruleId: string, discounts: readonly StoredDiscount[]): AppError {
  const coupon = discounts.find((d) => d.coupon?.id === ruleId)?.coupon;
  return new AppError(
    'PRECONDITION',
    'ERROR_COUPON_USAGE_EXCEEDED',
    coupon ? `The coupon ${coupon.code} has been used up` : 'A discount of this checkout has been used up',
    { ruleId, ...(coupon ? { couponCode: coupon.code } : {}) },
  );
}

/**
 * Gives back the uses of the rules a canceled order applied, in the cancel's unit (store-orders
 * calls its cancel listeners there, once per order: only the call that moved it to CANCELED).
 */
export const releaseOrderDiscounts: OrderCanceledListener = async (tx, order) => {
  const row = await orderRow(tx, order.id).executeTakeFirst();
  if (!row) return;
  const ruleIds = ruleIdsOf(JSON.parse(row.applied_discounts) as StoredDiscount[]);
  if (ruleIds.length) await releaseDiscountRules(tx.db, tx.siteId, ruleIds);
};

const stockLinesOf = (lines: readonly StoredLineItem[]) =>
  lines
    .filter((line) => line.productId && line.variantId)
    .map((line) => ({ productId: line.productId!, variantId: line.variantId!, quantity: line.quantity }));

function refuseUnorderable(checkout: CheckoutForOrder): void {
  // Sold out when read (another order took the stock first): the same refusal as a short reservation.
  const short = checkout.blockingProblems.flatMap((p) => (p.stock ? [p.stock] : []));
  if (short.length > 0 && short.length === checkout.blockingProblems.length) throw outOfStockError(short);
  if (checkout.order.lineItems.length === 0) {
    throw new AppError('PRECONDITION', 'EMPTY_CHECKOUT', `Checkout ${checkout.id} has no line items`, {
      checkoutId: checkout.id,
    });
  }
  if (checkout.blockingProblems.length > 0) {
    throw new AppError(
      'PRECONDITION',
      'CALCULATION_ERROR',
      `Checkout ${checkout.id} cannot become an order: ${checkout.blockingProblems.map((p) => p.description).join('; ')}`,
      { checkoutId: checkout.id, problems: checkout.blockingProblems },
    );
  }
}

const alreadyCompleted = (checkoutId: string) =>
  new AppError('CONFLICT', 'CHECKOUT_ALREADY_COMPLETED', `Checkout ${checkoutId} is completed already`, {
    checkoutId,
  });

/** FULL_OUT_OF_STOCK when nothing of a short item is left, else PARTIAL_OUT_OF_STOCK; names each item. */
function outOfStock(shortages: readonly Shortage[], lines: readonly StoredLineItem[]): AppError {
  const items = shortages.map((shortage): ShortItem => {
    const line = lines.find((l) => l.productId === shortage.productId && l.variantId === shortage.variantId);
    return {
      lineItemId: line?.id ?? null,
      productName: line?.productName.original ?? null,
      catalogItemId: shortage.productId,
      variantId: shortage.variantId,
      requestedQuantity: shortage.requested,
      availableQuantity: Math.min(shortage.available, 100000),
    };
  });
  return outOfStockError(items);
}

/** The out-of-stock refusal naming each short item (create-order and owner create share it). */
export function outOfStockError(items: readonly ShortItem[]): AppError {
  const full = items.every((item) => item.availableQuantity === 0);
  const names = items.map(
    (item) => `${item.productName ?? item.catalogItemId} (${item.availableQuantity} left)`,
  );
  return new AppError(
    'PRECONDITION',
    full ? 'FULL_OUT_OF_STOCK' : 'PARTIAL_OUT_OF_STOCK',
    `Not enough stock: ${names.join(', ')}`,
    { items },
  );
}
