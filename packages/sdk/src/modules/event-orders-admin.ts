import type {
  GetSummaryResponse,
  ListOrdersQuery,
  ListTicketsQuery,
  OrderFieldset,
  OrderView,
  TicketView,
  UpdateOrderRequest,
} from '@tessera/contracts/event-orders';
import type { TicketDefinition } from '@tessera/contracts/ticket-definitions';
import {
  bulkUpdateOrders as bulkUpdateOrdersEndpoint,
  captureAuthorizedPayment as captureEndpoint,
  confirmOrder as confirmOrderEndpoint,
  getOrder as getOrderEndpoint,
  getOrdersSummary as getOrdersSummaryEndpoint,
  listOrders as listOrdersEndpoint,
  listTickets as listTicketsEndpoint,
  updateOrder as updateOrderEndpoint,
  voidAuthorizedPayment as voidEndpoint,
} from '@tessera/contracts/routes/event-checkout.endpoints';
import { queryTicketDefinitions as queryTicketDefinitionsEndpoint } from '@tessera/contracts/routes/ticket-definitions.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';
import { OrdersQueryBuilder, offsetPage, type OffsetPage, type OrdersPage } from './event-orders-query.ts';

export type { EventOrderStatus } from '@tessera/contracts/event-checkout';
export type {
  GetSummaryResponse as OrdersSummary,
  ListOrdersQuery as OrdersQuery,
  ListTicketsQuery as TicketsQuery,
  OrderFieldset,
  OrderView,
  TicketView,
} from '@tessera/contracts/event-orders';
export { OrdersQueryBuilder, ORDERS_PAGE_LIMIT } from './event-orders-query.ts';
export type { OffsetPage, OrdersPage } from './event-orders-query.ts';

/** An order's changes: archived, or the buyer's answers (checked against the event's form). */
export type OrderChanges = Omit<UpdateOrderRequest, 'fields'>;

/** One ticket definition's sales as the owner's figures show them. */
export interface DefinitionSales {
  id: string;
  name: string;
  /** null: unlimited. */
  capacity: number | null;
  sold: number;
  reserved: number;
  soldOut: boolean;
}

const hasOrders = hasArray('orders');
const hasOrder = hasObject('order');
const hasTickets = hasArray('tickets');

/** The definitions a sales figure reads at once (an event rarely has more). */
const DEFINITIONS_LIMIT = 100;

/**
 * `@tessera/sdk/event-orders-admin`: the owner's side of event orders (spec §7 "Event orders") —
 * the listing with every parameter as a typed builder, one order, archiving, confirming orders
 * paid at the door, capturing or voiding authorized payments, the sales summary, the ticket list
 * and each definition's sales. Owner (or staff) credentials.
 */
