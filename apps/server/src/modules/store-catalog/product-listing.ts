import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Dialect } from '../../platform/db.ts';
import { defineListing } from '../../platform/query/listing.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import { selectFromSite } from '../../platform/site-scope.ts';
import { PRODUCTS_KIND } from './catalog-queries.records.ts';
import { v1ProductFields, v3ProductFields } from './product-listing.fields.ts';

/** Free text a v3 search looks for in names and descriptions: its words, all or any. */
export interface ProductSearchText {
  words: readonly string[];
  mode: 'AND' | 'OR';
}

/**
 * What one product query adds: the wire dialect (its field names), whether hidden products are
 * listed (owners only; a visitor never sees one), and a v3 search's words.
 */
export interface ProductListingCtx {
  dialect: 'v1' | 'v3';
  /** The database, for the name prefix range's collation (product-name-prefix.ts). */
  database: Dialect;
  hidden: boolean;
  search?: ProductSearchText;
}

export interface ProductListingRow {
  id: string;
}

/** Words of a search expression, lower-cased, at most 10 (each is a LIKE over two columns). */
export function searchWords(expression: string | null | undefined): string[] {
  if (!expression) return [];
  return [...new Set(expression.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 10);
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchCondition(search: ProductSearchText): RawBuilder<SqlBool> {
  const perWord = search.words.map(
    (word) => sql<SqlBool>`(LOWER(store_products.name) LIKE ${likePattern(word)} ESCAPE '\\'
      OR LOWER(COALESCE(store_products.description, '')) LIKE ${likePattern(word)} ESCAPE '\\')`,
  );
  return sql<SqlBool>`(${sql.join(perWord, search.mode === 'OR' ? sql` OR ` : sql` AND `)})`;
}

/**
 * The product listing: the v1 platformized query (GET and POST) and Catalog v3 search, query and
 * count — one base, the same columns, each dialect's field names. A page is ids in order; each
 * route shapes them through the catalog's one product shaping (v1, and v3 over it).
 */
export const productListing = defineListing({
  name: 'store-products',
  routes: ['queryProductsPlatformized', 'searchProductsV3', 'queryProductsV3', 'countProductsV3'],
  table: 'store_products',
  // Totals are kept under the catalog's version once the platform versions `products`
  // (catalog-queries.records.ts); the service passes no data versions until then.
  kind: PRODUCTS_KIND,
  base: (scope, ctx: ProductListingCtx) => {
    let query = selectFromSite(scope, 'store_products');
    if (!ctx.hidden) query = query.where('store_products.visible', '=', 1);
    if (ctx.search?.words.length) query = query.where(searchCondition(ctx.search));
    return query;
  },
  fields: ({ ctx }) => (ctx.dialect === 'v1' ? v1ProductFields(ctx.database) : v3ProductFields(ctx.database)),
  defaultSort: [{ fieldName: 'numericId', order: 'DESC' }],
  tieBreaker: 'store_products.id',
  limits: { default: 100, max: 100 },
  columns: ['store_products.id'],
  contextKey: (ctx) =>
    `${ctx.dialect}\u0000${ctx.database}\u0000${ctx.hidden}\u0000${ctx.search ? `${ctx.search.mode}:${ctx.search.words.join(' ')}` : ''}`,
  cursorScope: (ctx) =>
    `products:${ctx.dialect}:${ctx.hidden ? 'all' : 'visible'}:${ctx.search ? `${ctx.search.mode}:${ctx.search.words.join(' ')}` : ''}`,
  shape: (page: QueryPage<ProductListingRow>) => page,
});
