import type { StoreOrder } from '@tessera/contracts/store-orders';
import { sql, type Insertable } from 'kysely';
import { keptStatement } from '../../platform/kept-statement.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import { newId } from '../../platform/ids.ts';
import type { NewActivity, OrderDraft, StoredTaxInfo } from './order-document.ts';
import { toWireOrder, type OrderTagIds } from './order-wire.ts';
import type {
  NewStoreOrder,
  StoreOrderActivitiesTable,
  StoreOrderActivityRow,
  StoreOrderRow,
} from './store-orders.schema.ts';

/** The first number a site's orders get (as the hosted platform: 10001, 10002, …). */
export const FIRST_ORDER_NUMBER = 10001;

export const orderRow = (scope: SiteScope, orderId: string) =>
  selectFromSite(scope, 'store_orders').selectAll().where('id', '=', orderId);

/** The order's row locked for a read-modify-write in the unit (undefined: no such order). */
export const lockOrder = (tx: SiteTx, orderId: string): Promise<StoreOrderRow | undefined> =>
  tx.forUpdate(orderRow(tx, orderId)).executeTakeFirst();

export const activitiesOf = (
  scope: SiteScope,
  orderIds: readonly string[],
): Promise<StoreOrderActivityRow[]> =>
  orderIds.length === 0
    ? Promise.resolve([])
    : selectFromSite(scope, 'store_order_activities')
        .selectAll()
        .where('order_id', 'in', orderIds)
        .orderBy('created_date')
        .orderBy('id')
        .execute();

export async function tagsOf(
  scope: SiteScope,
  orderIds: readonly string[],
): Promise<Map<string, OrderTagIds>> {
  const byOrder = new Map<string, OrderTagIds>();
  if (orderIds.length === 0) return byOrder;
  const rows = await selectFromSite(scope, 'store_order_tags')
    .select(['order_id', 'kind', 'tag_id'])
    .where('order_id', 'in', orderIds)
    .orderBy('tag_id')
    .execute();
  for (const row of rows) {
    const tags = byOrder.get(row.order_id) ?? { privateTags: [], tags: [] };
    (row.kind === 'private' ? tags.privateTags : tags.tags).push(row.tag_id);
    byOrder.set(row.order_id, tags);
  }
  return byOrder;
}

/** Orders as the wire has them, in the order of `rows`, their activities and tags read in one statement each. */
export async function wireOrders(scope: SiteScope, rows: readonly StoreOrderRow[]): Promise<StoreOrder[]> {
  const ids = rows.map((row) => row.id);
  const [activities, tags] = await Promise.all([activitiesOf(scope, ids), tagsOf(scope, ids)]);
  return rows.map((row) =>
    toWireOrder(
      row,
      activities.filter((activity) => activity.order_id === row.id),
      tags.get(row.id) ?? { privateTags: [], tags: [] },
    ),
  );
}

/** One order as the wire has it, or undefined. */
export async function readWireOrder(scope: SiteScope, orderId: string): Promise<StoreOrder | undefined> {
  const row = await orderRow(scope, orderId).executeTakeFirst();
  return row ? (await wireOrders(scope, [row]))[0] : undefined;
}

/**
 * The site's next order number: one upsert on the site's counter row (made by the first order
 * with the first number, raised by one after), so numbers never repeat across processes. Taken
 * last in the unit that writes the order: on PostgreSQL the row is locked only from here to the
 * commit.
 */
export async function nextOrderNumber(tx: SiteTx): Promise<number> {
  const { rows } = await nextNumberStatement(tx.db, { siteId: tx.siteId, first: FIRST_ORDER_NUMBER });
  return Number(rows[0]!.last_number);
}

/** Every order takes a number: built and compiled once (platform/kept-statement.ts). */
const nextNumberStatement = keptStatement((db, a: { siteId: string; first: number }) =>
  db
    .insertInto('store_order_counters')
    .values({ site_id: a.siteId, last_number: a.first })
    .onConflict((c) =>
      c.column('site_id').doUpdateSet({ last_number: sql<number>`store_order_counters.last_number + 1` }),
    )
    .returning('last_number'),
);

/** The order's row (its 44 columns: compiled once, a statement of every purchase). */
const insertOrderRow = keptStatement((db, row: NewStoreOrder) => db.insertInto('store_orders').values(row));

