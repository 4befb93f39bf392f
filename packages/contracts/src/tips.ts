import { Type, type Static } from '@sinclair/typebox';
import { CursorPaging, Nullable, PagingMetadata, Sorting, StringEnum } from './common.ts';

// Tip settings and tips (official modules ecom.tipSettings `ecom_tip-settings`, ecom.tips
// `ecom_tips`). Settings: how a tip is offered (PERCENTAGE or AMOUNT presets, custom amounts)
// and split among staff (EQUAL / PROPORTIONAL); one default per site. A tip choice is the
// visitor's pick on a checkout (its `purchaseFlowId` is the checkout id) and prices the
// checkout as the additional fee `TIP`; the order placed of it carries that fee.

const closed = { additionalProperties: false } as const;
const Ignored = Type.Optional(Type.Unknown());
const Id = Type.String({ minLength: 1, maxLength: 64 });
/** A tip's decimal amount (the typings: gte 0, at most two decimals; the store's currency decides). */
export const TipDecimal = Type.String({ pattern: '^[0-9]{1,13}(\\.[0-9]{1,2})?$', maxLength: 16 });

export const TipSettingsTipTypes = ['PERCENTAGE', 'AMOUNT'] as const;
export const TipChoiceTypes = ['PERCENTAGE', 'AMOUNT', 'CUSTOM'] as const;
export const StaffDistributionMethods = ['EQUAL', 'PROPORTIONAL'] as const;
export const TipSources = ['POS', 'WEB', 'DASHBOARD'] as const;

export const TipPreset = Type.Object(
  {
    /** A percentage (0–100) or an amount in the store's currency, by the settings' `tipType`. */
    value: Type.Number({ minimum: 0, maximum: 1_000_000 }),
    default: Type.Optional(Nullable(Type.Boolean())),
  },
  closed,
);
export type TipPreset = Static<typeof TipPreset>;

const ExtendedFields = Type.Object(
  {
    namespaces: Type.Optional(
      Type.Record(
        Type.String({ maxLength: 100 }),
        Type.Record(Type.String({ maxLength: 100 }), Type.Unknown()),
        {
          maxProperties: 20,
        },
      ),
    ),
  },
  closed,
);

export const TipSettings = Type.Object(
  {
    id: Type.String(),
    locationId: Type.Optional(Type.String()),
    paymentTerminalId: Type.Optional(Type.String()),
    userId: Type.Optional(Type.String()),
    tipType: StringEnum(TipSettingsTipTypes),
    presets: Type.Array(TipPreset),
    allowCustomerTip: Type.Boolean(),
    allowBusinessTipAtPayment: Type.Boolean(),
    allowCustomAmount: Type.Boolean(),
    allowEditDistribution: Type.Boolean(),
    autoTipOnCheckInEnabled: Type.Boolean(),
    autoTipOnCheckInPercentage: Type.Optional(Type.Number()),
    staffDistributionMethod: StringEnum(StaffDistributionMethods),
    revision: Type.String(),
    createdDate: Type.String({ format: 'date-time' }),
    updatedDate: Type.String({ format: 'date-time' }),
    default: Type.Boolean(),
    appId: Type.Optional(Type.String()),
    extendedFields: Type.Optional(ExtendedFields),
  },
  closed,
);
export type TipSettings = Static<typeof TipSettings>;

/** What a create or update may send; read-only fields are accepted and ignored. */
const tipSettingsInputFields = {
  locationId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  paymentTerminalId: Type.Optional(Nullable(Type.String({ maxLength: 30 }))),
  userId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  tipType: Type.Optional(StringEnum(TipSettingsTipTypes)),
  presets: Type.Optional(Type.Array(TipPreset, { minItems: 1, maxItems: 3 })),
  allowCustomerTip: Type.Optional(Nullable(Type.Boolean())),
  allowBusinessTipAtPayment: Type.Optional(Nullable(Type.Boolean())),
  allowCustomAmount: Type.Optional(Nullable(Type.Boolean())),
  allowEditDistribution: Type.Optional(Nullable(Type.Boolean())),
  autoTipOnCheckInEnabled: Type.Optional(Nullable(Type.Boolean())),
  autoTipOnCheckInPercentage: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100 }))),
  staffDistributionMethod: Type.Optional(StringEnum(StaffDistributionMethods)),
  appId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  extendedFields: Type.Optional(ExtendedFields),
  id: Ignored,
  revision: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  createdDate: Ignored,
  updatedDate: Ignored,
  default: Ignored,
};
export const TipSettingsInput = Type.Object(tipSettingsInputFields, closed);
export type TipSettingsInput = Static<typeof TipSettingsInput>;

