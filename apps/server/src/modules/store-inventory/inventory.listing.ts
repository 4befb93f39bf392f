import { sql } from 'kysely';
import type { QueryFields } from '../../platform/query/filter.ts';
import { defineListing } from '../../platform/query/listing.ts';
import { selectFromSite } from '../../platform/site-scope.ts';

/*
 * QueryInventory: one listed row per product — its first variant's stock row (the product-wide
 * settings are on every row), with the product's latest change as `lastUpdated`. The page is
 * answered as product ids; the service reads their variants and shapes the items.
 */

const column = (name: string) => sql.ref(`store_stock.${name}`);
const lastUpdated = sql`(SELECT MAX(s2.updated_date) FROM store_stock s2
  WHERE s2.site_id = store_stock.site_id AND s2.product_id = store_stock.product_id)`;

const fields: QueryFields = {
  productId: { kind: 'string', sql: column('product_id'), nullable: false },
  id: { kind: 'string', sql: column('product_id'), nullable: false },
  trackQuantity: { kind: 'boolean', sql: column('track_quantity'), nullable: false },
  lastUpdated: { kind: 'date', sql: lastUpdated, nullable: false },
  numericId: { kind: 'date', sql: column('created_date'), nullable: false, operators: [] },
};

export const inventoryListing = defineListing({
  name: 'inventory',
  routes: ['queryInventory'],
  table: 'store_stock',
  base: (scope) =>
    selectFromSite(scope, 'store_stock').where(
      'store_stock.variant_id',
      '=',
      sql<string>`(SELECT MIN(s1.variant_id) FROM store_stock s1
          WHERE s1.site_id = store_stock.site_id AND s1.product_id = store_stock.product_id)`,
    ),
  fields: () => fields,
  defaultSort: [{ fieldName: 'numericId', order: 'ASC' }],
  tieBreaker: 'store_stock.product_id',
  limits: { default: 100, max: 100 },
  columns: ['store_stock.product_id'],
  contextKey: () => 'owner',
  shape: (page) => page,
});
