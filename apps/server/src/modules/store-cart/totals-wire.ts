import type {
  AdditionalFee,
  AppliedDiscount,
  CalculatedLineItem,
  CalculationErrorDetails,
  CalculationErrors,
  PriceSummary,
  SelectedCarrierServiceOption,
  ShippingInformation,
  ShippingOption,
  TaxSummary,
} from '@tessera/contracts/ecom-common';
import type { ShippingQuote, TotalsError, TotalsResult } from '../store-settings/index.ts';
import { money, toWireMoney } from '../../platform/money/index.ts';

/** The ecom wire shapes of one totals calculation (estimate totals, checkout). */
export interface TotalsWire {
  calculatedLineItems: CalculatedLineItem[];
  priceSummary: PriceSummary;
  taxSummary: TaxSummary;
  shippingInfo: ShippingInformation;
  appliedDiscounts: AppliedDiscount[];
  calculationErrors?: CalculationErrors;
  additionalFees: AdditionalFee[];
}

export function totalsWire(result: TotalsResult): TotalsWire {
  const price = (minor: number) => toWireMoney('ECOM_MULTI_CURRENCY', money(minor, result.currency));
  const { summary } = result;
  const priceSummary: PriceSummary = {
    subtotal: price(summary.subtotalMinor),
    shipping: price(summary.shippingMinor),
    tax: price(summary.taxMinor),
    discount: price(summary.discountMinor),
    total: price(summary.totalMinor),
    additionalFees: price(summary.additionalFeesMinor),
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
    // Tessera's tax is always the store's manual rates; the official types promise the reason.
    calculationDetails: { rateType: result.tax.rateType, manualRateReason: 'GLOBAL_SETTING_TO_MANUAL' },
  };
  const quoteToOption = (quote: ShippingQuote): ShippingOption => ({
    code: quote.code,
    title: quote.title,
    logistics: logisticsOf(quote),
    cost: { price: price(quote.priceMinor), otherCharges: [] },
  });
  const byCarrier = new Map<string, ShippingOption[]>();
  for (const quote of result.shipping.options) {
    const list = byCarrier.get(quote.carrierId) ?? [];
    list.push(quoteToOption(quote));
    byCarrier.set(quote.carrierId, list);
  }
  const selected = result.shipping.selected;
  const shippingInfo: ShippingInformation = {
    carrierServiceOptions: [...byCarrier].map(([carrierId, shippingOptions]) => ({
      carrierId,
      shippingOptions,
    })),
  };
  if (selected) {
    if (selected.regionId) shippingInfo.region = { id: selected.regionId, name: selected.regionName ?? '' };
    const afterDiscount = selected.priceMinor - result.shipping.discountMinor;
    const option: SelectedCarrierServiceOption = {
      code: selected.code,
      title: selected.title,
      logistics: logisticsOf(selected),
      cost: {
        price: price(selected.priceMinor),
        totalDiscount: price(result.shipping.discountMinor),
        totalPriceBeforeTax: price(afterDiscount),
        totalPriceAfterTax: price(afterDiscount),
      },
      requestedShippingOption: true,
      otherCharges: [],
      carrierId: selected.carrierId,
    };
    shippingInfo.selectedCarrierServiceOption = option;
  }
  const appliedDiscounts: AppliedDiscount[] = result.appliedDiscounts.map((discount) =>
    discount.couponCode
      ? {
          coupon: {
            id: discount.ruleId,
            code: discount.couponCode,
            amount: price(discount.amountMinor),
            name: discount.name,
          },
          discountType: discount.type,
          lineItemIds: [...discount.lineItemIds],
        }
      : {
          discountRule: {
            id: discount.ruleId,
            name: { original: discount.name, translated: discount.name },
            amount: price(discount.amountMinor),
          },
          discountType: discount.type,
          lineItemIds: [...discount.lineItemIds],
        },
  );
  const additionalFees: AdditionalFee[] = result.additionalFees.map((fee) => ({
    code: fee.code,
    name: fee.name,
    price: price(fee.priceMinor),
    priceBeforeTax: price(fee.priceMinor),
    priceAfterTax: price(fee.priceMinor),
    lineItemIds: [],
    source: 'MANUAL',
  }));
  const wire: TotalsWire = {
    calculatedLineItems,
    priceSummary,
    taxSummary,
    shippingInfo,
    appliedDiscounts,
    additionalFees,
  };
  const errors = calculationErrorsOf(result.errors);
  if (errors) wire.calculationErrors = errors;
  return wire;
}

function logisticsOf(quote: ShippingQuote) {
  return {
    deliveryTime: quote.deliveryTime,
    instructions: quote.instructions,
    ...(quote.pickup
      ? {
          pickupDetails: {
            ...(quote.pickup.address ? { address: { ...quote.pickup.address } } : {}),
            businessLocation: false,
            pickupMethod: quote.pickup.pickupMethod,
          },
        }
      : {}),
    ...(quote.deliveryTimeSlot ? { deliveryTimeSlot: { ...quote.deliveryTimeSlot } } : {}),
  };
}

const FIELD_OF_KIND: Record<TotalsError['kind'], keyof CalculationErrors> = {
  coupon: 'couponCalculationError',
  shipping: 'generalShippingCalculationError',
  selectedShippingOption: 'selectedShippingOptionError',
  tax: 'taxCalculationError',
  discounts: 'discountsCalculationError',
};

function calculationErrorsOf(errors: readonly TotalsError[]): CalculationErrors | undefined {
  if (!errors.length) return undefined;
  const out: CalculationErrors = {};
  for (const error of errors) {
    const details: CalculationErrorDetails = {
      applicationError: {
        code: error.code,
        description: error.description,
        ...(error.data ? { data: { ...error.data } } : {}),
      },
    };
    (out as Record<string, unknown>)[FIELD_OF_KIND[error.kind]] = details;
  }
  return out;
}

/** Nothing left to pay later (no deposits or memberships here). */
export function zeroPriceSummary(currency: string): PriceSummary {
  const zero = toWireMoney('ECOM_MULTI_CURRENCY', money(0, currency));
  return { subtotal: zero, shipping: zero, tax: zero, discount: zero, total: zero, additionalFees: zero };
}
