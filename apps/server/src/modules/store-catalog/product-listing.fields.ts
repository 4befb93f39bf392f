import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { ALL_PRODUCTS_COLLECTION_ID } from '@tessera/contracts/catalog';
import { V3ProductTypes } from '@tessera/contracts/catalog-v3';
import type { Dialect } from '../../platform/db.ts';
import type { QueryFields } from '../../platform/query/filter.ts';
import { NAME_PREFIX_FIELD, namePrefixField, namePrefixRewrite } from './product-name-prefix.ts';

/**
 * Membership in collections as one uncorrelated subquery over the (collection, product) primary
 * key. The subquery names no site: collection ids are unique across sites and the listing's base
 * keeps only the site's products, so another site's collection id matches nothing — and without a
 * `site_id` term SQLite cannot take the (site, product) index and read every membership of the site.
 * The "All Products" collection holds every product, so naming it matches every row.
 */
const collectionMembership =
  () =>
  (values: unknown[], mode: 'some' | 'all' | 'none'): RawBuilder<SqlBool> => {
    const all = values.includes(ALL_PRODUCTS_COLLECTION_ID);
    const distinct = [...new Set(values.filter((v) => v !== ALL_PRODUCTS_COLLECTION_ID))];
    if (mode === 'some' && all) return sql<SqlBool>`1 = 1`;
    if (mode === 'none' && all) return sql<SqlBool>`1 = 0`;
    if (distinct.length === 0) return sql<SqlBool>`1 = 1`;
    const list = sql.join(distinct.map((v) => sql`${v}`));
    const members = sql`SELECT pc.product_id FROM store_product_collections pc WHERE pc.collection_id IN (${list})`;
    if (mode === 'all') {
      return sql<SqlBool>`store_products.id IN (${members}
        GROUP BY pc.product_id HAVING COUNT(*) = ${distinct.length})`;
    }
    if (mode === 'none') return sql<SqlBool>`store_products.id NOT IN (${members})`;
    return sql<SqlBool>`store_products.id IN (${members})`;
  };

const column = (name: string) => sql.ref(`store_products.${name}`);

/**
 * Money filters compare integer minor units; requests name decimal amounts (`price > 10`).
 * The listing scales those values first (`scaleMoneyValues`), so the column's index serves.
 */
export const V1_MONEY_FIELDS = ['price', 'priceData.price'] as const;
export const V3_MONEY_FIELDS = [
  'actualPriceRange.minValue.amount',
  'actualPriceRange.maxValue.amount',
] as const;

/** Fields of a product the v1 query may filter and sort on (the store template's, and the SDK builder's). */
export const v1ProductFields = (dialect: Dialect): QueryFields =>
  (v1Fields[dialect] ??= { ...buildV1Fields(), [NAME_PREFIX_FIELD]: namePrefixField(dialect) });
/** Fields of a v3 product for query, search and count: the same columns under the v3 names. */
export const v3ProductFields = (dialect: Dialect): QueryFields =>
  (v3Fields[dialect] ??= { ...buildV3Fields(), [NAME_PREFIX_FIELD]: namePrefixField(dialect) });
// Built once per database: the declarations hold no request state, and building them per request
// showed in profiles.
const v1Fields: Partial<Record<Dialect, QueryFields>> = {};
const v3Fields: Partial<Record<Dialect, QueryFields>> = {};

function buildV1Fields(): QueryFields {
  const members = collectionMembership();
  const price = { kind: 'number' as const, sql: column('price_minor'), nullable: false };
  return {
    id: { kind: 'string', sql: column('id'), nullable: false },
    name: { kind: 'string', sql: column('name'), nullable: false },
    slug: { kind: 'string', sql: column('slug'), nullable: false },
    sku: { kind: 'string', sql: column('sku') },
    price,
    'priceData.price': price,
    visible: { kind: 'boolean', sql: column('visible'), nullable: false },
    productType: { kind: 'enum', values: ['physical', 'digital'], sql: column('product_type') },
    numericId: { kind: 'number', sql: column('numeric_id'), nullable: false },
    lastUpdated: { kind: 'date', sql: column('updated_date'), nullable: false },
    createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
    brand: { kind: 'string', sql: column('brand') },
    ribbon: { kind: 'string', sql: column('ribbon') },
    'collections.id': { kind: 'string', members, sortable: false },
    collectionIds: { kind: 'string', members, sortable: false },
  };
}

