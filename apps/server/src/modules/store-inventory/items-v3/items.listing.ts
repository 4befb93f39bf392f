import { sql } from 'kysely';
import type { QueryFields } from '../../../platform/query/filter.ts';
import { defineListing } from '../../../platform/query/listing.ts';
import type { QueryPage } from '../../../platform/query/run-query.ts';
import { selectFromSite } from '../../../platform/site-scope.ts';
import { DEFAULT_LOCATION_ID } from './item-ids.ts';
import { ITEM_COLUMNS, type ItemRow } from './item.wire.ts';

/*
 * QueryInventoryItems, SearchInventoryItems and CountInventoryItems: one listed row per stock row.
 * Computed fields mirror toItemV3 (item.wire.ts) and availabilityOf (stock-status.ts).
 */

const column = (name: string) => sql.ref(`store_stock.${name}`);
const inStock = sql`(CASE WHEN store_stock.track_quantity = 1
  THEN (CASE WHEN store_stock.quantity > 0 THEN 1 ELSE 0 END) ELSE store_stock.in_stock END)`;
const status = sql`(CASE WHEN ${inStock} = 1 THEN 'IN_STOCK'
  WHEN store_stock.preorder_enabled = 1 THEN 'PREORDER' ELSE 'OUT_OF_STOCK' END)`;

const fields: QueryFields = {
  id: { kind: 'string', sql: column('item_id'), nullable: false, sortable: false },
  variantId: { kind: 'string', sql: column('variant_id'), nullable: false, sortable: false },
  locationId: { kind: 'string', sql: sql`${sql.lit(DEFAULT_LOCATION_ID)}`, nullable: false, sortable: false },
  productId: { kind: 'string', sql: column('product_id'), nullable: false },
  trackQuantity: { kind: 'boolean', sql: column('track_quantity'), nullable: false },
  quantity: {
    kind: 'number',
    sql: sql`(CASE WHEN store_stock.track_quantity = 1 THEN store_stock.quantity END)`,
    nullable: true,
  },
  inStock: { kind: 'boolean', sql: inStock, nullable: false },
  availabilityStatus: {
    kind: 'enum',
    sql: status,
    values: ['IN_STOCK', 'OUT_OF_STOCK', 'PREORDER'],
    nullable: false,
  },
  'preorderInfo.enabled': { kind: 'boolean', sql: column('preorder_enabled'), nullable: false },
  createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
  updatedDate: { kind: 'date', sql: column('updated_date'), nullable: false },
};

export const inventoryItemsV3Listing = defineListing({
  name: 'store-inventory-items-v3',
  routes: ['queryInventoryItems', 'searchInventoryItems', 'countInventoryItems'],
  table: 'store_stock',
  base: (scope) => selectFromSite(scope, 'store_stock').select(ITEM_COLUMNS),
  fields: () => fields,
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
  tieBreaker: 'store_stock.item_id',
  limits: { default: 100, max: 1000 },
  contextKey: () => 'owner',
  cursorScope: () => 'store-inventory-items-v3',
  shape: (page: QueryPage<ItemRow>) => page,
});
