import type { Executor } from '../../../platform/db.ts';
import { discountRulesOf } from '../discounts/discount-rules.service.ts';
import { shippingOptionsOf } from '../shipping/shipping-options.service.ts';
import { pricingSettingsFor } from '../store-settings.store.ts';
import { taxRegionsOf } from '../tax/tax-regions.service.ts';
import { checkoutTip } from '../tips/tip-choice.ts';
import { computeTotals, type PricingContext } from './calculate.ts';
import type { TotalsInput, TotalsResult } from './totals.types.ts';

/** Loads what the store prices with: settings, shipping options, discount rules, tax regions. */
export async function loadPricingContext(db: Executor, siteId: string): Promise<PricingContext> {
  const [settings, shippingOptions, discountRules, taxRegions] = await Promise.all([
    pricingSettingsFor(db, siteId),
    shippingOptionsOf(db, siteId),
    discountRulesOf(db, siteId),
    taxRegionsOf(db, siteId),
  ]);
  return { settings, shippingOptions, discountRules, taxRegions };
}

/**
 * The store's totals of a cart, checkout or order (`db` may be the caller's transaction): loads
 * the site's pricing settings (`loadContext`: afresh, or kept — pricing-contexts.ts) and the
 * checkout's chosen tip, then computes without the database.
 */
export async function calculateTotals(
  db: Executor,
  siteId: string,
  input: TotalsInput,
  loadContext: (db: Executor, siteId: string) => Promise<PricingContext> = loadPricingContext,
): Promise<TotalsResult> {
  const context = await loadContext(db, siteId);
  if (input.tip !== undefined || !input.tipCheckoutId) return computeTotals(context, input);
  return computeTotals(context, { ...input, tip: await checkoutTip(db, siteId, input.tipCheckoutId) });
}
