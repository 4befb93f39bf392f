import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { FieldViolation } from '@tessera/contracts';
import { ALL_PRODUCTS_COLLECTION_ID } from '@tessera/contracts/catalog';
import type { V3Aggregation, V3AggregationResult } from '@tessera/contracts/catalog-v3';
import { validationError, violation } from '../../platform/errors.ts';
import { currencyExponent, money, toDecimal } from '../../platform/money/index.ts';
import { compileFilter } from '../../platform/query/filter.ts';
import type { QuerySpec } from '../../platform/query/run-query.ts';

/**
 * Catalog v3 search aggregations (`search.aggregations`): VALUE (counts per value), RANGE (counts
 * per requested bucket) and SCALAR (MIN, MAX, COUNT_DISTINCT) over every product the search
 * matches — its filter, its words and the caller's visibility — not only the page. Each
 * aggregation is one grouped statement over the listing's own base and compiled filter, so it
 * counts exactly the rows the search lists.
 *
 * Fields are those the v3 filter offers with a stored column: `brand.name`, `ribbon.name`,
 * `productType`, `visible`, the price (`actualPriceRange.minValue.amount` / `maxValue.amount`, the
 * product's price as the filter compares it) and the categories (v1 collections; every product is
 * in "All Products").
 */
type AggregatedField =
  | { kind: 'text'; sql: RawBuilder<unknown> }
  | { kind: 'enum'; sql: RawBuilder<unknown>; wire: (stored: string) => string }
  | { kind: 'boolean'; sql: RawBuilder<unknown> }
  | { kind: 'money'; sql: RawBuilder<unknown> }
  | { kind: 'categories' };

const price: AggregatedField = { kind: 'money', sql: sql`store_products.price_minor` };
const categories: AggregatedField = { kind: 'categories' };

const FIELDS: Readonly<Record<string, AggregatedField>> = Object.assign(Object.create(null), {
  'brand.name': { kind: 'text', sql: sql`store_products.brand` },
  'ribbon.name': { kind: 'text', sql: sql`store_products.ribbon` },
  productType: { kind: 'enum', sql: sql`store_products.product_type`, wire: (v: string) => v.toUpperCase() },
  visible: { kind: 'boolean', sql: sql`store_products.visible` },
  'actualPriceRange.minValue.amount': price,
  'actualPriceRange.maxValue.amount': price,
  'directCategoriesInfo.categories.id': categories,
  'allCategoriesInfo.categories.id': categories,
});

/** What one aggregation asks, checked. */
interface Planned {
  name: string;
  fieldPath: string;
  field: AggregatedField;
  request: V3Aggregation;
  type: 'VALUE' | 'RANGE' | 'SCALAR';
}

