import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { CurrencyCode, DecimalAmount, EcomPrice } from './money.ts';

/**
 * Store orders on the wire (ecom orders v1, `@wix/auto_sdk_ecom_orders`): field names and enum
 * values as the official typings name them, so the official SDK reads them. Every object is
 * closed and every string and list bounded: the same schemas check what callers send.
 */

const closed = { additionalProperties: false } as const;
const text = (maxLength: number) => Type.String({ maxLength });
const opt = <T extends TSchema>(schema: T) => Type.Optional(schema);
const nullable = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]));
const Guid = Type.String({ minLength: 1, maxLength: 64 });
const Instant = Type.String({ format: 'date-time', maxLength: 40 });

export const StoreOrderStatuses = ['INITIALIZED', 'APPROVED', 'CANCELED', 'PENDING', 'REJECTED'] as const;
export type StoreOrderStatus = (typeof StoreOrderStatuses)[number];
export const StoreOrderPaymentStatuses = [
  'UNSPECIFIED',
  'NOT_PAID',
  'PAID',
  'PARTIALLY_REFUNDED',
  'FULLY_REFUNDED',
  'PENDING',
  'PARTIALLY_PAID',
  'PENDING_MERCHANT',
  'CANCELED',
  'DECLINED',
] as const;
export type StoreOrderPaymentStatus = (typeof StoreOrderPaymentStatuses)[number];
export const StoreOrderFulfillmentStatuses = ['NOT_FULFILLED', 'FULFILLED', 'PARTIALLY_FULFILLED'] as const;
export type StoreOrderFulfillmentStatus = (typeof StoreOrderFulfillmentStatuses)[number];
export const StoreOrderChannelTypes = [
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
export type StoreOrderChannelType = (typeof StoreOrderChannelTypes)[number];
export const StoreOrderActivityTypes = [
  'ORDER_REFUNDED',
  'ORDER_PLACED',
  'ORDER_PAID',
  'ORDER_FULFILLED',
  'ORDER_NOT_FULFILLED',
  'ORDER_CANCELED',
  'DOWNLOAD_LINK_SENT',
  'TRACKING_NUMBER_ADDED',
  'TRACKING_NUMBER_EDITED',
  'TRACKING_LINK_ADDED',
  'SHIPPING_CONFIRMATION_EMAIL_SENT',
  'INVOICE_ADDED',
  'INVOICE_REMOVED',
  'INVOICE_SENT',
  'FULFILLER_EMAIL_SENT',
  'SHIPPING_ADDRESS_EDITED',
  'EMAIL_EDITED',
  'PICKUP_READY_EMAIL_SENT',
  'CUSTOM_ACTIVITY',
  'MERCHANT_COMMENT',
  'ORDER_PARTIALLY_PAID',
  'DRAFT_ORDER_CHANGES_APPLIED',
  'SAVED_PAYMENT_METHOD',
  'AUTHORIZED_PAYMENT_CREATED',
  'AUTHORIZED_PAYMENT_CAPTURED',
  'AUTHORIZED_PAYMENT_VOIDED',
  'REFUND_INITIATED',
  'PAYMENT_REFUNDED',
  'PAYMENT_REFUND_FAILED',
  'REFUNDED_AS_STORE_CREDIT',
  'PAYMENT_PENDING',
  'PAYMENT_CANCELED',
  'PAYMENT_DECLINED',
  'ORDER_PENDING',
  'ORDER_REJECTED',
  'RECEIPT_CREATED',
  'RECEIPT_SENT',
  'CHARGEBACK_CREATED',
  'CHARGEBACK_REVERSED',
] as const;
export type StoreOrderActivityType = (typeof StoreOrderActivityTypes)[number];
/** Activities a caller may add, change and delete; every other type is the system's and immutable. */
export const EditableStoreOrderActivityTypes = ['MERCHANT_COMMENT', 'CUSTOM_ACTIVITY'] as const;

const literals = <T extends readonly string[]>(values: T) =>
  Type.Union(values.map((value) => Type.Literal(value)) as never) as TSchema & { static: T[number] };

export const StoreOrderStatus = literals(StoreOrderStatuses);
export const StoreOrderPaymentStatus = literals(StoreOrderPaymentStatuses);
export const StoreOrderFulfillmentStatus = literals(StoreOrderFulfillmentStatuses);
export const StoreOrderChannelType = literals(StoreOrderChannelTypes);
export const StoreOrderActivityType = literals(StoreOrderActivityTypes);
export const WeightUnit = literals(['UNSPECIFIED_WEIGHT_UNIT', 'KG', 'LB'] as const);

export const OrderAddress = Type.Object(
  {
    country: nullable(text(2)),
    subdivision: nullable(text(10)),
    city: nullable(text(200)),
    postalCode: nullable(text(40)),
    streetAddress: opt(Type.Object({ number: opt(text(40)), name: opt(text(200)) }, closed)),
    addressLine1: nullable(text(300)),
    addressLine2: nullable(text(300)),
    location: opt(
      Type.Object({ latitude: nullable(Type.Number()), longitude: nullable(Type.Number()) }, closed),
    ),
    countryFullname: nullable(text(100)),
    subdivisionFullname: nullable(text(100)),
  },
  closed,
);
export const OrderContactDetails = Type.Object(
  {
    firstName: nullable(text(100)),
    lastName: nullable(text(100)),
    phone: nullable(text(50)),
    company: nullable(text(1000)),
    vatId: opt(
      Type.Object(
        { id: opt(text(50)), type: opt(literals(['UNSPECIFIED', 'CPF', 'CNPJ'] as const)) },
        closed,
      ),
    ),
  },
  closed,
);
export const AddressWithContact = Type.Object(
  { address: opt(OrderAddress), contactDetails: opt(OrderContactDetails) },
  closed,
);
export type AddressWithContact = Static<typeof AddressWithContact>;

export const OrderBuyerInfo = Type.Object(
  {
    visitorId: opt(Guid),
    memberId: opt(Guid),
    contactId: nullable(Guid),
    email: nullable(Type.String({ maxLength: 254 })),
  },
  closed,
);
export type OrderBuyerInfo = Static<typeof OrderBuyerInfo>;

export const OrderPriceSummary = Type.Object(
  {
    subtotal: opt(EcomPrice),
    shipping: opt(EcomPrice),
    tax: opt(EcomPrice),
    discount: opt(EcomPrice),
    total: opt(EcomPrice),
    totalAdditionalFees: opt(EcomPrice),
  },
  closed,
);

export const OrderCatalogReference = Type.Object(
  {
    catalogItemId: text(64),
    appId: text(64),
    options: opt(Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), { maxProperties: 20 })),
  },
  closed,
);

