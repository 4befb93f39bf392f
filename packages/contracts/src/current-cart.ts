import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common.ts';
import {
  AdditionalFee,
  AddressWithContact,
  AppliedDiscount,
  BuyerInfo,
  CalculatedLineItem,
  CalculationErrors,
  CartDiscount,
  CouponCode,
  CustomLineItemsInput,
  EcomAddress,
  EcomChannelTypes,
  EcomEmail,
  EcomLineItem,
  LineItemIdsInput,
  LineItemQuantityUpdates,
  LineItemsInput,
  MembershipOptions,
  PriceSummary,
  SelectedMemberships,
  SelectedShippingOption,
  ShippingInformation,
  TaxSummary,
  Violation,
  WeightUnits,
} from './ecom-common.ts';

// The current cart (routes.md "Current cart"; `@wix/auto_sdk_ecom_current-cart`): one cart per
// visitor or member, answered as the hosted API does (`GET` is a 404 while there is none).

const closed = { additionalProperties: false } as const;

export const Cart = Type.Object(
  {
    id: Type.String(),
    lineItems: Type.Array(EcomLineItem),
    buyerNote: Type.Optional(Nullable(Type.String())),
    buyerInfo: BuyerInfo,
    currency: Type.String(),
    conversionCurrency: Type.String(),
    paymentCurrency: Type.String(),
    buyerLanguage: Type.Optional(Nullable(Type.String())),
    siteLanguage: Type.Optional(Nullable(Type.String())),
    taxIncludedInPrices: Type.Boolean(),
    weightUnit: StringEnum(WeightUnits),
    checkoutId: Type.Optional(Nullable(Type.String())),
    appliedDiscounts: Type.Array(CartDiscount),
    createdDate: Type.String(),
    updatedDate: Type.String(),
    contactInfo: Type.Optional(AddressWithContact),
    overrideCheckoutUrl: Type.Optional(Nullable(Type.String())),
    purchaseFlowId: Type.Optional(Nullable(Type.String())),
    selectedShippingOption: Type.Optional(SelectedShippingOption),
    businessLocationId: Type.Optional(Nullable(Type.String())),
    revision: Type.String(),
  },
  closed,
);
export type Cart = Static<typeof Cart>;

export const CartResponse = Type.Object({ cart: Cart }, closed);
export type CartResponse = Static<typeof CartResponse>;
export const EmptyRequest = Type.Object({}, closed);
export const EmptyResponse = Type.Object({}, closed);

/** What a caller may change of the cart itself (read-only fields are not accepted). */
export const CartInfoInput = Type.Object(
  {
    buyerNote: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    buyerInfo: Type.Optional(Type.Object({ email: Type.Optional(Nullable(EcomEmail)) }, closed)),
    contactInfo: Type.Optional(AddressWithContact),
    selectedShippingOption: Type.Optional(Nullable(SelectedShippingOption)),
    businessLocationId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    buyerLanguage: Type.Optional(Nullable(Type.String({ maxLength: 10 }))),
    /** Owner or API key only: where the checkout button sends the buyer. */
    overrideCheckoutUrl: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    purchaseFlowId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  },
  closed,
);
export const UpdateCurrentCartRequest = Type.Object(
  {
    cartInfo: Type.Optional(CartInfoInput),
    couponCode: Type.Optional(Nullable(CouponCode)),
    lineItems: Type.Optional(LineItemsInput),
    customLineItems: Type.Optional(CustomLineItemsInput),
  },
  closed,
);
export const AddToCurrentCartRequest = Type.Object(
  {
    lineItems: Type.Optional(LineItemsInput),
    customLineItems: Type.Optional(CustomLineItemsInput),
    businessLocationId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  },
  closed,
);
export const RemoveLineItemsRequest = Type.Object({ lineItemIds: LineItemIdsInput }, closed);
export const UpdateLineItemsQuantityRequest = Type.Object({ lineItems: LineItemQuantityUpdates }, closed);

/** What prices a cart or a checkout: the addresses, the shipping option, what to calculate. */
export const EstimateTotalsRequest = Type.Object(
  {
    selectedShippingOption: Type.Optional(Nullable(SelectedShippingOption)),
    shippingAddress: Type.Optional(Nullable(EcomAddress)),
    billingAddress: Type.Optional(Nullable(EcomAddress)),
    selectedMemberships: Type.Optional(SelectedMemberships),
    calculateTax: Type.Optional(Nullable(Type.Boolean())),
    calculateShipping: Type.Optional(Nullable(Type.Boolean())),
    calculateAdditionalFees: Type.Optional(Nullable(Type.Boolean())),
  },
  closed,
);
export type EstimateTotalsRequest = Static<typeof EstimateTotalsRequest>;
export const EstimateTotalsResponse = Type.Object(
  {
    cart: Cart,
    calculatedLineItems: Type.Array(CalculatedLineItem),
    priceSummary: PriceSummary,
    taxSummary: TaxSummary,
    shippingInfo: ShippingInformation,
    appliedDiscounts: Type.Array(AppliedDiscount),
    calculationErrors: Type.Optional(CalculationErrors),
    weightUnit: StringEnum(WeightUnits),
    currency: Type.String(),
    payNow: PriceSummary,
    payLater: PriceSummary,
    membershipOptions: MembershipOptions,
    additionalFees: Type.Array(AdditionalFee),
    violations: Type.Array(Violation),
  },
  closed,
);
export type EstimateTotalsResponse = Static<typeof EstimateTotalsResponse>;

export const CreateCheckoutFromCartRequest = Type.Object(
  {
    channelType: Type.Optional(StringEnum(EcomChannelTypes)),
    shippingAddress: Type.Optional(Nullable(EcomAddress)),
    billingAddress: Type.Optional(Nullable(EcomAddress)),
    selectedShippingOption: Type.Optional(Nullable(SelectedShippingOption)),
    email: Type.Optional(Nullable(EcomEmail)),
  },
  closed,
);
export type CreateCheckoutFromCartRequest = Static<typeof CreateCheckoutFromCartRequest>;
export const CreateCheckoutFromCartResponse = Type.Object({ checkoutId: Type.String() }, closed);
