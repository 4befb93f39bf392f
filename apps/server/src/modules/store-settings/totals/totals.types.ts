// The totals calculator's port (store-cart and store-orders price through it). Amounts are
// integer minor units of the store's currency; `toEcomTotals` gives the ecom wire shapes.

export type TotalsItemType = 'PHYSICAL' | 'DIGITAL' | 'GIFT_CARD' | 'SERVICE' | 'UNRECOGNISED';

/** One line to price: a catalog item (or a custom line) at a unit price the caller resolved. */
export interface TotalsLine {
  readonly id: string;
  readonly productId?: string | null;
  readonly variantId?: string | null;
  /** A non-negative integer. */
  readonly quantity: number;
  /** The price of one unit in minor units of the store's currency (after the catalog's own discount). */
  readonly unitPriceMinor: number;
  /** Weight of one unit in the store's weight unit. */
  readonly weight?: number | null;
  /** Default PHYSICAL; only PHYSICAL lines are shipped (and count for shipping rates). */
  readonly itemType?: TotalsItemType;
  /** The product's collections (SPECIFIC_ITEMS discounts may name them). */
  readonly collectionIds?: readonly string[];
  readonly name?: string | null;
}

/** The parts of an address the store prices with (an ecom address fits). */
export interface TotalsAddress {
  readonly country?: string | null;
  readonly subdivision?: string | null;
  readonly city?: string | null;
  readonly postalCode?: string | null;
  readonly addressLine1?: string | null;
  readonly addressLine2?: string | null;
}

/** A tip the buyer chose: a percentage of the subtotal ("15") or an amount ("2.50"). */
export interface TotalsTip {
  readonly type: 'PERCENTAGE' | 'AMOUNT';
  readonly value: string;
}

export interface TotalsInput {
  /** The caller's clock (ms): decides whether a discount rule is live. */
  readonly nowMs: number;
  readonly lines: readonly TotalsLine[];
  readonly couponCode?: string | null;
  readonly shippingAddress?: TotalsAddress | null;
  readonly billingAddress?: TotalsAddress | null;
  /** `code` of one of the answer's `shipping.options`. */
  readonly selectedShippingOption?: { readonly code: string; readonly carrierId?: string | null } | null;
  readonly tip?: TotalsTip | null;
  /**
   * The checkout whose tip choice (tips/tip-choice.ts) prices these totals when `tip` is not given
   * (the tips routes' `purchaseFlowId` is the checkout id).
   */
  readonly tipCheckoutId?: string | null;
  readonly buyerMemberId?: string | null;
  /** False: no shipping quoted (estimate-totals' `calculateShipping`). Default true. */
  readonly calculateShipping?: boolean;
  /** False: no tax computed (estimate-totals' `calculateTax`). Default true. */
  readonly calculateTax?: boolean;
}

export interface LineTotals {
  readonly id: string;
  readonly quantity: number;
  readonly unitPriceMinor: number;
  /** unit price × quantity. */
  readonly priceBeforeDiscountsMinor: number;
  /** Discounts of this line (its specific discounts and its share of global ones). */
  readonly discountMinor: number;
  /** What the line costs after discounts: includes the tax when prices include it. */
  readonly totalPriceMinor: number;
  readonly totalBeforeTaxMinor: number;
  readonly taxMinor: number;
  readonly totalAfterTaxMinor: number;
  readonly taxableMinor: number;
  /** Decimal fraction, "0.2" for 20 %. */
  readonly taxRate: string;
}

export interface ShippingQuote {
  /** What `selectedShippingOption.code` names. */
  readonly code: string;
  readonly shippingOptionId: string;
  readonly carrierId: string;
  readonly title: string;
  readonly priceMinor: number;
  readonly regionId: string | null;
  readonly regionName: string | null;
  readonly deliveryTime: string | null;
  readonly instructions: string | null;
  readonly pickup: {
    readonly address: TotalsAddress | null;
    readonly pickupMethod: 'STORE_PICKUP' | 'PICKUP_POINT';
  } | null;
  readonly deliveryTimeSlot: { readonly from: string; readonly to: string } | null;
}

export type DiscountKind = 'GLOBAL' | 'SPECIFIC_ITEMS' | 'SHIPPING';

export interface AppliedDiscountTotals {
  readonly ruleId: string;
  readonly name: string;
  readonly type: DiscountKind;
  /** Set when the rule was applied by the buyer's coupon code. */
  readonly couponCode: string | null;
  readonly amountMinor: number;
  readonly lineItemIds: readonly string[];
}

export interface TotalsSummary {
  readonly subtotalMinor: number;
  /** Discounts of lines and of shipping. */
  readonly discountMinor: number;
  /** Shipping before its discount. */
  readonly shippingMinor: number;
  readonly taxMinor: number;
  /** Fees and the tip. */
  readonly additionalFeesMinor: number;
  readonly tipMinor: number;
  readonly totalMinor: number;
}

/** A tip that cannot apply is reported as 'discounts' (code INVALID_TIP): the ecom errors have no tip part. */
export type TotalsErrorKind = 'coupon' | 'shipping' | 'selectedShippingOption' | 'tax' | 'discounts';

/** A part that could not be applied; the rest is priced without it (the ecom `calculationErrors`). */
export interface TotalsError {
  readonly kind: TotalsErrorKind;
  readonly code: string;
  readonly description: string;
  readonly data?: Readonly<Record<string, unknown>>;
}

export interface AdditionalFeeTotals {
  readonly code: string;
  readonly name: string;
  readonly priceMinor: number;
}

export interface TotalsResult {
  readonly currency: string;
  readonly weightUnit: 'KG' | 'LB';
  readonly taxIncludedInPrice: boolean;
  readonly lines: readonly LineTotals[];
  readonly summary: TotalsSummary;
  readonly shipping: {
    readonly options: readonly ShippingQuote[];
    readonly selected: ShippingQuote | null;
    /** Shipping discount applied to the selected option. */
    readonly discountMinor: number;
  };
  readonly appliedDiscounts: readonly AppliedDiscountTotals[];
  /** The rule the coupon applied, when it applied (store-orders counts its use with the order). */
  readonly coupon: { readonly ruleId: string; readonly code: string } | null;
  readonly tax: {
    readonly taxableMinor: number;
    readonly totalTaxMinor: number;
    readonly rateType: 'MANUAL_RATE' | 'NO_TAX_COLLECTED';
    readonly breakdown: readonly {
      readonly regionId: string;
      readonly name: string;
      readonly rate: string;
      readonly taxMinor: number;
      readonly taxableMinor: number;
    }[];
  };
  readonly additionalFees: readonly AdditionalFeeTotals[];
  readonly errors: readonly TotalsError[];
}
