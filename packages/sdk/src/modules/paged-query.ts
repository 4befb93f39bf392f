import type { QueryV2 } from '@tessera/contracts';

/** One page of a query and the way to the next (cursor or offset paging, as the route answers). */
export interface QueryPage<T> {
  items: T[];
  /** The total when the server counted it (offset paging). */
  total?: number;
  hasNext(): boolean;
  next(): Promise<QueryPage<T>>;
}

interface PagingAnswer {
  count?: number;
  offset?: number;
  total?: number;
  hasNext?: boolean;
  cursors?: { next?: string | null };
}

/**
 * A query sent page by page: `fetch(query)` answers a page's items and paging metadata. With a
 * cursor in the answer the next page asks for it; otherwise the next offset, until the total.
 */
export async function pagedQuery<T>(
  query: QueryV2,
  fetch: (query: QueryV2) => Promise<{ items: T[]; paging: PagingAnswer }>,
): Promise<QueryPage<T>> {
  const { items, paging } = await fetch(query);
  const cursor = paging.cursors?.next ?? null;
  const offset = (paging.offset ?? query.paging?.offset ?? 0) + items.length;
  const byCursor = query.cursorPaging !== undefined || cursor !== null;
  const hasNext = byCursor ? cursor !== null : paging.total !== undefined && offset < paging.total;
  return {
    items,
    ...(paging.total !== undefined ? { total: paging.total } : {}),
    hasNext: () => hasNext,
    next: () => {
      if (!hasNext) return Promise.reject(new Error('there is no next page'));
      if (byCursor) return pagedQuery({ cursorPaging: { limit: query.cursorPaging?.limit, cursor } }, fetch);
      return pagedQuery({ ...query, paging: { ...query.paging, offset } }, fetch);
    },
  };
}

/** A small query builder over the platform's filter language: `.eq('eventId', id).limit(20).find()`. */
export class QueryBuilder<T> {
  constructor(
    private readonly run: (query: QueryV2) => Promise<QueryPage<T>>,
    private readonly query: QueryV2 = {},
  ) {}

  private with(change: Partial<QueryV2>, condition?: Record<string, unknown>): QueryBuilder<T> {
    const filter = condition ? { ...(this.query.filter ?? {}), ...condition } : this.query.filter;
    return new QueryBuilder(this.run, { ...this.query, ...change, ...(filter ? { filter } : {}) });
  }

  eq(field: string, value: unknown) {
    return this.with({}, { [field]: { $eq: value } });
  }
  in(field: string, values: unknown[]) {
    return this.with({}, { [field]: { $in: values } });
  }
  hasSome(field: string, values: unknown[]) {
    return this.with({}, { [field]: { $hasSome: values } });
  }
  ascending(field: string) {
    return this.with({ sort: [...(this.query.sort ?? []), { fieldName: field, order: 'ASC' }] });
  }
  descending(field: string) {
    return this.with({ sort: [...(this.query.sort ?? []), { fieldName: field, order: 'DESC' }] });
  }
  limit(limit: number) {
    return this.with({ paging: { ...this.query.paging, limit } });
  }
  skip(offset: number) {
    return this.with({ paging: { ...this.query.paging, offset } });
  }
  /** The query as it is sent (`{ filter, sort, paging }`). */
  build(): QueryV2 {
    return this.query;
  }
  find(): Promise<QueryPage<T>> {
    return this.run(this.query);
  }
}