/** The aggregations checked (400 naming each bad one), before any statement runs. */
export function planAggregations(aggregations: readonly V3Aggregation[]): Planned[] {
  const violations: FieldViolation[] = [];
  const names = new Set<string>();
  const planned: Planned[] = [];
  aggregations.forEach((request, i) => {
    const at = `search.aggregations[${i}]`;
    const fieldPath = request.fieldPath ?? '';
    const field = FIELDS[fieldPath];
    const type =
      request.type ??
      (request.value ? 'VALUE' : request.range ? 'RANGE' : request.scalar ? 'SCALAR' : undefined);
    const name = request.name ?? fieldPath;
    if (!field) {
      violations.push(
        violation(`${at}.fieldPath`, `cannot aggregate on ${JSON.stringify(fieldPath)}`, 'FIELD_NOT_ALLOWED'),
      );
    }
    if (names.has(name)) violations.push(violation(`${at}.name`, 'must be unique', 'VALIDATION'));
    names.add(name);
    if (type !== 'VALUE' && type !== 'RANGE' && type !== 'SCALAR') {
      violations.push(
        violation(`${at}.type`, 'must be VALUE, RANGE or SCALAR', 'INVALID_ENUM_VALUE', {
          supported: ['VALUE', 'RANGE', 'SCALAR'],
        }),
      );
      return;
    }
    if (!field) return;
    const numeric = field.kind === 'money';
    if (type === 'RANGE') {
      const buckets = request.range?.buckets ?? [];
      if (!numeric) violations.push(violation(`${at}.type`, 'RANGE needs a numeric field', 'VALIDATION'));
      if (buckets.length === 0)
        violations.push(violation(`${at}.range.buckets`, 'needs at least one bucket', 'MIN_SIZE'));
      buckets.forEach((bucket, b) => {
        if ((bucket.from ?? null) === null && (bucket.to ?? null) === null)
          violations.push(
            violation(`${at}.range.buckets[${b}]`, 'needs from or to', 'REQUIRED_ONE_OF_FIELD'),
          );
      });
    }
    if (type === 'SCALAR') {
      const scalar = request.scalar?.type;
      if (!scalar) violations.push(violation(`${at}.scalar.type`, 'is required', 'REQUIRED_FIELD'));
      else if (scalar !== 'COUNT_DISTINCT' && !numeric)
        violations.push(violation(`${at}.scalar.type`, `${scalar} needs a numeric field`, 'VALIDATION'));
    }
    planned.push({ name, fieldPath, field, request, type });
  });
  if (violations.length) throw validationError(violations);
  return planned;
}

const DEFAULT_VALUES = 10;
const MISSING = 'N/A';

/** Runs the planned aggregations over the rows `spec` and `filter` select; amounts in the currency's units. */
export async function runAggregations(
  spec: QuerySpec,
  filter: unknown,
  planned: readonly Planned[],
  currency: string,
): Promise<V3AggregationResult[]> {
  const where = compileFilter(filter, spec.fields, 'search.filter');
  const on: On = {
    matching: () => spec.base().where(where),
    memberships: () =>
      spec.db
        .selectFrom(sql`store_product_collections`.as('pc'))
        .where(sql.ref('pc.product_id'), 'in', on.matching().select(sql`store_products.id`.as('id'))),
    currency,
    scale: 10 ** currencyExponent(currency),
  };
  const results: V3AggregationResult[] = [];
  for (const p of planned) {
    const head = { name: p.name, type: p.type, fieldPath: p.fieldPath };
    if (p.type === 'VALUE') results.push({ ...head, values: { results: await values(p, on) } });
    else if (p.type === 'RANGE') results.push({ ...head, ranges: { results: await ranges(p, on) } });
    else results.push({ ...head, scalar: await scalar(p, on) });
  }
  return results;
}

/** The matching products, their collection memberships, and the store currency. */
interface On {
  matching: () => ReturnType<QuerySpec['base']>;
  memberships: () => SelectQueryBuilder<any, any, any>;
  currency: string;
  scale: number;
}

async function values(p: Planned, on: On) {
  const options = p.request.value ?? {};
  const limit = options.limit ?? DEFAULT_VALUES;
  const byValue = options.sortType === 'VALUE';
  const descending = (options.sortDirection ?? 'DESC') === 'DESC';
  let rows: { v: unknown; n: number | string }[];
  let counted: { value: string; count: number; key: unknown }[];
  if (p.field.kind === 'categories') {
    rows = (await on
      .memberships()
      .select([sql`pc.collection_id`.as('v'), sql<number>`COUNT(*)`.as('n')])
      .groupBy(sql`pc.collection_id`)
      .execute()) as never;
    const total = await countOf(on);
    counted = rows.map((r) => ({ value: String(r.v), count: Number(r.n), key: String(r.v) }));
    if (total > 0)
      counted.push({ value: ALL_PRODUCTS_COLLECTION_ID, count: total, key: ALL_PRODUCTS_COLLECTION_ID });
  } else {
    const column = p.field.sql;
    const include = options.missingValues === 'INCLUDE';
    let query = on
      .matching()
      .select([sql`${column}`.as('v'), sql<number>`COUNT(*)`.as('n')])
      .groupBy(sql`${column}`);
    if (!include) query = query.where(sql`${column}`, 'is not', null);
    rows = (await query.execute()) as never;
    const missing = options.includeOptions?.addToBucket ?? MISSING;
    counted = rows.map((r) => ({
      value: r.v === null ? missing : wireValue(p.field, r.v, on.currency),
      count: Number(r.n),
      key:
        r.v === null ? null : p.field.kind === 'money' ? Number(r.v) : wireValue(p.field, r.v, on.currency),
    }));
  }
  const compareKeys = (a: unknown, b: unknown) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : (a as number | string) < (b as number | string) ? -1 : 1;
  counted.sort((a, b) => {
    const primary = byValue ? compareKeys(a.key, b.key) : a.count - b.count;
    // Ties (same count) read in value order, whatever the direction.
    return (descending ? -primary : primary) || compareKeys(a.key, b.key);
  });
  return counted.slice(0, limit).map(({ value, count }) => ({ value, count }));
}

