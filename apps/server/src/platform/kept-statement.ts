import { CompiledQuery, type Compilable, type QueryResult } from 'kysely';
import type { Executor } from './db.ts';

/** Stands in for an argument while a kept statement is built: its compiled parameter names it. */
class Slot {
  constructor(readonly name: string) {}
}

/** The arguments' slots: the same names, each value the slot that names it. */
const slotsOf = (args: object): Record<string, unknown> => {
  const slots: Record<string, unknown> = {};
  for (const name of Object.keys(args)) slots[name] = new Slot(name);
  return slots;
};

interface Compiled {
  sql: string;
  /** How many arguments it was built with: a call with other names is built anew. */
  count: number;
  /** Per parameter: the argument it takes, or undefined for a value the build fixed. */
  names: (string | undefined)[];
  fixed: readonly unknown[];
}

/**
 * A statement of the purchase's hot path built and compiled by Kysely once per dialect, then run
 * with each call's values: Kysely otherwise builds and compiles the same tree anew on every call
 * (a wide insert costs more to build than SQLite takes to run it). Every call gives the same
 * argument names (an object literal; another count of names is built anew). `build` must take
 * everything that varies from `args` (never from a closure: it runs once) and use each argument
 * only as a plain value (`where(col, '=', args.x)`, `values(args)`, `${args.x}` in `sql`), never
 * inspect it. A call with a value Kysely would turn into other SQL — undefined (an insert
 * leaves the column out), an array (a list) or an expression — is built the ordinary way, so the
 * SQL run is always the SQL Kysely would have built for those values.
 */
export function keptStatement<Args extends object, O>(
  build: (db: Executor, args: Args) => Compilable<O>,
): (db: Executor, args: Args) => Promise<QueryResult<O>> {
  // Per dialect adapter class (SQLite and PostgreSQL compile differently).
  const byDialect = new Map<unknown, Compiled>();
  return (db, args) => {
    const dialect = db.getExecutor().adapter.constructor;
    let compiled = byDialect.get(dialect);
    if (!compiled) {
      const query = build(db, slotsOf(args) as Args).compile();
      compiled = {
        sql: query.sql,
        count: Object.keys(args).length,
        names: query.parameters.map((value) => (value instanceof Slot ? value.name : undefined)),
        fixed: query.parameters,
      };
      byDialect.set(dialect, compiled);
    }
    const { names, fixed } = compiled;
    if (Object.keys(args).length !== compiled.count) return db.executeQuery(build(db, args));
    const values = args as Record<string, unknown>;
    const parameters: unknown[] = [];
    for (let i = 0; i < names.length; i++) {
      const name = names[i];
      if (name === undefined) parameters.push(fixed[i]);
      else if (plainValue(values[name])) parameters.push(values[name]);
      else return db.executeQuery(build(db, args));
    }
    return db.executeQuery<O>(CompiledQuery.raw(compiled.sql, parameters) as CompiledQuery<O>);
  };
}

const plainValue = (value: unknown): boolean =>
  value !== undefined &&
  (value === null || typeof value !== 'object' || (!Array.isArray(value) && !('toOperationNode' in value)));
