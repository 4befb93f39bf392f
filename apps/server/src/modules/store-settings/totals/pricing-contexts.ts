import type { DataKind } from '@tessera/contracts/routes/route';
import { BoundedMemo } from '../../../platform/bounded-memo.ts';
import type { Executor } from '../../../platform/db.ts';
import { dataVersionIn, isVersionedKind, type VersionedKind } from '../../../platform/data-versions.ts';
import { discountRulesOf } from '../discounts/discount-rules.service.ts';
import type { PricingContext } from './calculate.ts';
import { loadPricingContext } from './calculate-totals.ts';

/** Reads what the store prices with, on `db` (a unit's transaction or the database). */
export type LoadPricingContext = (db: Executor, siteId: string) => Promise<PricingContext>;

/** Store settings as a versioned kind, when the platform versions it (platform/data-versions.ts). */
const SETTINGS_KIND: VersionedKind | undefined = isVersionedKind('storeSettings')
  ? ('storeSettings' as DataKind as VersionedKind)
  : undefined;

/**
 * The store's pricing context (settings, shipping options, discount rules, tax regions) kept per
 * site under the `storeSettings` data version, one keeper per app: every write of them is a unit
 * naming `storeSettings`, which raises the version on any process, so a kept context is used only
 * while nothing of it changed. The version is read on the caller's executor — inside a unit of
 * work, in its transaction — so a cart, checkout or order prices from the same settings a fresh
 * read would give: one primary-key lookup instead of four statements. The discount rules'
 * `usage_count` is a counter (orders raise it without a version): while any rule has a usage
 * limit, the rules are read afresh each time. Kept contexts are shared: the calculator only reads.
 */
export function keptPricingContexts(): LoadPricingContext {
  if (!SETTINGS_KIND) return loadPricingContext;
  const kind = SETTINGS_KIND;
  const memo = new BoundedMemo<PricingContext>(1000, 16 * 2 ** 20);
  return async (db, siteId) => {
    const key = `${siteId}\u0000${await dataVersionIn(db, siteId, kind)}`;
    const kept = memo.get(key);
    if (!kept) {
      const context = await loadPricingContext(db, siteId);
      memo.set(key, context, sizeOf(context));
      return context;
    }
    if (!kept.discountRules.some((rule) => rule.usageLimit !== null)) return kept;
    return { ...kept, discountRules: await discountRulesOf(db, siteId) };
  };
}

/** A rough size in characters, for the memo's budget. */
const sizeOf = (context: PricingContext): number =>
  1000 + 500 * (context.shippingOptions.length + context.discountRules.length + context.taxRegions.length);
