import { Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common.ts';

// Orders settings (ecom.ordersSettings) and checkout settings (ecom.checkoutSettings): one
// document each per site, the defaults until the owner changes them. The checkout's brand
// (colours, fonts) is accepted and not kept: Tessera's checkout page has its own look.

const closed = { additionalProperties: false } as const;
const Bool = Type.Optional(Nullable(Type.Boolean()));
const Date = Nullable(Type.String({ format: 'date-time' }));

export const InventoryUpdateTriggers = ['ON_ORDER_PAID', 'ON_ORDER_PLACED'] as const;
export const OrdersSettings = Type.Object(
  {
    inventoryUpdateTrigger: StringEnum(InventoryUpdateTriggers),
    createInvoice: Type.Boolean(),
    createdDate: Date,
    updatedDate: Date,
  },
  closed,
);
export const OrdersSettingsResponse = Type.Object({ ordersSettings: OrdersSettings }, closed);
export const UpdateOrdersSettingsRequest = Type.Object(
  {
    ordersSettings: Type.Object(
      {
        inventoryUpdateTrigger: Type.Optional(StringEnum(InventoryUpdateTriggers)),
        createInvoice: Bool,
        createdDate: Type.Optional(Type.Unknown()),
        updatedDate: Type.Optional(Type.Unknown()),
      },
      closed,
    ),
  },
  closed,
);

const Policy = Type.Object(
  {
    visible: Bool,
    content: Type.Optional(Nullable(Type.String({ maxLength: 20_000 }))),
    title: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  },
  closed,
);
const Checkbox = Type.Object({ visible: Bool, checkedByDefault: Bool, splitByChannel: Bool }, closed);
export const CheckoutPolicies = Type.Object(
  {
    termsAndConditions: Type.Optional(Policy),
    privacyPolicy: Type.Optional(Policy),
    returnPolicy: Type.Optional(Policy),
    digitalItemPolicy: Type.Optional(Policy),
    contactUs: Type.Optional(Policy),
    customPolicy: Type.Optional(Policy),
  },
  closed,
);
export const CheckoutFields = Type.Object(
  {
    subscriptionCheckbox: Type.Optional(Checkbox),
    policyAgreementCheckbox: Type.Optional(Checkbox),
    giftCardRedeemEnabled: Bool,
    mitEnabled: Bool,
    delayCaptureEnabled: Bool,
    captureBeforeExpiryEnabled: Bool,
  },
  closed,
);
export const CheckoutBillingFields = [
  'BILLING_ADDRESS_FIELDS',
  'FULL_BILLING_ADDRESS',
  'MINIMAL_BILLING_ADDRESS',
  'NO_BILLING_ADDRESS',
] as const;
export const CheckoutSettings = Type.Object(
  {
    checkoutPolicies: CheckoutPolicies,
    checkoutFields: CheckoutFields,
    checkoutBillingFields: Type.Optional(Type.String()),
    createdDate: Date,
    updatedDate: Date,
  },
  closed,
);
export const CheckoutSettingsResponse = Type.Object({ checkoutSettings: CheckoutSettings }, closed);
export const UpdateCheckoutSettingsRequest = Type.Object(
  {
    checkoutSettings: Type.Object(
      {
        checkoutPolicies: Type.Optional(CheckoutPolicies),
        checkoutFields: Type.Optional(CheckoutFields),
        checkoutBillingFields: Type.Optional(Type.String({ maxLength: 40 })),
        checkoutBrand: Type.Optional(Type.Unknown()),
        createdDate: Type.Optional(Type.Unknown()),
        updatedDate: Type.Optional(Type.Unknown()),
      },
      closed,
    ),
  },
  closed,
);
