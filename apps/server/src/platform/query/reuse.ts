import type { CompiledQuery } from 'kysely';

/**
 * Compiled statements of a query, reused with the clock bound anew. Building and compiling a
 * Kysely query costs about as much as running a small indexed one; the same query (same filter,
 * sort and page, from the same caller on the same site) compiles to the same SQL, and only the
 * clock (`now`, the reference time of status conditions) changes between two requests.
 */
export interface ClockedStatement {
  compiled: CompiledQuery;
  /** Positions of the parameters that hold the clock. */
  clock: readonly number[];
}

/**
 * The statement compiled at `nowA` turned into one for any clock: `b` is the same statement
 * compiled at `nowB`; the parameters that differ are the clock. Null when the two differ in
 * anything else (SQL text, or a parameter that is not the clock): then it is not reused.
 */
export function clockedStatement(
  a: CompiledQuery,
  b: CompiledQuery,
  nowA: string,
  nowB: string,
): ClockedStatement | null {
  if (a.sql !== b.sql || a.parameters.length !== b.parameters.length) return null;
  const clock: number[] = [];
  for (let i = 0; i < a.parameters.length; i++) {
    if (a.parameters[i] === b.parameters[i]) continue;
    if (a.parameters[i] !== nowA || b.parameters[i] !== nowB) return null;
    clock.push(i);
  }
  return { compiled: a, clock };
}

export function atClock(statement: ClockedStatement, now: string): CompiledQuery {
  if (statement.clock.length === 0) return statement.compiled;
  const parameters = [...statement.compiled.parameters];
  for (const i of statement.clock) parameters[i] = now;
  return { ...statement.compiled, parameters };
}

export interface QueryStatements {
  page: ClockedStatement;
  count: ClockedStatement;
}

/** When a kept value holds: under one data version, from one clock until the next clock change. */
export interface Validity {
  /** `dataVersion` when read: any change to the data makes the entry unreachable. */
  version: string;
  /** The clock it was read at, and the next time at which a clock condition can change (null: never). */
  from: string;
  until: string | null;
}

interface CountEntry extends Validity {
  n: number | null;
}

/** A value kept under a version and its validity, or only the version it was last read under. */
export type KeptEntry<V> = (Validity & { value: V }) | { version: string; value: null };

/** An entry's value if it holds (`value`), else whether it was read under `version` before (`again`). */
export function keptValue<V>(
  entry: KeptEntry<V> | undefined,
  version: string,
  now: string,
): { value?: V; again: boolean } {
  if (!entry || entry.version !== version) return { again: false };
  if (entry.value === null) return { again: true };
  const kept = entry as Validity & { value: V };
  return holds(kept, version, now) ? { value: kept.value, again: true } : { again: true };
}

/**
 * A page's rows (frozen: every request shares them), or only the version a page was last read
 * under: a page is kept the second time it is read under one version, so a site that writes
 * between most reads pays no extra clock-change statement for pages nobody reads twice.
 */
type PageEntry = KeptEntry<readonly object[]>;

const MAX_KEY_LENGTH = 2048;
/** Pages longer than this are not kept: the memory holds many small pages, not a few big ones. */
const MAX_KEPT_PAGE_ROWS = 101;

const holds = (entry: Validity, version: string, now: string) =>
  entry.version === version && now >= entry.from && (entry.until === null || now < entry.until);

/**
 * Per-process memory of compiled query statements and of the counts and page rows they
 * produced, all bounded (oldest dropped first). A count or a page is served again only while it
 * is exactly what the database would answer: same data version (no write by this process or
 * another since), and a clock that has not passed any stored time the conditions compare it with.
 */
export class QueryMemory {
  private readonly statements = new Map<string, QueryStatements>();
  private readonly counts = new Map<string, CountEntry>();
  private readonly pages = new Map<string, PageEntry>();

  constructor(private readonly maxEntries = 500) {}

  /** The key of a query, or null when it is too long to keep (the statements are then built each time). */
  keyOf(scope: string, parts: unknown): string | null {
    const key = `${scope}\u0000${JSON.stringify(parts)}`;
    return key.length <= MAX_KEY_LENGTH ? key : null;
  }

  statementsOf(key: string): QueryStatements | undefined {
    return this.statements.get(key);
  }

  keepStatements(key: string, statements: QueryStatements): void {
    remember(this.statements, key, statements, this.maxEntries);
  }

  countOf(key: string, version: string, now: string): number | null | undefined {
    const entry = this.counts.get(key);
    return entry && holds(entry, version, now) ? entry.n : undefined;
  }

  keepCount(key: string, entry: CountEntry): void {
    remember(this.counts, key, entry, this.maxEntries);
  }

  /**
   * The kept rows of a page (`rows`), else whether this page was read under `version` before
   * (`again`: worth keeping this time).
   */
  pageOf(key: string, version: string, now: string): { rows?: readonly object[]; again: boolean } {
    const { value, again } = keptValue(this.pages.get(key), version, now);
    return value ? { rows: value, again } : { again };
  }

  /** Remembers that the page was read under `version`, with its rows when `validity` is given. */
  keepPage(
    key: string,
    version: string,
    rows: readonly object[],
    validity?: Omit<Validity, 'version'>,
  ): void {
    const kept: PageEntry =
      validity && rows.length <= MAX_KEPT_PAGE_ROWS
        ? { version, ...validity, value: Object.freeze(rows.map((row) => Object.freeze(row))) }
        : { version, value: null };
    remember(this.pages, key, kept, this.maxEntries);
  }
}

function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}
