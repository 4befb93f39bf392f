import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { PagingMetadata, QueryV2, Sorting } from '@tessera/contracts';
import { isoAt, nowMs } from '../clock.ts';
import type { Executor } from '../db.ts';
import type { DataVersionOf, VersionedKind } from '../data-versions.ts';
import { validationError, violation, withViolationsMoved } from '../errors.ts';
import { ownValue } from '../own-keys.ts';
import { siteScope, type SiteScope } from '../site-scope.ts';
import type { ClockField } from './clock-field.ts';
import type { QueryFields } from './filter.ts';
import { KeptAnswers } from './answer-reuse.ts';
import { QueryMemory } from './reuse.ts';
import { facetCounts, runQuery, type QueryPage, type QuerySpec } from './run-query.ts';

/**
 * A listing, declared once: everything a domain's query routes need (the table, the fields a
 * filter and a sort may name, facets, clock-derived fields, limits, the wire shaping and the
 * data kind) in one declaration, from which `openListing` builds the query: filter compiler,
 * cursor and offset paging, capped counts (`tooManyToCount`), reuse of compiled statements and
 * of totals while the kind's data version and the clock's effect are unchanged.
 *
 * `Ctx` is what one request adds (the caller, fixed conditions such as drafts, the fields asked
 * for); `Row` a page's rows; `Answer` the route's response.
 */
export interface ListingDeclaration<Ctx, Row, Answer> {
  /** Names the listing in reuse keys and errors. */
  name: string;
  /** The route table's operation ids answered from this listing (checked by test/routes/listings.test.ts). */
  routes: readonly string[];
  /** The table listed; `site_id` scopes it. */
  table: string;
  /** The data kind whose version keeps totals (platform/data-versions.ts); none: counted every time. */
  kind?: VersionedKind;
  /**
   * `SELECT … FROM table WHERE site_id = ?` plus the fixed conditions of the request's context;
   * `now` for a fixed condition that reads the clock (bound as a parameter, so reuse rebinds it).
   */
  base: (scope: SiteScope, ctx: Ctx, now: string) => SelectQueryBuilder<any, any, any>;
  /** Fields a filter and a sort may name (with their operators, `sortable: false` to refuse sorting). */
  fields: (at: { now: string; siteId: string; ctx: Ctx }) => QueryFields;
  /** Clock-derived fields the filters read: their stored times bound how long a count holds. */
  clockFields?: readonly ClockField[];
  /** Facets a count-by may group on, each a SQL expression. */
  facets?: (now: string) => Readonly<Record<string, RawBuilder<unknown>>>;
  defaultSort: Sorting[];
  /** A unique column ending every ORDER BY, so pages are stable. */
  tieBreaker: string;
  /** Page sizes: the default, the most, and whether a larger one is refused (default) or cut to the most. */
  limits: { default: number; max: number; overMax?: 'refuse' | 'clamp' };
  /** What a page reads (every column when omitted). */
  columns?: readonly string[];
  /** What of the context changes the statements (the fixed conditions, the fields offered). */
  contextKey: (ctx: Ctx) => string;
  /** Binds cursors to the fixed conditions, so a cursor of one cannot be replayed under another. */
  cursorScope?: (ctx: Ctx) => string | undefined;
  /** Where the request's sort sits, for violations (default `query.sort`). */
  sortPath?: string;
  /** The page as the route answers it (the one wire-shaping function of the domain). */
  shape: (page: QueryPage<Row>, ctx: Ctx, now: string) => Answer | Promise<Answer>;
  /**
   * Opt-in reuse of whole answers (answer-reuse.ts): what of the context the shaped answer
   * depends on besides `contextKey` (the fields asked for, the site's address). Declare it only
   * when `shape` reads nothing but the page, this key, data of the listing's `kind` and the clock
   * through `clockFields`; a repeated query is then answered without running it while the kind's
   * data version holds and the clock passes none of those fields' stored times.
   */
  answerKey?: (ctx: Ctx) => string;
}

export type AnyListing = ListingDeclaration<any, any, any>;

/** Every declared listing, by the operation id of each route it answers. */
const listingsByRoute = new Map<string, AnyListing>();

/** Declares a listing and registers it under its routes. */
export function defineListing<Ctx, Row, Answer>(
  declaration: ListingDeclaration<Ctx, Row, Answer>,
): ListingDeclaration<Ctx, Row, Answer> {
  for (const route of declaration.routes) {
    const other = listingsByRoute.get(route);
    if (other && other !== declaration) {
      throw new Error(`route ${route} is answered by listings ${other.name} and ${declaration.name}`);
    }
    listingsByRoute.set(route, declaration);
  }
  return declaration;
}

