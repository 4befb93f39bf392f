import { parsePercentage, percentOf, money, tryParseMoney } from '../../../platform/money/index.ts';
import type { DiscountRuleModel } from '../discounts/discount-rules.model.ts';
import type { ShippingOptionModel } from '../shipping/shipping-options.model.ts';
import type { PricingSettings } from '../store-settings.store.ts';
import type { TaxRegionModel } from '../tax/tax-regions.model.ts';
import { appliedOf, applicableRules, lineDiscount, shippingDiscount } from './discounts.ts';
import { shippingQuotes, type ShipmentFacts } from './shipping-quotes.ts';
import { lineTaxes, rateAsFraction, taxRegionFor } from './tax.ts';
import type {
  AppliedDiscountTotals,
  LineTotals,
  ShippingQuote,
  TotalsError,
  TotalsInput,
  TotalsResult,
} from './totals.types.ts';

/** Everything the pure calculation reads, loaded once per call (`calculate-totals.ts`). */
export interface PricingContext {
  readonly settings: PricingSettings;
  readonly shippingOptions: readonly ShippingOptionModel[];
  readonly discountRules: readonly DiscountRuleModel[];
  readonly taxRegions: readonly TaxRegionModel[];
}

const MAX = BigInt(Number.MAX_SAFE_INTEGER);
const safe = (value: bigint, what: string): number => {
  if (value > MAX || value < -MAX) throw new RangeError(`${what} is too large`);
  return Number(value);
};
const sum = (values: readonly number[], what = 'total'): number =>
  safe(
    values.reduce((a, b) => a + BigInt(b), 0n),
    what,
  );

/**
 * The totals of `input` under `context`, without the database and with no clock but
 * `input.nowMs`. In this order: line prices; discounts of lines (each rule's amount rounded once
 * and allocated over the lines it targets by what they still cost, so it never exceeds them);
 * shipping quotes for the discounted physical lines and the address, the selected one (else the
 * cheapest) and its discount; tax per line at the destination's rate (taxed once on the lines'
 * total and allocated back; inside the price or added); the tip. Parts that cannot apply are
 * reported in `errors` and the rest is priced without them.
 */
