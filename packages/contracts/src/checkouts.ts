import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common.ts';
import {
  AdditionalFee,
  AddressWithContact,
  AppliedDiscount,
  BuyerInfo,
  CalculationErrors,
  CheckoutMembershipOptions,
  CheckoutShippingInfo,
  CouponCode,
  CreatedBy,
  CustomLineItemsInput,
  EcomChannelTypes,
  EcomEmail,
  EcomLineItem,
  GiftCard,
  LineItemIdsInput,
  LineItemQuantityUpdates,
  LineItemsInput,
  PriceSummary,
  SelectedShippingOption,
  TaxSummary,
  Violation,
  WeightUnits,
} from './ecom-common.ts';

// Ecom checkouts (routes.md "Implied — ecom checkout"; `@wix/auto_sdk_ecom_checkout`): made from
// the current cart or from line items ("buy now"), priced on every read and change.

const closed = { additionalProperties: false } as const;
const CheckoutId = Type.String({ minLength: 1, maxLength: 64 });

export const CustomSettings = Type.Object(
  {
    lockGiftCard: Type.Optional(Type.Boolean()),
    lockCouponCode: Type.Optional(Type.Boolean()),
    disabledPolicyAgreementCheckbox: Type.Optional(Type.Boolean()),
    disabledManualPayment: Type.Optional(Type.Boolean()),
  },
  closed,
);

export const Checkout = Type.Object(
  {
    id: Type.String(),
    lineItems: Type.Array(EcomLineItem),
    billingInfo: Type.Optional(AddressWithContact),
    shippingInfo: CheckoutShippingInfo,
    buyerNote: Type.Optional(Nullable(Type.String())),
    buyerInfo: BuyerInfo,
    conversionCurrency: Type.String(),
    paymentCurrency: Type.String(),
    priceSummary: PriceSummary,
    calculationErrors: Type.Optional(CalculationErrors),
    giftCard: Type.Optional(GiftCard),
    appliedDiscounts: Type.Array(AppliedDiscount),
    customFields: Type.Array(Type.Object({}, { additionalProperties: true })),
    weightUnit: StringEnum(WeightUnits),
    taxSummary: TaxSummary,
    currency: Type.String(),
    channelType: StringEnum(EcomChannelTypes),
    siteLanguage: Type.String(),
    buyerLanguage: Type.String(),
    completed: Type.Boolean(),
    taxIncludedInPrice: Type.Boolean(),
    createdBy: CreatedBy,
    createdDate: Type.String(),
    updatedDate: Type.String(),
    payNow: PriceSummary,
    payLater: PriceSummary,
    membershipOptions: CheckoutMembershipOptions,
    additionalFees: Type.Array(AdditionalFee),
    cartId: Type.Optional(Nullable(Type.String())),
    violations: Type.Array(Violation),
    purchaseFlowId: Type.Optional(Nullable(Type.String())),
    customSettings: Type.Optional(CustomSettings),
    overrideCheckoutUrl: Type.Optional(Nullable(Type.String())),
  },
  closed,
);
export type Checkout = Static<typeof Checkout>;
export const CheckoutResponse = Type.Object({ checkout: Checkout }, closed);
export type CheckoutResponse = Static<typeof CheckoutResponse>;

/** What a caller writes of a checkout (read-only parts are not accepted). */
export const CheckoutInfoInput = Type.Object(
  {
    /** The checkout's own id, as the official SDK sends it back in an update (must match the path). */
    id: Type.Optional(Type.String({ maxLength: 64 })),
    billingInfo: Type.Optional(Nullable(AddressWithContact)),
    shippingInfo: Type.Optional(
      Type.Object(
        {
          shippingDestination: Type.Optional(Nullable(AddressWithContact)),
          selectedCarrierServiceOption: Type.Optional(Nullable(SelectedShippingOption)),
        },
        closed,
      ),
    ),
    buyerNote: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    buyerInfo: Type.Optional(Type.Object({ email: Type.Optional(Nullable(EcomEmail)) }, closed)),
    buyerLanguage: Type.Optional(Type.String({ maxLength: 10 })),
    channelType: Type.Optional(StringEnum(EcomChannelTypes)),
    customSettings: Type.Optional(CustomSettings),
    purchaseFlowId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  },
  closed,
);
export type CheckoutInfoInput = Static<typeof CheckoutInfoInput>;
const GiftCardCode = Type.Optional(Nullable(Type.String({ maxLength: 100 })));

export const CreateCheckoutRequest = Type.Object(
  {
    checkoutInfo: Type.Optional(CheckoutInfoInput),
    couponCode: Type.Optional(Nullable(CouponCode)),
    lineItems: Type.Optional(LineItemsInput),
    customLineItems: Type.Optional(CustomLineItemsInput),
    channelType: Type.Optional(StringEnum(EcomChannelTypes)),
    giftCardCode: GiftCardCode,
    overrideCheckoutUrl: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  },
  closed,
);
export type CreateCheckoutRequest = Static<typeof CreateCheckoutRequest>;
export const UpdateCheckoutRequest = Type.Object(
  {
    checkout: Type.Optional(CheckoutInfoInput),
    couponCode: Type.Optional(Nullable(CouponCode)),
    giftCardCode: GiftCardCode,
    overrideCheckoutUrl: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    lineItems: Type.Optional(LineItemsInput),
    customLineItems: Type.Optional(CustomLineItemsInput),
  },
  closed,
);
export type UpdateCheckoutRequest = Static<typeof UpdateCheckoutRequest>;
export const AddToCheckoutRequest = Type.Object(
  { lineItems: Type.Optional(LineItemsInput), customLineItems: Type.Optional(CustomLineItemsInput) },
  closed,
);
export const CheckoutRemoveLineItemsRequest = Type.Object({ lineItemIds: LineItemIdsInput }, closed);
export const CheckoutUpdateLineItemsQuantityRequest = Type.Object(
  { lineItems: LineItemQuantityUpdates },
  closed,
);
export const CheckoutParams = Type.Object({ id: CheckoutId }, closed);
export const CheckoutUrlResponse = Type.Object({ checkoutUrl: Type.String() }, closed);
export const CheckoutEmptyRequest = Type.Object({}, closed);
export const CheckoutEmptyResponse = Type.Object({}, closed);
