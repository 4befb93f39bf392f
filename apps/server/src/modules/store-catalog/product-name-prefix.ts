import { sql } from 'kysely';
import type { Dialect } from '../../platform/db.ts';
import type { QueryField } from '../../platform/query/filter.ts';

/**
 * `name $startsWith` as an index range (the store template's search box sends it).
 *
 * The filter compiler writes `$startsWith` as `LOWER(name) LIKE 'prefix%'`, which no index
 * serves: every product of the site was read (1.3 ms on 10,000). The same rows are those whose
 * `LOWER(name)` lies in [prefix, successor of prefix) in code point order — SQLite's BINARY
 * collation, PostgreSQL's "C" — because the prefix is lower-cased as the compiler lower-cases it
 * and LIKE then compares every character exactly (SQLite folds only ASCII letters, which LOWER
 * has already folded on both sides). Migration 0049 indexes that expression, so the filter is
 * rewritten into this hidden field's range before compiling (`withNamePrefixRanges`).
 */
export const NAME_PREFIX_FIELD = 'name\u0000prefix';

/** The hidden field: `LOWER(name)` compared in code point order, only `$gte` / `$lt`. */
export const namePrefixField = (dialect: Dialect): QueryField => ({
  kind: 'string',
  sql:
    dialect === 'postgres' ? sql`(LOWER(store_products.name) COLLATE "C")` : sql`LOWER(store_products.name)`,
  nullable: false,
  sortable: false,
  operators: ['$gte', '$lt'],
});

/**
 * `[lowered, upper bound)` of a `$startsWith` operand, or undefined where the rewrite does not
 * apply (empty, NUL — PostgreSQL text has none —, or a last character with no successor).
 */
export function prefixRange(operand: string): { $gte: string; $lt: string } | undefined {
  const lowered = operand.toLowerCase();
  if (lowered === '' || lowered.includes('\u0000')) return undefined;
  const chars = Array.from(lowered);
  const last = chars.pop()!.codePointAt(0)!;
  if (last >= 0xd800 && last <= 0xdfff) return undefined; // a lone surrogate: no UTF-8 order
  if (last === 0x10ffff) return undefined;
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
  return { $gte: lowered, $lt: chars.join('') + String.fromCodePoint(next) };
}

/**
 * The `name` condition of one filter object with its `$startsWith` turned into the hidden
 * field's range (other operators stay on `name`), or undefined when nothing changes.
 */
export function namePrefixRewrite(
  condition: unknown,
): { name?: Record<string, unknown>; range: { $gte: string; $lt: string } } | undefined {
  if (condition === null || typeof condition !== 'object' || Array.isArray(condition)) return undefined;
  const { $startsWith: operand, ...others } = condition as Record<string, unknown>;
  if (typeof operand !== 'string') return undefined;
  const range = prefixRange(operand);
  if (!range) return undefined;
  return Object.keys(others).length ? { name: others, range } : { range };
}
