import type { BackInStockRequest } from '@tessera/contracts/back-in-stock';
import { createBackInStockNotificationRequest as createRequestEndpoint } from '@tessera/contracts/routes/back-in-stock.endpoints';
import { hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';
import { catalogReference, type StoreItemRef } from './store-references.ts';

export type { BackInStockRequest, BackInStockStatus } from '@tessera/contracts/back-in-stock';
export type { StoreItemRef } from './store-references.ts';

/** What the email says of the item (its name, price as a decimal string, image URL). */
export interface BackInStockItem {
  name?: string;
  price?: string;
  image?: string;
}

/**
 * `@tessera/sdk/back-in-stock`: a shopper asks to be emailed when an item out of stock is back
 * (one request per email and item; asking again answers the same request). The owner's calls are
 * in `@tessera/sdk/back-in-stock-admin`.
 */
export function backInStock(http: HttpClient) {
  const call = callerOf(http);
  return {
    async requestBackInStock(
      item: StoreItemRef,
      email: string,
      request: { itemUrl?: string; details?: BackInStockItem } = {},
      options?: CallOptions,
    ): Promise<BackInStockRequest> {
      const answer = await call(
        createRequestEndpoint,
        {},
        {
          request: {
            catalogReference: catalogReference(item),
            email,
            ...(request.itemUrl ? { itemUrl: request.itemUrl } : {}),
          },
          itemDetails: request.details ?? {},
        },
        { ...options, check: hasObject('request') },
      );
      return answer.request;
    },
  };
}

export type BackInStockModule = ReturnType<typeof backInStock>;
