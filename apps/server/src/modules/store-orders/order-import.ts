import { sql } from 'kysely';
import type { InputOf, storeOrdersRoutes as R } from '@tessera/contracts/routes/index';
import type { StoreOrder } from '@tessera/contracts/store-orders';
import { storeCurrencyOf } from '../store-settings/index.ts';
import type { Caller } from '../../platform/auth/caller.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import { parseMoney } from '../../platform/money/index.ts';
import { deleteFromSite, selectFromSite, siteScope, updateSiteTable } from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import type { CreateOrderDeps } from './order-create.ts';
import type { OrderDraft } from './order-document.ts';
import { resolveOrderLines, storedLinesOf } from './order-lines.ts';
import { FIRST_ORDER_NUMBER, insertOrder, lockOrder, readWireOrder } from './orders-store.ts';

type ImportInput = InputOf<typeof R.importStoreOrder>['order'];
const CHANGES = { changes: ['storeOrders'] } as const;

/**
 * `POST /ecom/v1/orders/import`: an order kept elsewhere, written as given — its number (else
 * the next), statuses and price summary (else the lines' sum); no stock, no mail. Importing an
 * imported order's id again replaces it; a store order's id is 428
 * CANNOT_OVERWRITE_NON_IMPORTED_ORDER. The counter is raised to an imported number above it, so
 * the store's next order never takes a number already used.
 */