export function eventOrdersAdmin(http: HttpClient) {
  const call = callerOf(http);
  const listOrders = async (query: ListOrdersQuery = {}, options?: CallOptions): Promise<OrdersPage> => {
    const answer = await call(listOrdersEndpoint, {}, query, { ...options, check: hasOrders });
    return {
      ...offsetPage(answer.orders, answer, (offset) => listOrders({ ...query, offset }, options)),
      ...(answer.facets ? { facets: answer.facets } : {}),
    };
  };
  const listTickets = async (
    query: ListTicketsQuery,
    options?: CallOptions,
  ): Promise<OffsetPage<TicketView>> => {
    const answer = await call(listTicketsEndpoint, {}, query, { ...options, check: hasTickets });
    return offsetPage(answer.tickets, answer, (offset) => listTickets({ ...query, offset }, options));
  };
  return {
    /** `GET /events/v1/orders` with the parameters as given: one page, its total and facets. */
    listOrders,
    /**
     * The same listing as a builder:
     * `queryOrders().eventId(id).status('PAID').tag('NON_ARCHIVED').searchPhrase('ada').limit(50).find()`;
     * `.all()` walks every page (an export).
     */
    queryOrders(options?: CallOptions): OrdersQueryBuilder {
      return new OrdersQueryBuilder((query) => listOrders(query, options));
    },
    /** Every order a listing query selects, page after page of the largest size (an export). */
    allOrders(
      query: ListOrdersQuery = {},
      options?: CallOptions,
    ): AsyncGenerator<OrderView, void, undefined> {
      return new OrdersQueryBuilder((q) => listOrders(q, options), query).all();
    },
    /** One order of an event; `fieldset` picks its parts (all when none). 404 for an unknown number. */
    async getOrder(
      eventId: string,
      orderNumber: string,
      fieldset: OrderFieldset[] = [],
      options?: CallOptions,
    ): Promise<OrderView> {
      const input = fieldset.length > 0 ? { fieldset } : {};
      const answer = await call(getOrderEndpoint, { eventId, orderNumber }, input, {
        ...options,
        check: hasOrder,
      });
      return answer.order;
    },
    /** Archives or unarchives an order, or changes the buyer's answers. */
    async updateOrder(
      eventId: string,
      orderNumber: string,
      changes: OrderChanges,
      options?: CallOptions,
    ): Promise<OrderView> {
      const answer = await call(updateOrderEndpoint, { eventId, orderNumber }, changes, {
        ...options,
        check: hasOrder,
      });
      return answer.order;
    },
    /** Archives or unarchives up to 100 orders of an event: all or none (an unknown number is 404). */
    async setOrdersArchived(
      eventId: string,
      orderNumber: string[],
      archived: boolean,
      options?: CallOptions,
    ): Promise<OrderView[]> {
      const answer = await call(
        bulkUpdateOrdersEndpoint,
        { eventId },
        { orderNumber, archived },
        { ...options, check: hasOrders },
      );
      return answer.orders;
    },
    /** Orders paid at the door become PAID (OFFLINE_PENDING → PAID); a PAID one is answered as it is. */
    async confirmOrders(eventId: string, orderNumber: string[], options?: CallOptions): Promise<OrderView[]> {
      const answer = await call(
        confirmOrderEndpoint,
        { eventId },
        { orderNumber },
        {
          ...options,
          check: hasOrders,
        },
      );
      return answer.orders;
    },
    /** Captures the authorized payment of an AUTHORIZED order: it becomes PAID. */
    async capturePayment(eventId: string, orderNumber: string, options?: CallOptions): Promise<void> {
      await call(captureEndpoint, { orderNumber }, { eventId }, options);
    },
    /** Voids the authorized payment of an AUTHORIZED order: it becomes VOIDED, its tickets void. */
    async voidPayment(eventId: string, orderNumber: string, options?: CallOptions): Promise<void> {
      await call(voidEndpoint, { orderNumber }, { eventId }, options);
    },
    /** Confirmed sales by currency: total, revenue (exact decimal strings), orders and tickets. */
    getSummary(eventId: string[] = [], options?: CallOptions): Promise<GetSummaryResponse> {
      const input = eventId.length > 0 ? { eventId } : {};
      return call(getOrdersSummaryEndpoint, {}, input, { ...options, check: hasArray('sales') });
    },
    /** Tickets of events (the door list), one page: by order or ticket number, checked in or not, search. */
    listTickets,
    /** Each ticket definition of an event with its capacity, sold and reserved counts. */
    async definitionSales(eventId: string, options?: CallOptions): Promise<DefinitionSales[]> {
      const answer = await call(
        queryTicketDefinitionsEndpoint,
        {},
        { query: { filter: { eventId }, paging: { limit: DEFINITIONS_LIMIT } }, fields: ['SALES_DETAILS'] },
        { ...options, check: hasArray('ticketDefinitions'), idempotent: true },
      );
      return answer.ticketDefinitions.map(definitionSales);
    },
  };
}

function definitionSales(definition: TicketDefinition): DefinitionSales {
  const sales = definition.salesDetails;
  return {
    id: definition.id,
    name: definition.name,
    capacity: definition.limited ? definition.actualLimit : null,
    sold: sales?.soldCount ?? 0,
    reserved: sales?.reservedCount ?? 0,
    soldOut: sales?.soldOut ?? false,
  };
}

export type EventOrdersAdminModule = ReturnType<typeof eventOrdersAdmin>;
