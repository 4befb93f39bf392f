import type { QueryV2 } from '@tessera/contracts';
import type { Collection } from '@tessera/contracts/catalog';
import {
  getCollectionBySlugV2 as getCollectionBySlugEndpoint,
  getCollectionV2 as getCollectionEndpoint,
  queryCollectionsV2 as queryCollectionsEndpoint,
} from '@tessera/contracts/routes/catalog-queries.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';
import { pagedQuery, type QueryPage } from './paged-query.ts';
import { StoreQueryBuilder } from './store-query.ts';

export type { Collection } from '@tessera/contracts/catalog';
export type { QueryPage } from './paged-query.ts';

/** Collections one page asks for when the caller names no limit (the platform's largest page). */
export const DEFAULT_COLLECTIONS_PAGE_SIZE = 100;

const hasCollection = hasObject('collection');

/**
 * `@tessera/sdk/collections`: the store's collections as a visitor reads them (collections v2 at
 * the root, as the official SDK sends them; `all-products` included) — a query with filter, sort
 * and paging, one by id, one by slug (404 for an unknown slug).
 */
export function collections(http: HttpClient) {
  const call = callerOf(http);
  const query = (q: QueryV2, options?: CallOptions): Promise<QueryPage<Collection>> =>
    pagedQuery<Collection>(q, async (page) => {
      const answer = await call(
        queryCollectionsEndpoint,
        {},
        {
          query: {
            // JSON text: a GET's flattened object would lose the `$` operators' nesting.
            ...(page.filter ? { filter: JSON.stringify(page.filter) } : {}),
            ...(page.sort?.length ? { sort: JSON.stringify(page.sort) } : {}),
            paging: {
              limit: page.paging?.limit ?? DEFAULT_COLLECTIONS_PAGE_SIZE,
              ...(page.paging?.offset ? { offset: page.paging.offset } : {}),
            },
          },
        },
        { ...options, check: hasArray('collections') },
      );
      return { items: answer.collections, paging: answer.metadata };
    });
  return {
    /** `queryCollections().startsWith('name', 'Sum').ascending('name').find()`; pages by offset. */
    queryCollections(options?: CallOptions): StoreQueryBuilder<Collection> {
      return new StoreQueryBuilder((q) => query(q, options));
    },
    /** Every collection of the store (pages of 100 until the last). */
    async allCollections(options?: CallOptions): Promise<Collection[]> {
      const all: Collection[] = [];
      let page = await query({ sort: [{ fieldName: 'name', order: 'ASC' }] }, options);
      all.push(...page.items);
      while (page.hasNext() && page.items.length > 0) {
        page = await page.next();
        all.push(...page.items);
      }
      return all;
    },
    async getCollection(collectionId: string, options?: CallOptions): Promise<Collection> {
      return (
        await call(getCollectionEndpoint, { id: collectionId }, {}, { ...options, check: hasCollection })
      ).collection;
    },
    /** One collection by its slug; an unknown slug is a 404 (`NotFoundError`-like `ApplicationError`). */
    async getCollectionBySlug(slug: string, options?: CallOptions): Promise<Collection> {
      return (await call(getCollectionBySlugEndpoint, { slug }, {}, { ...options, check: hasCollection }))
        .collection;
    },
  };
}

export type CollectionsModule = ReturnType<typeof collections>;
