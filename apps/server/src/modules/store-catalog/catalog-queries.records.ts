import type { DataKind } from '@tessera/contracts/routes/route';
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

/** The records of one site kept under one catalog version, by product id. */
interface SiteRecords {
  version: string;
  byId: Map<string, { record: ProductRecord; size: number }>;
}

/** Records kept at most (all sites), and their rough total size in characters. */
const MAX_RECORDS = 20_000;
const MAX_SIZE = 64 * 2 ** 20;

/**
 * Product records (catalog.store.ts) kept per site under the catalog's data version: every catalog
 * write — a product, its variants, media or collection memberships — raises it (catalogUnit names
 * `products`), so a record is served again only while nothing of the catalog changed, on this
 * process or another. Stock is not in a record (it is read per request). The version is read
 * before loading, so a record is never older than the version it is kept under. Records are
 * shared between requests: readers never change them.
 *
 * One map per site, holding only the site's current version: a lookup is by the product id alone
 * (the page's id strings keep their hash), not by a `site + version + id` key built and hashed for
 * every product of every page; a new version drops the site's old records at once. Bounded by
 * count and size over all sites: the least recently loaded site goes first.
 */
export class ProductRecords {
  private readonly sites = new Map<string, SiteRecords>();
  /** Per `site NUL version NUL product id`: the read under way (bounded by requests in flight). */
  private readonly reading = new Map<string, Promise<Map<string, ProductRecord>>>();
  private count = 0;
  private size = 0;

  /** `versionOf`: null keeps nothing (every call loads). */
  constructor(private readonly versionOf: CatalogVersionOf | null) {}

  /**
   * Products whole, in the order asked (missing ids left out), read on `db` when not kept. Answered
   * at once (no promise) when the version is known at once and every product is kept: a listed
   * page then costs no microtask turns here.
   */
  load(db: Executor, siteId: string, ids: readonly string[]): ProductRecord[] | Promise<ProductRecord[]> {
    if (!this.versionOf || !PRODUCTS_KIND) return loadProducts(siteScope(db, siteId), ids);
    const version = this.versionOf(db, siteId);
    return typeof version === 'string'
      ? this.loadAt(db, siteId, ids, version)
      : version.then((v) => this.loadAt(db, siteId, ids, v));
  }

  private loadAt(
    db: Executor,
    siteId: string,
    ids: readonly string[],
    version: string,
  ): ProductRecord[] | Promise<ProductRecord[]> {
    const kept = this.sites.get(siteId);
    const current = kept?.version === version ? kept.byId : undefined;
    if (current) {
      const records: ProductRecord[] = [];
      for (const id of ids) {
        const found = current.get(id);
        if (!found) return this.loadMissing(db, siteId, ids, version, current);
        records.push(found.record);
      }
      return records;
    }
    return this.loadMissing(db, siteId, ids, version, undefined);
  }

  /**
   * Reads the products not kept under `version` (and keeps them), then answers all in order. A
   * product already being read under the same version for another request is waited for, not read
   * again: many visitors opening one new page at once read its products once. Sound because the
   * version is the same: nothing of the catalog changed between that read's version and this one's.
   */
  private async loadMissing(
    db: Executor,
    siteId: string,
    ids: readonly string[],
    version: string,
    current: Map<string, { record: ProductRecord }> | undefined,
  ): Promise<ProductRecord[]> {
    const prefix = `${siteId}\u0000${version}\u0000`;
    const reads = new Set<Promise<Map<string, ProductRecord>>>();
    const toRead: string[] = [];
    for (const id of new Set(ids)) {
      if (current?.has(id)) continue;
      const reading = this.reading.get(prefix + id);
      if (reading) reads.add(reading);
      else toRead.push(id);
    }
    if (toRead.length > 0) reads.add(this.read(db, siteId, version, prefix, toRead));
    const loaded = new Map<string, ProductRecord>();
    for (const byId of await Promise.all(reads)) for (const [id, record] of byId) loaded.set(id, record);
    const records: ProductRecord[] = [];
    for (const id of ids) {
      const record = current?.get(id)?.record ?? loaded.get(id);
      if (record) records.push(record);
    }
    return records;
  }

  /** One statement's products, kept, and marked as being read until it answers. */
  private read(
    db: Executor,
    siteId: string,
    version: string,
    prefix: string,
    ids: string[],
  ): Promise<Map<string, ProductRecord>> {
    const read = loadProducts(siteScope(db, siteId), ids).then((found) => {
      const byId = new Map<string, ProductRecord>();
      for (const record of found) {
        byId.set(record.row.id, record);
        this.keep(siteId, version, record);
      }
      return byId;
    });
    for (const id of ids) this.reading.set(prefix + id, read);
    const forget = () => {
      for (const id of ids) if (this.reading.get(prefix + id) === read) this.reading.delete(prefix + id);
    };
    read.then(forget, forget);
    return read;
  }

  /** Keeps a record under `version` (a site's older version is dropped whole), within the bounds. */
  private keep(siteId: string, version: string, record: ProductRecord): void {
    const recordSize = sizeOf(record);
    if (recordSize > MAX_SIZE / 64) return;
    let site = this.sites.get(siteId);
    if (site?.version !== version) {
      if (site) this.drop(siteId, site);
      site = { version, byId: new Map() };
    } else {
      this.sites.delete(siteId); // re-inserted below: the most recently loaded site is last
    }
    this.sites.set(siteId, site);
    const previous = site.byId.get(record.row.id);
    if (previous) {
      this.count--;
      this.size -= previous.size;
    }
    site.byId.set(record.row.id, { record, size: recordSize });
    this.count++;
    this.size += recordSize;
    while (this.count > MAX_RECORDS || this.size > MAX_SIZE) {
      const [oldestId, oldest] = this.sites.entries().next().value!;
      if (oldest !== site) {
        this.drop(oldestId, oldest);
        continue;
      }
      // This site alone is over the bounds: its first kept records go.
      const [id, first] = site.byId.entries().next().value!;
      site.byId.delete(id);
      this.count--;
      this.size -= first.size;
    }
  }

  private drop(siteId: string, site: SiteRecords): void {
    this.sites.delete(siteId);
    for (const { size } of site.byId.values()) this.size -= size;
    this.count -= site.byId.size;
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
