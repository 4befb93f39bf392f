import type { BackInStockRequest } from '@tessera/contracts/back-in-stock';
import type { BackInStockRequestsTable } from './back-in-stock.schema.ts';

export type RequestRow = Omit<BackInStockRequestsTable, 'site_id'>;

/** Canonical JSON of catalog reference options (keys sorted at every level; '' for none). */
export function optionsKey(options: Record<string, unknown> | null | undefined): string {
  if (!options || Object.keys(options).length === 0) return '';
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value as object)
            .sort()
            .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
        )
      : value;
  return JSON.stringify(canonical(options));
}

/** A request row as the wire's request. */
export function toWireRequest(row: RequestRow): BackInStockRequest {
  return {
    id: row.id,
    catalogReference: {
      catalogItemId: row.catalog_item_id,
      appId: row.app_id,
      ...(row.options_key ? { options: JSON.parse(row.options_key) } : {}),
    },
    email: row.email,
    contactId: null,
    status: row.status as BackInStockRequest['status'],
    ...(row.auto_notified === null ? {} : { autoNotified: row.auto_notified === 1 }),
    createdDate: row.created_date,
    itemUrl: row.item_url,
  };
}
