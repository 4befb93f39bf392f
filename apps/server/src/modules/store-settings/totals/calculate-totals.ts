import type { Executor } from '../../../platform/db.ts';
import { pricingSettingsFor } from '../store-settings.store.ts';
import { computeTotals, type PricingContext } from './calculate.ts';
import type { TotalsInput, TotalsResult } from './totals.types.ts';

/** Loads what the store prices with (settings, shipping options, discount rules, tax regions). */
export async function loadPricingContext(db: Executor, siteId: string): Promise<PricingContext> {
  return { settings: await pricingSettingsFor(db, siteId) };
}

/**
 * The store's totals of a cart, checkout or order (`db` may be the caller's transaction): loads
 * the site's pricing settings, then computes without the database.
 */
export async function calculateTotals(
  db: Executor,
  siteId: string,
  input: TotalsInput,
): Promise<TotalsResult> {
  return computeTotals(await loadPricingContext(db, siteId), input);
}
