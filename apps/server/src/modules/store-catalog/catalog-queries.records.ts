import type { DataKind } from '@tessera/contracts/routes/route';
import { BoundedMemo } from '../../platform/bounded-memo.ts';
import type { Executor } from '../../platform/db.ts';
import { isVersionedKind, type DataVersionOf, type VersionedKind } from '../../platform/data-versions.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { loadProducts, type ProductRecord } from './catalog.store.ts';

/**
 * The catalog's data kind as a versioned one, when the platform versions it
 * (platform/data-versions.ts `VERSIONED`); until then listings count and load every time.
 */
export const PRODUCTS_KIND: VersionedKind | undefined = isVersionedKind('products')
  ? ('products' as DataKind as VersionedKind)
  : undefined;

/**
 * Product records (catalog.store.ts) kept per site under the catalog's data version: every catalog
 * write — a product, its variants, media or collection memberships — raises it (catalogUnit names
 * `products`), so a record is served again only while nothing of the catalog changed, on this
 * process or another. Stock is not in a record (it is read per request). The version is read
 * before loading, so a record is never older than the version it is kept under.
 */
export class ProductRecords {
  private readonly memo = new BoundedMemo<ProductRecord>(20_000, 64 * 2 ** 20);

  constructor(
    private readonly db: Executor,
    private readonly dataVersion: DataVersionOf | undefined,
  ) {}

  /** Products whole, in the order asked (missing ids left out). */
  async load(siteId: string, ids: readonly string[]): Promise<ProductRecord[]> {
    const scope = siteScope(this.db, siteId);
    if (!this.dataVersion || !PRODUCTS_KIND) return loadProducts(scope, ids);
    const version = await this.dataVersion(siteId, PRODUCTS_KIND);
    const keyOf = (id: string) => `${siteId}\u0000${version}\u0000${id}`;
    const missing = [...new Set(ids)].filter((id) => !this.memo.get(keyOf(id)));
    for (const record of missing.length ? await loadProducts(scope, missing) : []) {
      this.memo.set(keyOf(record.row.id), record, sizeOf(record));
    }
    return ids.flatMap((id) => {
      const record = this.memo.get(keyOf(id));
      return record ? [record] : [];
    });
  }
}

/** A rough size in characters, for the memo's budget (no serialisation per record). */
const sizeOf = (record: ProductRecord): number =>
  2000 +
  (record.row.description?.length ?? 0) +
  record.row.info_sections.length +
  300 * record.variants.length +
  300 * record.media.length +
  100 * record.options.reduce((n, o) => n + o.choices.length, 0) +
  40 * record.collectionIds.length;
