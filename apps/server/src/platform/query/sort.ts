import { sql, type RawBuilder } from 'kysely';
import type { Sorting } from '@tessera/contracts';
import { validationError, violation } from '../errors.ts';
import { resolveQueryField, type QueryFields } from './filter.ts';

/** ORDER BY terms for the requested sort, always ending with the tie-breaker for stable pages. */
export function compileSort(
  sort: Sorting[] | undefined,
  fields: QueryFields,
  defaults: Sorting[],
  tieBreaker: RawBuilder<unknown>,
  path = 'query.sort',
): RawBuilder<unknown>[] {
  const requested = sort && sort.length ? sort : defaults;
  const terms = requested.map((s, i) => {
    const name = s.fieldName;
    const field = resolveQueryField(fields, name);
    if (!field?.sql || field.sortable === false) {
      throw validationError([
        violation(`${path}[${i}].fieldName`, `cannot sort by ${name}`, 'FIELD_NOT_ALLOWED', {
          fieldName: name,
        }),
      ]);
    }
    const { sql: expression, nullable } = field.sort ?? {
      sql: field.sql,
      nullable: field.nullable !== false,
    };
    if (!nullable) return s.order === 'DESC' ? sql`${expression} DESC` : sql`${expression} ASC`;
    // Explicit: SQLite and PostgreSQL place NULLs at opposite ends by default.
    return s.order === 'DESC' ? sql`${expression} DESC NULLS FIRST` : sql`${expression} ASC NULLS LAST`;
  });
  const lastDescending = requested.length > 0 && requested[requested.length - 1].order === 'DESC';
  terms.push(lastDescending ? sql`${tieBreaker} DESC` : sql`${tieBreaker} ASC`);
  return terms;
}
