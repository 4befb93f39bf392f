import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { QueryField } from './filter.ts';

/**
 * Clock-derived fields, declared once. A field such as an event's `status` follows from stored
 * columns and the clock ("ENDED once the end date has passed"); it is never stored, because no
 * write happens when the clock passes a date. The rule is written once as ordered cases over a
 * few conditions, and compiled to
 *   - a SQL `CASE` (filters by value, facets, sorting: the database answers, never loaded rows),
 *   - `field = value` as plain column conditions the listing index can serve,
 *   - a TypeScript function over a row (the wire, the state machine, jobs),
 *   - the stored times the rule compares the clock with (when a kept count stops holding).
 * A property test (`test/platform/clock-field.test.ts`) runs random rows and instants through
 * both on each database.
 */

/** A stored column the rule reads (its key is the row property and the column name). */
export interface ClockColumn {
  /** The values the column can hold (a NOT NULL enum-like column): lets `field = value` name the rest. */
  values?: readonly string[];
  /** The column may be NULL (a condition on it then says what NULL means). */
  nullable?: boolean;
  /**
   * An indexed NOT NULL column equal to this one where it is set and later than any clock where
   * it is not (e.g. `start_sort` for `start_date`): "not yet reached" becomes one range on it.
   */
  orLater?: string;
}

/** Conditions of a case, over declared columns and the clock. */
export type ClockCondition =
  | { op: 'is'; column: string; values: readonly string[] }
  | { op: 'reached'; column: string }
  | { op: 'ahead'; column: string }
  | { op: 'field'; field: ClockField; values: readonly string[] }
  | { op: 'not'; condition: ClockCondition }
  | { op: 'and' | 'or'; conditions: readonly ClockCondition[] };

/** `column` holds one of `values`. */
export const is = (column: string, ...values: string[]): ClockCondition => ({ op: 'is', column, values });
/** The stored time is set and the clock has reached it (`time <= now`). */
export const reached = (column: string): ClockCondition => ({ op: 'reached', column });
/** The stored time is set and still ahead of the clock (`time > now`). */
export const ahead = (column: string): ClockCondition => ({ op: 'ahead', column });
/** Another clock field of the same row has one of `values`. */
export const fieldIs = (field: ClockField, ...values: string[]): ClockCondition => ({
  op: 'field',
  field,
  values,
});
export const not = (condition: ClockCondition): ClockCondition => ({ op: 'not', condition });
export const allOf = (...conditions: ClockCondition[]): ClockCondition => ({ op: 'and', conditions });
export const anyOf = (...conditions: ClockCondition[]): ClockCondition => ({ op: 'or', conditions });

/** What a case answers: a constant, or the value stored in a column (a stored base status). */
export type ClockResult = string | { column: string };

export interface ClockCase {
  when: ClockCondition;
  then: ClockResult;
}

export interface ClockFieldDeclaration {
  name: string;
  /** The SQL table (or alias) the columns belong to. */
  table: string;
  columns: Record<string, ClockColumn>;
  /** First match wins, as in SQL's CASE. */
  cases: readonly ClockCase[];
  otherwise: ClockResult;
}

export type ClockRow = Record<string, unknown>;

export interface ClockField {
  readonly name: string;
  readonly declaration: ClockFieldDeclaration;
  /** Every value the field can take. */
  readonly values: readonly string[];
  /**
   * The value at `now`. A row may carry another clock field's value already computed under that
   * field's name (e.g. `status`), which a `fieldIs` condition then reads instead of the columns.
   */
  at(row: ClockRow, now: string): string;
  /** The value as a SQL expression (a CASE over the columns, the clock bound as a parameter). */
  sql(now: string): RawBuilder<string>;
  /** `field = value` as plain column conditions, without CASE, so an index can serve it. */
  equals(value: string, now: string): RawBuilder<SqlBool>;
  /** SQL columns holding the stored times the clock is compared with (for the next change of the answer). */
  readonly clockColumns: readonly string[];
  /**
   * The earliest of the row's stored times the rule compares the clock with that is later than
   * `now`: the value cannot change before it (null: the clock alone never changes it again).
   */
  nextChange(row: ClockRow, now: string): string | null;
}

