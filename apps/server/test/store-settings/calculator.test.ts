import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiscountRuleModel } from '../../src/modules/store-settings/discounts/discount-rules.model.ts';
import type { ShippingOptionModel } from '../../src/modules/store-settings/shipping/shipping-options.model.ts';
import type { TaxRegionModel } from '../../src/modules/store-settings/tax/tax-regions.model.ts';
import { computeTotals, type PricingContext } from '../../src/modules/store-settings/totals/calculate.ts';
import type { TotalsInput, TotalsLine } from '../../src/modules/store-settings/totals/totals.types.ts';

const NOW = Date.parse('2026-05-01T10:00:00.000Z');
const settings = (taxIncludedInPrice = false) =>
  ({
    currency: 'USD',
    weightUnit: 'KG',
    taxIncludedInPrice,
    address: { country: 'US', subdivision: 'US-NY' },
  }) as const;
const rule = (overrides: Partial<DiscountRuleModel>): DiscountRuleModel => ({
  id: overrides.id ?? 'rule',
  name: 'Rule',
  active: true,
  trigger: null,
  values: [],
  start: null,
  end: null,
  couponKey: null,
  usageLimit: null,
  usageCount: 0,
  ...overrides,
});
const option = (overrides: Partial<ShippingOptionModel>): ShippingOptionModel => ({
  id: 'ship',
  title: 'Standard',
  estimatedDeliveryTime: null,
  regionIds: ['US'],
  rates: [{ amount: '5.00' }],
  pickup: null,
  timeSlots: [],
  ...overrides,
});
const region = (overrides: Partial<TaxRegionModel>): TaxRegionModel => ({
  id: 'tax',
  country: 'US',
  subdivision: null,
  name: 'US',
  rateType: 'MANUAL_RATE',
  rate: '10',
  ...overrides,
});
const context = (parts: Partial<PricingContext> = {}): PricingContext => ({
  settings: settings(),
  shippingOptions: [],
  discountRules: [],
  taxRegions: [],
  ...parts,
});
const line = (
  id: string,
  unitPriceMinor: number,
  quantity = 1,
  more: Partial<TotalsLine> = {},
): TotalsLine => ({
  id,
  unitPriceMinor,
  quantity,
  ...more,
});
const input = (lines: TotalsLine[], more: Partial<TotalsInput> = {}): TotalsInput => ({
  nowMs: NOW,
  lines,
  ...more,
});
const US = { country: 'US', subdivision: 'US-CA' };

