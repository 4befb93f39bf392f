import type { Executor } from '../../platform/db.ts';
import type { CatalogItem, CatalogRef, FindCatalogItems } from './catalog-port.ts';
import { canonicalOptions } from './lines.ts';

/**
 * The catalog as one request sees it: each reference is looked up once, and a call asks the
 * catalog only for the references not seen yet (all of them in one call). A change of a cart
 * checks the added items and then prices every line: with the lines' references fetched up front
 * (`prefetch`), that is one catalog read instead of two. Per request only: never kept across
 * requests, so prices and stock are always read in the request's own transaction.
 */
export function catalogMemo(find: FindCatalogItems) {
  const known = new Map<string, CatalogItem | null>();
  const lookup: FindCatalogItems = async (db, siteId, refs) => {
    const missing = new Map<string, CatalogRef>();
    for (const ref of refs) {
      const key = keyOf(ref);
      if (!known.has(key)) missing.set(key, ref);
    }
    if (missing.size) {
      const found = await find(db, siteId, [...missing.values()]);
      [...missing.keys()].forEach((key, i) => known.set(key, found[i] ?? null));
    }
    return refs.map((ref) => known.get(keyOf(ref)) ?? null);
  };
  return {
    find: lookup,
    /** Looks the references up now (one catalog call), so later calls answer from what was read. */
    prefetch: async (db: Executor, siteId: string, refs: readonly CatalogRef[]) => {
      if (refs.length) await lookup(db, siteId, refs);
    },
  };
}

const keyOf = (ref: CatalogRef): string =>
  JSON.stringify([ref.appId, ref.catalogItemId, canonicalOptions(ref.options ?? null)]);
