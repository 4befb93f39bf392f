import { sql, type SqlBool } from 'kysely';
import { defineListing } from '../../platform/query/listing.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import { selectFromSite } from '../../platform/site-scope.ts';
import { saleStatus } from './sale-status.ts';
import { FACETS, definitionQueryFields } from './ticket-definitions.query-fields.ts';
import type { DefinitionRow } from './ticket-definitions.wire.ts';

/**
 * Which definitions a request lists: every definition of the site (owners), or what a visitor
 * may see ("available": not hidden, of a published event, on sale or shown while not on sale;
 * `includeNotOnSale` also those hidden until their sale starts).
 */
export interface DefinitionsCtx {
  available: boolean;
  includeNotOnSale: boolean;
}

export const OWNER_LISTING: DefinitionsCtx = { available: false, includeNotOnSale: false };
export const VISITOR_LISTING: DefinitionsCtx = { available: true, includeNotOnSale: false };

/**
 * The ticket definitions listing: v3 query/count (owner and available), the v1 checkout's
 * available tickets, and the v1/v2 management queries — one base, one set of fields, the sale
 * status rule declared once. The page is answered unshaped: each route family has its own wire
 * shape (v3 entity, v1 definition) and both need the live counts, read by the service.
 */
export const ticketDefinitionsListing = defineListing({
  name: 'ticket-definitions',
  routes: [
    'queryTicketDefinitions',
    'queryAvailableTicketDefinitions',
    'countTicketDefinitions',
    'countAvailableTicketDefinitions',
    'listAvailableTickets',
    'queryAvailableTickets',
    'queryTicketDefinitionsV1',
    'queryTicketDefinitionsV2',
    'listTicketDefinitionsV1',
  ],
  table: 'ticket_definitions',
  // No kind keeps totals: definitions change rarely, and `tickets` is not a versioned kind.
  base: (scope, ctx: DefinitionsCtx, now) => {
    // No columns here: counts and facets select their own, pages every column (runQuery).
    let query = selectFromSite(scope, 'ticket_definitions');
    if (!ctx.available) return query;
    query = query
      .where('ticket_definitions.hidden', '=', 0)
      .where(
        'ticket_definitions.event_id',
        'in',
        selectFromSite(scope, 'events').select('id').where('lifecycle', '=', 'PUBLISHED'),
      );
    if (ctx.includeNotOnSale) return query;
    return query.where(
      sql<SqlBool>`(${saleStatus.equals('SALE_STARTED', now)} OR ticket_definitions.display_not_on_sale = 1)`,
    );
  },
  fields: ({ now }) => definitionQueryFields(now),
  clockFields: [saleStatus],
  facets: (now) => {
    const fields = definitionQueryFields(now);
    return Object.fromEntries(FACETS.map((name) => [name, fields[name].sql!]));
  },
  defaultSort: [{ fieldName: 'sortIndex', order: 'ASC' }],
  tieBreaker: 'ticket_definitions.id',
  limits: { default: 50, max: 1000 },
  contextKey: (ctx) => `${ctx.available}:${ctx.includeNotOnSale}`,
  cursorScope: (ctx) => `ticket-definitions:${ctx.available ? 'available' : 'all'}:${ctx.includeNotOnSale}`,
  shape: (page: QueryPage<DefinitionRow>) => page,
});
