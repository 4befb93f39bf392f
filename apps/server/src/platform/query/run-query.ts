import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { PagingMetadata, QueryV2, Sorting } from '@tessera/contracts';
import type { Executor } from '../db.ts';
import { validationError, violation } from '../errors.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { compileFilter, type QueryFields } from './filter.ts';
import { compileSort } from './sort.ts';

/** Counting stops here; beyond it the response says `tooManyToCount` instead of a total. */
export const COUNT_LIMIT = 10_000;

export interface QuerySpec {
  db: Executor;
  /** Fresh `SELECT ... FROM table WHERE site_id = ?` with any fixed conditions (e.g. no drafts). */
  base: () => SelectQueryBuilder<any, any, any>;
  fields: QueryFields;
  defaultSort: Sorting[];
  tieBreaker: RawBuilder<unknown>;
  defaultLimit: number;
  maxLimit: number;
  cursorSecret: string;
  /** Binds cursors to the query's fixed conditions so one can't be replayed elsewhere. */
  cursorScope?: string;
  /** What a page's rows hold (every column when omitted): each column read is a value built per row. */
  columns?: readonly string[];
}

export interface QueryPage<Row> {
  rows: Row[];
  pagingMetadata: PagingMetadata;
}

/**
 * `LIMIT CAST(? AS INTEGER)`, not `LIMIT ?`: SQLite's planner reads a bare bound LIMIT, so every
 * new binding expires the statement and SQLite prepares it again on each run (as costly as the
 * query itself here). Through the cast the plan does not depend on the value. The same on PostgreSQL.
 */
const boundLimit = (n: number) => sql<number>`CAST(${n} AS INTEGER)`;

/** Runs a platform query (filter, sort, offset or cursor paging) entirely in SQL. */
export async function runQuery<Row>(spec: QuerySpec, query: QueryV2 = {}): Promise<QueryPage<Row>> {
  const cursorRequested = query.cursorPaging !== undefined && query.cursorPaging !== null;
  if (cursorRequested && query.paging) {
    throw validationError([
      violation('query.paging', 'paging and cursorPaging cannot be used together', 'ONE_OF_ALIGNMENT'),
    ]);
  }
  let filter = query.filter;
  let sort = query.sort;
  let offset = query.paging?.offset ?? 0;
  const limitPath = cursorRequested ? 'query.cursorPaging.limit' : 'query.paging.limit';
  const limit = (cursorRequested ? query.cursorPaging?.limit : query.paging?.limit) ?? spec.defaultLimit;
  if (limit > spec.maxLimit) {
    throw validationError([
      violation(limitPath, `must be at most ${spec.maxLimit}`, 'MAX', { max: spec.maxLimit }),
    ]);
  }
  const cursor = query.cursorPaging?.cursor;
  if (cursor) {
    const state = decodeCursor(spec.cursorSecret, cursor);
    if ((state.scope ?? '') !== (spec.cursorScope ?? '')) {
      throw validationError([
        violation('query.cursorPaging.cursor', 'cursor belongs to another query', 'FORMAT'),
      ]);
    }
    filter = state.filter as QueryV2['filter'];
    sort = state.sort;
    offset = state.offset;
  }
  const where = compileFilter(filter, spec.fields);
  const orderBy = compileSort(sort, spec.fields, spec.defaultSort, spec.tieBreaker);

  // One row past the page tells whether there is a next page without a count.
  const matching = spec.base().where(where);
  const rows = (await (spec.columns ? matching.select(spec.columns as string[]) : matching.selectAll())
    .orderBy(sql.join(orderBy))
    .limit(boundLimit(limit + 1))
    .offset(offset)
    .execute()) as Row[];
  const hasNext = rows.length > limit;
  if (hasNext) rows.pop();

  if (cursorRequested) {
    const state = (at: number) =>
      encodeCursor(spec.cursorSecret, { filter, sort, offset: at, scope: spec.cursorScope || undefined });
    return {
      rows,
      pagingMetadata: {
        count: rows.length,
        cursors: {
          next: hasNext ? state(offset + limit) : null,
          prev: offset > 0 ? state(Math.max(0, offset - limit)) : null,
        },
        hasNext,
      },
    };
  }
  const total = await countMatches(spec, where, offset, rows.length, hasNext);
  return {
    rows,
    pagingMetadata: {
      count: rows.length,
      offset,
      ...(total === null ? { tooManyToCount: true } : { total, tooManyToCount: false }),
    },
  };
}

async function countMatches(
  spec: QuerySpec,
  where: RawBuilder<SqlBool>,
  offset: number,
  pageCount: number,
  hasNext: boolean,
): Promise<number | null> {
  // The page already tells the total when it is the last one.
  if (!hasNext && (pageCount > 0 || offset === 0)) return offset + pageCount;
  const capped = spec
    .base()
    .where(where)
    .select(sql`1`.as('one'))
    .limit(boundLimit(COUNT_LIMIT + 1))
    .as('matched');
  const row = await spec.db
    .selectFrom(capped)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  return n > COUNT_LIMIT ? null : n;
}

/**
 * Counts matching rows by each facet (an SQL expression), in one grouped pass over the matches:
 * rows are grouped by every facet at once and the counts summed per facet here.
 */
export async function facetCounts(
  spec: Pick<QuerySpec, 'base' | 'fields'>,
  filter: unknown,
  facets: readonly RawBuilder<unknown>[],
  path = 'filter',
): Promise<Map<string, number>[]> {
  const where = compileFilter(filter, spec.fields, path);
  const rows = (await spec
    .base()
    .where(where)
    .select([...facets.map((facet, i) => facet.as(`f${i}`)), sql<number | string>`COUNT(*)`.as('n')])
    // By position: PostgreSQL does not match a repeated expression whose parameters differ.
    .groupBy(facets.map((_, i) => sql.raw(String(i + 1))))
    .execute()) as Record<string, unknown>[];
  return facets.map((_, i) => {
    const counts = new Map<string, number>();
    for (const row of rows) {
      const value = String(row[`f${i}`]);
      counts.set(value, (counts.get(value) ?? 0) + Number(row.n));
    }
    return counts;
  });
}
