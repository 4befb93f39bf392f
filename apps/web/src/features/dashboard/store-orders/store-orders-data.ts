import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeAdminKeys, useTesseraClient } from '@tessera/react';
import type { BaseClient } from '@tessera/sdk/core';
import type {
  StoreOrder,
  StoreOrderFulfillmentStatus,
  StoreOrderPaymentStatus,
} from '@tessera/sdk/store-orders-admin';

// The owner's store order search and comments, on the client's own transport: the SDK's
// store-orders-admin has no search yet (the route is H64's POST /ecom/v1/orders/search).

export const STORE_ORDERS_PAGE_SIZE = 20;

export interface StoreOrderFilters {
  /** An order number or part of the buyer's email. */
  search: string;
  paymentStatus: StoreOrderPaymentStatus | '';
  fulfillmentStatus: StoreOrderFulfillmentStatus | '';
  archived: boolean;
}

export interface StoreOrderPage {
  orders: StoreOrder[];
  nextCursor: string | null;
}

interface SearchAnswer {
  orders: StoreOrder[];
  metadata?: { cursors?: { next?: string | null } };
}

/** The search's filter object (ecom orders' filter language). */
export function orderFilter(filters: StoreOrderFilters, since?: Date): Record<string, unknown> {
  return {
    archived: filters.archived,
    ...(filters.paymentStatus ? { paymentStatus: filters.paymentStatus } : {}),
    ...(filters.fulfillmentStatus ? { fulfillmentStatus: filters.fulfillmentStatus } : {}),
    ...(since ? { createdDate: { $gte: since.toISOString() } } : {}),
  };
}

export async function searchStoreOrders(
  client: BaseClient,
  request: { filter: Record<string, unknown>; expression?: string; cursor?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<StoreOrderPage> {
  const limit = request.limit ?? STORE_ORDERS_PAGE_SIZE;
  // A next page carries its filter in the cursor: only the cursor is sent then.
  const search = request.cursor
    ? { cursorPaging: { cursor: request.cursor, limit } }
    : {
        filter: request.filter,
        cursorPaging: { limit },
        ...(request.expression?.trim() ? { search: { expression: request.expression.trim() } } : {}),
      };
  const answer = await client.request<SearchAnswer>(
    {
      method: 'POST',
      path: '/ecom/v1/orders/search',
      payload: { search },
      operationId: 'SearchStoreOrders',
      idempotent: true,
    },
    { signal },
  );
  return { orders: answer.orders, nextCursor: answer.metadata?.cursors?.next ?? null };
}

/** Every order a search selects, page after page (the CSV export and the revenue figures). */
export async function allStoreOrders(
  client: BaseClient,
  filter: Record<string, unknown>,
  expression?: string,
  signal?: AbortSignal,
): Promise<StoreOrder[]> {
  const orders: StoreOrder[] = [];
  let cursor: string | null = null;
  do {
    const page: StoreOrderPage = await searchStoreOrders(
      client,
      { filter, expression, cursor, limit: 100 },
      signal,
    );
    orders.push(...page.orders);
    cursor = page.orders.length > 0 ? page.nextCursor : null;
  } while (cursor);
  return orders;
}

const searchKeys = {
  all: [...storeAdminKeys.all, 'order-search'] as const,
  page: (filters: StoreOrderFilters, cursor: string | null) =>
    [...searchKeys.all, 'page', filters, cursor] as const,
  revenue: () => [...searchKeys.all, 'revenue'] as const,
};

/** One page of the search; the previous page stays on screen while the next is read. */
export function useStoreOrderSearch(filters: StoreOrderFilters, cursor: string | null) {
  const client = useTesseraClient();
  return useQuery({
    queryKey: searchKeys.page(filters, cursor),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      searchStoreOrders(client, { filter: orderFilter(filters), expression: filters.search, cursor }, signal),
  });
}

/** The last 30 days' orders, for the revenue figures (counted in the browser). */
export function useRecentStoreOrders(now: Date) {
  const client = useTesseraClient();
  const since = new Date(now.getTime() - 30 * 86_400_000);
  since.setHours(0, 0, 0, 0);
  return useQuery({
    queryKey: searchKeys.revenue(),
    queryFn: ({ signal }) =>
      allStoreOrders(client, { createdDate: { $gte: since.toISOString() } }, '', signal),
  });
}

/** Adds a merchant comment to the order's activities; the order is read again. */
export function useAddOrderComment(orderId: string) {
  const client = useTesseraClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      client.request(
        {
          method: 'POST',
          path: `/ecom/v1/orders/${encodeURIComponent(orderId)}/activities`,
          payload: { activity: { merchantComment: { message } } },
          operationId: 'AddStoreOrderActivity',
        },
        {},
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeAdminKeys.order(orderId) }),
  });
}

/** After an action the lists and figures are read again too. */
export function useRefreshOrderLists() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: searchKeys.all });
}
