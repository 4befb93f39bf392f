import { Type, type Static } from '@sinclair/typebox';
import { LooseObject, Nullable, StringEnum } from './common.ts';
import { DecimalAmount, EcomMultiCurrencyPrice } from './money.ts';

/*
 * The ecom wire pieces the cart, the checkout and the orders share (official typings:
 * `@wix/auto_sdk_ecom_current-cart`, `_ecom_checkout`, `_ecom_orders`). Field names are the REST
 * wire's (`id`, not the SDK's `_id`; dates as ISO strings; an image as an object — the SDK turns
 * it into a media string). Answers are closed objects (a field no schema declares fails the
 * suite); inputs are closed too and bounded (names, lists, option maps), so hostile bodies are a
 * 400 with field violations, never a 5xx.
 *
 * Owned by H56 (store-cart). Others import; a missing piece is added at the END of this file.
 */

const closed = { additionalProperties: false } as const;
const Str = (maxLength: number) => Type.String({ maxLength });
const OptStr = (maxLength: number) => Type.Optional(Nullable(Str(maxLength)));

/** Wix Stores' app id in catalog references (v1 integration). */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
/** The variant id of a product without options (as the hosted platform). */
export const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000';

export const EcomId = Type.String({ minLength: 1, maxLength: 64 });

// ——— enums ———

export const ItemAvailabilityStatuses = [
  'AVAILABLE',
  'NOT_FOUND',
  'NOT_AVAILABLE',
  'PARTIALLY_AVAILABLE',
] as const;
export type ItemAvailabilityStatus = (typeof ItemAvailabilityStatuses)[number];
export const ItemTypePresets = ['UNRECOGNISED', 'PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE'] as const;
export type ItemTypePreset = (typeof ItemTypePresets)[number];
export const PaymentOptionTypes = [
  'FULL_PAYMENT_ONLINE',
  'FULL_PAYMENT_OFFLINE',
  'MEMBERSHIP',
  'DEPOSIT_ONLINE',
  'MEMBERSHIP_OFFLINE',
  'MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER',
] as const;
export type PaymentOptionType = (typeof PaymentOptionTypes)[number];
export const WeightUnits = ['UNSPECIFIED_WEIGHT_UNIT', 'KG', 'LB'] as const;
export type WeightUnit = (typeof WeightUnits)[number];
export const DiscountTypes = ['GLOBAL', 'SPECIFIC_ITEMS', 'SHIPPING'] as const;
export type DiscountType = (typeof DiscountTypes)[number];
export const VatTypes = ['UNSPECIFIED', 'CPF', 'CNPJ'] as const;
export const ViolationSeverities = ['WARNING', 'ERROR'] as const;
export type ViolationSeverity = (typeof ViolationSeverities)[number];
export const SuggestedFixes = ['UNKNOWN_SUGGESTED_FIX', 'REMOVE_LINE_ITEM'] as const;
export type SuggestedFix = (typeof SuggestedFixes)[number];
export const RateTypes = ['NO_TAX_COLLECTED', 'MANUAL_RATE', 'AUTO_RATE', 'FALLBACK_RATE'] as const;
export const ManualCalculationReasons = ['GLOBAL_SETTING_TO_MANUAL', 'REGION_SETTING_TO_MANUAL'] as const;
export const PickupMethods = ['STORE_PICKUP', 'PICKUP_POINT'] as const;
export const ChargeTypes = ['HANDLING_FEE', 'INSURANCE'] as const;
export const AdditionalFeeSources = [
  'UNKNOWN_ADDITIONAL_FEE_SOURCE',
  'SERVICE_PLUGIN',
  'ITEM',
  'MANUAL',
  'SHIPPING',
  'PLATFORM',
] as const;
export const EcomChannelTypes = [
  'UNSPECIFIED',
  'WEB',
  'POS',
  'EBAY',
  'AMAZON',
  'OTHER_PLATFORM',
  'WIX_APP_STORE',
  'WIX_INVOICES',
  'BACKOFFICE_MERCHANT',
  'WISH',
  'CLASS_PASS',
  'GLOBAL_E',
  'FACEBOOK',
  'ETSY',
  'TIKTOK',
  'FAIRE_COM',
  'PAYPAL_AGENTIC_CHECKOUT',
  'STRIPE_AGENTIC_CHECKOUT',
] as const;
export type EcomChannelType = (typeof EcomChannelTypes)[number];
export const DescriptionLineTypes = ['UNRECOGNISED', 'PLAIN_TEXT', 'COLOR'] as const;