/** The listing a route is built from (undefined: none). */
export const listingOfRoute = (operationId: string): AnyListing | undefined =>
  listingsByRoute.get(operationId);

export interface ListingDeps {
  db: Executor;
  /** The site's secret signing its cursors. */
  cursorSecret: (siteId: string) => Promise<string>;
  /** Data versions: with them, totals are reused exactly. */
  dataVersion?: DataVersionOf;
}

/** A listing ready to answer: per process, with its own memory of statements and counts. */
export interface Listing<Ctx, Row, Answer> {
  readonly declaration: ListingDeclaration<Ctx, Row, Answer>;
  /** Answers a query request: filter, sort, offset or cursor paging, shaped for the wire. */
  query(siteId: string, ctx: Ctx, request?: QueryV2): Promise<Answer>;
  /** The page without shaping. */
  page(siteId: string, ctx: Ctx, request?: QueryV2, now?: string): Promise<QueryPage<Row>>;
  /**
   * The capped total of a filter's rows, from a page of one row (no rows loaded); `filterPath`: where
   * the request has its filter (violations name it).
   */
  count(siteId: string, ctx: Ctx, filter: unknown, filterPath?: string): Promise<number>;
  /** Counts of matching rows by each named facet, in one grouped pass. */
  countBy(
    siteId: string,
    ctx: Ctx,
    filter: unknown,
    names: readonly string[],
    paths?: { filter: string; facet: string },
  ): Promise<Record<string, { counts: Record<string, number> }>>;
  /** The query spec at `now` (for writes that act on a filter's rows, e.g. bulk calls). */
  spec(siteId: string, ctx: Ctx, now: string): Promise<QuerySpec>;
  /** The next stored time at or after `now` a clock-derived field compares the clock with (null: none). */
  nextClockChange(siteId: string, now: string): Promise<string | null>;
}