function wireValue(field: AggregatedField, stored: unknown, currency: string): string {
  switch (field.kind) {
    case 'money':
      // As the product's own amounts: the currency's digits ("12.50").
      return toDecimal(money(Number(stored), currency));
    case 'boolean':
      return Number(stored) === 1 ? 'true' : 'false';
    case 'enum':
      return field.wire(String(stored));
    default:
      return String(stored);
  }
}

async function countOf(on: On): Promise<number> {
  const row = (await on
    .matching()
    .select(sql<number>`COUNT(*)`.as('n'))
    .executeTakeFirst()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}

async function ranges(p: Planned, on: On) {
  const column = (p.field as { sql: RawBuilder<unknown> }).sql;
  const buckets = p.request.range?.buckets ?? [];
  // Rounded at a millionth of a minor unit, as price filters are (product-listing.fields.ts).
  const minor = (amount: number) => Math.round(amount * on.scale * 1e6) / 1e6;
  const sums = buckets.map((bucket, i) => {
    const bounds = [
      ...(bucket.from !== null && bucket.from !== undefined ? [sql`${column} >= ${minor(bucket.from)}`] : []),
      ...(bucket.to !== null && bucket.to !== undefined ? [sql`${column} < ${minor(bucket.to)}`] : []),
    ];
    return sql<number>`SUM(CASE WHEN ${sql.join(bounds, sql` AND `)} THEN 1 ELSE 0 END)`.as(`b${i}`);
  });
  const row = (await on.matching().select(sums).executeTakeFirst()) as Record<string, unknown>;
  return buckets.map((bucket, i) => ({
    ...(bucket.from !== null && bucket.from !== undefined ? { from: bucket.from } : {}),
    ...(bucket.to !== null && bucket.to !== undefined ? { to: bucket.to } : {}),
    count: Number(row?.[`b${i}`] ?? 0),
  }));
}

async function scalar(p: Planned, on: On) {
  const type = p.request.scalar!.type!;
  if (p.field.kind === 'categories') {
    const row = (await on
      .memberships()
      .select(sql<number>`COUNT(DISTINCT pc.collection_id)`.as('n'))
      .executeTakeFirst()) as { n: number | string } | undefined;
    // "All Products" holds every matching product.
    const any = (await countOf(on)) > 0;
    return { type, value: Number(row?.n ?? 0) + (any ? 1 : 0) };
  }
  const column = p.field.sql;
  const expression =
    type === 'COUNT_DISTINCT'
      ? sql`COUNT(DISTINCT ${column})`
      : type === 'MIN'
        ? sql`MIN(${column})`
        : sql`MAX(${column})`;
  const row = (await on.matching().select(expression.as('v')).executeTakeFirst()) as
    { v: number | string | null } | undefined;
  const v = row?.v ?? null;
  if (v === null) return { type, value: 0 };
  return { type, value: type === 'COUNT_DISTINCT' ? Number(v) : Number(v) / on.scale };
}