// ——— addresses and people ———

export const StreetAddress = Type.Object(
  { number: Type.Optional(Str(100)), name: Type.Optional(Str(200)) },
  closed,
);
export const AddressLocation = Type.Object(
  {
    latitude: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
    longitude: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
  },
  closed,
);
/** A physical address. `country` ISO-3166 alpha-2, `subdivision` ISO-3166-2 (e.g. "US-NY"). */
export const EcomAddress = Type.Object(
  {
    country: Type.Optional(Nullable(Type.String({ pattern: '^[A-Za-z]{2}$' }))),
    subdivision: OptStr(20),
    city: OptStr(100),
    postalCode: OptStr(50),
    streetAddress: Type.Optional(StreetAddress),
    addressLine1: OptStr(300),
    addressLine2: OptStr(300),
    location: Type.Optional(AddressLocation),
    countryFullname: OptStr(100),
    subdivisionFullname: OptStr(100),
  },
  closed,
);
export type EcomAddress = Static<typeof EcomAddress>;
export const VatId = Type.Object(
  { id: Type.Optional(Str(50)), type: Type.Optional(StringEnum(VatTypes)) },
  closed,
);
export const FullAddressContactDetails = Type.Object(
  {
    firstName: OptStr(100),
    lastName: OptStr(100),
    phone: OptStr(50),
    company: OptStr(1000),
    vatId: Type.Optional(VatId),
  },
  closed,
);
export type FullAddressContactDetails = Static<typeof FullAddressContactDetails>;
export const AddressWithContact = Type.Object(
  { address: Type.Optional(EcomAddress), contactDetails: Type.Optional(FullAddressContactDetails) },
  closed,
);
export type AddressWithContact = Static<typeof AddressWithContact>;

/** Who buys: a visitor or a member (one of), the contact and email. */
export const BuyerInfo = Type.Object(
  {
    visitorId: Type.Optional(Str(64)),
    memberId: Type.Optional(Str(64)),
    userId: Type.Optional(Str(64)),
    contactId: OptStr(64),
    email: Type.Optional(Nullable(Type.String({ maxLength: 254 }))),
  },
  closed,
);
export type BuyerInfo = Static<typeof BuyerInfo>;
/** Who started a checkout (one of). */
export const CreatedBy = Type.Object(
  {
    userId: Type.Optional(Str(64)),
    memberId: Type.Optional(Str(64)),
    visitorId: Type.Optional(Str(64)),
    appId: Type.Optional(Str(64)),
  },
  closed,
);
export type CreatedBy = Static<typeof CreatedBy>;

// ——— items ———

/**
 * Which catalog item: for Wix Stores `catalogItemId` is the product id, `appId` STORES_APP_ID and
 * `options` `{ variantId }` or `{ options: { <option name>: <choice> } }` (v1 integration).
 * Options are a bounded free map (the catalog reads its names as own keys only).
 */
export const CatalogReference = Type.Object(
  {
    catalogItemId: Type.String({ minLength: 1, maxLength: 64 }),
    appId: Type.String({ minLength: 1, maxLength: 64 }),
    options: Type.Optional(Nullable(Type.Object({}, { additionalProperties: true, maxProperties: 20 }))),
  },
  closed,
);
export type CatalogReference = Static<typeof CatalogReference>;
export const ProductName = Type.Object({ original: Str(400), translated: OptStr(400) }, closed);
export type ProductName = Static<typeof ProductName>;
export const TranslatedText = Type.Object({ original: Str(1000), translated: OptStr(1000) }, closed);
/** A description line: a name with plain text (an option's choice) or a colour. */
export const DescriptionLine = Type.Object(
  {
    name: Type.Optional(TranslatedText),
    plainText: Type.Optional(TranslatedText),
    colorInfo: Type.Optional(
      Type.Object({ original: Str(1000), translated: OptStr(1000), code: OptStr(50) }, closed),
    ),
    lineType: Type.Optional(StringEnum(DescriptionLineTypes)),
  },
  closed,
);
export type DescriptionLine = Static<typeof DescriptionLine>;
export const PhysicalProperties = Type.Object(
  {
    weight: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1e9 }))),
    sku: OptStr(40),
    shippable: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type PhysicalProperties = Static<typeof PhysicalProperties>;
