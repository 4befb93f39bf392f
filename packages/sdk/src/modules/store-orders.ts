import type { StoreOrder } from '@tessera/contracts/store-orders';
import { getStoreOrder as getStoreOrderEndpoint } from '@tessera/contracts/routes/store-orders.endpoints';
import { hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';

export type {
  OrderLineItem,
  StoreOrder,
  StoreOrderFulfillmentStatus,
  StoreOrderPaymentStatus,
  StoreOrderStatus,
} from '@tessera/contracts/store-orders';

/**
 * `@tessera/sdk/store-orders`: a buyer's store order — the visitor or member who placed it reads
 * it (another's is a 404). Placing and paying are in `@tessera/sdk/checkouts`; the owner's calls
 * in `@tessera/sdk/store-orders-admin`.
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
  };
}

export type StoreOrdersModule = ReturnType<typeof storeOrders>;
