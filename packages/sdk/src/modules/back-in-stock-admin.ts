import type { QueryV2 } from '@tessera/contracts';
import type { BackInStockRequest } from '@tessera/contracts/back-in-stock';
import {
  deleteBackInStockNotificationRequest as deleteRequestEndpoint,
  getBackInStockNotificationRequest as getRequestEndpoint,
  getBackInStockNotificationRequestsCountByCatalogReferences as countEndpoint,
  getBackInStockSettings as getSettingsEndpoint,
  markAsNotificationSent as markAsNotificationSentEndpoint,
  queryBackInStockNotificationRequests as queryRequestsEndpoint,
  reportItemsBackInStock as reportItemsBackInStockEndpoint,
  startCollectingRequests as startCollectingEndpoint,
  stopCollectingRequests as stopCollectingEndpoint,
} from '@tessera/contracts/routes/back-in-stock.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import type { BackInStockItem } from './back-in-stock.ts';
import { callerOf } from './endpoint-call.ts';
import { pagedQuery, type QueryPage } from './paged-query.ts';
import { STORES_APP_ID, catalogReference, type StoreItemRef } from './store-references.ts';
import { StoreQueryBuilder } from './store-query.ts';

export type { BackInStockRequest, BackInStockStatus } from '@tessera/contracts/back-in-stock';
export type { QueryPage } from './paged-query.ts';
export type { StoreItemRef } from './store-references.ts';
export { STORES_APP_ID } from './store-references.ts';

/**
 * The item a request waits for, as `countByItems` and `reportBackInStock` take it: the same
 * catalog reference (by variant id or by chosen options), so counts and reports match its requests.
 */
export function requestItem(request: Pick<BackInStockRequest, 'catalogReference'>): StoreItemRef {
  const options = (request.catalogReference.options ?? {}) as {
    variantId?: unknown;
    options?: unknown;
  };
  const item: StoreItemRef = { productId: request.catalogReference.catalogItemId };
  if (typeof options.variantId === 'string') item.variantId = options.variantId;
  else if (options.options && typeof options.options === 'object') {
    item.options = options.options as Record<string, string>;
  }
  return item;
}

/**
 * `@tessera/sdk/back-in-stock-admin`: the owner's side of back-in-stock requests — the requests
 * with cursor paging, counts per item, reporting items back in stock (emails every requester;
 * each request goes RECEIVED → PROCESSING → NOTIFICATION_SENT or FAILED), and whether the store
 * collects requests at all.
 */
export function backInStockAdmin(http: HttpClient) {
  const call = callerOf(http);
  const query = (q: QueryV2, options?: CallOptions): Promise<QueryPage<BackInStockRequest>> =>
    pagedQuery<BackInStockRequest>(q, async (page) => {
      const answer = await call(
        queryRequestsEndpoint,
        {},
        { query: page },
        { ...options, check: hasArray('requests') },
      );
      return { items: answer.requests, paging: answer.metadata };
    });
  return {
    /** `queryRequests().eq('status', 'RECEIVED').cursor(50).find()`; newest first unless sorted. */
    queryRequests(options?: CallOptions): StoreQueryBuilder<BackInStockRequest> {
      return new StoreQueryBuilder((q) => query(q, options));
    },
    async getRequest(requestId: string, options?: CallOptions): Promise<BackInStockRequest> {
      return (
        await call(getRequestEndpoint, { id: requestId }, undefined, {
          ...options,
          check: hasObject('request'),
        })
      ).request;
    },
    async deleteRequest(requestId: string, options?: CallOptions): Promise<void> {
      await call(deleteRequestEndpoint, { id: requestId }, undefined, options);
    },
    async markAsNotificationSent(requestId: string, options?: CallOptions): Promise<BackInStockRequest> {
      return (
        await call(
          markAsNotificationSentEndpoint,
          { id: requestId },
          {},
          { ...options, check: hasObject('request') },
        )
      ).request;
    },
    /** How many requests wait per item. */
    async countByItems(items: StoreItemRef[], options?: CallOptions) {
      return (
        await call(
          countEndpoint,
          {},
          { catalogReferences: items.map(catalogReference) },
          { ...options, check: hasArray('countsPerCatalogReference') },
        )
      ).countsPerCatalogReference;
    },
    /** Emails everyone waiting for the item (or for the requests named) that it is back. */
    async reportBackInStock(
      target: { item: StoreItemRef } | { requestIds: string[] },
      details: BackInStockItem = {},
      options?: CallOptions,
    ): Promise<void> {
      await call(
        reportItemsBackInStockEndpoint,
        {},
        {
          ...('item' in target
            ? { catalogReference: catalogReference(target.item) }
            : { requestIds: target.requestIds }),
          itemDetails: details,
        },
        options,
      );
    },
    /** Whether the store collects requests (its collection state for the stores app). */
    settings(options?: CallOptions) {
      return call(getSettingsEndpoint, {}, {}, { ...options, check: hasObject('settings') });
    },
    setCollecting(collecting: boolean, options?: CallOptions) {
      const endpoint = collecting ? startCollectingEndpoint : stopCollectingEndpoint;
      return call(endpoint, {}, { appId: STORES_APP_ID }, { ...options, check: hasObject('settings') });
    },
  };
}

export type BackInStockAdminModule = ReturnType<typeof backInStockAdmin>;