export const OrderProductName = Type.Object({ original: text(200), translated: nullable(text(400)) }, closed);

export const OrderDescriptionLine = Type.Object(
  {
    name: opt(Type.Object({ original: text(100), translated: nullable(text(200)) }, closed)),
    plainText: opt(Type.Object({ original: text(600), translated: nullable(text(600)) }, closed)),
    colorInfo: opt(
      Type.Object({ original: text(500), translated: nullable(text(500)), code: nullable(text(20)) }, closed),
    ),
    lineType: opt(literals(['UNRECOGNISED', 'PLAIN_TEXT', 'COLOR'] as const)),
  },
  closed,
);

export const OrderPhysicalProperties = Type.Object(
  {
    weight: nullable(Type.Number({ minimum: 0, maximum: 1e9 })),
    sku: nullable(text(40)),
    shippable: opt(Type.Boolean()),
  },
  closed,
);

export const OrderItemType = Type.Object(
  {
    preset: opt(literals(['UNRECOGNISED', 'PHYSICAL', 'DIGITAL', 'GIFT_CARD', 'SERVICE'] as const)),
    custom: opt(text(100)),
  },
  closed,
);

export const OrderPaymentOption = literals([
  'FULL_PAYMENT_ONLINE',
  'FULL_PAYMENT_OFFLINE',
  'MEMBERSHIP',
  'DEPOSIT_ONLINE',
  'MEMBERSHIP_OFFLINE',
  'MEMBERSHIP_ONLINE_WITH_OFFLINE_REMAINDER',
] as const);

export const JurisdictionType = literals([
  'UNDEFINED',
  'COUNTRY',
  'STATE',
  'COUNTY',
  'CITY',
  'SPECIAL',
] as const);

/** What names a tax: its name, kind, jurisdiction and rate (a line's and the order's breakdown share them). */
const TaxIdentity = {
  taxName: opt(text(200)),
  taxType: opt(text(200)),
  jurisdiction: opt(text(200)),
  jurisdictionType: opt(JurisdictionType),
  rate: opt(text(20)),
};

/** One tax of one line (the typings' LineItemTaxBreakdown). */
export const OrderLineItemTaxBreakdown = Type.Object(
  {
    ...TaxIdentity,
    taxAmount: opt(EcomPrice),
    taxableAmount: opt(EcomPrice),
  },
  closed,
);
export type OrderLineItemTaxBreakdown = Static<typeof OrderLineItemTaxBreakdown>;

export const OrderLineItemTaxInfo = Type.Object(
  {
    taxAmount: opt(EcomPrice),
    taxableAmount: opt(EcomPrice),
    taxRate: nullable(text(20)),
    taxIncludedInPrice: opt(Type.Boolean()),
    taxBreakdown: opt(Type.Array(OrderLineItemTaxBreakdown, { maxItems: 7 })),
  },
  closed,
);

