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

interface CountEntry {
  n: number | null;
  /** `dataVersion` when counted: any change to the data makes the entry unreachable. */
  version: string;
  /** The clock it was counted at, and the next time at which a clock condition can change (null: never). */
  from: string;
  until: string | null;
}

const MAX_KEY_LENGTH = 2048;

/**
 * Per-process memory of compiled query statements and of the counts they produced, both bounded
 * (oldest dropped first). A count is served again only while it is exactly what the database
 * would answer: same data version (no write by this process or another since), and a clock that
 * has not passed any stored time the conditions compare it with.
 */
export class QueryMemory {
  private readonly statements = new Map<string, QueryStatements>();
  private readonly counts = new Map<string, CountEntry>();

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
    if (!entry || entry.version !== version) return undefined;
    if (now < entry.from || (entry.until !== null && now >= entry.until)) return undefined;
    return entry.n;
  }

  keepCount(key: string, entry: CountEntry): void {
    remember(this.counts, key, entry, this.maxEntries);
  }
}

function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  if (map.size >= max) map.delete(map.keys().next().value!);
  map.set(key, value);
}
