import { sql } from 'kysely';
import type { ListTicketsQuery, TicketStates } from '@tessera/contracts/event-orders';
import type { QueryFields } from '../../platform/query/filter.ts';
import { defineListing } from '../../platform/query/listing.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import { selectFromSite, type SiteScope } from '../../platform/site-scope.ts';
import type { TicketRow } from './event-checkout.schema.ts';
import { toTicketView } from './order-views.ts';
import { qrSecretOf } from './ticket-codes.ts';

const column = (name: string) => sql.ref(`event_tickets.${name}`);
/** A column of the ticket's order (one row: orders are unique by site and id). */
const orderColumn = (name: string) =>
  sql`(SELECT o.${sql.ref(name)} FROM event_orders o
    WHERE o.site_id = event_tickets.site_id AND o.id = event_tickets.order_id)`;

// Archived by itself (BulkUpdateTickets) or with its order, as the ticket's `archived` answers.
const archivedSql = sql`CASE WHEN event_tickets.archived = 1 OR ${orderColumn('archived')} = 1 THEN 1 ELSE 0 END`;

export const ticketQueryFields: QueryFields = {
  eventId: { kind: 'string', sql: column('event_id'), nullable: false },
  orderId: { kind: 'string', sql: column('order_id'), nullable: false, sortable: false },
  ticketNumber: { kind: 'string', sql: column('ticket_number'), nullable: false },
  checkedIn: {
    kind: 'boolean',
    sql: sql`CASE WHEN event_tickets.checked_in_date IS NULL THEN 0 ELSE 1 END`,
    nullable: false,
    sortable: false,
  },
  definitionId: { kind: 'string', sql: column('definition_id'), nullable: false, sortable: false },
  archived: { kind: 'boolean', sql: archivedSql, nullable: false, sortable: false },
  orderArchived: { kind: 'boolean', sql: orderColumn('archived'), nullable: false, sortable: false },
  orderStatus: { kind: 'string', sql: orderColumn('status'), nullable: false, sortable: false },
  memberId: { kind: 'string', sql: orderColumn('member_id'), nullable: true, sortable: false },
  orderNumber: { kind: 'string', sql: orderColumn('order_number'), nullable: false },
  created: { kind: 'string', sql: orderColumn('created_date'), nullable: false },
};

/** What each `state` of ListTickets asks of a ticket. */
const stateFilters: Record<(typeof TicketStates)[number], Record<string, unknown>> = {
  ORDER_ARCHIVED: { orderArchived: true },
  ORDER_ACTIVE: { orderArchived: false },
  TICKET_ARCHIVED: { archived: true },
  TICKET_ACTIVE: { archived: false },
  CHECKED_IN: { checkedIn: true },
  NON_CHECKED_IN: { checkedIn: false },
};

/** ListTickets' `sort` (`field:direction`) as the listing's sort. */
export function ticketsSort(sort: ListTicketsQuery['sort']) {
  if (!sort) return undefined;
  const [fieldName, direction] = sort.split(':');
  return [{ fieldName, order: direction === 'desc' ? ('DESC' as const) : ('ASC' as const) }];
}

export interface TicketListingCtx {
  scope: SiteScope;
  phrase?: string;
}

const likePattern = (phrase: string) => `%${phrase.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * ListTickets: the door list. A phrase matches the ticket number, the guest's answers (names, email)
 * or the buyer's names ("first last" too) and email: a guest often gives the buyer's name at the door.
 */
export const ticketsListing = defineListing({
  name: 'event-tickets',
  routes: ['listTickets'],
  table: 'event_tickets',
  base: (scope, ctx: TicketListingCtx) => {
    const base = selectFromSite(scope, 'event_tickets');
    if (!ctx.phrase) return base;
    const pattern = likePattern(ctx.phrase);
    return base.where(
      sql<boolean>`(LOWER(event_tickets.ticket_number) LIKE ${pattern} ESCAPE '\\'
        OR LOWER(COALESCE(event_tickets.guest_form, '')) LIKE ${pattern} ESCAPE '\\'
        OR EXISTS (SELECT 1 FROM event_orders buyer
          WHERE buyer.site_id = event_tickets.site_id AND buyer.id = event_tickets.order_id
          AND (LOWER(buyer.first_name || ' ' || buyer.last_name) LIKE ${pattern} ESCAPE '\\'
            OR LOWER(buyer.email) LIKE ${pattern} ESCAPE '\\')))`,
    );
  },
  fields: () => ticketQueryFields,
  facets: () => ({
    eventId: column('event_id'),
    orderStatus: orderColumn('status'),
    archived: sql`CASE WHEN ${archivedSql} = 1 THEN 'true' ELSE 'false' END`,
    checkedIn: sql`CASE WHEN event_tickets.checked_in_date IS NULL THEN 'false' ELSE 'true' END`,
    ticketDefinitionId: column('definition_id'),
  }),
  defaultSort: [{ fieldName: 'ticketNumber', order: 'ASC' }],
  tieBreaker: 'event_tickets.ticket_number',
  limits: { default: 50, max: 100 },
  contextKey: (ctx) => (ctx.phrase ? `search\u0000${ctx.phrase}` : ''),
  cursorScope: (ctx) => ctx.phrase || undefined,
  shape: async (page: QueryPage<TicketRow>, ctx: TicketListingCtx) => {
    const orderIds = [...new Set(page.rows.map((t) => t.order_id))];
    const orders = orderIds.length
      ? await selectFromSite(ctx.scope, 'event_orders').selectAll().where('id', 'in', orderIds).execute()
      : [];
    const byId = new Map(orders.map((o) => [o.id, o]));
    const secret = await qrSecretOf(ctx.scope);
    return {
      tickets: page.rows.map((t) => toTicketView(t, byId.get(t.order_id)!, secret)),
      pagingMetadata: page.pagingMetadata,
    };
  },
});

/** ListTickets' parameters as one filter. Order numbers become the orders' ids by the caller. */
export function ticketsFilter(
  input: ListTicketsQuery,
  orderIds: string[] | undefined,
): Record<string, unknown> {
  const all: Record<string, unknown>[] = [{ eventId: { $in: [...new Set(input.eventId)] } }];
  if (orderIds) all.push({ orderId: { $in: orderIds.length ? orderIds : ['\u0000none'] } });
  if (input.ticketNumber?.length) all.push({ ticketNumber: { $in: [...new Set(input.ticketNumber)] } });
  if (input.checkedIn !== undefined) all.push({ checkedIn: input.checkedIn });
  for (const state of new Set(input.state ?? [])) all.push(stateFilters[state]);
  if (input.orderStatus?.length) all.push({ orderStatus: { $in: [...new Set(input.orderStatus)] } });
  // A member's id is their contact id: the two lists narrow alike.
  for (const ids of [input.memberId, input.contactId])
    if (ids?.length) all.push({ memberId: { $in: [...new Set(ids)] } });
  if (input.ticketDefinitionId?.length)
    all.push({ definitionId: { $in: [...new Set(input.ticketDefinitionId)] } });
  return { $and: all };
}
