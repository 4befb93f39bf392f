import { sql, type SqlBool } from 'kysely';
import type { StoreOrder } from '@tessera/contracts/store-orders';
import {
  StoreOrderFulfillmentStatuses,
  StoreOrderPaymentStatuses,
  StoreOrderStatuses,
} from '@tessera/contracts/store-orders';
import type { PagingMetadata } from '@tessera/contracts';
import type { QueryFields } from '../../platform/query/filter.ts';
import { defineListing } from '../../platform/query/listing.ts';
import type { OwningSubject } from '../../platform/auth/subject-access.ts';
import { selectFromSite } from '../../platform/site-scope.ts';

const column = (name: string) => sql.ref(`store_orders.${name}`);

/** A tag list field (`tags.tags.tagIds`, `tags.privateTags.tagIds`): membership in store_order_tags. */
const tagMembers = (kind: 'private' | 'public') => (values: unknown[], mode: 'some' | 'all' | 'none') => {
  const has = (value: unknown) =>
    sql<SqlBool>`EXISTS (SELECT 1 FROM store_order_tags t WHERE t.site_id = store_orders.site_id
        AND t.order_id = store_orders.id AND t.kind = ${kind} AND t.tag_id = ${String(value)})`;
  const conditions = values.map(has);
  const some = sql<SqlBool>`(${sql.join(conditions, sql` OR `)})`;
  if (mode === 'some') return some;
  if (mode === 'none') return sql<SqlBool>`NOT ${some}`;
  return sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;
};

/** The orders' filter fields (the search's and the aggregation's). */
export const orderFields: QueryFields = {
  id: { kind: 'string', sql: column('id'), nullable: false },
  number: { kind: 'number', sql: column('number'), nullable: false },
  status: { kind: 'enum', values: StoreOrderStatuses, sql: column('status'), nullable: false },
  paymentStatus: {
    kind: 'enum',
    values: StoreOrderPaymentStatuses,
    sql: column('payment_status'),
    nullable: false,
  },
  fulfillmentStatus: {
    kind: 'enum',
    values: StoreOrderFulfillmentStatuses,
    sql: column('fulfillment_status'),
    nullable: false,
  },
  archived: { kind: 'boolean', sql: column('archived'), nullable: false },
  createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
  updatedDate: { kind: 'date', sql: column('updated_date'), nullable: false },
  'buyerInfo.contactId': { kind: 'string', sql: column('buyer_contact_id') },
  'buyerInfo.memberId': { kind: 'string', sql: column('buyer_member_id') },
  'buyerInfo.visitorId': { kind: 'string', sql: column('buyer_visitor_id') },
  'buyerInfo.email': {
    kind: 'string',
    sql: column('buyer_email'),
    normalize: (value) => value.toLowerCase(),
  },
  'channelInfo.type': { kind: 'string', sql: column('channel_type'), nullable: false },
  'tags.tags.tagIds': { kind: 'string', sortable: false, members: tagMembers('public') },
  'tags.privateTags.tagIds': { kind: 'string', sortable: false, members: tagMembers('private') },
};

/** What one search adds: its phrase (an order number, or part of the buyer's email), and whose orders. */
export interface OrderSearchContext {
  expression: string | null;
  /** A member's or visitor's own search: only the orders they bought (null: the owner's, all). */
  own: OwningSubject | null;
}

/** The buyer column of a member's or a visitor's own orders (a visitor id is never a member id). */
const ownColumn = (own: OwningSubject) =>
  own.role === 'MEMBER' ? 'store_orders.buyer_member_id' : 'store_orders.buyer_visitor_id';

/** The part of the listing's keys that tells whose orders a search reads. */
const ownKey = (own: OwningSubject | null) => (own ? `${own.role}:${own.id}` : '');

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * SearchStoreOrders (owner, ecom.orders.manage; a member or visitor: their own): newest first,
 * cursor paging up to 100. Orders still INITIALIZED (waiting for their payment) are never listed,
 * as the hosted API.
 */
export const storeOrdersListing = defineListing({
  name: 'store-orders',
  routes: ['searchStoreOrders'],
  table: 'store_orders',
  base: (scope, ctx: OrderSearchContext) => {
    const listed = selectFromSite(scope, 'store_orders').where('store_orders.status', '<>', 'INITIALIZED');
    // A fixed condition of the base: any filter sent is ANDed with it, never widens it.
    const base = ctx.own ? listed.where(ownColumn(ctx.own), '=', ctx.own.id) : listed;
    const phrase = ctx.expression?.trim();
    if (!phrase) return base;
    const pattern = `%${likeEscaped(phrase.toLowerCase())}%`;
    const byNumber = /^\d{1,15}$/.test(phrase) ? sql`store_orders.number = ${Number(phrase)} OR ` : sql``;
    return base.where(sql<boolean>`(${byNumber}LOWER(store_orders.buyer_email) LIKE ${pattern} ESCAPE '\\')`);
  },
  fields: () => orderFields,
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  tieBreaker: 'store_orders.id',
  limits: { default: 100, max: 100 },
  contextKey: (ctx) =>
    `${ownKey(ctx.own)}${ctx.expression?.trim() ? `\u0000search\u0000${ctx.expression.trim()}` : ''}`,
  // A cursor serves the search (and the buyer) it was made for only.
  cursorScope: (ctx) => `${ownKey(ctx.own)}\u0000${ctx.expression?.trim() ?? ''}`,
  sortPath: 'search.sort',
  // Shaped by the routes: a page's activities and tags are read in one statement each.
  shape: (page) => page as unknown as { orders: StoreOrder[]; metadata: PagingMetadata },
});
