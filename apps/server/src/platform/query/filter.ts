import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { FieldViolation } from '@tessera/contracts';
import { validationError, violation } from '../errors.ts';
import { ownValue } from '../own-keys.ts';

export type FieldKind = 'string' | 'date' | 'number' | 'boolean' | 'enum';

/** How one queryable field of an entity maps to SQL. */
export interface QueryField {
  kind: FieldKind;
  /** SQL expression of a single-valued field. */
  sql?: RawBuilder<unknown>;
  /** Allowed values of an enum field. */
  values?: readonly string[];
  /**
   * Condition for `field = value`, when the plain column comparison would hide an index
   * (e.g. a status derived from dates). Used for $eq, $ne, $in and $nin.
   */
  equals?: (value: string) => RawBuilder<SqlBool>;
  /** What ORDER BY uses when it differs from `sql`, and whether it can be NULL. */
  sort?: { sql: RawBuilder<unknown>; nullable: boolean };
  /**
   * An indexed expression equal to `sql` wherever `sql` is not NULL (e.g. a sort key that fills
   * in missing dates). Range operators also bound it, so the index scan can start and stop at
   * the value instead of reading every row of the site; the rows that match do not change.
   */
  range?: RawBuilder<unknown>;
  /** False when the column is NOT NULL (sorting then needs no NULLS clause and can use an index). */
  nullable?: boolean;
  /** Many-valued field (e.g. categories): membership test for some/all/none of the values. */
  members?: (values: unknown[], mode: 'some' | 'all' | 'none') => RawBuilder<SqlBool>;
  sortable?: boolean;
  /** The operators a filter may use on the field (every operator of its kind when omitted). */
  operators?: readonly string[];
  /** Refuse an empty `$in` / `$nin` list (e.g. in a filter that selects members to act on). */
  listsNotEmpty?: boolean;
  /** Turns a request's string value into what the column stores (e.g. an email lower-cased). */
  normalize?: (value: string) => string;
}
export type QueryFields = Record<string, QueryField>;

const MAX_CONDITIONS = 200;
const MAX_DEPTH = 10;
/**
 * Values across the whole filter (every `$in`, `$hasAll`, ... list together): bounds one
 * request's SQL size and work, and stays far below SQLite's limit of bound variables.
 */
export const MAX_FILTER_VALUES = 1000;
/**
 * The longest string a filter compares with. Longer than any value a field holds, and short enough
 * that no database refuses the pattern: SQLite fails a LIKE pattern over 50,000 bytes (a 500).
 */
export const MAX_FILTER_STRING = 4_096;
/**
 * Membership conditions (`categories.id $hasAll ...`) per filter: each one is a pass over the
 * site's membership rows, whatever its values, so their number bounds a filter's cost.
 */
export const MAX_MEMBERSHIP_CONDITIONS = 4;

/** The query field a (possibly `_`-prefixed) name denotes; own entries only, never `constructor`. */
export function resolveQueryField(fields: QueryFields, name: string): QueryField | undefined {
  // `_id`, `_createdDate`, `_updatedDate` name `id`, `createdDate`, `updatedDate` (spec §9).
  return ownValue(fields, name) ?? (name.startsWith('_') ? ownValue(fields, name.slice(1)) : undefined);
}

const RANGE_OPERATORS: Record<string, RawBuilder<unknown>> = {
  $gt: sql.raw('>'),
  $gte: sql.raw('>='),
  $lt: sql.raw('<'),
  $lte: sql.raw('<='),
};

class FilterCompiler {
  private conditions = 0;
  private values = 0;
  private memberships = 0;
  private readonly violations: FieldViolation[] = [];

  constructor(
    private readonly fields: QueryFields,
    private readonly pathPrefix: string,
  ) {}

  compile(filter: unknown): RawBuilder<SqlBool> {
    const result = this.node(filter, 0, this.pathPrefix);
    if (this.violations.length) throw validationError(this.violations);
    return result;
  }

  private fail(path: string, description: string, rule: FieldViolation['violatedRule'] = 'VALIDATION') {
    this.violations.push(violation(path, description, rule, undefined, 'FILTER_PARSER_ERROR'));
    return sql<SqlBool>`1 = 0`;
  }

  private tooLong(path: string) {
    return this.fail(path, `must be at most ${MAX_FILTER_STRING} characters`, 'MAX_SIZE');
  }

