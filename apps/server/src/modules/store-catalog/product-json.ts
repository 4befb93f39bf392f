import type { ProductStock } from '../store-inventory/index.ts';
import type { ProductRecord } from './catalog.store.ts';

/**
 * The encoded JSON of each listed product's last answer per view, kept on the record itself (a
 * WeakMap entry: it lives as long as the record is kept, catalog-queries.records.ts, and no
 * longer), as events keep theirs (events.wire.ts). Reused only while everything it was built from
 * holds:
 * - the same record object: records are kept per site under the catalog's data version, so a
 *   catalog write — of this process or another — gives a new object; without versioning every
 *   load gives a new one and nothing is reused;
 * - the same stock: the same object (kept-stock.ts gives the same one while nothing was written),
 *   else equal as JSON (stock moves with every sale and is read per request);
 * - the same view (dialect, merchant data, variants, v3 fields).
 * A page of unchanged products then costs a lookup per product instead of shaping and
 * stringifying each one, and the lookup is by the record object, not by a key built per product.
 */
interface Kept {
  stock: ProductStock | undefined;
  stockJson: string;
  json: Buffer;
}

/** Views kept per record at most (v1 visitor and owner, v3 field sets…): the newest ones. */
const VIEWS_PER_RECORD = 4;

const kept = new WeakMap<ProductRecord, Map<ProductViewKey, Kept>>();

/** What a view changes in a product's JSON, as a short key part (e.g. `v1:m0:v0`). */
export type ProductViewKey = string;

/**
 * The product's JSON in this view: the kept bytes while the record and stock are the ones they
 * were built from, else `shape`'s answer stringified (and kept for the next page).
 */
export function productJson(
  view: ProductViewKey,
  record: ProductRecord,
  stock: ProductStock | undefined,
  shape: () => unknown,
): Buffer {
  let views = kept.get(record);
  const found = views?.get(view);
  if (found) {
    if (found.stock === stock) return found.json;
    const stockJson = stockJsonOf(stock);
    if (found.stockJson === stockJson) {
      found.stock = stock; // the next page's identical stock object is then recognised at once
      return found.json;
    }
  }
  const json = Buffer.from(JSON.stringify(shape()));
  if (!views) kept.set(record, (views = new Map()));
  views.delete(view);
  if (views.size >= VIEWS_PER_RECORD) views.delete(views.keys().next().value!);
  views.set(view, { stock, stockJson: stockJsonOf(stock), json });
  return json;
}

const stockJsonOf = (stock: ProductStock | undefined) => (stock ? JSON.stringify(stock) : '');