function buildV3Fields(): QueryFields {
  const members = collectionMembership();
  const price = { kind: 'number' as const, sql: column('price_minor'), nullable: false };
  return {
    id: { kind: 'string', sql: column('id'), nullable: false },
    name: { kind: 'string', sql: column('name'), nullable: false },
    slug: { kind: 'string', sql: column('slug'), nullable: false },
    visible: { kind: 'boolean', sql: column('visible'), nullable: false },
    productType: {
      kind: 'enum',
      values: V3ProductTypes,
      sql: column('product_type'),
      // Stored in v1's lower case.
      equals: (value) => sql<SqlBool>`store_products.product_type = ${value.toLowerCase()}`,
    },
    'actualPriceRange.minValue.amount': price,
    'actualPriceRange.maxValue.amount': price,
    'brand.name': { kind: 'string', sql: column('brand') },
    'ribbon.name': { kind: 'string', sql: column('ribbon') },
    createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
    updatedDate: { kind: 'date', sql: column('updated_date'), nullable: false },
    // The default order (newest first), as in v1.
    numericId: { kind: 'number', sql: column('numeric_id'), nullable: false },
    // Catalog v1 has collections where v3 has categories: the same membership under both names.
    'directCategoriesInfo.categories.id': { kind: 'string', members, sortable: false },
    'allCategoriesInfo.categories.id': { kind: 'string', members, sortable: false },
  };
}

/** Whether a filter names any of these fields (at any depth of `$and` / `$or` / `$not`). */
export function namesAnyField(filter: unknown, names: readonly string[], depth = 0): boolean {
  if (filter === null || typeof filter !== 'object' || depth > 12) return false;
  if (Array.isArray(filter)) return filter.some((child) => namesAnyField(child, names, depth + 1));
  return Object.entries(filter).some(
    ([key, value]) =>
      names.includes(key) ||
      ((key === '$and' || key === '$or' || key === '$not') && namesAnyField(value, names, depth + 1)),
  );
}

/**
 * A filter with the decimal amounts of money fields turned into minor units (`price: { $gt: 10 }`
 * → 1000 for a 2-digit currency), flattened query strings' text numbers and booleans into JSON
 * values, and `name $startsWith` into an index range (product-name-prefix.ts). Everything else is
 * left as sent for the filter compiler to accept or refuse.
 */
export function normaliseFilter(
  filter: unknown,
  fields: QueryFields,
  moneyFields: readonly string[],
  exponent: number,
  depth = 0,
): unknown {
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter) || depth > 12) return filter;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' || key === '$or') {
      out[key] = Array.isArray(value)
        ? value.map((child) => normaliseFilter(child, fields, moneyFields, exponent, depth + 1))
        : value;
    } else if (key === '$not') {
      out[key] = normaliseFilter(value, fields, moneyFields, exponent, depth + 1);
    } else if (key === NAME_PREFIX_FIELD) {
      // Never the caller's to name: renamed, it is the filter compiler's unknown field.
      out[`${key}\u0000`] = value;
    } else if (key === 'name' && Object.hasOwn(fields, NAME_PREFIX_FIELD) && namePrefixRewrite(value)) {
      const { name, range } = namePrefixRewrite(value)!;
      if (name) out.name = name;
      out[NAME_PREFIX_FIELD] = range;
    } else if (key.startsWith('$') || !Object.hasOwn(fields, key)) {
      out[key] = value;
    } else {
      const money = moneyFields.includes(key);
      const kind = fields[key].kind;
      const leaf = (v: unknown) => coerce(v, kind, money ? exponent : null);
      out[key] =
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(
              Object.entries(value).map(([op, operand]) => [
                op,
                Array.isArray(operand) ? operand.map(leaf) : leaf(operand),
              ]),
            )
          : leaf(value);
    }
  }
  return out;
}

function coerce(value: unknown, kind: string, moneyExponent: number | null): unknown {
  let v = value;
  if (typeof v === 'string' && kind === 'number' && v.trim() !== '' && Number.isFinite(Number(v)))
    v = Number(v);
  if (typeof v === 'string' && kind === 'boolean' && (v === 'true' || v === 'false')) v = v === 'true';
  // Rounded at a millionth of a minor unit: 10.1 × 100 is 1010, not 1010.0000000000001.
  if (moneyExponent !== null && typeof v === 'number') return Math.round(v * 10 ** moneyExponent * 1e6) / 1e6;
  return v;
}