const LITERAL = /^[A-Za-z0-9_]+$/;

/** Declares a clock-derived field: checks the declaration and compiles it. */
export function defineClockField(declaration: ClockFieldDeclaration): ClockField {
  const { table } = declaration;
  const columns = columnsOf(declaration);
  const column = (name: string): ClockColumn => {
    if (!Object.hasOwn(columns, name)) throw new Error(`${declaration.name}: undeclared column ${name}`);
    return columns[name];
  };
  const results = [...declaration.cases.map((c) => c.then), declaration.otherwise];
  const values = new Set<string>();
  for (const result of results) {
    if (typeof result === 'string') values.add(result);
    else for (const v of column(result.column).values ?? []) values.add(v);
  }
  for (const v of values) if (!LITERAL.test(v)) throw new Error(`${declaration.name}: bad value ${v}`);
  const clockColumns = new Set<string>();
  /** The row properties of those times (an `orLater` column is only the index's copy of one). */
  const timeColumns = new Set<string>();
  const visit = (c: ClockCondition): void => {
    if (c.op === 'is') column(c.column);
    else if (c.op === 'reached' || c.op === 'ahead') {
      clockColumns.add(`${table}.${c.column}`);
      timeColumns.add(c.column);
      const later = column(c.column).orLater;
      if (later) clockColumns.add(`${table}.${later}`);
    } else if (c.op === 'not') visit(c.condition);
    else if (c.op === 'and' || c.op === 'or') c.conditions.forEach(visit);
    // The other field's times (same table: columnsOf checks it) change this one too.
    else if (c.op === 'field') c.field.declaration.cases.forEach((inner) => visit(inner.when));
  };
  declaration.cases.forEach((c) => visit(c.when));
  const times = [...timeColumns];

  const field: ClockField = {
    name: declaration.name,
    declaration,
    values: [...values],
    clockColumns: [...clockColumns],
    nextChange(row, now) {
      let next: string | null = null;
      for (const name of times) {
        const v = row[name];
        if (typeof v === 'string' && v > now && (next === null || v < next)) next = v;
      }
      return next;
    },
    at(row, now) {
      for (const c of declaration.cases) if (holds(c.when, row, now)) return resultOf(c.then, row);
      return resultOf(declaration.otherwise, row);
    },
    sql(now) {
      const ref = (name: string) => sql.raw(`${table}.${name}`);
      const render = (result: ClockResult) =>
        typeof result === 'string' ? sql.lit(result) : ref(result.column);
      const whens = declaration.cases.map(
        (c) => sql`WHEN ${toSql(table, columns, c.when, true, now)} THEN ${render(c.then)}`,
      );
      return sql<string>`(CASE ${sql.join(whens, sql` `)} ELSE ${render(declaration.otherwise)} END)`;
    },
    equals(value, now) {
      return toSql(table, columns, equalsCondition(declaration, value), true, now);
    },
  };
  return field;
}

/** The declaration's columns and those of the fields it refers to, which must share its table. */
function columnsOf(declaration: ClockFieldDeclaration): Record<string, ClockColumn> {
  const columns: Record<string, ClockColumn> = { ...declaration.columns };
  const visit = (c: ClockCondition): void => {
    if (c.op === 'field') {
      if (c.field.declaration.table !== declaration.table) {
        throw new Error(`${declaration.name}: ${c.field.name} reads another table`);
      }
      Object.assign(columns, columnsOf(c.field.declaration), declaration.columns);
    } else if (c.op === 'not') visit(c.condition);
    else if (c.op === 'and' || c.op === 'or') c.conditions.forEach(visit);
  };
  declaration.cases.forEach((c) => visit(c.when));
  return columns;
}

function resultOf(result: ClockResult, row: ClockRow): string {
  return typeof result === 'string' ? result : String(row[result.column]);
}