export const TipSettingsRequest = Type.Object({ tipSettings: TipSettingsInput }, closed);
/** The settings to change are named by `tipSettings.id` (the path has none). */
export const UpdateTipSettingsRequest = Type.Object(
  { tipSettings: Type.Object({ ...tipSettingsInputFields, id: Id }, closed) },
  closed,
);
export const TipSettingsResponse = Type.Object({ tipSettings: TipSettings }, closed);
export const TipSettingsIdParams = Type.Object({ tipSettingsId: Id }, closed);
export const DeleteTipSettingsResponse = Type.Object({}, closed);
export const QueryTipSettingsRequest = Type.Object(
  {
    query: Type.Optional(
      Type.Object(
        {
          filter: Type.Optional(Nullable(Type.Record(Type.String(), Type.Unknown()))),
          sort: Type.Optional(Type.Array(Sorting, { maxItems: 10 })),
          cursorPaging: Type.Optional(CursorPaging),
          fields: Ignored,
          fieldsets: Ignored,
        },
        closed,
      ),
    ),
  },
  closed,
);
export const QueryTipSettingsResponse = Type.Object(
  { tipSettings: Type.Array(TipSettings), pagingMetadata: PagingMetadata },
  closed,
);

// ——— Tips ———

export const TipChoice = Type.Object(
  {
    /** PERCENTAGE: a percentage of the items' subtotal ("15"); AMOUNT / CUSTOM: an amount ("2.50"). */
    value: Type.Optional(Nullable(TipDecimal)),
    tipType: Type.Optional(StringEnum(TipChoiceTypes)),
  },
  closed,
);
export type TipChoice = Static<typeof TipChoice>;

/** What a visitor's tip picker needs of the site's default settings (Tessera's addition to the choice answers). */
export const TipChoiceOptions = Type.Object(
  {
    tipType: StringEnum(TipSettingsTipTypes),
    presets: Type.Array(TipPreset),
    allowCustomAmount: Type.Boolean(),
    currency: Type.String(),
  },
  closed,
);
export type TipChoiceOptions = Static<typeof TipChoiceOptions>;

export const GetTipChoiceParams = Type.Object({ purchaseFlowId: Id }, closed);
export const TipChoiceResponse = Type.Object(
  {
    /** The choice made on this checkout; absent when none was made. */
    tipChoice: Type.Optional(TipChoice),
    /** The tip this choice adds to the checkout, in the store's currency ("0.00" without a choice). */
    tipAmount: Type.String(),
    /** The picker's options; absent when the store takes no tips from customers. */
    tipSettings: Type.Optional(TipChoiceOptions),
  },
  closed,
);
export type TipChoiceResponse = Static<typeof TipChoiceResponse>;
export const UpdateTipChoiceRequest = Type.Object({ tipChoice: TipChoice, purchaseFlowId: Id }, closed);

const CatalogReference = Type.Object(
  {
    catalogItemId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    appId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  },
  closed,
);
export const LineItemInfo = Type.Object(
  {
    lineItemId: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 100 }))),
    catalogReference: Type.Optional(CatalogReference),
    /** The price of one unit. */
    price: Type.Optional(Nullable(TipDecimal)),
    name: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }))),
    quantity: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 100_000 }))),
  },
  closed,
);

export const Staff = Type.Object(
  {
    id: Type.Optional(Type.String()),
    name: Type.Optional(Type.String({ maxLength: 500 })),
    staffMemberId: Type.Optional(Type.String({ maxLength: 64 })),
  },
  closed,
);
const StaffInput = Type.Object(
  {
    id: Ignored,
    name: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    staffMemberId: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 64 }))),
    identificationData: Ignored,
  },
  closed,
);

export const TipDistribution = Type.Object(
  {
    id: Type.String(),
    tipId: Type.String(),
    staff: Type.Optional(Staff),
    amount: Type.String(),
    lineItemInfo: Type.Array(LineItemInfo),
    orderId: Type.Optional(Type.String()),
    createdDate: Type.String({ format: 'date-time' }),
    source: StringEnum(TipSources),
  },
  closed,
);
export type TipDistribution = Static<typeof TipDistribution>;

export const Tip = Type.Object(
  {
    id: Type.Optional(Type.String()),
    lineItemSubtotal: Type.String(),
    amount: Type.String(),
    distributions: Type.Array(TipDistribution),
    undistributedAmount: Type.Optional(Type.String()),
  },
  closed,
);
export type Tip = Static<typeof Tip>;

