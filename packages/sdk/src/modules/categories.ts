import type { QueryV2 } from '@tessera/contracts';
import type { Category } from '@tessera/contracts/categories';
import {
  listEventCategories as listEventCategoriesEndpoint,
  queryCategories as queryCategoriesEndpoint,
} from '@tessera/contracts/routes/categories.endpoints';
import { hasArray } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';
import { QueryBuilder, pagedQuery, type QueryPage } from './paged-query.ts';

export type { Category } from '@tessera/contracts/categories';

const hasCategories = hasArray('categories');

/** `@tessera/sdk/categories`: event categories as visitors read them. Writes are in `categories-admin`. */
export function categories(http: HttpClient) {
  const call = callerOf(http);
  const query = (q: QueryV2, options?: CallOptions & { counts?: boolean }) =>
    pagedQuery<Category>(q, async (page) => {
      const input = { query: page, ...(options?.counts ? { fieldset: ['COUNTS' as const] } : {}) };
      const answer = await call(queryCategoriesEndpoint, {}, input, {
        ...options,
        check: hasCategories,
        idempotent: true,
      });
      return { items: answer.categories, paging: answer.metaData };
    });
  return {
    /** Categories by filter (`id`, `name`, `states`), offset paged; `counts` adds event counts. */
    queryCategories(
      q: QueryV2 = {},
      options?: CallOptions & { counts?: boolean },
    ): Promise<QueryPage<Category>> {
      return query(q, options);
    },
    /** The same query as a builder: `query().hasSome('states', ['MANUAL']).find()`. */
    query(options?: CallOptions & { counts?: boolean }): QueryBuilder<Category> {
      return new QueryBuilder((q) => query(q, options));
    },
    async listEventCategories(eventId: string, options?: CallOptions): Promise<Category[]> {
      return (
        await call(listEventCategoriesEndpoint, { eventId }, undefined, { ...options, check: hasCategories })
      ).categories;
    },
  };
}

export type CategoriesModule = ReturnType<typeof categories>;
