import { sql } from 'kysely';
import { BackInStockStatuses } from '@tessera/contracts/back-in-stock';
import type { QueryFields } from '../../platform/query/filter.ts';
import { defineListing } from '../../platform/query/listing.ts';
import { selectFromSite } from '../../platform/site-scope.ts';
import { toWireRequest, type RequestRow } from './back-in-stock.wire.ts';

const column = (name: string) => sql.ref(`back_in_stock_requests.${name}`);
const fields: QueryFields = {
  id: { kind: 'string', sql: column('id'), nullable: false },
  status: { kind: 'enum', sql: column('status'), values: BackInStockStatuses, nullable: false },
  email: { kind: 'string', sql: column('email_key'), nullable: false, normalize: (v) => v.toLowerCase() },
  contactId: { kind: 'string', sql: sql`NULL`, nullable: true, sortable: false },
  autoNotified: { kind: 'boolean', sql: column('auto_notified'), nullable: true },
  createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
  itemUrl: { kind: 'string', sql: column('item_url'), nullable: true },
  'catalogReference.catalogItemId': { kind: 'string', sql: column('catalog_item_id'), nullable: false },
  'catalogReference.appId': { kind: 'string', sql: column('app_id'), nullable: false },
  'catalogReference.options.variantId': { kind: 'string', sql: column('variant_id'), nullable: true },
};

/** QueryBackInStockNotificationRequests: the owner's list, newest first, cursor or offset paging. */
export const backInStockListing = defineListing({
  name: 'back-in-stock-requests',
  routes: ['queryBackInStockNotificationRequests'],
  table: 'back_in_stock_requests',
  base: (scope) => selectFromSite(scope, 'back_in_stock_requests'),
  fields: () => fields,
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  tieBreaker: 'back_in_stock_requests.id',
  limits: { default: 50, max: 100 },
  contextKey: () => 'owner',
  cursorScope: () => 'back-in-stock',
  shape: (page) => ({
    requests: (page.rows as RequestRow[]).map(toWireRequest),
    metadata: page.pagingMetadata,
  }),
});
