import type { PricingSettings } from '../store-settings.store.ts';
import type { LineTotals, TotalsInput, TotalsResult } from './totals.types.ts';

/** Everything the pure calculation reads, loaded once per call (`load-pricing.ts`). */
export interface PricingContext {
  readonly settings: PricingSettings;
}

const safe = (value: bigint, what: string): number => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`${what} is too large`);
  return Number(value);
};

/** The totals of `input` under `context`: no database, no clock but `input.nowMs`. */
export function computeTotals(context: PricingContext, input: TotalsInput): TotalsResult {
  const { settings } = context;
  const lines: LineTotals[] = input.lines.map((line) => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0)
      throw new RangeError('quantity must be a non-negative integer');
    if (!Number.isSafeInteger(line.unitPriceMinor) || line.unitPriceMinor < 0)
      throw new RangeError('unitPriceMinor must be a non-negative integer');
    const total = safe(BigInt(line.unitPriceMinor) * BigInt(line.quantity), 'line total');
    return {
      id: line.id,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      priceBeforeDiscountsMinor: total,
      discountMinor: 0,
      totalPriceMinor: total,
      totalBeforeTaxMinor: total,
      taxMinor: 0,
      totalAfterTaxMinor: total,
      taxableMinor: total,
      taxRate: '0',
    };
  });
  const subtotal = safe(
    lines.reduce((sum, line) => sum + BigInt(line.priceBeforeDiscountsMinor), 0n),
    'subtotal',
  );
  return {
    currency: settings.currency,
    weightUnit: settings.weightUnit,
    taxIncludedInPrice: settings.taxIncludedInPrice,
    lines,
    summary: {
      subtotalMinor: subtotal,
      discountMinor: 0,
      shippingMinor: 0,
      taxMinor: 0,
      additionalFeesMinor: 0,
      tipMinor: 0,
      totalMinor: subtotal,
    },
    shipping: { options: [], selected: null, discountMinor: 0 },
    appliedDiscounts: [],
    coupon: null,
    tax: { taxableMinor: subtotal, totalTaxMinor: 0, rateType: 'NO_TAX_COLLECTED', breakdown: [] },
    additionalFees: [],
    errors: [],
  };
}