export async function importOrder(deps: CreateOrderDeps, caller: Caller, order: ImportInput) {
  const currency = order.currency ?? (await storeCurrencyOf(deps.db, caller.siteId));
  const lines = storedLinesOf(await resolveOrderLines(deps.db, caller.siteId, order.lineItems, currency));
  const draft = importedDraft(order, lines, currency);
  const now = deps.now();
  try {
    await deps.uow.run(
      caller.siteId,
      async (tx) => {
        const existing = await lockOrder(tx, draft.id);
        if (existing && existing.imported !== 1) {
          throw new AppError(
            'PRECONDITION',
            'CANNOT_OVERWRITE_NON_IMPORTED_ORDER',
            'A store order cannot be replaced by an import',
            {
              orderId: draft.id,
            },
          );
        }
        if (existing) await deleteImported(tx, [existing.id]);
        const number = await insertOrder(
          tx,
          { ...draft, number: draft.number ?? (existing ? Number(existing.number) : undefined) },
          now,
        );
        await raiseCounter(tx, number);
      },
      CHANGES,
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new AppError('CONFLICT', 'ORDER_NUMBER_ALREADY_EXISTS', `Order number ${order.number} is taken`, {
      number: order.number,
    });
  }
  return { order: (await readWireOrder(siteScope(deps.db, caller.siteId), draft.id)) as StoreOrder };
}

function importedDraft(order: ImportInput, lines: OrderDraft['lineItems'], currency: string): OrderDraft {
  const linesMinor = lines.reduce((sum, line) => sum + line.totalPriceAfterTaxMinor, 0);
  const amount = (field: 'subtotal' | 'shipping' | 'tax' | 'discount' | 'total', fallback: number) => {
    const given = order.priceSummary?.[field]?.amount;
    return given ? parseMoney(given, currency, `order.priceSummary.${field}.amount`).minor : fallback;
  };
  const subtotalMinor = amount('subtotal', linesMinor);
  const shippingMinor = amount('shipping', 0);
  const taxMinor = amount('tax', 0);
  const discountMinor = amount('discount', 0);
  const totalMinor = amount('total', subtotalMinor + shippingMinor + taxMinor - discountMinor);
  const { cost: _cost, ...shipping } = order.shippingInfo ?? {};
  return {
    id: order.id ?? newId(),
    ...(order.number ? { number: Number(order.number) } : {}),
    checkoutId: null,
    purchaseFlowId: null,
    status: order.status,
    paymentStatus: order.paymentStatus ?? 'NOT_PAID',
    fulfillmentStatus: order.fulfillmentStatus ?? 'NOT_FULFILLED',
    archived: false,
    imported: true,
    channel: order.channelInfo,
    currency,
    weightUnit: order.weightUnit ?? 'KG',
    taxIncluded: order.taxIncludedInPrices ?? false,
    subject: null,
    buyer: { ...order.buyerInfo },
    buyerLanguage: order.buyerLanguage ?? null,
    buyerNote: order.buyerNote ?? null,
    billingInfo: order.billingInfo ?? null,
    shippingInfo: order.shippingInfo ? { ...shipping, costMinor: shippingMinor } : null,
    recipientInfo: order.recipientInfo ?? null,
    lineItems: lines,
    appliedDiscounts: [],
    additionalFees: [],
    customFields: (order.customFields ?? []).map((f) => ({
      title: f.title,
      translatedTitle: f.translatedTitle,
      value: f.value,
    })),
    taxExempt: null,
    createdBy: order.createdBy ?? {},
    totals: { subtotalMinor, shippingMinor, taxMinor, discountMinor, additionalFeesMinor: 0, totalMinor },
    paidMinor: order.paymentStatus === 'PAID' ? totalMinor : 0,
    purchasedDate: order.purchasedDate ?? null,
    tags: { privateTags: [], tags: [] },
  };
}

/** The counter row made on first use, then raised to `number` when below it (never lowered here). */
async function raiseCounter(tx: SiteTx, number: number): Promise<void> {
  await tx.db
    .insertInto('store_order_counters')
    .values({ site_id: tx.siteId, last_number: FIRST_ORDER_NUMBER - 1 })
    .onConflict((c) => c.column('site_id').doNothing())
    .execute();
  await updateSiteTable(tx, 'store_order_counters')
    .set({ last_number: number })
    .where('last_number', '<', number)
    .execute();
}

/** Removes imported orders with their activities and tags (store orders are never touched). */
async function deleteImported(tx: SiteTx, ids: readonly string[]): Promise<void> {
  const imported = await selectFromSite(tx, 'store_orders')
    .select('id')
    .where('id', 'in', ids)
    .where('imported', '=', 1)
    .execute();
  const gone = imported.map((row) => row.id);
  if (gone.length === 0) return;
  await deleteFromSite(tx, 'store_order_activities').where('order_id', 'in', gone).execute();
  await deleteFromSite(tx, 'store_order_tags').where('order_id', 'in', gone).execute();
  await deleteFromSite(tx, 'store_orders').where('id', 'in', gone).execute();
}

/** `.../import/bulk-delete-imported-orders`: one unit; ids of store orders or of nothing are skipped. */
export async function bulkDeleteImported(deps: CreateOrderDeps, caller: Caller, orderIds: readonly string[]) {
  await deps.uow.run(caller.siteId, (tx) => deleteImported(tx, [...new Set(orderIds)]), CHANGES);
  return { jobId: newId() };
}

/**
 * `.../import/set-order-number-counter`: the last number used (the next order takes the one after).
 * Lower than now only with `allowLowerCounter`, and never below an existing order's number (the
 * next order would collide with it): 428 CANNOT_SET_LOWER_ORDER_NUMBER_COUNTER.
 */
export async function setOrderNumberCounter(
  deps: CreateOrderDeps,
  caller: Caller,
  counter: string,
  allowLower = false,
) {
  const wanted = Number(counter);
  return deps.uow.run(
    caller.siteId,
    async (tx) => {
      await raiseCounter(tx, FIRST_ORDER_NUMBER - 1);
      const row = await tx
        .forUpdate(selectFromSite(tx, 'store_order_counters').select('last_number'))
        .executeTakeFirstOrThrow();
      const old = Number(row.last_number);
      const highest = await selectFromSite(tx, 'store_orders')
        .select(sql<number | string | null>`MAX(number)`.as('n'))
        .executeTakeFirst();
      const floor = Number(highest?.n ?? 0);
      if ((wanted < old && !allowLower) || wanted < floor) {
        throw new AppError(
          'PRECONDITION',
          'CANNOT_SET_LOWER_ORDER_NUMBER_COUNTER',
          `The counter cannot go below ${wanted < floor ? floor : old}`,
          {
            counter: String(old),
            highestOrderNumber: String(floor),
          },
        );
      }
      await updateSiteTable(tx, 'store_order_counters').set({ last_number: wanted }).execute();
      return { oldCounter: String(old), newCounter: String(wanted) };
    },
    CHANGES,
  );
}
