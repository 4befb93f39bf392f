import { sql } from 'kysely';
import { defineListing } from '../../platform/query/listing.ts';
import type { QueryPage } from '../../platform/query/run-query.ts';
import { selectFromSite } from '../../platform/site-scope.ts';
import type { StoreCollectionsTable } from './store-catalog.schema.ts';

/** Owners list hidden collections too; visitors only visible ones. */
export interface CollectionsCtx {
  hidden: boolean;
}

const column = (name: string) => sql.ref(`store_collections.${name}`);

/** Collections v2 query (the store template's menus and filters). */
export const collectionsListing = defineListing({
  name: 'store-collections',
  routes: ['queryCollectionsV2'],
  table: 'store_collections',
  base: (scope, ctx: CollectionsCtx) => {
    const query = selectFromSite(scope, 'store_collections');
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
