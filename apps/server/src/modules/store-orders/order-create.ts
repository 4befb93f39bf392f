import type { InputOf, storeOrdersRoutes as R } from '@tessera/contracts/routes/index';
import type { StoreOrder } from '@tessera/contracts/store-orders';
import { INVENTORY_CHANGES, reserveStock, type Shortage } from '../store-inventory/index.ts';
import { calculateTotals, storeCurrencyOf, type TotalsResult } from '../store-settings/index.ts';
import type { Caller } from '../../platform/auth/caller.ts';
import type { Executor } from '../../platform/db.ts';
import { AppError, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { queueMessage } from '../../platform/mail/delivery.ts';
import { parseMoney } from '../../platform/money/index.ts';
import { siteScope } from '../../platform/site-scope.ts';
import type { SiteTx, UnitOfWork } from '../../platform/unit-of-work.ts';
import type { OrderDraft, StoredShippingInfo } from './order-document.ts';
import { recordOrderCreated, recordOrderEvent } from './order-events.ts';
import { resolveOrderLines, storedLinesOf, totalsLinesOf, type ResolvedOrderLine } from './order-lines.ts';
import { confirmationMessage } from './order-mail.ts';
import { orderDecimal } from './order-money.ts';
import { outOfStockError } from './order-placement.ts';
import { taxesOf } from './order-tax.ts';
import { addActivity, insertOrder, orderRow, readWireOrder } from './orders-store.ts';

export interface CreateOrderDeps {
  db: Executor;
  uow: UnitOfWork;
  now: () => string;
  publicUrl: string;
}

type CreateInput = InputOf<typeof R.createStoreOrder>;
type NewOrder = CreateInput['order'];

/** Payment statuses an order cannot be created in: a refund needs a payment that was made here. */
const REFUNDED = new Set(['PARTIALLY_REFUNDED', 'FULLY_REFUNDED']);

/**
 * `POST /ecom/v1/orders` (owner): the lines resolved (catalog or custom), priced by the store's
 * calculator (tax, shipping by the store's rules when `shippingInfo.code` names an option, else
 * the cost given), then ONE unit: stock taken all or nothing (a shortage refuses the order, 428
 * FULL_/PARTIAL_OUT_OF_STOCK, nothing written), ORDER_PLACED, the next number, domain events and —
 * when asked — the buyer's confirmation.
 */
export async function createOrder(deps: CreateOrderDeps, caller: Caller, input: CreateInput) {
  const { order } = input;
  const siteId = caller.siteId;
  const now = deps.now();
  const currency = await storeCurrencyOf(deps.db, siteId);
  refuseUnsupported(order, currency, now);
  const lines = await resolveOrderLines(deps.db, siteId, order.lineItems, currency);
  const totals = await priceOrder(deps.db, siteId, order, lines, Date.parse(now));
  const draft = orderDraftOf(caller, order, lines, totals, currency);
  const orderId = await deps.uow.run(
    siteId,
    async (tx) => {
      const shortages = await reserveStock(
        tx,
        siteId,
        stockLinesOf(lines),
        { source: 'ORDER', orderId: draft.id },
        now,
      );
      if (shortages.length > 0) throw outOfStock(shortages, lines);
      await placeOwnerOrder(
        tx,
        deps,
        draft,
        input.settings?.notifications?.sendNotificationToBuyer === true,
        now,
      );
      return draft.id;
    },
    { changes: ['storeOrders', INVENTORY_CHANGES] },
  );
  return { order: (await readWireOrder(siteScope(deps.db, siteId), orderId)) as StoreOrder };
}

/** The §8 reasons an order cannot be made as asked (before anything is read or written). */
function refuseUnsupported(order: NewOrder, currency: string, now: string): void {
  if (order.currency && order.currency !== currency) {
    throw new AppError(
      'PRECONDITION',
      'ORDER_AND_SITE_CURRENCIES_ARE_INCONSISTENT',
      `The store sells in ${currency}, not ${order.currency}`,
      {
        currency,
      },
    );
  }
  if (order.paymentStatus && REFUNDED.has(order.paymentStatus)) {
    throw new AppError(
      'PRECONDITION',
      'PARTIALLY_OR_FULLY_REFUNDED',
      'A new order cannot be refunded already',
      {
        paymentStatus: order.paymentStatus,
      },
    );
  }
  const undetermined = order.lineItems.findIndex((line) => line.priceUndetermined);
  if (undetermined >= 0) {
    throw validationError([
      violation(
        `order.lineItems[${undetermined}].priceUndetermined`,
        "A created order's lines are priced when it is created (import an order to keep it)",
        'OTHER',
      ),
    ]);
  }
  if (order.purchasedDate && order.purchasedDate > now) {
    throw new AppError(
      'PRECONDITION',
      'PURCHASED_DATE_CANNOT_BE_IN_FUTURE',
      'purchasedDate is in the future',
    );
  }
}

async function priceOrder(
  db: Executor,
  siteId: string,
  order: NewOrder,
  lines: ResolvedOrderLine[],
  nowMs: number,
) {
  const code = order.shippingInfo?.code ?? null;
  const destination =
    order.shippingInfo?.logistics?.shippingDestination?.address ?? order.recipientInfo?.address;
  const totals = await calculateTotals(db, siteId, {
    nowMs,
    lines: totalsLinesOf(lines),
    shippingAddress: destination ?? null,
    billingAddress: order.billingInfo?.address ?? null,
    selectedShippingOption: code ? { code, carrierId: order.shippingInfo?.carrierId ?? null } : null,
    calculateShipping: code !== null,
    buyerMemberId: order.buyerInfo?.memberId ?? null,
  });
  if (code && totals.shipping.selected?.code !== code) {
    throw validationError([
      violation(
        'order.shippingInfo.code',
        'No shipping option of the store has this code for this address',
        'OTHER',
      ),
    ]);
  }
  return totals;
}

function orderDraftOf(
  caller: Caller,
  order: NewOrder,
  lines: ResolvedOrderLine[],
  totals: TotalsResult,
  currency: string,
): OrderDraft {
  const given = order.shippingInfo?.cost?.price?.amount;
  const shippingMinor = totals.shipping.selected
    ? totals.summary.shippingMinor
    : given
      ? parseMoney(given, currency, 'order.shippingInfo.cost.price.amount').minor
      : 0;
  const totalMinor = totals.summary.totalMinor - totals.summary.shippingMinor + shippingMinor;
  const paymentStatus = order.paymentStatus ?? 'NOT_PAID';
  const { cost: _cost, ...shipping } = order.shippingInfo ?? {};
  return {
    id: newId(),
    checkoutId: null,
    purchaseFlowId: null,
    status: order.status ?? 'APPROVED',
    paymentStatus,
    fulfillmentStatus: 'NOT_FULFILLED',
    archived: false,
    imported: false,
    channel: order.channelInfo,
    currency,
    weightUnit: totals.weightUnit,
    taxIncluded: totals.taxIncludedInPrice,
    subject: null,
    buyer: { ...order.buyerInfo },
    buyerLanguage: order.buyerLanguage ?? null,
    buyerNote: order.buyerNote ?? null,
    billingInfo: order.billingInfo ?? null,
    shippingInfo: order.shippingInfo
      ? ({
          ...shipping,
          costMinor: shippingMinor,
          costDiscountMinor: totals.shipping.discountMinor,
        } as StoredShippingInfo)
      : null,
    recipientInfo: order.recipientInfo ?? null,
    lineItems: storedLinesOf(lines, totals.lines),
    appliedDiscounts: [],
    additionalFees: [],
    customFields: (order.customFields ?? []).map((f) => ({
      title: f.title,
      translatedTitle: f.translatedTitle,
      value: f.value,
    })),
    taxExempt: null,
    taxes: taxesOf(totals),
    createdBy: caller.subjectId ? { userId: caller.subjectId } : {},
    totals: {
      subtotalMinor: totals.summary.subtotalMinor,
      shippingMinor,
      taxMinor: totals.summary.taxMinor,
      discountMinor: totals.summary.discountMinor,
      additionalFeesMinor: 0,
      totalMinor,
    },
    paidMinor: paymentStatus === 'PAID' ? totalMinor : 0,
    purchasedDate: order.purchasedDate ?? null,
    tags: { privateTags: [], tags: [] },
  };
}

async function placeOwnerOrder(
  tx: SiteTx,
  deps: CreateOrderDeps,
  draft: OrderDraft,
  mail: boolean,
  now: string,
) {
  await addActivity(tx, draft.id, { type: 'ORDER_PLACED' }, now);
  // The number last: on PostgreSQL the site's counter row is locked only until the commit.
  const number = await insertOrder(tx, draft, now);
  const state = {
    id: draft.id,
    number,
    status: draft.status,
    payment_status: draft.paymentStatus,
    channel_type: draft.channel.type,
    currency: draft.currency,
  };
  await recordOrderCreated(tx, state, orderDecimal(draft.totals.totalMinor, draft.currency), now);
  if (draft.status === 'APPROVED') await recordOrderEvent(tx, 'store_order_approved', state, now);
  if (!mail || !draft.buyer.email) return;
  const message = confirmationMessage((await orderRow(tx, draft.id).executeTakeFirst())!, deps.publicUrl);
  if (message) await queueMessage(tx, message);
}

const stockLinesOf = (lines: readonly ResolvedOrderLine[]) =>
  lines.flatMap((line) =>
    line.item
      ? [{ productId: line.item.productId, variantId: line.item.variantId, quantity: line.quantity }]
      : [],
  );

/** The same 428 as placing from a checkout (its builder): the short items named by this order's lines. */
function outOfStock(shortages: readonly Shortage[], lines: readonly ResolvedOrderLine[]): AppError {
  const items = shortages.map((shortage) => {
    const line = lines.find(
      (l) => l.item?.productId === shortage.productId && l.item.variantId === shortage.variantId,
    );
    return {
      lineItemId: line?.id ?? null,
      productName: line?.name ?? null,
      catalogItemId: shortage.productId,
      variantId: shortage.variantId,
      requestedQuantity: shortage.requested,
      availableQuantity: Math.min(shortage.available, 100000),
    };
  });
  return outOfStockError(items);
}
