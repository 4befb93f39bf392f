import type { EcomAddress, SelectedShippingOption, Violation } from '@tessera/contracts/ecom-common';
import {
  calculateTotals,
  type LoadPricingContext,
  type PricingSettings,
  type TotalsResult,
} from '../store-settings/index.ts';
import type { Executor } from '../../platform/db.ts';
import type { FindCatalogItems } from './catalog-port.ts';
import type { LineRow } from './cart.store.ts';
import { resolveLines, totalsLinesOf, violationsOf, type ResolvedLine } from './lines.ts';
import { assertPriceable } from './lines-total-limit.ts';

export interface PricingDeps {
  findCatalogItems: FindCatalogItems;
  /** The store's pricing settings kept across requests (store-settings `keptPricingContexts`); absent: read each time. */
  pricingContext?: LoadPricingContext;
  publicUrl: string;
  now: () => number;
}

export interface PricingRequest {
  couponCode?: string | null;
  shippingAddress?: EcomAddress | null;
  billingAddress?: EcomAddress | null;
  selectedShippingOption?: SelectedShippingOption | null;
  buyerMemberId?: string | null;
  /** A checkout's id: its tip choice (store-settings tips) is priced as the fee TIP. */
  tipCheckoutId?: string | null;
}

export interface Priced {
  /** The store's settings the totals were computed under (read once, with the calculator's). */
  settings: Pick<PricingSettings, 'currency' | 'weightUnit' | 'taxIncludedInPrice'>;
  lines: ResolvedLine[];
  totals: TotalsResult;
  violations: Violation[];
}

/**
 * Resolves lines from the catalog and prices them through the store's totals calculator: one
 * catalog read (or none for references `deps.findCatalogItems` already holds: `catalogMemo`) and
 * one read of the store's pricing settings, which also give the currency and units.
 */
export async function priceLines(
  db: Executor,
  siteId: string,
  rows: readonly LineRow[],
  request: PricingRequest,
  deps: PricingDeps,
): Promise<Priced> {
  const lines = await resolveLines(db, siteId, rows, deps.findCatalogItems);
  // Writes refuse such lines; a price raised since is a 400 here, never the calculator's overflow.
  assertPriceable(lines);
  const totals = await calculateTotals(
    db,
    siteId,
    {
      nowMs: deps.now(),
      lines: totalsLinesOf(lines),
      couponCode: request.couponCode ?? null,
      shippingAddress: request.shippingAddress ?? null,
      billingAddress: request.billingAddress ?? null,
      selectedShippingOption: request.selectedShippingOption ?? null,
      buyerMemberId: request.buyerMemberId ?? null,
      tipCheckoutId: request.tipCheckoutId ?? null,
    },
    deps.pricingContext,
  );
  const { currency, weightUnit, taxIncludedInPrice } = totals;
  return {
    settings: { currency, weightUnit, taxIncludedInPrice },
    lines,
    totals,
    violations: violationsOf(lines),
  };
}

export const parseJson = <T>(text: string | null): T | null => (text ? (JSON.parse(text) as T) : null);