function holds(c: ClockCondition, row: ClockRow, now: string): boolean {
  switch (c.op) {
    case 'is': {
      const v = row[c.column];
      return typeof v === 'string' && c.values.includes(v);
    }
    case 'reached': {
      const v = row[c.column];
      return typeof v === 'string' && v <= now;
    }
    case 'ahead': {
      const v = row[c.column];
      return typeof v === 'string' && v > now;
    }
    case 'field': {
      const known = Object.hasOwn(row, c.field.name) ? row[c.field.name] : undefined;
      const value = typeof known === 'string' ? known : c.field.at(row, now);
      return c.values.includes(value);
    }
    case 'not':
      return !holds(c.condition, row, now);
    case 'and':
      return c.conditions.every((x) => holds(x, row, now));
    case 'or':
      return c.conditions.some((x) => holds(x, row, now));
  }
}

/**
 * `field = value` as a condition: some case answering `value` matches and no earlier one does.
 * A case answering a column's value adds `column = value`.
 */
function equalsCondition(declaration: ClockFieldDeclaration, value: string): ClockCondition {
  const options: ClockCondition[] = [];
  const earlier: ClockCondition[] = [];
  const all = [...declaration.cases, { when: allOf(), then: declaration.otherwise }];
  for (const c of all) {
    const answers =
      typeof c.then === 'string' ? (c.then === value ? allOf() : null) : is(c.then.column, value);
    if (answers) options.push(allOf(...earlier.map(not), c.when, answers));
    earlier.push(c.when);
  }
  return anyOf(...options);
}

/** A condition in negation normal form: NOT only on atoms, each atom two-valued (never NULL). */
type Atom =
  | { op: 'is'; column: string; values: readonly string[]; negated: boolean }
  | { op: 'reached' | 'ahead'; column: string; negated: boolean };
type Normal =
  { op: 'atom'; atom: Atom } | { op: 'and' | 'or'; parts: Normal[] } | { op: 'const'; value: boolean };

function normalize(c: ClockCondition, positive: boolean): Normal {
  switch (c.op) {
    case 'is':
    case 'reached':
    case 'ahead':
      return { op: 'atom', atom: { ...c, negated: !positive } as Atom };
    case 'field':
      // Inlined: the other field's own rule over its columns (of the same table).
      return normalize(anyOf(...c.values.map((v) => equalsCondition(c.field.declaration, v))), positive);
    case 'not':
      return normalize(c.condition, !positive);
    case 'and':
    case 'or': {
      const op = (c.op === 'and') === positive ? 'and' : 'or';
      return { op, parts: c.conditions.map((x) => normalize(x, positive)) };
    }
  }
}

/**
 * Simplifies a conjunction: conditions on one enum-like column meet (`lifecycle <> DRAFT AND
 * lifecycle <> CANCELED` is `lifecycle = PUBLISHED`, which the listing index serves), and an
 * empty meet or a false part makes the whole false; a true part drops out.
 */
function simplify(n: Normal, columns: Record<string, ClockColumn>): Normal {
  if (n.op === 'atom' || n.op === 'const') return n;
  const parts = n.parts.map((p) => simplify(p, columns)).flatMap((p) => (p.op === n.op ? p.parts : [p]));
  const absorbing = n.op === 'and' ? false : true;
  if (parts.some((p) => p.op === 'const' && p.value === absorbing)) return { op: 'const', value: absorbing };
  let kept: Normal[] = parts.filter((p) => p.op !== 'const');
  if (n.op === 'and') {
    const allowed = new Map<string, Set<string>>();
    const rest: Normal[] = [];
    for (const p of kept) {
      const domain = p.op === 'atom' && p.atom.op === 'is' ? columns[p.atom.column]?.values : undefined;
      if (!domain || p.op !== 'atom' || p.atom.op !== 'is') {
        rest.push(p);
        continue;
      }
      const atom = p.atom;
      const these = new Set(atom.negated ? domain.filter((v) => !atom.values.includes(v)) : atom.values);
      const before = allowed.get(atom.column);
      allowed.set(atom.column, before ? new Set([...before].filter((v) => these.has(v))) : these);
    }
    const merged: Normal[] = [];
    for (const [name, values] of allowed) {
      if (values.size === 0) return { op: 'const', value: false };
      if (values.size === columns[name].values!.length) continue;
      merged.push({ op: 'atom', atom: { op: 'is', column: name, values: [...values], negated: false } });
    }
    kept = [...merged, ...rest];
  }
  if (kept.length === 0) return { op: 'const', value: !absorbing };
  return kept.length === 1 ? kept[0] : { op: n.op, parts: kept };
}

