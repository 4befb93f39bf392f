import type {
  AdditionalFee,
  AppliedDiscount,
  CalculatedLineItem,
  CalculationErrorDetails,
  CalculationErrors,
  PriceSummary,
  ShippingInformation,
  ShippingOption,
  TaxSummary,
} from '@tessera/contracts/ecom-common';
import { money, toWireMoney } from '../../../platform/money/index.ts';
import type { ShippingQuote, TotalsError, TotalsResult } from './totals.types.ts';

/**
 * The ecom wire shapes of one calculation: calculate-totals answers all of it; the cart's estimate
 * and the checkout (store-cart) answer the same parts, so there is one shaping of totals.
 */
export function toEcomTotals(result: TotalsResult) {
  const price = (minor: number) => toWireMoney('ECOM_MULTI_CURRENCY', money(minor, result.currency));
  const s = result.summary;
  const priceSummary: PriceSummary = {
    subtotal: price(s.subtotalMinor),
    shipping: price(s.shippingMinor),
    tax: price(s.taxMinor),
    discount: price(s.discountMinor),
    total: price(s.totalMinor),
    additionalFees: price(s.additionalFeesMinor),
  };
  const calculatedLineItems: CalculatedLineItem[] = result.lines.map((line) => ({
    lineItemId: line.id,
    pricesBreakdown: {
      totalPriceAfterTax: price(line.totalAfterTaxMinor),
      totalPriceBeforeTax: price(line.totalBeforeTaxMinor),
      taxDetails: {
        taxableAmount: price(line.taxableMinor),
        taxRate: line.taxRate,
        totalTax: price(line.taxMinor),
      },
      totalDiscount: price(line.discountMinor),
      price: price(line.unitPriceMinor),
      priceBeforeDiscounts: price(line.unitPriceMinor),
      lineItemPrice: price(line.priceBeforeDiscountsMinor),
      fullPrice: price(line.unitPriceMinor),
    },
    paymentOption: 'FULL_PAYMENT_ONLINE',
  }));
  const taxSummary: TaxSummary = {
    taxableAmount: price(result.tax.taxableMinor),
    totalTax: price(result.tax.totalTaxMinor),
    calculationDetails: { rateType: result.tax.rateType, manualRateReason: 'GLOBAL_SETTING_TO_MANUAL' },
  };
  const option = (quote: ShippingQuote): ShippingOption => ({
    code: quote.code,
    title: quote.title,
    logistics: {
      deliveryTime: quote.deliveryTime,
      instructions: quote.instructions,
      ...(quote.pickup
        ? {
            pickupDetails: {
              ...(quote.pickup.address ? { address: quote.pickup.address } : {}),
              businessLocation: false,
              pickupMethod: quote.pickup.pickupMethod,
            },
          }
        : {}),
      ...(quote.deliveryTimeSlot ? { deliveryTimeSlot: quote.deliveryTimeSlot } : {}),
    },
    cost: { price: price(quote.priceMinor), otherCharges: [] },
  });
  const selected = result.shipping.selected;
  const shippingInfo: ShippingInformation = {
    ...(selected?.regionId
      ? { region: { id: selected.regionId, name: selected.regionName ?? selected.regionId } }
      : {}),
    ...(selected
      ? {
          selectedCarrierServiceOption: {
            code: selected.code,
            title: selected.title,
            logistics: option(selected).logistics,
            cost: {
              price: price(selected.priceMinor),
              totalPriceBeforeTax: price(selected.priceMinor - result.shipping.discountMinor),
              totalPriceAfterTax: price(selected.priceMinor - result.shipping.discountMinor),
              totalDiscount: price(result.shipping.discountMinor),
            },
            requestedShippingOption: true,
            otherCharges: [],
            carrierId: selected.carrierId,
          },
        }
      : {}),
    carrierServiceOptions: byCarrier(result.shipping.options, option),
  };
  const appliedDiscounts: AppliedDiscount[] = result.appliedDiscounts.map((d) => ({
    ...(d.couponCode
      ? { coupon: { id: d.ruleId, code: d.couponCode, amount: price(d.amountMinor), name: d.name } }
      : {
          discountRule: {
            id: d.ruleId,
            name: { original: d.name, translated: d.name },
            amount: price(d.amountMinor),
          },
        }),
    discountType: d.type,
    lineItemIds: [...d.lineItemIds],
  }));
  const additionalFees: AdditionalFee[] = result.additionalFees.map((fee) => ({
    code: fee.code,
    name: fee.name,
    price: price(fee.priceMinor),
    priceBeforeTax: price(fee.priceMinor),
    priceAfterTax: price(fee.priceMinor),
    lineItemIds: [],
    // The store's own fees (the totals calculator's settings), as the hosted API labels them.
    source: 'MANUAL' as const,
  }));
  const errors = calculationErrorsOf(result.errors);
  return {
    calculatedLineItems,
    priceSummary,
    taxSummary,
    shippingInfo,
    appliedDiscounts,
    ...(errors ? { calculationErrors: errors } : {}),
    weightUnit: result.weightUnit,
    currency: result.currency,
    taxIncludedInPrice: result.taxIncludedInPrice,
    payNow: priceSummary,
    payLater: {
      subtotal: price(0),
      shipping: price(0),
      tax: price(0),
      discount: price(0),
      total: price(0),
      additionalFees: price(0),
    },
    additionalFees,
  };
}

/** The quotes grouped by carrier, in the order each carrier first appears. */
function byCarrier(quotes: readonly ShippingQuote[], option: (quote: ShippingQuote) => ShippingOption) {
  const groups = new Map<string, ShippingOption[]>();
  for (const quote of quotes) {
    const list = groups.get(quote.carrierId) ?? [];
    list.push(option(quote));
    groups.set(quote.carrierId, list);
  }
  return [...groups].map(([carrierId, shippingOptions]) => ({ carrierId, shippingOptions }));
}

const FIELD_OF: Record<TotalsError['kind'], keyof CalculationErrors> = {
  coupon: 'couponCalculationError',
  shipping: 'generalShippingCalculationError',
  selectedShippingOption: 'selectedShippingOptionError',
  tax: 'taxCalculationError',
  discounts: 'discountsCalculationError',
};

function calculationErrorsOf(errors: readonly TotalsError[]): CalculationErrors | undefined {
  if (!errors.length) return undefined;
  const out: Record<string, CalculationErrorDetails> = {};
  for (const error of errors) {
    out[FIELD_OF[error.kind]] ??= {
      applicationError: {
        code: error.code,
        description: error.description,
        ...(error.data ? { data: { ...error.data } } : {}),
      },
    };
  }
  return out as CalculationErrors;
}