export function openListing<Ctx, Row, Answer>(
  declaration: ListingDeclaration<Ctx, Row, Answer>,
  deps: ListingDeps,
): Listing<Ctx, Row, Answer> {
  const memory = new QueryMemory();
  /** Per site: the next clock change, under the data version it was read at. */
  const clockChanges = new Map<string, { version: string; from: string; at: string | null }>();
  const clockColumns = [...new Set((declaration.clockFields ?? []).flatMap((f) => f.clockColumns))];

  const specAt = (siteId: string, ctx: Ctx, now: string, cursorSecret: string): QuerySpec => {
    const scope = siteScope(deps.db, siteId);
    return {
      db: deps.db,
      base: () => declaration.base(scope, ctx, now),
      // Built on first use: a query whose statements are kept never needs them.
      get fields() {
        const fields = declaration.fields({ now, siteId, ctx });
        Object.defineProperty(this, 'fields', { value: fields });
        return fields;
      },
      defaultSort: declaration.defaultSort,
      tieBreaker: sql.raw(declaration.tieBreaker),
      defaultLimit: declaration.limits.default,
      maxLimit: declaration.limits.max,
      cursorSecret,
      cursorScope: declaration.cursorScope?.(ctx),
      columns: declaration.columns,
      sortPath: declaration.sortPath,
    };
  };

  const nextClockChange = async (siteId: string, now: string): Promise<string | null> => {
    if (clockColumns.length === 0) return null;
    const row = (await deps.db
      .selectFrom(declaration.table as any)
      .where(sql.ref(`${declaration.table}.site_id`), '=', siteId)
      .select(
        clockColumns.map((name, i) =>
          sql<string | null>`MIN(CASE WHEN ${sql.raw(name)} >= ${now} THEN ${sql.raw(name)} END)`.as(`t${i}`),
        ),
      )
      .executeTakeFirst()) as Record<string, string | null> | undefined;
    const times = clockColumns
      .map((_, i) => row?.[`t${i}`])
      .filter((t): t is string => typeof t === 'string');
    return times.length ? times.reduce((a, b) => (b < a ? b : a)) : null;
  };

  /** Kept per site and version: a later clock up to that time has the same answer. */
  const keptClockChange = async (siteId: string, now: string, version: string) => {
    const kept = clockChanges.get(siteId);
    if (kept && kept.version === version && now >= kept.from && (kept.at === null || now <= kept.at)) {
      return kept.at;
    }
    const at = await nextClockChange(siteId, now);
    if (clockChanges.size >= 1000) clockChanges.clear();
    clockChanges.set(siteId, { version, from: now, at });
    return at;
  };

  /** `version`: the kind's data version when the caller read it already. */
  const pageAt = async (siteId: string, ctx: Ctx, request: QueryV2, now: string, version?: string) => {
    const cursorSecret = await deps.cursorSecret(siteId);
    const spec = specAt(siteId, ctx, now, cursorSecret);
    const { dataVersion } = deps;
    const kind = declaration.kind;
    spec.reuse = {
      memory,
      key: `${declaration.name}\u0000${siteId}\u0000${declaration.contextKey(ctx)}`,
      now,
      at: (at) => specAt(siteId, ctx, at, cursorSecret),
      counts:
        dataVersion && kind
          ? {
              version: () => version ?? dataVersion(siteId, kind),
              nextClockChange: (at, version) => keptClockChange(siteId, at, version),
            }
          : undefined,
    };
    return runQuery<Row>(spec, clampedRequest(declaration, request));
  };
  const page = (siteId: string, ctx: Ctx, request: QueryV2 = {}, now = clockNow()) =>
    pageAt(siteId, ctx, request, now);

  const answers = declaration.answerKey && deps.dataVersion && declaration.kind ? new KeptAnswers() : null;

  return {
    declaration,
    page,
    async query(siteId, ctx, request = {}) {
      const now = clockNow();
      const { answerKey, kind } = declaration;
      const key =
        answers &&
        answers.keyOf(
          `${declaration.name}\u0000${siteId}\u0000${declaration.contextKey(ctx)}\u0000${answerKey!(ctx)}`,
          request,
        );
      if (!key) return declaration.shape(await page(siteId, ctx, request, now), ctx, now);
      // Read before the answer is built: what it is built from is at least as new as this version.
      const version = await deps.dataVersion!(siteId, kind!);
      const kept = answers!.get(key, version, now);
      if (kept.answer) return kept.answer as Answer;
      const answer = await declaration.shape(await pageAt(siteId, ctx, request, now, version), ctx, now);
      const validity = kept.again
        ? { from: now, until: await keptClockChange(siteId, now, version) }
        : undefined;
      answers!.keep(key, version, answer, validity);
      return answer;
    },
    async count(siteId, ctx, filter, filterPath = 'query.filter') {
      try {
        const one = await page(siteId, ctx, {
          filter: filter as QueryV2['filter'],
          paging: { limit: 1, offset: 0 },
        });
        return one.pagingMetadata.total ?? one.pagingMetadata.count ?? 0;
      } catch (error) {
        throw withViolationsMoved(error, /^query\.filter/, filterPath);
      }
    },
    async countBy(siteId, ctx, filter, names, paths = { filter: 'filter', facet: 'facet' }) {
      const now = clockNow();
      const available = declaration.facets?.(now) ?? {};
      // Each facet is one grouped scan: a repeated name would only repeat the work.
      const violations = names.flatMap((name, i) =>
        !ownValue(available, name)
          ? [
              violation(
                `${paths.facet}[${i}]`,
                `must be one of ${Object.keys(available).join(', ')}`,
                'INVALID_ENUM_VALUE',
              ),
            ]
          : names.indexOf(name) !== i
            ? [violation(`${paths.facet}[${i}]`, `${name} is requested twice`, 'VALIDATION')]
            : [],
      );
      if (violations.length) throw validationError(violations);
      const spec = specAt(siteId, ctx, now, '');
      const counted = await facetCounts(
        spec,
        filter,
        names.map((name) => available[name]),
        paths.filter,
      );
      const facets: Record<string, { counts: Record<string, number> }> = {};
      names.forEach((name, i) => {
        facets[name] = { counts: Object.fromEntries(counted[i]) };
      });
      return facets;
    },
    async spec(siteId, ctx, now) {
      return specAt(siteId, ctx, now, await deps.cursorSecret(siteId));
    },
    nextClockChange,
  };
}

/** A cursor page's metadata as the Catalog v3 calls answer it: every key there, null for no cursor. */
export function cursorPagingMetadata(meta: PagingMetadata, count: number) {
  return {
    count,
    cursors: { next: meta.cursors?.next ?? null, prev: meta.cursors?.prev ?? null },
    hasNext: meta.hasNext ?? false,
  };
}

let lastMs = -1;
let lastIso = '';
/** `nowIso()`, built once per millisecond: under load several requests share one. */
function clockNow(): string {
  const ms = nowMs();
  if (ms !== lastMs) {
    lastIso = isoAt(ms);
    lastMs = ms;
  }
  return lastIso;
}

/** A listing that cuts an over-large page size to its most instead of refusing it. */
function clampedRequest(declaration: AnyListing, request: QueryV2): QueryV2 {
  if (declaration.limits.overMax !== 'clamp') return request;
  const max = declaration.limits.max;
  const cut = <P extends { limit?: number | null }>(paging: P | undefined): P | undefined =>
    paging && typeof paging.limit === 'number' && paging.limit > max ? { ...paging, limit: max } : paging;
  return { ...request, paging: cut(request.paging), cursorPaging: cut(request.cursorPaging) };
}