  private node(filter: unknown, depth: number, path: string): RawBuilder<SqlBool> {
    if (filter === undefined || filter === null) return sql<SqlBool>`1 = 1`;
    if (typeof filter !== 'object' || Array.isArray(filter))
      return this.fail(path, 'filter must be an object');
    if (depth > MAX_DEPTH) return this.fail(path, `filter is nested deeper than ${MAX_DEPTH} levels`);
    const parts: RawBuilder<SqlBool>[] = [];
    for (const [key, value] of Object.entries(filter)) {
      if (++this.conditions > MAX_CONDITIONS)
        return this.fail(path, `filter has more than ${MAX_CONDITIONS} conditions`);
      if (key === '$and' || key === '$or') {
        if (!Array.isArray(value) || value.length === 0) {
          parts.push(this.fail(`${path}.${key}`, `${key} needs a non-empty array of filters`));
          continue;
        }
        const children = value.map((child, i) => this.node(child, depth + 1, `${path}.${key}[${i}]`));
        parts.push(sql<SqlBool>`(${sql.join(children, key === '$and' ? sql` AND ` : sql` OR `)})`);
      } else if (key === '$not') {
        // `IS NOT TRUE`, not `NOT`: a condition on a NULL column is unknown, and `NOT unknown`
        // would drop the row from both a filter and its negation.
        parts.push(sql<SqlBool>`(${this.node(value, depth + 1, `${path}.$not`)}) IS NOT TRUE`);
      } else if (key.startsWith('$')) {
        parts.push(this.fail(`${path}.${key}`, `unknown operator ${key}`));
      } else {
        parts.push(this.field(key, value, `${path}.${key}`));
      }
    }
    if (parts.length === 0) return sql<SqlBool>`1 = 1`;
    return parts.length === 1 ? parts[0] : sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
  }

  private field(name: string, condition: unknown, path: string): RawBuilder<SqlBool> {
    const field = resolveQueryField(this.fields, name);
    if (!field) return this.fail(path, `field ${name} cannot be filtered on`, 'FIELD_NOT_ALLOWED');
    const operators: [string, unknown][] =
      condition !== null && typeof condition === 'object' && !Array.isArray(condition)
        ? Object.entries(condition)
        : [['$eq', condition]];
    if (operators.length === 0) return this.fail(path, 'condition must not be empty');
    const parts = operators.map(([op, operand]) => this.operator(field, op, operand, `${path}.${op}`));
    return parts.length === 1 ? parts[0] : sql<SqlBool>`(${sql.join(parts, sql` AND `)})`;
  }