export const OrderLineItem = Type.Object(
  {
    id: opt(Guid),
    productName: opt(OrderProductName),
    catalogReference: opt(OrderCatalogReference),
    quantity: opt(Type.Integer({ minimum: 1, maximum: 100000 })),
    totalDiscount: opt(EcomPrice),
    descriptionLines: opt(Type.Array(OrderDescriptionLine, { maxItems: 20 })),
    image: opt(text(2000)),
    physicalProperties: opt(OrderPhysicalProperties),
    itemType: opt(OrderItemType),
    fulfillerId: nullable(Guid),
    refundQuantity: nullable(Type.Integer({ minimum: 0, maximum: 100000 })),
    restockQuantity: nullable(Type.Integer({ minimum: 0, maximum: 100000 })),
    price: opt(EcomPrice),
    priceBeforeDiscounts: opt(EcomPrice),
    totalPriceBeforeTax: opt(EcomPrice),
    totalPriceAfterTax: opt(EcomPrice),
    lineItemPrice: opt(EcomPrice),
    paymentOption: opt(OrderPaymentOption),
    taxInfo: opt(OrderLineItemTaxInfo),
    priceUndetermined: opt(Type.Boolean()),
    fixedQuantity: opt(Type.Boolean()),
  },
  closed,
);
export type OrderLineItem = Static<typeof OrderLineItem>;

