import type { SiteScope } from '../../platform/site-scope.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
} from '../../platform/site-scope.ts';
import type { FulfilledLine } from './fulfillment-quantities.ts';
import type { StoreFulfillmentsTable } from './store-fulfillments.schema.ts';

export type FulfillmentRow = Omit<StoreFulfillmentsTable, 'site_id'>;

/** The fulfillments of some orders of the site, oldest first. */
export function fulfillmentsOf(scope: SiteScope, orderIds: readonly string[]): Promise<FulfillmentRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return selectFromSite(scope, 'store_fulfillments')
    .select([
      'id',
      'order_id',
      'line_items',
      'tracking_number',
      'shipping_provider',
      'tracking_link',
      'custom_info',
      'status',
      'completed',
      'created_date',
      'updated_date',
    ])
    .where('order_id', 'in', [...new Set(orderIds)])
    .orderBy('created_date')
    .orderBy('id')
    .execute();
}

export const linesOf = (row: Pick<FulfillmentRow, 'line_items'>) =>
  JSON.parse(row.line_items) as FulfilledLine[];

export async function insertFulfillment(scope: SiteScope, row: FulfillmentRow): Promise<void> {
  await insertIntoSite(scope, 'store_fulfillments', [row]).execute();
}

export async function updateFulfillmentRow(
  scope: SiteScope,
  orderId: string,
  id: string,
  changes: Partial<Omit<FulfillmentRow, 'id' | 'order_id' | 'created_date'>>,
): Promise<void> {
  await updateSiteTable(scope, 'store_fulfillments')
    .set(changes)
    .where('order_id', '=', orderId)
    .where('id', '=', id)
    .execute();
}

export async function deleteFulfillmentRow(scope: SiteScope, orderId: string, id: string): Promise<boolean> {
  const deleted = await deleteFromSite(scope, 'store_fulfillments')
    .where('order_id', '=', orderId)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}
