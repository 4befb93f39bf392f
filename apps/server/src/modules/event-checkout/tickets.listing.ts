import { sql } from 'kysely';
import type { ListTicketsQuery } from '@tessera/contracts/event-orders';
import type { QueryFields } from '../../platform/query/filter.ts';
import { defineListing } from '../../platform/query/listing.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import { selectFromSite, type SiteScope } from '../../platform/site-scope.ts';
import type { TicketRow } from './event-checkout.schema.ts';
import { toTicketView } from './order-views.ts';
import { qrSecretOf } from './ticket-codes.ts';

const column = (name: string) => sql.ref(`event_tickets.${name}`);

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
};

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
  return { $and: all };
}