/** Writes a new order, its tags and, when given, its first activity. Answers the order's number. */
export async function insertOrder(tx: SiteTx, draft: OrderDraft, now: string): Promise<number> {
  const number = draft.number ?? (await nextOrderNumber(tx));
  await insertOrderRow(tx.db, {
    id: draft.id,
    number,
    checkout_id: draft.checkoutId,
    purchase_flow_id: draft.purchaseFlowId,
    status: draft.status,
    payment_status: draft.paymentStatus,
    fulfillment_status: draft.fulfillmentStatus,
    archived: draft.archived ? 1 : 0,
    imported: draft.imported ? 1 : 0,
    channel_type: draft.channel.type,
    channel_info: JSON.stringify({
      ...(draft.channel.externalOrderId ? { externalOrderId: draft.channel.externalOrderId } : {}),
      ...(draft.channel.externalOrderUrl ? { externalOrderUrl: draft.channel.externalOrderUrl } : {}),
    }),
    currency: draft.currency,
    weight_unit: draft.weightUnit,
    tax_included: draft.taxIncluded ? 1 : 0,
    subject_role: draft.subject?.role ?? null,
    subject_id: draft.subject?.id ?? null,
    buyer_member_id: draft.buyer.memberId ?? null,
    buyer_visitor_id: draft.buyer.visitorId ?? null,
    buyer_contact_id: draft.buyer.contactId ?? null,
    buyer_email: draft.buyer.email ? draft.buyer.email.toLowerCase() : null,
    buyer_language: draft.buyerLanguage,
    buyer_note: draft.buyerNote,
    billing_info: draft.billingInfo ? JSON.stringify(draft.billingInfo) : null,
    shipping_info: draft.shippingInfo ? JSON.stringify(draft.shippingInfo) : null,
    recipient_info: draft.recipientInfo ? JSON.stringify(draft.recipientInfo) : null,
    line_items: JSON.stringify(draft.lineItems),
    applied_discounts: JSON.stringify(draft.appliedDiscounts),
    additional_fees: JSON.stringify(draft.additionalFees),
    custom_fields: JSON.stringify(draft.customFields),
    tax_info: taxInfoOf(draft),
    created_by: JSON.stringify(draft.createdBy),
    subtotal_minor: draft.totals.subtotalMinor,
    shipping_minor: draft.totals.shippingMinor,
    tax_minor: draft.totals.taxMinor,
    discount_minor: draft.totals.discountMinor,
    additional_fees_minor: draft.totals.additionalFeesMinor,
    total_minor: draft.totals.totalMinor,
    paid_minor: draft.paidMinor ?? 0,
    payment_gateway_order_id: draft.paymentGatewayOrderId ?? null,
    purchased_date: draft.purchasedDate,
    created_date: now,
    updated_date: now,
    site_id: tx.siteId,
  });
  await writeTags(tx, draft.id, draft.tags);
  return number;
}

/** The order's tax_info column: whether it is exempt and the calculator's taxes (null: neither). */
function taxInfoOf(draft: OrderDraft): string | null {
  const info: StoredTaxInfo = {
    ...(draft.taxExempt !== null ? { taxExempt: draft.taxExempt } : {}),
    ...(draft.taxes?.length ? { taxes: draft.taxes } : {}),
  };
  return Object.keys(info).length ? JSON.stringify(info) : null;
}

async function writeTags(tx: SiteTx, orderId: string, tags: OrderTagIds): Promise<void> {
  const rows = [
    ...new Set(tags.privateTags.map((tagId) => `private\u0000${tagId}`)),
    ...new Set(tags.tags.map((tagId) => `public\u0000${tagId}`)),
  ].map((key) => {
    const [kind, tagId] = key.split('\u0000') as ['private' | 'public', string];
    return { order_id: orderId, kind, tag_id: tagId };
  });
  if (rows.length) {
    await insertIntoSite(tx, 'store_order_tags', rows)
      .onConflict((c) => c.columns(['site_id', 'order_id', 'kind', 'tag_id']).doNothing())
      .execute();
  }
}

/** Assigns and unassigns tags of one order (unassign wins over assign of the same id, as hosted). */
export async function changeTags(
  tx: SiteTx,
  orderId: string,
  assign: OrderTagIds,
  unassign: OrderTagIds,
): Promise<void> {
  await writeTags(tx, orderId, assign);
  for (const [kind, ids] of [
    ['private', unassign.privateTags],
    ['public', unassign.tags],
  ] as const) {
    if (ids.length) {
      await deleteFromSite(tx, 'store_order_tags')
        .where('order_id', '=', orderId)
        .where('kind', '=', kind)
        .where('tag_id', 'in', ids)
        .execute();
    }
  }
}

/** Appends an activity to an order; answers its id. */
export async function addActivity(
  tx: SiteTx,
  orderId: string,
  activity: NewActivity,
  now: string,
): Promise<string> {
  const id = newId();
  const { type, authorEmail, ...content } = activity;
  await insertActivityRow(tx.db, {
    id,
    order_id: orderId,
    type,
    content: Object.keys(content).length ? JSON.stringify(content) : null,
    author_email: authorEmail ?? null,
    created_date: now,
    site_id: tx.siteId,
  });
  return id;
}

const insertActivityRow = keptStatement((db, row: Insertable<StoreOrderActivitiesTable>) =>
  db.insertInto('store_order_activities').values(row),
);

/** Marks the order changed: a new revision and update date (every write of an order does it). */
export const touchOrder = (tx: SiteTx, orderId: string, now: string) =>
  updateSiteTable(tx, 'store_orders')
    .set((eb) => ({ updated_date: now, revision: eb('revision', '+', 1) }))
    .where('id', '=', orderId);