  private operator(field: QueryField, op: string, operand: unknown, path: string): RawBuilder<SqlBool> {
    if (field.operators && !field.operators.includes(op)) {
      return this.fail(path, `operator ${op} is not supported on this field`);
    }
    if (field.members) return this.membership(field, op, operand, path);
    if (field.equals && ['$eq', '$ne', '$in', '$nin'].includes(op))
      return this.equality(field, op, operand, path);
    const column = field.sql!;
    switch (op) {
      case '$eq':
        return operand === null
          ? sql<SqlBool>`${column} IS NULL`
          : sql<SqlBool>`${column} = ${this.value(field, operand, path)}`;
      case '$ne':
        return operand === null
          ? sql<SqlBool>`${column} IS NOT NULL`
          : sql<SqlBool>`(${column} IS NULL OR ${column} <> ${this.value(field, operand, path)})`;
      case '$gt':
      case '$gte':
      case '$lt':
      case '$lte':
        return this.comparison(field, RANGE_OPERATORS[op], this.value(field, operand, path));
      case '$in':
      case '$nin': {
        const values = this.list(field, operand, path);
        if (!values) return sql<SqlBool>`1 = 0`;
        if (values.length === 0) return op === '$in' ? sql<SqlBool>`1 = 0` : sql<SqlBool>`1 = 1`;
        const list = sql.join(values.map((v) => sql`${v}`));
        return op === '$in'
          ? sql<SqlBool>`${column} IN (${list})`
          : sql<SqlBool>`(${column} IS NULL OR ${column} NOT IN (${list}))`;
      }
      case '$exists':
        if (typeof operand !== 'boolean') return this.fail(path, '$exists needs true or false');
        return operand ? sql<SqlBool>`${column} IS NOT NULL` : sql<SqlBool>`${column} IS NULL`;
      case '$startsWith': {
        if (typeof operand !== 'string' || field.kind !== 'string') {
          return this.fail(path, '$startsWith needs a string field and a string value');
        }
        if (operand.length > MAX_FILTER_STRING) return this.tooLong(path);
        const pattern = `${operand.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        return sql<SqlBool>`LOWER(${column}) LIKE ${pattern} ESCAPE '\\'`;
      }
      default:
        return this.fail(path, `operator ${op} is not supported on this field`);
    }
  }

  private comparison(field: QueryField, operator: RawBuilder<unknown>, value: unknown): RawBuilder<SqlBool> {
    const condition = sql<SqlBool>`${field.sql!} ${operator} ${value}`;
    // NULL never compares true, so the extra bound on `range` keeps exactly the same rows.
    return field.range && value !== null
      ? sql<SqlBool>`(${condition} AND ${field.range} ${operator} ${value})`
      : condition;
  }

  private equality(field: QueryField, op: string, operand: unknown, path: string): RawBuilder<SqlBool> {
    const values =
      op === '$eq' || op === '$ne' ? [this.value(field, operand, path)] : this.list(field, operand, path);
    if (!values || values.some((v) => typeof v !== 'string')) return sql<SqlBool>`1 = 0`;
    const any = values.length
      ? sql<SqlBool>`(${sql.join(
          values.map((v) => field.equals!(v as string)),
          sql` OR `,
        )})`
      : sql<SqlBool>`1 = 0`;
    return op === '$eq' || op === '$in' ? any : sql<SqlBool>`NOT ${any}`;
  }

  private membership(field: QueryField, op: string, operand: unknown, path: string): RawBuilder<SqlBool> {
    if (++this.memberships > MAX_MEMBERSHIP_CONDITIONS) {
      return this.fail(
        path,
        `a filter may hold at most ${MAX_MEMBERSHIP_CONDITIONS} membership conditions`,
        'MAX_SIZE',
      );
    }
    const single = op === '$eq' || op === '$ne';
    const values = single ? [operand] : this.list(field, operand, path);
    if (!values) return sql<SqlBool>`1 = 0`;
    if (values.some((v) => typeof v !== 'string')) return this.fail(path, 'values must be strings');
    switch (op) {
      case '$eq':
      case '$in':
      case '$hasSome':
        return values.length ? field.members!(values, 'some') : sql<SqlBool>`1 = 0`;
      case '$hasAll':
        return values.length ? field.members!(values, 'all') : sql<SqlBool>`1 = 1`;
      case '$ne':
      case '$nin':
        return values.length ? field.members!(values, 'none') : sql<SqlBool>`1 = 1`;
      default:
        return this.fail(path, `operator ${op} is not supported on this field`);
    }
  }

  private list(field: QueryField, operand: unknown, path: string): unknown[] | null {
    if (!Array.isArray(operand)) {
      this.fail(path, 'needs an array of values');
      return null;
    }
    if (operand.length === 0 && field.listsNotEmpty) {
      this.fail(path, 'needs at least one value');
      return null;
    }
    const before = this.values;
    this.values += operand.length;
    if (this.values > MAX_FILTER_VALUES) {
      // Reported once, at the list that crossed the limit.
      if (before <= MAX_FILTER_VALUES)
        this.fail(path, `a filter may list at most ${MAX_FILTER_VALUES} values in all`, 'MAX_SIZE');
      return null;
    }
    return field.members ? operand : operand.map((v, i) => this.value(field, v, `${path}[${i}]`));
  }

  /** Checks a value against the field's kind and turns it into what the column stores. */
  private value(field: QueryField, value: unknown, path: string): unknown {
    switch (field.kind) {
      case 'string':
        if (typeof value === 'string') {
          if (value.length > MAX_FILTER_STRING) {
            this.tooLong(path);
            return null;
          }
          return field.normalize ? field.normalize(value) : value;
        }
        break;
      case 'number':
        if (typeof value === 'number' && Number.isFinite(value)) return value;
        break;
      case 'boolean':
        if (typeof value === 'boolean') return value ? 1 : 0;
        break;
      case 'enum':
        if (typeof value === 'string' && field.values!.includes(value)) return value;
        this.fail(path, `must be one of ${field.values!.join(', ')}`, 'INVALID_ENUM_VALUE');
        return null;
      case 'date': {
        const raw = value && typeof value === 'object' && '$date' in value ? (value as any).$date : value;
        const time = typeof raw === 'string' || typeof raw === 'number' ? Date.parse(String(raw)) : NaN;
        if (typeof raw === 'string' && !Number.isNaN(time)) return new Date(time).toISOString();
        this.fail(path, 'must be an ISO-8601 date-time', 'FORMAT');
        return null;
      }
    }
    this.fail(path, `must be a ${field.kind}`);
    return null;
  }
}

/** Compiles the platform's filter language into one SQL condition; never loads rows to filter. */
export function compileFilter(
  filter: unknown,
  fields: QueryFields,
  path = 'query.filter',
): RawBuilder<SqlBool> {
  return new FilterCompiler(fields, path).compile(filter);
}