/** A preset item type or a custom one (one of). */
export const ItemType = Type.Object(
  { preset: Type.Optional(StringEnum(ItemTypePresets)), custom: Type.Optional(Str(100)) },
  closed,
);
export type ItemType = Static<typeof ItemType>;
export const ItemAvailabilityInfo = Type.Object(
  {
    status: StringEnum(ItemAvailabilityStatuses),
    quantityAvailable: Type.Optional(Nullable(Type.Integer({ minimum: 0 }))),
  },
  closed,
);
export type ItemAvailabilityInfo = Static<typeof ItemAvailabilityInfo>;
/** An item's image on the wire (the official cart renders nothing without it). */
export const EcomImage = Type.Object(
  {
    id: Type.String(),
    url: Type.String(),
    width: Type.Optional(Type.Integer({ minimum: 0 })),
    height: Type.Optional(Type.Integer({ minimum: 0 })),
    altText: Type.Optional(Nullable(Type.String())),
  },
  closed,
);
export type EcomImage = Static<typeof EcomImage>;
export const PriceDescription = Type.Object({ original: Str(100), translated: OptStr(100) }, closed);

// ——— taxes, prices, discounts ———

export const TaxRateBreakdown = Type.Object(
  { name: Type.String(), rate: Type.String(), tax: Type.Optional(EcomMultiCurrencyPrice) },
  closed,
);
export const ItemTaxFullDetails = Type.Object(
  {
    taxableAmount: Type.Optional(EcomMultiCurrencyPrice),
    /** Between 0 and 1, as a decimal string ("0.17"). */
    taxRate: Type.Optional(Type.String()),
    totalTax: Type.Optional(EcomMultiCurrencyPrice),
    rateBreakdown: Type.Optional(Type.Array(TaxRateBreakdown)),
  },
  closed,
);
export type ItemTaxFullDetails = Static<typeof ItemTaxFullDetails>;
export const PriceSummary = Type.Object(
  {
    subtotal: Type.Optional(EcomMultiCurrencyPrice),
    shipping: Type.Optional(EcomMultiCurrencyPrice),
    tax: Type.Optional(EcomMultiCurrencyPrice),
    discount: Type.Optional(EcomMultiCurrencyPrice),
    total: Type.Optional(EcomMultiCurrencyPrice),
    additionalFees: Type.Optional(EcomMultiCurrencyPrice),
  },
  closed,
);
export type PriceSummary = Static<typeof PriceSummary>;
export const TaxSummary = Type.Object(
  {
    taxableAmount: Type.Optional(EcomMultiCurrencyPrice),
    totalTax: Type.Optional(EcomMultiCurrencyPrice),
    calculationDetails: Type.Optional(
      Type.Object(
        {
          rateType: Type.Optional(StringEnum(RateTypes)),
          manualRateReason: Type.Optional(StringEnum(ManualCalculationReasons)),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type TaxSummary = Static<typeof TaxSummary>;

/** A discount kept on a cart: the coupon entered, or a merchant's discount. */
export const CartDiscount = Type.Object(
  {
    coupon: Type.Optional(Type.Object({ id: Type.String(), code: Type.String() }, closed)),
    merchantDiscount: Type.Optional(Type.Object({ amount: Type.Optional(EcomMultiCurrencyPrice) }, closed)),
  },
  closed,
);
export type CartDiscount = Static<typeof CartDiscount>;
/** A discount as calculated: coupon, merchant discount or discount rule (one of), its type and lines. */
export const AppliedDiscount = Type.Object(
  {
    coupon: Type.Optional(
      Type.Object(
        {
          id: Type.String(),
          code: Type.String(),
          amount: Type.Optional(EcomMultiCurrencyPrice),
          name: Type.Optional(Type.String()),
        },
        closed,
      ),
    ),
    merchantDiscount: Type.Optional(
      Type.Object(
        { amount: Type.Optional(EcomMultiCurrencyPrice), percentage: Type.Optional(Nullable(Type.Number())) },
        closed,
      ),
    ),
    discountRule: Type.Optional(
      Type.Object(
        {
          id: Type.String(),
          name: Type.Optional(TranslatedText),
          amount: Type.Optional(EcomMultiCurrencyPrice),
        },
        closed,
      ),
    ),
    discountType: Type.Optional(StringEnum(DiscountTypes)),
    lineItemIds: Type.Optional(Type.Array(Type.String())),
  },
  closed,
);
export type AppliedDiscount = Static<typeof AppliedDiscount>;

/** A fee added to the total (service plugin, shipping, platform...). */
export const AdditionalFee = Type.Object(
  {
    code: Type.Optional(Nullable(Type.String())),
    name: Type.String(),
    price: Type.Optional(EcomMultiCurrencyPrice),
    taxDetails: Type.Optional(ItemTaxFullDetails),
    priceBeforeTax: Type.Optional(EcomMultiCurrencyPrice),
    priceAfterTax: Type.Optional(EcomMultiCurrencyPrice),
    lineItemIds: Type.Optional(Type.Array(Type.String())),
    source: Type.Optional(StringEnum(AdditionalFeeSources)),
  },
  closed,
);
export type AdditionalFee = Static<typeof AdditionalFee>;

/** One line's computed prices (estimate totals, checkout). */
export const LineItemPricesData = Type.Object(
  {
    totalPriceAfterTax: Type.Optional(EcomMultiCurrencyPrice),
    totalPriceBeforeTax: Type.Optional(EcomMultiCurrencyPrice),
    taxDetails: Type.Optional(ItemTaxFullDetails),
    totalDiscount: Type.Optional(EcomMultiCurrencyPrice),
    price: Type.Optional(EcomMultiCurrencyPrice),
    priceBeforeDiscounts: Type.Optional(EcomMultiCurrencyPrice),
    lineItemPrice: Type.Optional(EcomMultiCurrencyPrice),
    fullPrice: Type.Optional(EcomMultiCurrencyPrice),
  },
  closed,
);
export const CalculatedLineItem = Type.Object(
  {
    lineItemId: Type.String(),
    pricesBreakdown: Type.Optional(LineItemPricesData),
    paymentOption: Type.Optional(StringEnum(PaymentOptionTypes)),
  },
  closed,
);
export type CalculatedLineItem = Static<typeof CalculatedLineItem>;

// ——— shipping ———

export const SelectedShippingOption = Type.Object(
  { carrierId: Type.Optional(Nullable(Str(64))), code: Type.String({ minLength: 1, maxLength: 200 }) },
  closed,
);
export type SelectedShippingOption = Static<typeof SelectedShippingOption>;
export const DeliveryTimeSlot = Type.Object(
  { from: Type.Optional(Nullable(Type.String())), to: Type.Optional(Nullable(Type.String())) },
  closed,
);
export const PickupDetails = Type.Object(
  {
    address: Type.Optional(EcomAddress),
    businessLocation: Type.Optional(Type.Boolean()),
    pickupMethod: Type.Optional(StringEnum(PickupMethods)),
  },
  closed,
);
export const DeliveryLogistics = Type.Object(
  {
    deliveryTime: Type.Optional(Nullable(Type.String())),
    instructions: Type.Optional(Nullable(Type.String())),
    pickupDetails: Type.Optional(PickupDetails),
    deliveryTimeSlot: Type.Optional(DeliveryTimeSlot),
  },
  closed,
);
export type DeliveryLogistics = Static<typeof DeliveryLogistics>;
export const OtherCharge = Type.Object(
  {
    type: StringEnum(ChargeTypes),
    price: Type.Optional(EcomMultiCurrencyPrice),
    details: Type.Optional(Nullable(Type.String())),
  },
  closed,
);
/** One offered option (code, title, logistics, cost). */
export const ShippingOption = Type.Object(
  {
    code: Type.String(),
    title: Type.String(),
    logistics: Type.Optional(DeliveryLogistics),
    cost: Type.Optional(
      Type.Object(
        {
          price: Type.Optional(EcomMultiCurrencyPrice),
          otherCharges: Type.Optional(Type.Array(OtherCharge)),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type ShippingOption = Static<typeof ShippingOption>;
export const CarrierServiceOption = Type.Object(
  { carrierId: Type.String(), shippingOptions: Type.Array(ShippingOption) },
  closed,
);
export type CarrierServiceOption = Static<typeof CarrierServiceOption>;
export const SelectedCarrierServiceOptionPrices = Type.Object(
  {
    totalPriceAfterTax: Type.Optional(EcomMultiCurrencyPrice),
    totalPriceBeforeTax: Type.Optional(EcomMultiCurrencyPrice),
    taxDetails: Type.Optional(ItemTaxFullDetails),
    totalDiscount: Type.Optional(EcomMultiCurrencyPrice),
    price: Type.Optional(EcomMultiCurrencyPrice),
  },
  closed,
);
/** The option in use, priced (the requested one, or the first offered when it was not found). */
export const SelectedCarrierServiceOption = Type.Object(
  {
    code: Type.String(),
    title: Type.Optional(Type.String()),
    logistics: Type.Optional(DeliveryLogistics),
    cost: Type.Optional(SelectedCarrierServiceOptionPrices),
    requestedShippingOption: Type.Optional(Type.Boolean()),
    otherCharges: Type.Optional(
      Type.Array(
        Type.Object(
          {
            type: StringEnum(ChargeTypes),
            details: Type.Optional(Nullable(Type.String())),
            cost: Type.Optional(SelectedCarrierServiceOptionPrices),
          },
          closed,
        ),
      ),
    ),
    carrierId: Type.Optional(Nullable(Type.String())),
  },
  closed,
);
export type SelectedCarrierServiceOption = Static<typeof SelectedCarrierServiceOption>;
export const ShippingRegion = Type.Object({ id: Type.String(), name: Type.Optional(Type.String()) }, closed);
/** Shipping of an estimate (cart): region, selected option, every option. */
export const ShippingInformation = Type.Object(
  {
    region: Type.Optional(ShippingRegion),
    selectedCarrierServiceOption: Type.Optional(SelectedCarrierServiceOption),
    carrierServiceOptions: Type.Optional(Type.Array(CarrierServiceOption)),
  },
  closed,
);
export type ShippingInformation = Static<typeof ShippingInformation>;
/** Shipping of a checkout: the same plus the destination. */
export const CheckoutShippingInfo = Type.Object(
  {
    shippingDestination: Type.Optional(AddressWithContact),
    selectedCarrierServiceOption: Type.Optional(SelectedCarrierServiceOption),
    region: Type.Optional(ShippingRegion),
    carrierServiceOptions: Type.Optional(Type.Array(CarrierServiceOption)),
  },
  closed,
);
export type CheckoutShippingInfo = Static<typeof CheckoutShippingInfo>;

// ——— problems ———

/** What went wrong in one part of a calculation (application or validation error). */
export const CalculationErrorDetails = Type.Object(
  {
    applicationError: Type.Optional(
      Type.Object(
        { code: Type.String(), description: Type.String(), data: Type.Optional(Nullable(LooseObject)) },
        closed,
      ),
    ),
    validationError: Type.Optional(
      Type.Object(
        {
          fieldViolations: Type.Array(
            Type.Object(
              {
                field: Type.String(),
                description: Type.String(),
                violatedRule: Type.String(),
                ruleName: Type.Optional(Nullable(Type.String())),
                data: Type.Optional(Nullable(LooseObject)),
              },
              closed,
            ),
          ),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type CalculationErrorDetails = Static<typeof CalculationErrorDetails>;
export const CalculationErrors = Type.Object(
  {
    generalShippingCalculationError: Type.Optional(CalculationErrorDetails),
    selectedShippingOptionError: Type.Optional(CalculationErrorDetails),
    taxCalculationError: Type.Optional(CalculationErrorDetails),
    couponCalculationError: Type.Optional(CalculationErrorDetails),
    giftCardCalculationError: Type.Optional(CalculationErrorDetails),
    discountsCalculationError: Type.Optional(CalculationErrorDetails),
    membershipError: Type.Optional(CalculationErrorDetails),
    orderValidationErrors: Type.Optional(
      Type.Array(
        Type.Object(
          { code: Type.String(), description: Type.String(), data: Type.Optional(Nullable(LooseObject)) },
          closed,
        ),
      ),
    ),
  },
  closed,
);
export type CalculationErrors = Static<typeof CalculationErrors>;

/**
 * An item problem shown on the cart or checkout page: ERROR blocks the next step (checkout, order),
 * WARNING does not. `suggestedFix` REMOVE_LINE_ITEM when removing the line solves it.
 */
export const Violation = Type.Object(
  {
    severity: StringEnum(ViolationSeverities),
    target: Type.Optional(
      Type.Object(
        {
          other: Type.Optional(Type.Object({ name: StringEnum(['OTHER_DEFAULT'] as const) }, closed)),
          lineItem: Type.Optional(
            Type.Object(
              {
                name: StringEnum(['LINE_ITEM_DEFAULT'] as const),
                id: Type.Optional(Nullable(Type.String())),
              },
              closed,
            ),
          ),
        },
        closed,
      ),
    ),
    description: Type.Optional(Nullable(Type.String())),
    suggestedFix: Type.Optional(StringEnum(SuggestedFixes)),
  },
  closed,
);
export type Violation = Static<typeof Violation>;

// ——— memberships (none are sold here: empty lists) ———

export const HostSelectedMembership = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 64 }),
    appId: Type.String({ minLength: 1, maxLength: 64 }),
    lineItemIds: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 300 })),
  },
  closed,
);
export const SelectedMemberships = Type.Object(
  { memberships: Type.Optional(Type.Array(HostSelectedMembership, { maxItems: 50 })) },
  closed,
);
export const MembershipOptions = Type.Object(
  {
    eligibleMemberships: Type.Array(LooseObject),
    invalidMemberships: Type.Array(LooseObject),
    selectedMemberships: Type.Array(HostSelectedMembership),
  },
  closed,
);
export type MembershipOptions = Static<typeof MembershipOptions>;

// ——— gift cards (not sold here; the schema lets a checkout say none) ———

export const GiftCard = Type.Object(
  {
    id: Type.String(),
    obfuscatedCode: Type.String(),
    amount: Type.Optional(EcomMultiCurrencyPrice),
    appId: Type.String(),
  },
  closed,
);

// ——— the line item of a cart and a checkout ———

/** A line as the cart and checkout answer it (catalog lines resolved; custom lines as given). */
export const EcomLineItem = Type.Object(
  {
    id: Type.String(),
    quantity: Type.Integer({ minimum: 1 }),
    catalogReference: Type.Optional(CatalogReference),
    productName: ProductName,
    url: Type.Optional(Type.String()),
    price: EcomMultiCurrencyPrice,
    fullPrice: Type.Optional(EcomMultiCurrencyPrice),
    priceBeforeDiscounts: Type.Optional(EcomMultiCurrencyPrice),
    lineItemPrice: Type.Optional(EcomMultiCurrencyPrice),
    // Checkout lines add their totals (cart lines leave them to estimate-totals).
    totalPriceAfterTax: Type.Optional(EcomMultiCurrencyPrice),
    totalPriceBeforeTax: Type.Optional(EcomMultiCurrencyPrice),
    taxDetails: Type.Optional(ItemTaxFullDetails),
    discount: Type.Optional(EcomMultiCurrencyPrice),
    descriptionLines: Type.Array(DescriptionLine),
    image: Type.Optional(EcomImage),
    availability: ItemAvailabilityInfo,
    physicalProperties: Type.Optional(PhysicalProperties),
    itemType: ItemType,
    paymentOption: StringEnum(PaymentOptionTypes),
    priceDescription: Type.Optional(PriceDescription),
    rootCatalogItemId: Type.Optional(Nullable(Type.String())),
    customLineItem: Type.Boolean(),
    priceUndetermined: Type.Boolean(),
    fixedQuantity: Type.Boolean(),
    membersOnly: Type.Optional(Type.Boolean()),
    savePaymentMethod: Type.Optional(Type.Boolean()),
    taxGroupId: Type.Optional(Nullable(Type.String())),
    taxableAddress: Type.Optional(
      Type.Object({ addressType: StringEnum(['BUSINESS', 'BILLING', 'SHIPPING'] as const) }, closed),
    ),
  },
  closed,
);
export type EcomLineItem = Static<typeof EcomLineItem>;

// ——— inputs ———

/** The most lines one call may add or name (the hosted checkout holds at most 300). */
export const MAX_LINE_ITEMS = 300;
export const MAX_QUANTITY = 100_000;
const Quantity = Type.Integer({ minimum: 1, maximum: MAX_QUANTITY });

/** A catalog line to add: which item and how many. */
export const LineItemInput = Type.Object(
  {
    id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    quantity: Type.Optional(Quantity),
    catalogReference: CatalogReference,
  },
  closed,
);
export type LineItemInput = Static<typeof LineItemInput>;
/** A line not from the catalog: its price and name are the caller's (owner or API key only). */
export const CustomLineItemInput = Type.Object(
  {
    quantity: Quantity,
    price: DecimalAmount,
    fullPrice: Type.Optional(Nullable(DecimalAmount)),
    productName: ProductName,
    priceDescription: Type.Optional(PriceDescription),
    descriptionLines: Type.Optional(Type.Array(DescriptionLine, { maxItems: 20 })),
    media: Type.Optional(Str(2000)),
    id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    url: Type.Optional(Str(2000)),
    itemType: Type.Optional(ItemType),
    quantityAvailable: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: MAX_QUANTITY }))),
    physicalProperties: Type.Optional(PhysicalProperties),
    paymentOption: Type.Optional(StringEnum(PaymentOptionTypes)),
    catalogReference: Type.Optional(CatalogReference),
    taxGroupId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  },
  closed,
);
export type CustomLineItemInput = Static<typeof CustomLineItemInput>;
export const LineItemQuantityUpdate = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 64 }), quantity: Quantity },
  closed,
);
export const LineItemsInput = Type.Array(LineItemInput, { maxItems: MAX_LINE_ITEMS });
export const CustomLineItemsInput = Type.Array(CustomLineItemInput, { maxItems: MAX_LINE_ITEMS });
export const LineItemIdsInput = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), {
  minItems: 1,
  maxItems: MAX_LINE_ITEMS,
});
export const LineItemQuantityUpdates = Type.Array(LineItemQuantityUpdate, {
  minItems: 1,
  maxItems: MAX_LINE_ITEMS,
});
export const CouponCode = Type.String({ minLength: 1, maxLength: 50 });
export const EcomEmail = Type.String({ maxLength: 254, pattern: '^[^@\\s]+@[^@\\s]+$' });

/**
 * A checkout's membership options: there `selectedMemberships` is an object holding the list
 * (`selectedMemberships.memberships`, as the official checkout types read it), while an estimate's
 * (`MembershipOptions`) is the list itself.
 */
export const CheckoutMembershipOptions = Type.Object(
  {
    eligibleMemberships: Type.Array(LooseObject),
    invalidMemberships: Type.Array(LooseObject),
    selectedMemberships: Type.Object({ memberships: Type.Array(HostSelectedMembership) }, closed),
  },
  closed,
);
export type CheckoutMembershipOptions = Static<typeof CheckoutMembershipOptions>;
