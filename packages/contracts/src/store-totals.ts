import { Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common.ts';
import {
  AdditionalFee,
  AppliedDiscount,
  CalculatedLineItem,
  CalculationErrors,
  CatalogReference,
  EcomAddress,
  ItemType,
  PhysicalProperties,
  PriceSummary,
  ProductName,
  SelectedShippingOption,
  ShippingInformation,
  TaxSummary,
} from './ecom-common.ts';
import { DecimalAmount } from './money.ts';

// POST /ecom/v1/calculate-totals (official module ecom.totalsCalculator): the store's totals of
// lines priced by the caller, in the store's currency. Parts the typings name that Tessera does
// not price (gift cards, memberships, deposits, modifiers) are accepted and ignored.

const closed = { additionalProperties: false } as const;
const Ignored = Type.Optional(Type.Unknown());

export const TotalsLineItem = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    quantity: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 100_000 }))),
    catalogReference: Type.Optional(CatalogReference),
    productName: Type.Optional(Nullable(Type.Union([Type.String({ maxLength: 400 }), ProductName]))),
    /** The price of one unit in the store's currency. */
    price: DecimalAmount,
    physicalProperties: Type.Optional(PhysicalProperties),
    itemType: Type.Optional(ItemType),
    paymentOption: Ignored,
    subscriptionSettings: Ignored,
    serviceProperties: Ignored,
    rootCatalogItemId: Ignored,
    depositAmount: Ignored,
    fullPrice: Ignored,
    deliveryProfileId: Ignored,
    taxableAddress: Ignored,
    additionalFees: Ignored,
    modifierGroups: Ignored,
  },
  closed,
);

export const CalculateTotalsRequest = Type.Object(
  {
    lineItems: Type.Optional(Type.Array(TotalsLineItem, { maxItems: 300 })),
    couponCode: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
    couponId: Ignored,
    giftCardCode: Ignored,
    calculationId: Ignored,
    shippingAddress: Type.Optional(EcomAddress),
    billingAddress: Type.Optional(EcomAddress),
    selectedShippingOption: Type.Optional(SelectedShippingOption),
    buyerEmail: Ignored,
    memberId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    selectedMemberships: Ignored,
    buyerPhone: Ignored,
    purchaseFlowId: Ignored,
    externalReferences: Ignored,
    businessLocationId: Ignored,
    giftCardRedeemAmount: Ignored,
    extendedFields: Ignored,
  },
  closed,
);

export const CalculateTotalsResponse = Type.Object(
  {
    calculatedLineItems: Type.Array(CalculatedLineItem),
    priceSummary: PriceSummary,
    taxSummary: TaxSummary,
    shippingInfo: ShippingInformation,
    appliedDiscounts: Type.Array(AppliedDiscount),
    calculationErrors: Type.Optional(CalculationErrors),
    weightUnit: StringEnum(['KG', 'LB'] as const),
    currency: Type.String(),
    taxIncludedInPrice: Type.Boolean(),
    payNow: PriceSummary,
    payLater: PriceSummary,
    additionalFees: Type.Array(AdditionalFee),
  },
  closed,
);