describe('totals calculator', () => {
  it('prices lines, a coupon, shipping by weight and tax added at the destination', () => {
    const result = computeTotals(
      context({
        discountRules: [
          rule({
            id: 'c',
            name: 'Ten',
            couponKey: 'TEN',
            trigger: { triggerType: 'COUPON', coupon: { code: 'TEN' } },
            values: [{ targetType: 'GLOBAL', discountType: 'PERCENTAGE', percentage: 10 }],
          }),
        ],
        shippingOptions: [
          option({
            id: 'std',
            rates: [
              { amount: '4.00', conditions: [{ type: 'BY_TOTAL_WEIGHT', operator: 'LTE', value: '1' }] },
              { amount: '9.00' },
            ],
          }),
          option({ id: 'exp', title: 'Express', rates: [{ amount: '20' }] }),
          option({ id: 'de', regionIds: ['DE'] }),
        ],
        taxRegions: [region({}), region({ id: 'ca', subdivision: 'US-CA', rate: '7.25' })],
      }),
      input([line('a', 1000, 2, { weight: 0.3 }), line('b', 500, 1, { weight: 0.5 })], {
        couponCode: 'ten',
        shippingAddress: US,
      }),
    );
    expect(result.summary).toEqual({
      subtotalMinor: 2500,
      discountMinor: 250,
      shippingMinor: 900,
      taxMinor: 163, // 7.25 % of 22.50 = 1.63125
      additionalFeesMinor: 0,
      tipMinor: 0,
      totalMinor: 2250 + 900 + 163,
    });
    expect(result.lines.map((l) => [l.discountMinor, l.taxMinor, l.taxRate])).toEqual([
      [200, 130, '0.0725'],
      [50, 33, '0.0725'],
    ]);
    expect(result.shipping.options.map((o) => [o.code, o.priceMinor])).toEqual([
      ['std', 900],
      ['exp', 2000],
    ]);
    expect(result.shipping.selected?.code).toBe('std');
    expect(result.coupon).toEqual({ ruleId: 'c', code: 'ten' });
    expect(result.appliedDiscounts).toEqual([
      {
        ruleId: 'c',
        name: 'Ten',
        type: 'GLOBAL',
        couponCode: 'ten',
        amountMinor: 250,
        lineItemIds: ['a', 'b'],
      },
    ]);
    expect(result.tax).toMatchObject({ rateType: 'MANUAL_RATE', totalTaxMinor: 163, taxableMinor: 2250 });
    expect(result.errors).toEqual([]);
  });

  it('answers coupon errors: unknown, disabled, pending, expired, used up, minimum not met', () => {
    const coupon = (code: string, more: Partial<DiscountRuleModel>) =>
      rule({
        id: code,
        couponKey: code,
        trigger: { triggerType: 'COUPON', coupon: { code } },
        values: [{ targetType: 'GLOBAL', discountType: 'FIXED_AMOUNT', fixedAmount: '1.00' }],
        ...more,
      });
    const ctx = context({
      discountRules: [
        coupon('OFF', { active: false }),
        coupon('SOON', { start: '2026-06-01T00:00:00.000Z' }),
        coupon('OLD', { end: '2026-05-01T10:00:00.000Z' }),
        coupon('USED', { usageLimit: 2, usageCount: 2 }),
        coupon('BIG', {
          trigger: {
            triggerType: 'AND',
            and: {
              triggers: [
                { triggerType: 'COUPON', coupon: { code: 'BIG' } },
                { triggerType: 'SUBTOTAL_RANGE', subtotalRange: { from: '100.00' } },
              ],
            },
          },
        }),
      ],
    });
    const codeOf = (couponCode: string) => {
      const result = computeTotals(ctx, input([line('a', 5000)], { couponCode }));
      expect(result.summary.discountMinor).toBe(0);
      return result.errors.map((e) => [e.kind, e.code]);
    };
    expect(codeOf('nope')).toEqual([['coupon', 'ERROR_COUPON_DOES_NOT_EXIST']]);
    expect(codeOf('off')).toEqual([['coupon', 'ERROR_COUPON_IS_DISABLED']]);
    expect(codeOf('soon')).toEqual([['coupon', 'ERROR_COUPON_IS_NOT_ACTIVE_YET']]);
    expect(codeOf('old')).toEqual([['coupon', 'ERROR_COUPON_HAS_EXPIRED']]);
    expect(codeOf('used')).toEqual([['coupon', 'ERROR_COUPON_USAGE_EXCEEDED']]);
    expect(codeOf('big')).toEqual([['coupon', 'ERROR_COUPON_MINIMUM_NOT_MET']]);
    const met = computeTotals(ctx, input([line('a', 10_000)], { couponCode: 'BIG' }));
    expect(met.summary.discountMinor).toBe(100);
  });

  it('discounts specific items by product or collection, fixed prices, and shipping', () => {
    const result = computeTotals(
      context({
        discountRules: [
          rule({
            id: 'shoes',
            values: [
              {
                targetType: 'SPECIFIC_ITEMS',
                discountType: 'FIXED_PRICE',
                fixedPrice: '3.00',
                specificItemsInfo: {
                  scopes: [{ type: 'CUSTOM_FILTER', customFilter: { params: { collectionIds: ['col'] } } }],
                },
              },
            ],
          }),
          rule({
            id: 'free-ship',
            trigger: { triggerType: 'ITEM_QUANTITY_RANGE', itemQuantityRange: { from: 3 } },
            values: [{ targetType: 'SHIPPING', discountType: 'PERCENTAGE', percentage: 100 }],
          }),
        ],
        shippingOptions: [option({ rates: [{ amount: '2.00', multiplyByQuantity: true }] })],
      }),
      input([line('a', 1000, 2, { collectionIds: ['col'] }), line('b', 400, 1)], { shippingAddress: US }),
    );
    expect(result.lines.map((l) => l.discountMinor)).toEqual([1400, 0]);
    expect(result.summary).toMatchObject({ shippingMinor: 600, discountMinor: 2000, totalMinor: 600 + 400 });
    expect(result.appliedDiscounts.map((d) => [d.type, d.amountMinor])).toEqual([
      ['SPECIFIC_ITEMS', 1400],
      ['SHIPPING', 600],
    ]);
  });

  it('offers pickup anywhere, time slots still ahead, and reports an unknown selection', () => {
    const ctx = context({
      shippingOptions: [
        option({
          id: 'pick',
          title: 'Pickup',
          regionIds: [],
          rates: [{ amount: '0' }],
          pickup: { instructions: 'Door 2' },
        }),
        option({
          id: 'slot',
          timeSlots: [
            { from: '2026-05-01T09:00:00.000Z', to: '2026-05-01T11:00:00.000Z' },
            { from: '2026-05-02T09:00:00.000Z', to: '2026-05-02T11:00:00.000Z' },
          ],
        }),
      ],
      taxRegions: [region({ country: 'US', subdivision: 'US-NY', rate: '8' })],
    });
    const result = computeTotals(
      ctx,
      input([line('a', 1000)], {
        shippingAddress: { country: 'US' },
        selectedShippingOption: { code: 'pick' },
      }),
    );
    expect(result.shipping.options.map((o) => o.code)).toEqual(['pick', 'slot@2026-05-02T09:00:00.000Z']);
    // Pickup is taxed at the store's address (New York).
    expect(result.summary.taxMinor).toBe(80);
    const unknown = computeTotals(
      ctx,
      input([line('a', 1000)], { selectedShippingOption: { code: 'gone' } }),
    );
    expect(unknown.errors.map((e) => e.code)).toEqual(['SHIPPING_OPTION_NOT_FOUND']);
    expect(unknown.shipping.selected?.code).toBe('pick');
    const digital = computeTotals(
      ctx,
      input([line('a', 1000, 1, { itemType: 'DIGITAL' })], { shippingAddress: US }),
    );
    expect(digital.shipping.options).toEqual([]);
  });

  it('adds a tip as an additional fee (percentage of the discounted items or an amount)', () => {
    const pct = computeTotals(
      context(),
      input([line('a', 3333)], { tip: { type: 'PERCENTAGE', value: '15' } }),
    );
    expect(pct.summary).toMatchObject({ tipMinor: 500, additionalFeesMinor: 500, totalMinor: 3833 });
    expect(pct.additionalFees).toEqual([{ code: 'TIP', name: 'Tip', priceMinor: 500 }]);
    const bad = computeTotals(
      context(),
      input([line('a', 100)], { tip: { type: 'AMOUNT', value: '1.001' } }),
    );
    expect(bad.errors.map((e) => e.code)).toEqual(['INVALID_TIP']);
    expect(bad.summary.totalMinor).toBe(100);
  });

  // Property tests: exactness whatever the lines, discounts and rates.
  const lines = fc.array(
    fc.record({
      price: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 0, max: 50 }),
      col: fc.boolean(),
    }),
    { minLength: 1, maxLength: 12 },
  );
  const discountValue = fc.oneof(
    fc.integer({ min: 0, max: 1000000 }).map((p) => ({
      targetType: 'GLOBAL' as const,
      discountType: 'PERCENTAGE' as const,
      percentage: p / 10000,
    })),
    fc.integer({ min: 0, max: 5_000_000 }).map((a) => ({
      targetType: 'GLOBAL' as const,
      discountType: 'FIXED_AMOUNT' as const,
      fixedAmount: (a / 100).toFixed(2),
    })),
    fc.integer({ min: 0, max: 100_000 }).map((a) => ({
      targetType: 'SPECIFIC_ITEMS' as const,
      discountType: 'FIXED_PRICE' as const,
      fixedPrice: (a / 100).toFixed(2),
      specificItemsInfo: {
        scopes: [{ type: 'CUSTOM_FILTER' as const, customFilter: { params: { collectionIds: ['c'] } } }],
      },
    })),
  );
  const property = fc.record({
    lines,
    values: fc.array(discountValue, { maxLength: 3 }),
    rate: fc.integer({ min: 0, max: 1_000_000 }).map((n) => (n / 10000).toFixed(4)),
    included: fc.boolean(),
    shipping: fc.integer({ min: 0, max: 100_000 }),
  });

  it('always adds up: lines + shipping + fees = total; discounts never exceed prices; each discount allocated exactly', () => {
    fc.assert(
      fc.property(property, ({ lines: ls, values, rate, included, shipping }) => {
        const result = computeTotals(
          context({
            settings: settings(included),
            discountRules: values.map((value, i) => rule({ id: `r${i}`, values: [value] })),
            shippingOptions: [option({ rates: [{ amount: (shipping / 100).toFixed(2) }] })],
            taxRegions: [region({ rate })],
          }),
          input(
            ls.map((l, i) => line(`l${i}`, l.price, l.quantity, { collectionIds: l.col ? ['c'] : [] })),
            { shippingAddress: { country: 'US' } },
          ),
        );
        const s = result.summary;
        const sumOf = (f: (l: (typeof result.lines)[number]) => number) =>
          result.lines.reduce((a, l) => a + f(l), 0);
        expect(sumOf((l) => l.priceBeforeDiscountsMinor)).toBe(s.subtotalMinor);
        expect(sumOf((l) => l.discountMinor) + result.shipping.discountMinor).toBe(s.discountMinor);
        expect(sumOf((l) => l.taxMinor)).toBe(s.taxMinor);
        expect(
          sumOf((l) => l.totalAfterTaxMinor) +
            s.shippingMinor -
            result.shipping.discountMinor +
            s.additionalFeesMinor,
        ).toBe(s.totalMinor);
        for (const l of result.lines) {
          expect(l.discountMinor).toBeGreaterThanOrEqual(0);
          expect(l.totalPriceMinor).toBeGreaterThanOrEqual(0);
          expect(l.totalBeforeTaxMinor + l.taxMinor).toBe(l.totalAfterTaxMinor);
        }
        expect(result.appliedDiscounts.reduce((a, d) => a + d.amountMinor, 0)).toBe(s.discountMinor);
        // Included tax never changes what is paid; added tax is on top.
        const paidItems = s.subtotalMinor - s.discountMinor + s.shippingMinor + s.additionalFeesMinor;
        expect(s.totalMinor).toBe(included ? paidItems : paidItems + s.taxMinor);
      }),
      { numRuns: 300 },
    );
  });

  it('taxes a set of lines as one amount: included and added agree with the rate on the total', () => {
    fc.assert(
      fc.property(lines, fc.integer({ min: 1, max: 300_000 }), (ls, n) => {
        const rate = (n / 10000).toFixed(4);
        const build = (included: boolean) =>
          computeTotals(
            context({ settings: settings(included), taxRegions: [region({ rate })] }),
            input(
              ls.map((l, i) => line(`l${i}`, l.price, l.quantity)),
              { shippingAddress: { country: 'US' } },
            ),
          ).summary;
        const added = build(false);
        const inside = build(true);
        const r = n / 1_000_000;
        expect(Math.abs(added.taxMinor - added.subtotalMinor * r)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(Math.abs(inside.taxMinor - (inside.subtotalMinor * r) / (1 + r))).toBeLessThanOrEqual(
          0.5 + 1e-6,
        );
        expect(inside.totalMinor).toBe(inside.subtotalMinor);
      }),
      { numRuns: 200 },
    );
  });
});
