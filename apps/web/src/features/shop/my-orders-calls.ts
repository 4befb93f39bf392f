import { useInfiniteQuery } from '@tanstack/react-query';
import { storeKeys, useTesseraClient } from '@tessera/react';
import type { BaseClient } from '@tessera/sdk/core';
import { storeOrders, type QueryPage, type StoreOrder } from '@tessera/sdk/store-orders';

export const MY_ORDERS_PAGE_SIZE = 10;

type OrdersPage = QueryPage<StoreOrder>;

/**
 * The member's own store orders, newest first, page after page (cursor pages: each page asks for
 * the one after it). The server decides whose orders they are from the member's token; nothing in
 * the request names the member.
 */
export function useMyStoreOrders() {
  const http = useTesseraClient<BaseClient>();
  return useInfiniteQuery({
    queryKey: storeKeys.myOrders(),
    initialPageParam: null as OrdersPage | null,
    queryFn: ({ pageParam }) =>
      pageParam ? pageParam.next() : storeOrders(http).searchMine().cursor(MY_ORDERS_PAGE_SIZE).find(),
    getNextPageParam: (last: OrdersPage) => (last.hasNext() ? last : undefined),
  });
}
