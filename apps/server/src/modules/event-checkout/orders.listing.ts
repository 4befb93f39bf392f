import { sql } from 'kysely';
import { ChannelTypes, EventOrderStatuses } from '@tessera/contracts/event-checkout';
import type { ListOrdersQuery, OrderFieldset } from '@tessera/contracts/event-orders';
import type { QueryFields } from '../../platform/query/filter.ts';
import { defineListing } from '../../platform/query/listing.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import { selectFromSite, type SiteScope } from '../../platform/site-scope.ts';
import type { OrderRow } from './event-checkout.schema.ts';
import { CONFIRMED } from './order-wire.ts';
import { orderViews } from './order-views.ts';

const column = (name: string) => sql.ref(`event_orders.${name}`);
const flag = (condition: ReturnType<typeof sql>) => sql`CASE WHEN ${condition} THEN 1 ELSE 0 END`;
const confirmedSql = flag(sql`event_orders.status IN (${sql.join([...CONFIRMED])})`);

/** Fields ListOrders' parameters become (a filter over them) and its sorts name. */
export const orderQueryFields: QueryFields = {
  status: { kind: 'enum', values: EventOrderStatuses, sql: column('status'), nullable: false },
  eventId: { kind: 'string', sql: column('event_id'), nullable: false },
  orderNumber: { kind: 'string', sql: column('order_number'), nullable: false },
  memberId: { kind: 'string', sql: column('member_id') },
  email: { kind: 'string', sql: column('email'), nullable: false },
  channel: { kind: 'enum', values: ChannelTypes, sql: column('channel'), nullable: false },
  total: { kind: 'number', sql: column('total_minor'), nullable: false },
  archived: { kind: 'boolean', sql: column('archived'), nullable: false },
  confirmed: { kind: 'boolean', sql: confirmedSql, nullable: false, sortable: false },
  member: {
    kind: 'boolean',
    sql: flag(sql`event_orders.member_id IS NOT NULL`),
    nullable: false,
    sortable: false,
  },
  fullyCheckedIn: {
    kind: 'boolean',
    sql: flag(
      sql`event_orders.tickets_count > 0 AND event_orders.checked_in_count >= event_orders.tickets_count`,
    ),
    nullable: false,
    sortable: false,
  },
  created: { kind: 'date', sql: column('created_date'), nullable: false },
  updated: { kind: 'date', sql: column('updated_date'), nullable: false },
};

/** What one request adds: the search phrase (a fixed condition), the parts answered, where tickets are read. */
export interface OrderListingCtx {
  scope: SiteScope;
  phrase?: string;
  fieldsets: readonly OrderFieldset[];
}

const likePattern = (phrase: string) => `%${phrase.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** ListOrders (platform/query/listing.ts): parameters become a filter, tags boolean fields. */
export const ordersListing = defineListing({
  name: 'event-orders',
  // A member's own orders (modules/member-orders) list through the same declaration.
  routes: ['listOrders', 'listMemberEventOrders'],
  table: 'event_orders',
  base: (scope, ctx: OrderListingCtx) => {
    const base = selectFromSite(scope, 'event_orders');
    if (!ctx.phrase) return base;
    const pattern = likePattern(ctx.phrase);
    return base.where(
      sql<boolean>`(LOWER(event_orders.first_name) LIKE ${pattern} ESCAPE '\\'
        OR LOWER(event_orders.last_name) LIKE ${pattern} ESCAPE '\\'
        OR LOWER(event_orders.email) LIKE ${pattern} ESCAPE '\\'
        OR LOWER(event_orders.order_number) LIKE ${pattern} ESCAPE '\\')`,
    );
  },
  fields: () => orderQueryFields,
  facets: () => ({
    status: column('status'),
    eventId: column('event_id'),
    channel: column('channel'),
    archived: sql`CASE WHEN event_orders.archived = 1 THEN 'true' ELSE 'false' END`,
    confirmed: sql`CASE WHEN ${confirmedSql} = 1 THEN 'true' ELSE 'false' END`,
  }),
  defaultSort: [{ fieldName: 'created', order: 'DESC' }],
  tieBreaker: 'event_orders.id',
  limits: { default: 100, max: 400 },
  contextKey: (ctx) => (ctx.phrase ? `search\u0000${ctx.phrase}` : ''),
  cursorScope: (ctx) => ctx.phrase || undefined,
  shape: async (page: QueryPage<OrderRow>, ctx: OrderListingCtx) => ({
    orders: await orderViews(ctx.scope, page.rows, ctx.fieldsets),
    pagingMetadata: page.pagingMetadata,
  }),
});

const TAG_FILTERS: Record<NonNullable<ListOrdersQuery['tag']>[number], Record<string, unknown>> = {
  CONFIRMED: { confirmed: true },
  UNCONFIRMED: { confirmed: false },
  MEMBER: { member: true },
  ARCHIVED: { archived: true },
  NON_ARCHIVED: { archived: false },
  FULLY_CHECKED_IN: { fullyCheckedIn: true },
  NOT_FULLY_CHECKED_IN: { fullyCheckedIn: false },
};

/** ListOrders' query parameters as one filter of the listing (every one named must hold). */
export function ordersFilter(input: ListOrdersQuery): Record<string, unknown> {
  const all: Record<string, unknown>[] = [];
  const any = (field: string, values: readonly string[] | undefined) => {
    if (values?.length) all.push({ [field]: { $in: [...new Set(values)] } });
  };
  any('status', input.status);
  any('eventId', input.eventId);
  any('orderNumber', input.orderNumber);
  any('memberId', input.memberId);
  // A member's contact id is the member's id.
  any('memberId', input.contactId);
  for (const tag of new Set(input.tag ?? [])) all.push(TAG_FILTERS[tag]);
  return all.length ? { $and: all } : {};
}

/** `created:desc` → the listing's sort. */
export function ordersSort(sort: ListOrdersQuery['sort']) {
  if (!sort) return undefined;
  const [fieldName, order] = sort.split(':');
  return [{ fieldName, order: order === 'asc' ? ('ASC' as const) : ('DESC' as const) }];
}
