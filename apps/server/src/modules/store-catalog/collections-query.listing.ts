import { sql } from 'kysely';
import { ALL_PRODUCTS_COLLECTION_ID, ALL_PRODUCTS_COLLECTION_SLUG } from '@tessera/contracts/catalog';
import { defineListing } from '../../platform/query/listing.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import { selectFromSite, type SiteScope } from '../../platform/site-scope.ts';
import type { StoreCollectionsTable } from './store-catalog.schema.ts';

/** Owners list hidden collections too; visitors only visible ones. */
export interface CollectionsCtx {
  hidden: boolean;
}

const column = (name: string) => sql.ref(`store_collections.${name}`);

const COLUMNS = [
  'id',
  'name',
  'slug',
  'description',
  'visible',
  'revision',
  'created_date',
  'updated_date',
  'main_media',
] as const;

/**
 * The site's collections and "All Products", as the hosted query lists it: every store has it (it
 * is not stored here, catalog.md), so it is one more row that filters, sorts, pages and counts like
 * the others. Its product count is the shaping's (every product the caller may see).
 */
function withAllProducts(scope: SiteScope) {
  const stored = selectFromSite(scope, 'store_collections').select(
    COLUMNS.map((name) => `store_collections.${name}` as const),
  );
  const allProducts = scope.db.selectNoFrom([
    sql.lit(ALL_PRODUCTS_COLLECTION_ID).as('id'),
    sql.lit('All Products').as('name'),
    sql.lit(ALL_PRODUCTS_COLLECTION_SLUG).as('slug'),
    sql<string | null>`NULL`.as('description'),
    sql.lit(1).as('visible'),
    sql.lit(0).as('revision'),
    sql.lit(EPOCH).as('created_date'),
    sql.lit(EPOCH).as('updated_date'),
    sql<string | null>`NULL`.as('main_media'),
  ]);
  return stored.unionAll(allProducts as never);
}
const EPOCH = '1970-01-01T00:00:00.000Z';

/** Collections v2 query (the store template's menus and filters). */
export const collectionsListing = defineListing({
  name: 'store-collections',
  routes: ['queryCollectionsV2'],
  table: 'store_collections',
  base: (scope, ctx: CollectionsCtx) => {
    const query = scope.db.selectFrom(withAllProducts(scope).as('store_collections'));
    return ctx.hidden ? query : query.where('store_collections.visible', '=', 1);
  },
  fields: () => ({
    id: { kind: 'string', sql: column('id'), nullable: false },
    name: { kind: 'string', sql: column('name'), nullable: false },
    slug: { kind: 'string', sql: column('slug'), nullable: false },
    visible: { kind: 'boolean', sql: column('visible'), nullable: false },
  }),
  defaultSort: [{ fieldName: 'name', order: 'ASC' }],
  tieBreaker: 'store_collections.id',
  limits: { default: 50, max: 100 },
  contextKey: (ctx) => String(ctx.hidden),
  cursorScope: (ctx) => `collections:${ctx.hidden ? 'all' : 'visible'}`,
  shape: (page: QueryPage<StoreCollectionsTable>) => page,
});
