import { sql } from 'kysely';
import type { QueryFields } from '../../../platform/query/filter.ts';
import { defineListing } from '../../../platform/query/listing.ts';
import { selectFromSite } from '../../../platform/site-scope.ts';
import { SHIPPING_COLUMNS, toWireShippingOption, type ShippingRow } from './shipping-options.model.ts';

const column = (name: string) => sql.ref(`store_shipping_options.${name}`);
const fields: QueryFields = {
  id: { kind: 'string', sql: column('id'), nullable: false },
  title: { kind: 'string', sql: column('title'), nullable: false },
  estimatedDeliveryTime: { kind: 'string', sql: column('estimated_delivery_time'), nullable: true },
  revision: { kind: 'number', sql: column('revision'), nullable: false },
  createdDate: { kind: 'date', sql: column('created_date'), nullable: false },
  updatedDate: { kind: 'date', sql: column('updated_date'), nullable: false },
};

/** QueryShippingOptions (owner): cursor paging, oldest first by default. */
export const shippingOptionsListing = defineListing({
  name: 'store-shipping-options',
  routes: ['queryShippingOptions'],
  table: 'store_shipping_options',
  base: (scope) => selectFromSite(scope, 'store_shipping_options').select(SHIPPING_COLUMNS),
  fields: () => fields,
  defaultSort: [{ fieldName: 'createdDate', order: 'ASC' }],
  tieBreaker: 'store_shipping_options.id',
  limits: { default: 50, max: 100 },
  contextKey: () => 'owner',
  cursorScope: () => 'store-shipping-options',
  shape: (page) => ({
    shippingOptions: (page.rows as ShippingRow[]).map(toWireShippingOption),
    pagingMetadata: page.pagingMetadata,
  }),
});
