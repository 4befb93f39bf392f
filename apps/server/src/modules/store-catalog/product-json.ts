import { BoundedMemo } from '../../platform/bounded-memo.ts';
import type { ProductStock } from '../store-inventory/index.ts';
import type { ProductRecord } from './catalog.store.ts';

/**
 * The encoded JSON of each listed product's last answer per view, at most 20,000 (32 MB), as
 * events keep theirs (events.wire.ts). Reused only while everything it was built from holds:
 * - the same record object: records are kept per site under the catalog's data version
 *   (catalog-queries.records.ts), so a catalog write — of this process or another — gives a new
 *   object; without versioning every load gives a new one and nothing is reused;
 * - the same stock, compared as its JSON (stock moves with every sale and is read per request);
 * - the same view (dialect, merchant data, variants, v3 fields), part of the key.
 * A page of unchanged products then costs a lookup per product instead of shaping and
 * stringifying each one.
 */
interface Kept {
  record: ProductRecord;
  stock: string;
  json: Buffer;
}

const kept = new BoundedMemo<Kept>(20_000, 32 * 2 ** 20);

/** What a view changes in a product's JSON, as a short key part (e.g. `v1:m0:v0`). */
export type ProductViewKey = string;

/**
 * The product's JSON in this view: the kept bytes while the record and stock are the ones they
 * were built from, else `shape`'s answer stringified (and kept for the next page).
 */
export function productJson(
  siteId: string,
  view: ProductViewKey,
  record: ProductRecord,
  stock: ProductStock | undefined,
  shape: () => unknown,
): Buffer {
  const key = `${siteId}\u0000${view}\u0000${record.row.id}`;
  const stockKey = stock ? JSON.stringify(stock) : '';
  const found = kept.get(key);
  if (found && found.record === record && found.stock === stockKey) return found.json;
  const json = Buffer.from(JSON.stringify(shape()));
  kept.set(key, { record, stock: stockKey, json }, json.length + stockKey.length);
  return json;
}