function toSql(
  table: string,
  columns: Record<string, ClockColumn>,
  condition: ClockCondition,
  positive: boolean,
  now: string,
): RawBuilder<SqlBool> {
  return render(simplify(normalize(condition, positive), columns), table, columns, now);
}

function render(
  n: Normal,
  table: string,
  columns: Record<string, ClockColumn>,
  now: string,
): RawBuilder<SqlBool> {
  if (n.op === 'const') return n.value ? sql<SqlBool>`1 = 1` : sql<SqlBool>`1 = 0`;
  if (n.op !== 'atom') {
    const parts = n.parts.map((p) => render(p, table, columns, now));
    return sql<SqlBool>`(${sql.join(parts, n.op === 'and' ? sql` AND ` : sql` OR `)})`;
  }
  const atom = n.atom;
  const declared = columns[atom.column];
  const ref = sql.raw(`${table}.${atom.column}`);
  if (atom.op === 'is') {
    const list = atom.values.map((v) => sql.lit(v));
    const inList =
      list.length === 1 ? sql<SqlBool>`${ref} = ${list[0]}` : sql<SqlBool>`${ref} IN (${sql.join(list)})`;
    const notInList =
      list.length === 1
        ? sql<SqlBool>`${ref} <> ${list[0]}`
        : sql<SqlBool>`${ref} NOT IN (${sql.join(list)})`;
    if (!declared.nullable) return atom.negated ? notInList : inList;
    return atom.negated
      ? sql<SqlBool>`(${ref} IS NULL OR ${notInList})`
      : sql<SqlBool>`(${ref} IS NOT NULL AND ${inList})`;
  }
  // reached: set and <= now; ahead: set and > now. Negated, NULL counts as the other side.
  const passed = atom.op === 'reached' ? !atom.negated : atom.negated;
  const setNeeded = !atom.negated;
  if (!declared.nullable) return passed ? sql<SqlBool>`${ref} <= ${now}` : sql<SqlBool>`${ref} > ${now}`;
  if (setNeeded) {
    return passed
      ? sql<SqlBool>`(${ref} IS NOT NULL AND ${ref} <= ${now})`
      : sql<SqlBool>`(${ref} IS NOT NULL AND ${ref} > ${now})`;
  }
  // Not reached (unset or later): one range on the indexed stand-in when there is one.
  if (!passed && declared.orLater) return sql<SqlBool>`${sql.raw(`${table}.${declared.orLater}`)} > ${now}`;
  return passed
    ? sql<SqlBool>`(${ref} IS NULL OR ${ref} <= ${now})`
    : sql<SqlBool>`(${ref} IS NULL OR ${ref} > ${now})`;
}

/**
 * A clock-derived field as a query field: filtered, sorted and grouped by its SQL. With
 * `equalsByColumns`, `field = value` (and $ne, $in, $nin) uses the plain column conditions
 * instead of the CASE, so the listing index serves it. `values` as the wire lists them.
 */
export function clockQueryField(
  field: ClockField,
  now: string,
  options: { values?: readonly string[]; equalsByColumns?: boolean } = {},
): QueryField {
  return {
    kind: 'enum',
    values: options.values ?? field.values,
    sql: field.sql(now),
    nullable: false,
    ...(options.equalsByColumns ? { equals: (value: string) => field.equals(value, now) } : {}),
  };
}