export const OrderShippingInfo = Type.Object(
  {
    carrierId: nullable(Guid),
    code: nullable(text(100)),
    title: opt(text(250)),
    logistics: opt(
      Type.Object(
        {
          shippingDestination: opt(AddressWithContact),
          pickupDetails: opt(
            Type.Object(
              {
                address: opt(OrderAddress),
                pickupMethod: opt(literals(['UNKNOWN_METHOD', 'STORE_PICKUP', 'PICKUP_POINT'] as const)),
              },
              closed,
            ),
          ),
          deliveryTime: nullable(text(500)),
          instructions: nullable(text(1000)),
          deliverByDate: nullable(Instant),
          deliveryTimeSlot: opt(Type.Object({ from: opt(Instant), to: opt(Instant) }, closed)),
        },
        closed,
      ),
    ),
    cost: opt(
      Type.Object(
        {
          price: opt(EcomPrice),
          totalPriceBeforeTax: opt(EcomPrice),
          totalPriceAfterTax: opt(EcomPrice),
          discount: opt(EcomPrice),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type OrderShippingInfo = Static<typeof OrderShippingInfo>;

export const OrderActivity = Type.Object(
  {
    id: nullable(Guid),
    authorEmail: nullable(Type.String({ maxLength: 254 })),
    createdDate: nullable(Instant),
    /** The typings deprecate `type` for `activityType`; both are answered, with the same value. */
    type: opt(StoreOrderActivityType),
    activityType: opt(StoreOrderActivityType),
    merchantComment: opt(Type.Object({ message: text(5000) }, closed)),
    customActivity: opt(
      Type.Object(
        {
          appId: text(64),
          type: text(100),
          additionalData: opt(
            Type.Record(Type.String({ maxLength: 100 }), text(1000), { maxProperties: 20 }),
          ),
        },
        closed,
      ),
    ),
    orderRefunded: opt(
      Type.Object({ manual: opt(Type.Boolean()), amount: opt(EcomPrice), reason: opt(text(200)) }, closed),
    ),
  },
  closed,
);
export type OrderActivity = Static<typeof OrderActivity>;

export const OrderTagList = Type.Object({ tagIds: opt(Type.Array(Guid, { maxItems: 100 })) }, closed);
export const OrderTags = Type.Object({ privateTags: opt(OrderTagList), tags: opt(OrderTagList) }, closed);

export const OrderChannelInfo = Type.Object(
  {
    type: opt(StoreOrderChannelType),
    externalOrderId: nullable(text(100)),
    externalOrderUrl: nullable(text(300)),
  },
  closed,
);

export const OrderCreatedBy = Type.Object(
  { userId: opt(Guid), memberId: opt(Guid), visitorId: opt(Guid), appId: opt(Guid) },
  closed,
);

export const OrderAppliedDiscount = Type.Object(
  {
    id: nullable(Guid),
    discountType: opt(literals(['GLOBAL', 'SPECIFIC_ITEMS', 'SHIPPING'] as const)),
    lineItemIds: opt(Type.Array(Guid, { maxItems: 300 })),
    coupon: opt(
      Type.Object({ id: text(64), code: text(100), name: opt(text(200)), amount: opt(EcomPrice) }, closed),
    ),
    merchantDiscount: opt(
      Type.Object(
        {
          discountReason: opt(literals(['UNSPECIFIED', 'EXCHANGED_ITEMS', 'BILLING_ADJUSTMENT'] as const)),
          description: nullable(text(200)),
          amount: opt(EcomPrice),
        },
        closed,
      ),
    ),
    discountRule: opt(
      Type.Object(
        {
          id: text(64),
          name: opt(Type.Object({ original: text(200), translated: nullable(text(400)) }, closed)),
          amount: opt(EcomPrice),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type OrderAppliedDiscount = Static<typeof OrderAppliedDiscount>;

export const OrderAdditionalFee = Type.Object(
  {
    id: opt(Guid),
    code: nullable(text(100)),
    name: opt(text(50)),
    price: opt(EcomPrice),
    priceBeforeTax: opt(EcomPrice),
    priceAfterTax: opt(EcomPrice),
    lineItemIds: opt(Type.Array(Guid, { maxItems: 300 })),
    source: opt(
      literals([
        'UNKNOWN_ADDITIONAL_FEE_SOURCE',
        'SERVICE_PLUGIN',
        'ITEM',
        'MANUAL',
        'SHIPPING',
        'PLATFORM',
      ] as const),
    ),
  },
  closed,
);
export type OrderAdditionalFee = Static<typeof OrderAdditionalFee>;

export const OrderCustomField = Type.Object(
  { value: opt(Type.Unknown()), title: text(500), translatedTitle: nullable(text(500)) },
  closed,
);

export const OrderBalanceSummary = Type.Object(
  {
    balance: opt(EcomPrice),
    paid: opt(EcomPrice),
    refunded: opt(EcomPrice),
    authorized: opt(EcomPrice),
    pendingRefund: opt(EcomPrice),
    pending: opt(EcomPrice),
  },
  closed,
);

/** One tax summed over the order's lines (the typings' OrderTaxBreakdown). */
export const OrderTaxBreakdown = Type.Object({ ...TaxIdentity, aggregatedTaxAmount: opt(EcomPrice) }, closed);
export type OrderTaxBreakdown = Static<typeof OrderTaxBreakdown>;

export const OrderTaxInfo = Type.Object(
  {
    totalTax: opt(EcomPrice),
    taxBreakdown: opt(Type.Array(OrderTaxBreakdown, { maxItems: 50 })),
    taxExempt: nullable(Type.Boolean()),
  },
  closed,
);

/** The store order as every store orders route answers it. */
export const StoreOrder = Type.Object(
  {
    id: opt(Guid),
    number: opt(Type.String({ maxLength: 20 })),
    createdDate: opt(Instant),
    updatedDate: opt(Instant),
    purchasedDate: nullable(Instant),
    lineItems: opt(Type.Array(OrderLineItem, { maxItems: 300 })),
    buyerInfo: opt(OrderBuyerInfo),
    paymentStatus: opt(StoreOrderPaymentStatus),
    fulfillmentStatus: opt(StoreOrderFulfillmentStatus),
    buyerLanguage: nullable(text(16)),
    weightUnit: opt(WeightUnit),
    currency: nullable(CurrencyCode),
    taxIncludedInPrices: opt(Type.Boolean()),
    priceSummary: opt(OrderPriceSummary),
    billingInfo: opt(AddressWithContact),
    shippingInfo: opt(OrderShippingInfo),
    buyerNote: nullable(text(1000)),
    status: opt(StoreOrderStatus),
    archived: nullable(Type.Boolean()),
    taxInfo: opt(OrderTaxInfo),
    appliedDiscounts: opt(Type.Array(OrderAppliedDiscount, { maxItems: 320 })),
    activities: opt(Type.Array(OrderActivity, { maxItems: 1000 })),
    createdBy: opt(OrderCreatedBy),
    channelInfo: opt(OrderChannelInfo),
    seenByAHuman: nullable(Type.Boolean()),
    checkoutId: nullable(Guid),
    customFields: opt(Type.Array(OrderCustomField, { maxItems: 50 })),
    balanceSummary: opt(OrderBalanceSummary),
    additionalFees: opt(Type.Array(OrderAdditionalFee, { maxItems: 100 })),
    purchaseFlowId: nullable(Guid),
    recipientInfo: opt(AddressWithContact),
    tags: opt(OrderTags),
    imported: opt(Type.Boolean()),
    /** Where the buyer came from (ads attribution), as the hosted order. */
    attributionSource: opt(literals(['UNSPECIFIED', 'FACEBOOK_ADS'] as const)),
  },
  closed,
);
export type StoreOrder = Static<typeof StoreOrder>;

/** The ids decimal amounts are read from in an order someone sends (create, import, update). */
export { DecimalAmount };
