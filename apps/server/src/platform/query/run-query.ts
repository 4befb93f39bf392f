import { sql, type CompiledQuery, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { PagingMetadata, QueryV2, Sorting } from '@tessera/contracts';
import type { Executor } from '../db.ts';
import { validationError, violation } from '../errors.ts';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { compileFilter, type QueryFields } from './filter.ts';
import { compileSort } from './sort.ts';
import { atClock, clockedStatement, type ClockedStatement, type QueryMemory } from './reuse.ts';

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
  /** Reuse of compiled statements, and of counts where that is exact (see reuse.ts). */
  reuse?: QueryReuse;
  /** Where the request's sort sits, for violations (default `query.sort`). */
  sortPath?: string;
}

export interface QueryReuse {
  memory: QueryMemory;
  /** Everything the statements depend on besides the request's query and the clock (site, fixed conditions, fields). */
  key: string;
  /** The clock `base` and `fields` were built at, and the same spec built at another clock. */
  now: string;
  at: (now: string) => QuerySpec;
  /** Counts are reused when given: the data version, and the next stored time a clock condition compares with. */
  counts?: {
    version: () => string | Promise<string>;
    /** The smallest stored time at or after `now` that any clock condition reads (null: none). */
    nextClockChange: (now: string, version: string) => Promise<string | null>;
  };
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
  const reuse = spec.reuse;
  const key = reuse ? reuse.memory.keyOf(reuse.key, [filter ?? null, sort ?? null, offset, limit]) : null;
  const kept = key ? reuse!.memory.statementsOf(key) : undefined;
  const statements: Statements = kept
    ? { page: kept.page, count: () => kept.count }
    : compileStatements(spec, key, filter, sort, offset, limit);
  const now = reuse?.now ?? '';
  // Read once, before any statement: what is read after it is at least as new as it.
  const version = key && reuse?.counts ? await reuse.counts.version() : null;

  // One row past the page tells whether there is a next page without a count.
  const rows = (await pageRows(spec, key, version, atClock(statements.page, now))) as Row[];
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
  // The page already tells the total when it is the last one.
  const total =
    !hasNext && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : await countMatches(spec, key, version, atClock(statements.count(), now));
  return {
    rows,
    pagingMetadata: {
      count: rows.length,
      offset,
      ...(total === null ? { tooManyToCount: true } : { total, tooManyToCount: false }),
    },
  };
}

/** A clock no request has: compiling at it as well tells which parameters are the clock. */
const OTHER_CLOCK = '0000-01-01T00:00:00.000Z';

interface Statements {
  page: ClockedStatement;
  count: () => ClockedStatement;
}

/**
 * The page and capped count statements of a query (validating its filter and sort). With a key,
 * they are also compiled at another clock and kept for the next request of the same query.
 */
function compileStatements(
  spec: QuerySpec,
  key: string | null,
  filter: unknown,
  sort: Sorting[] | undefined,
  offset: number,
  limit: number,
): Statements {
  const built = buildStatements(spec, filter, sort, offset, limit);
  const fixed = (compiled: CompiledQuery): ClockedStatement => ({ compiled, clock: [] });
  const reuse = spec.reuse;
  if (!key || !reuse) return { page: fixed(built.page), count: () => fixed(built.count()) };
  const other = buildStatements(reuse.at(OTHER_CLOCK), filter, sort, offset, limit);
  const page = clockedStatement(built.page, other.page, reuse.now, OTHER_CLOCK);
  const count = clockedStatement(built.count(), other.count(), reuse.now, OTHER_CLOCK);
  if (!page || !count) return { page: fixed(built.page), count: () => fixed(built.count()) };
  reuse.memory.keepStatements(key, { page, count });
  return { page, count: () => count };
}

function buildStatements(
  spec: QuerySpec,
  filter: unknown,
  sort: Sorting[] | undefined,
  offset: number,
  limit: number,
) {
  const where = compileFilter(filter, spec.fields);
  const orderBy = compileSort(sort, spec.fields, spec.defaultSort, spec.tieBreaker, spec.sortPath);
  const matching = spec.base().where(where);
  const page = (spec.columns ? matching.select(spec.columns as string[]) : matching.selectAll())
    .orderBy(sql.join(orderBy))
    .limit(boundLimit(limit + 1))
    .offset(offset)
    .compile();
  const count = () => {
    const capped = spec
      .base()
      .where(where)
      .select(sql`1`.as('one'))
      .limit(boundLimit(COUNT_LIMIT + 1))
      .as('matched');
    return spec.db
      .selectFrom(capped)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .compile();
  };
  return { page, count };
}

/**
 * The page's rows (a copy: the caller drops the row past the page). Like a count, a page is
 * reused while the data version and the clock's effect are unchanged: `version` was read before
 * the statement runs, so a write that lands meanwhile leaves the kept rows unreachable rather
 * than stale. Kept from the second read under one version (reuse.ts), with the next clock change.
 */
async function pageRows(
  spec: QuerySpec,
  key: string | null,
  version: string | null,
  statement: CompiledQuery,
): Promise<object[]> {
  const reuse = spec.reuse;
  const counts = key && reuse?.counts;
  if (!counts || !version) return (await spec.db.executeQuery(statement)).rows as object[];
  const kept = reuse.memory.pageOf(key, version, reuse.now);
  // Array.from, not slice: V8 copies a frozen array with slice on a slow path (~3 µs for 21 rows).
  if (kept.rows) return Array.from(kept.rows);
  const until = kept.again ? await counts.nextClockChange(reuse.now, version) : null;
  const rows = (await spec.db.executeQuery(statement)).rows as object[];
  reuse.memory.keepPage(key, version, rows, kept.again ? { from: reuse.now, until } : undefined);
  return rows.slice();
}

/**
 * Matching rows up to COUNT_LIMIT (null beyond). A count is reused while the data version and
 * the clock's effect are unchanged; the version is read before counting, so a write that lands
 * meanwhile leaves the kept count unreachable rather than stale.
 */
async function countMatches(
  spec: QuerySpec,
  key: string | null,
  version: string | null,
  statement: CompiledQuery,
): Promise<number | null> {
  const reuse = spec.reuse;
  const counts = key && reuse?.counts;
  if (counts && version) {
    const kept = reuse.memory.countOf(key, version, reuse.now);
    if (kept !== undefined) return kept;
  }
  const until = counts && version ? await counts.nextClockChange(reuse.now, version) : null;
  const row = (await spec.db.executeQuery(statement)).rows[0] as { n: number | string };
  const n = Number(row.n);
  const total = n > COUNT_LIMIT ? null : n;
  if (counts && version) reuse.memory.keepCount(key, { n: total, version, from: reuse.now, until });
  return total;
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
