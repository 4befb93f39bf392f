import type { DataKind } from '@tessera/contracts/routes/route';
import { BoundedMemo } from '../../platform/bounded-memo.ts';
import type { Executor } from '../../platform/db.ts';
import {
  dataVersionIn,
  isVersionedKind,
  type DataVersionOf,
  type VersionedKind,
} from '../../platform/data-versions.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { loadProducts, type ProductRecord } from './catalog.store.ts';

/**
 * The catalog's data kind as a versioned one, when the platform versions it
 * (platform/data-versions.ts `VERSIONED`); until then listings count and load every time.
 */
export const PRODUCTS_KIND: VersionedKind | undefined = isVersionedKind('products')
  ? ('products' as DataKind as VersionedKind)
  : undefined;

/** How a reader learns the catalog's version (a token that changes with every catalog write). */
export type CatalogVersionOf = (db: Executor, siteId: string) => string | Promise<string>;

/** The catalog's version read on `db` itself (inside a unit of work: in its transaction). */
export const catalogVersionIn: CatalogVersionOf | null = PRODUCTS_KIND
  ? (db, siteId) => dataVersionIn(db, siteId, PRODUCTS_KIND!)
  : null;

/**
 * Product records (catalog.store.ts) kept per site under the catalog's data version: every catalog
 * write — a product, its variants, media or collection memberships — raises it (catalogUnit names
 * `products`), so a record is served again only while nothing of the catalog changed, on this
 * process or another. Stock is not in a record (it is read per request). The version is read
 * before loading, so a record is never older than the version it is kept under. Records are
 * shared between requests: readers never change them.
 */
export class ProductRecords {
  private readonly memo = new BoundedMemo<ProductRecord>(20_000, 64 * 2 ** 20);

  /** `versionOf`: null keeps nothing (every call loads). */
  constructor(private readonly versionOf: CatalogVersionOf | null) {}

  /** Products whole, in the order asked (missing ids left out), read on `db` when not kept. */
  async load(db: Executor, siteId: string, ids: readonly string[]): Promise<ProductRecord[]> {
    const scope = siteScope(db, siteId);
    if (!this.versionOf || !PRODUCTS_KIND) return loadProducts(scope, ids);
    const version = await this.versionOf(db, siteId);
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

/** The platform's data versions as a catalog version reader (outside units of work only). */
export const platformCatalogVersion = (dataVersion: DataVersionOf | undefined): CatalogVersionOf | null =>
  dataVersion && PRODUCTS_KIND ? (_db, siteId) => dataVersion(siteId, PRODUCTS_KIND!) : null;

/** A rough size in characters, for the memo's budget (no serialisation per record). */
const sizeOf = (record: ProductRecord): number =>
  2000 +
  (record.row.description?.length ?? 0) +
  record.row.info_sections.length +
  300 * record.variants.length +
  300 * record.media.length +
  100 * record.options.reduce((n, o) => n + o.choices.length, 0) +
  40 * record.collectionIds.length;