export function computeTotals(context: PricingContext, input: TotalsInput): TotalsResult {
  const { settings } = context;
  const currency = settings.currency;
  const errors: TotalsError[] = [];
  for (const line of input.lines) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 0)
      throw new RangeError('quantity must be a non-negative integer');
    if (!Number.isSafeInteger(line.unitPriceMinor) || line.unitPriceMinor < 0)
      throw new RangeError('unitPriceMinor must be a non-negative integer');
  }
  const base = input.lines.map((line) =>
    safe(BigInt(line.unitPriceMinor) * BigInt(line.quantity), 'line total'),
  );
  const subtotal = sum(base, 'subtotal');

  // Discounts of lines, rule after rule on what the lines still cost.
  const chosen = applicableRules(context.discountRules, input, {
    lines: input.lines,
    amounts: base,
    currency,
    buyerMemberId: input.buyerMemberId ?? null,
  });
  errors.push(...chosen.errors);
  const remaining = [...base];
  const applied: AppliedDiscountTotals[] = [];
  const shippingRules: { rule: DiscountRuleModel; index: number }[] = [];
  for (const rule of chosen.rules) {
    const couponCode = rule === chosen.coupon ? (input.couponCode?.trim() ?? null) : null;
    rule.values.forEach((value, index) => {
      if (value.targetType === 'SHIPPING') {
        shippingRules.push({ rule, index });
        return;
      }
      const parts = lineDiscount(value, input.lines, remaining, currency);
      parts.forEach((part, i) => (remaining[i] -= part));
      const amount = sum(parts);
      if (amount > 0) {
        const ids = input.lines.filter((_, i) => parts[i] > 0).map((line) => line.id);
        applied.push(appliedOf(rule, value.targetType, amount, ids, couponCode));
      }
    });
  }

  // Shipping of the physical lines.
  const physical = input.lines.map(
    (line) => (line.itemType ?? 'PHYSICAL') === 'PHYSICAL' && line.quantity > 0,
  );
  const facts: ShipmentFacts = {
    weight: input.lines.reduce((w, line, i) => w + (physical[i] ? (line.weight ?? 0) * line.quantity : 0), 0),
    priceMinor: sum(remaining.filter((_, i) => physical[i])),
    quantity: input.lines.reduce((q, line, i) => q + (physical[i] ? line.quantity : 0), 0),
    currency,
  };
  let options: ShippingQuote[] = [];
  let selected: ShippingQuote | null = null;
  if (input.calculateShipping !== false && physical.some(Boolean)) {
    options = shippingQuotes(context.shippingOptions, input.shippingAddress, facts, input.nowMs);
    const wanted = input.selectedShippingOption?.code;
    selected = wanted ? (options.find((option) => option.code === wanted) ?? null) : null;
    if (wanted && !selected) {
      errors.push({
        kind: 'selectedShippingOption',
        code: 'SHIPPING_OPTION_NOT_FOUND',
        description: 'The selected shipping option is not offered for this cart and address',
        data: { code: wanted },
      });
    }
    if (!selected && options.length) {
      selected = options.reduce((best, option) => (option.priceMinor < best.priceMinor ? option : best));
    }
    if (!options.length && input.shippingAddress?.country) {
      errors.push({
        kind: 'shipping',
        code: 'NO_SHIPPING_OPTIONS',
        description: 'The store ships none of these items to this address',
        data: { country: input.shippingAddress.country },
      });
    }
  }
  const shippingPrice = selected?.priceMinor ?? 0;
  let shippingLeft = shippingPrice;
  for (const { rule, index } of shippingRules) {
    const amount = shippingDiscount(rule.values[index], shippingLeft, currency);
    if (amount > 0) {
      shippingLeft -= amount;
      const couponCode = rule === chosen.coupon ? (input.couponCode?.trim() ?? null) : null;
      applied.push(appliedOf(rule, 'SHIPPING', amount, [], couponCode));
    }
  }
  const shippingDiscountMinor = shippingPrice - shippingLeft;

  // Tax at the destination (pickup: the pickup place, else the store's address).
  const destination = selected?.pickup
    ? (selected.pickup.address ?? settings.address)
    : (input.shippingAddress ?? input.billingAddress ?? settings.address);
  const region = input.calculateTax === false ? null : taxRegionFor(context.taxRegions, destination);
  const collecting = region && region.rateType === 'MANUAL_RATE' && region.rate !== '0' ? region : null;
  const included = settings.taxIncludedInPrice;
  const taxes = lineTaxes(remaining, collecting?.rate ?? null, included, currency);
  const taxRate = collecting ? rateAsFraction(collecting.rate) : '0';
  const lines: LineTotals[] = input.lines.map((line, i) => {
    const price = remaining[i];
    return {
      id: line.id,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      priceBeforeDiscountsMinor: base[i],
      discountMinor: base[i] - price,
      totalPriceMinor: price,
      totalBeforeTaxMinor: included ? price - taxes[i] : price,
      taxMinor: taxes[i],
      totalAfterTaxMinor: included ? price : price + taxes[i],
      taxableMinor: collecting ? price : 0,
      taxRate,
    };
  });
  const tax = sum(taxes);
  const itemsAfterDiscount = sum(remaining);

  // The tip: a percentage of the discounted items, or an amount.
  let tip = 0;
  if (input.tip) {
    if (input.tip.type === 'PERCENTAGE') {
      const rate = parsePercentage(input.tip.value);
      if (rate) tip = percentOf(money(itemsAfterDiscount, currency), rate).minor;
      else
        errors.push({
          kind: 'discounts',
          code: 'INVALID_TIP',
          description: 'A tip percentage is 0–100 with at most four decimals',
        });
    } else {
      const amount = tryParseMoney(input.tip.value, currency);
      if (amount.ok) tip = amount.money.minor;
      else errors.push({ kind: 'discounts', code: 'INVALID_TIP', description: `The tip ${amount.reason}` });
    }
  }
  const additionalFees = tip > 0 ? [{ code: 'TIP', name: 'Tip', priceMinor: tip }] : [];

  const discount = sum([subtotal - itemsAfterDiscount, shippingDiscountMinor]);
  const total = sum([itemsAfterDiscount, included ? 0 : tax, shippingLeft, tip]);
  return {
    currency,
    weightUnit: settings.weightUnit,
    taxIncludedInPrice: included,
    lines,
    summary: {
      subtotalMinor: subtotal,
      discountMinor: discount,
      shippingMinor: shippingPrice,
      taxMinor: tax,
      additionalFeesMinor: tip,
      tipMinor: tip,
      totalMinor: total,
    },
    shipping: { options, selected, discountMinor: shippingDiscountMinor },
    appliedDiscounts: applied,
    coupon: chosen.coupon ? { ruleId: chosen.coupon.id, code: input.couponCode?.trim() ?? '' } : null,
    tax: {
      taxableMinor: collecting ? itemsAfterDiscount : 0,
      totalTaxMinor: tax,
      rateType: collecting ? 'MANUAL_RATE' : 'NO_TAX_COLLECTED',
      breakdown: collecting
        ? [
            {
              regionId: collecting.id,
              name: collecting.name,
              rate: taxRate,
              taxMinor: tax,
              taxableMinor: itemsAfterDiscount,
            },
          ]
        : [],
    },
    additionalFees,
    errors,
  };
}
