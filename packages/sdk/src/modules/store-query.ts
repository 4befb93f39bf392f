import type { QueryV2 } from '@tessera/contracts';
import type { QueryPage } from './paged-query.ts';

// The store's listings take the hosted platform's filter language (`$eq`, `$startsWith`, `$hasSome`,
// ranges). One builder for all of them: products (v1 platformized query), collections, variants,
// back-in-stock requests and orders each hand it how one page is fetched.

type Condition = Record<string, unknown>;

/**
 * `.startsWith('name', 'Sh').hasSome('collections.id', [id]).between('price', 5, 20)
 *  .ascending('price').limit(24).find()` — conditions on the same field merge (`{ $gte, $lte }`).
 */
export class StoreQueryBuilder<T> {
  constructor(
    private readonly run: (query: QueryV2) => Promise<QueryPage<T>>,
    private readonly query: QueryV2 = {},
  ) {}

  private where(field: string, condition: Condition): StoreQueryBuilder<T> {
    const filter = { ...(this.query.filter ?? {}) } as Record<string, unknown>;
    const before = filter[field];
    filter[field] =
      typeof before === 'object' && before !== null && !Array.isArray(before)
        ? { ...(before as Condition), ...condition }
        : condition;
    return new StoreQueryBuilder(this.run, { ...this.query, filter });
  }
  private with(change: Partial<QueryV2>): StoreQueryBuilder<T> {
    return new StoreQueryBuilder(this.run, { ...this.query, ...change });
  }

  eq(field: string, value: unknown) {
    return this.where(field, { $eq: value });
  }
  ne(field: string, value: unknown) {
    return this.where(field, { $ne: value });
  }
  in(field: string, values: unknown[]) {
    return this.where(field, { $in: values });
  }
  hasSome(field: string, values: unknown[]) {
    return this.where(field, { $hasSome: values });
  }
  hasAll(field: string, values: unknown[]) {
    return this.where(field, { $hasAll: values });
  }
  startsWith(field: string, prefix: string) {
    return this.where(field, { $startsWith: prefix });
  }
  gt(field: string, value: number | string) {
    return this.where(field, { $gt: value });
  }
  ge(field: string, value: number | string) {
    return this.where(field, { $gte: value });
  }
  lt(field: string, value: number | string) {
    return this.where(field, { $lt: value });
  }
  le(field: string, value: number | string) {
    return this.where(field, { $lte: value });
  }
  /** `from <= field <= to`; either end may be left out. */
  between(field: string, from: number | undefined, to: number | undefined) {
    const range: Condition = {};
    if (from !== undefined) range.$gte = from;
    if (to !== undefined) range.$lte = to;
    return Object.keys(range).length ? this.where(field, range) : this;
  }
  /** A filter written out (`{ $or: [...] }` and the like), merged over the built one. */
  filter(filter: Record<string, unknown>) {
    return this.with({ filter: { ...(this.query.filter ?? {}), ...filter } });
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
  /** Cursor paging instead of offsets (the listing answers `cursors.next`). */
  cursor(limit: number, cursor?: string) {
    const { paging: _offsets, ...rest } = this.query;
    return new StoreQueryBuilder(this.run, {
      ...rest,
      cursorPaging: { limit, ...(cursor ? { cursor } : {}) },
    });
  }
  /** The query as it is sent (`{ filter, sort, paging }`). */
  build(): QueryV2 {
    return this.query;
  }
  find(): Promise<QueryPage<T>> {
    return this.run(this.query);
  }
}