export const PreviewTipRequest = Type.Object(
  {
    lineItemInfo: Type.Array(LineItemInfo, { minItems: 1, maxItems: 50 }),
    tipChoice: TipChoice,
    tipSettingsId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    draftOrderId: Ignored,
  },
  closed,
);
export const TipResponse = Type.Object({ tip: Tip }, closed);

export const TipDistributionInput = Type.Object(
  {
    staff: Type.Optional(StaffInput),
    /** Absent: a share of what is left of the tip, split by the default settings' staffDistributionMethod. */
    amount: Type.Optional(TipDecimal),
    lineItemInfo: Type.Optional(Type.Array(LineItemInfo, { maxItems: 12 })),
    source: Type.Optional(StringEnum(TipSources)),
    id: Ignored,
    tipId: Ignored,
    orderId: Ignored,
    createdDate: Ignored,
    transaction: Ignored,
  },
  closed,
);
export type TipDistributionInput = Static<typeof TipDistributionInput>;

// ——— An order's tip and its distributions (owner) ———

export const OrderIdParams = Type.Object({ orderId: Id }, closed);
export const DraftOrderIdParams = Type.Object({ draftOrderId: Id }, closed);
export const OrderInfo = Type.Object(
  {
    orderId: Type.String(),
    additionalFeeId: Type.Optional(Type.String()),
    additionalFeePrice: Type.Optional(
      Type.Object({ amount: Type.String(), formattedAmount: Type.String() }, closed),
    ),
  },
  closed,
);
export const SetTipOnOrderRequest = Type.Object(
  {
    orderId: Id,
    tip: Type.Object(
      {
        amount: TipDecimal,
        id: Ignored,
        lineItemSubtotal: Ignored,
        distributions: Ignored,
        undistributedAmount: Ignored,
      },
      closed,
    ),
  },
  closed,
);
export const SetTipOnOrderResponse = Type.Object({ tip: Tip, orderInfo: OrderInfo }, closed);
export const RemoveTipFromOrderRequest = Type.Object({ orderId: Id }, closed);
export const RemoveTipFromOrderResponse = Type.Object({ orderInfo: OrderInfo }, closed);
export const AddTipDistributionsRequest = Type.Object(
  { orderId: Id, tipDistributions: Type.Array(TipDistributionInput, { minItems: 1, maxItems: 50 }) },
  closed,
);
export const AddTipDistributionsResponse = Type.Object(
  { tipDistributions: Type.Array(TipDistribution), orderInfo: OrderInfo },
  closed,
);
const DistributionFilter = Type.Optional(Nullable(Type.Record(Type.String(), Type.Unknown())));
export const QueryTipDistributionsRequest = Type.Object(
  {
    query: Type.Optional(
      Type.Object(
        {
          filter: DistributionFilter,
          sort: Type.Optional(Type.Array(Sorting, { maxItems: 4 })),
          cursorPaging: Type.Optional(CursorPaging),
        },
        closed,
      ),
    ),
  },
  closed,
);
export const QueryTipDistributionsResponse = Type.Object(
  { tipDistributions: Type.Array(TipDistribution), pagingMetadata: PagingMetadata },
  closed,
);
export const SumTipDistributionAmountsRequest = Type.Object({ filter: DistributionFilter }, closed);
export const SumTipDistributionAmountsResponse = Type.Object({ totalAmount: Type.String() }, closed);

// ——— Tippable staff (official module ecom.tippableStaff `ecom_tippable-staff`) ———

/** ListTippableStaff's query string: repeated `filterByIds` (one is a list of one). */
export const ListTippableStaffRequest = Type.Object(
  {
    /** Site collaborators who are not staff members: Tessera has none besides its staff, so this adds no one. */
    includeWixUsers: Type.Optional(Type.Boolean()),
    /** Staff whose name starts with this, case aside. */
    filterByName: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    filterByIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
  },
  closed,
);
/** A staff member who may get part of a tip: `id` = `staffMemberId`, usable in a distribution's `staff`. */
export const TippableStaff = Type.Object(
  {
    id: Type.String(),
    name: Type.Optional(Type.String({ maxLength: 500 })),
    staffMemberId: Type.String(),
    /** The site member who joined as this staff member (absent while the invitation is pending). */
    identificationData: Type.Optional(Type.Object({ memberId: Type.Optional(Type.String()) }, closed)),
  },
  closed,
);
export type TippableStaff = Static<typeof TippableStaff>;
export const ListTippableStaffResponse = Type.Object(
  { staff: Type.Array(TippableStaff, { maxItems: 100 }) },
  closed,
);
