import type { QueryV2 } from '@tessera/contracts';
import type { StoreOrder } from '@tessera/contracts/store-orders';
import {
  getStoreOrder as getStoreOrderEndpoint,
  searchStoreOrders as searchStoreOrdersEndpoint,
} from '@tessera/contracts/routes/store-orders.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';
import { pagedQuery } from './paged-query.ts';
import { StoreQueryBuilder } from './store-query.ts';

export type {
  OrderLineItem,
  StoreOrder,
  StoreOrderFulfillmentStatus,
  StoreOrderPaymentStatus,
  StoreOrderStatus,
} from '@tessera/contracts/store-orders';
export type { QueryPage } from './paged-query.ts';

/**
 * The orders search as a query builder (cursor pages; newest first unless sorted). What it finds
 * depends on the credentials: the owner's, everything; a member's or visitor's, only their own.
 */
export function searchOrdersBuilder(http: HttpClient, options?: CallOptions): StoreQueryBuilder<StoreOrder> {
  const call = callerOf(http);
  return new StoreQueryBuilder((query: QueryV2) =>
    pagedQuery<StoreOrder>(query, async (page) => {
      const search = {
        ...(page.filter ? { filter: page.filter } : {}),
        ...(page.sort ? { sort: page.sort } : {}),
        cursorPaging: page.cursorPaging ?? { limit: page.paging?.limit ?? 50 },
      };
      const answer = await call(
        searchStoreOrdersEndpoint,
        {},
        { search },
        { ...options, check: hasArray('orders') },
      );
      return { items: answer.orders, paging: answer.metadata };
    }),
  );
}

/**
 * `@tessera/sdk/store-orders`: a buyer's store orders — the visitor or member who placed them
 * reads them (another's is a 404, and never in their search). Placing and paying are in
 * `@tessera/sdk/checkouts`; the owner's calls in `@tessera/sdk/store-orders-admin`.
 */
export function storeOrders(http: HttpClient) {
  const call = callerOf(http);
  return {
    async getOrder(orderId: string, options?: CallOptions): Promise<StoreOrder> {
      return (
        await call(getStoreOrderEndpoint, { id: orderId }, undefined, {
          ...options,
          check: hasObject('order'),
        })
      ).order;
    },
    /**
     * The calling member's (or visitor's) own orders: `searchMine().eq('status', 'APPROVED')
     * .cursor(20).find()`, then `page.next()`. Filters narrow; they never reach others' orders.
     */
    searchMine(options?: CallOptions): StoreQueryBuilder<StoreOrder> {
      return searchOrdersBuilder(http, options);
    },
  };
}

export type StoreOrdersModule = ReturnType<typeof storeOrders>;
