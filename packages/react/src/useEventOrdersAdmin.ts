import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import {
  eventOrdersAdmin,
  type DefinitionSales,
  type EventOrderStatus,
  type EventOrdersAdminModule,
  type OrdersQuery,
  type OrdersSummary,
} from '@tessera/sdk/event-orders-admin';
import { moduleOf, type ModuleLookup } from './client-modules.ts';
import { useTesseraClient } from './useTesseraClient.ts';

// The owner's hooks for event orders: they call through the provider's client (an owner client),
// building the module on its transport when the client was made without it.

const EVENT_ORDERS_ADMIN: ModuleLookup<EventOrdersAdminModule> = {
  name: 'eventOrdersAdmin',
  has: 'queryOrders',
  build: eventOrdersAdmin,
  needs: 'the event-orders-admin module (@tessera/sdk/event-orders-admin)',
};

/** The orders module of a client: for what no hook covers, e.g. walking every page of an export. */
export const eventOrdersAdminOf = (client: BaseClient): EventOrdersAdminModule =>
  moduleOf(client, EVENT_ORDERS_ADMIN);

/** Query keys of the owner's order data; every order action refreshes everything under `all`. */
export const eventOrdersKeys = {
  all: ['tessera', 'event-orders-admin'] as const,
  list: (query: OrdersQuery) => [...eventOrdersKeys.all, 'list', query] as const,
  order: (eventId: string, orderNumber: string) =>
    [...eventOrdersKeys.all, 'order', eventId, orderNumber] as const,
  sales: (eventId: string) => [...eventOrdersKeys.all, 'sales', eventId] as const,
};

export const ordersQueryOptions = (client: BaseClient, query: OrdersQuery = {}) =>
  queryOptions({
    queryKey: eventOrdersKeys.list(query),
    queryFn: ({ signal }) => eventOrdersAdminOf(client).listOrders(query, { signal }),
  });

export const orderQueryOptions = (client: BaseClient, eventId: string, orderNumber: string) =>
  queryOptions({
    queryKey: eventOrdersKeys.order(eventId, orderNumber),
    queryFn: ({ signal }) => eventOrdersAdminOf(client).getOrder(eventId, orderNumber, [], { signal }),
  });

/** One event's sales and check-in figures, read together. */
export interface EventSales {
  /** Each ticket definition: capacity (null: unlimited), sold, reserved. */
  definitions: DefinitionSales[];
  /** Confirmed sales by currency: total, revenue (exact decimal strings), orders, tickets. */
  sales: OrdersSummary['sales'];
  /** Every order of the event by status (archived ones included). */
  ordersByStatus: Partial<Record<EventOrderStatus, number>>;
  /** Tickets of confirmed orders, and how many of all tickets were checked in. */
  ticketsSold: number;
  checkedIn: number;
}

export async function fetchEventSales(
  orders: EventOrdersAdminModule,
  eventId: string,
  signal?: AbortSignal,
): Promise<EventSales> {
  const [definitions, summary, byStatus, checkedIn] = await Promise.all([
    orders.definitionSales(eventId, { signal }),
    orders.getSummary([eventId], { signal }),
    orders.listOrders({ eventId: [eventId], facet: ['status'], limit: 0 }, { signal }),
    orders.listTickets({ eventId: [eventId], checkedIn: true, limit: 0 }, { signal }),
  ]);
  return {
    definitions,
    sales: summary.sales,
    ordersByStatus: (byStatus.facets?.status?.counts ?? {}) as EventSales['ordersByStatus'],
    ticketsSold: summary.sales.reduce((sum, line) => sum + line.ticketCount, 0),
    checkedIn: checkedIn.total,
  };
}

export const eventSalesQueryOptions = (client: BaseClient, eventId: string) =>
  queryOptions({
    queryKey: eventOrdersKeys.sales(eventId),
    queryFn: ({ signal }) => fetchEventSales(eventOrdersAdminOf(client), eventId, signal),
  });

/**
 * A page of the site's orders (`ListOrders` parameters as given), for the owner; the previous
 * page stays shown (`isPlaceholderData`) while another page or filter loads.
 */
export function useOrdersQuery(query: OrdersQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...ordersQueryOptions(useTesseraClient(), query),
    placeholderData: keepPreviousData,
    ...options,
  });
}

/** One order, every part (buyer, tickets, form answers, invoice, payment). */
export function useOrder(eventId: string, orderNumber: string) {
  return useQuery(orderQueryOptions(useTesseraClient(), eventId, orderNumber));
}

export function useEventSales(eventId: string) {
  return useQuery(eventSalesQueryOptions(useTesseraClient(), eventId));
}

/** An order by its event and number: what every order action names. */
export interface OrderRef {
  eventId: string;
  orderNumber: string;
}

export type OrderAction = 'archive' | 'unarchive' | 'confirm' | 'capture' | 'void';

const refreshOrders = (queryClient: QueryClient) => () =>
  queryClient.invalidateQueries({ queryKey: eventOrdersKeys.all });

/** Runs one action on orders, grouped by event (the routes take one event's orders at a time). */
export async function runOrderAction(
  orders: EventOrdersAdminModule,
  action: OrderAction,
  refs: OrderRef[],
): Promise<void> {
  const byEvent = new Map<string, string[]>();
  for (const { eventId, orderNumber } of refs)
    byEvent.set(eventId, [...(byEvent.get(eventId) ?? []), orderNumber]);
  for (const [eventId, numbers] of byEvent) {
    if (action === 'archive' || action === 'unarchive') {
      await orders.setOrdersArchived(eventId, numbers, action === 'archive');
    } else if (action === 'confirm') {
      await orders.confirmOrders(eventId, numbers);
    } else {
      // Capture and void take one order each.
      for (const number of numbers) {
        if (action === 'capture') await orders.capturePayment(eventId, number);
        else await orders.voidPayment(eventId, number);
      }
    }
  }
}

/**
 * archive / unarchive / confirm (paid at the door) / capture / void (authorized payments) the
 * orders named; the order lists, orders and sales figures refresh after, failed or not.
 */
export const orderActionMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: ({ action, orders }: { action: OrderAction; orders: OrderRef[] }) =>
    runOrderAction(eventOrdersAdminOf(client), action, orders),
  onSettled: refreshOrders(queryClient),
});

/** `mutate({ action, orders: [{ eventId, orderNumber }] })`. */
export function useOrderAction() {
  return useMutation(orderActionMutationOptions(useTesseraClient(), useQueryClient()));
}
