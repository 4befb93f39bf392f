import { Type, type Static } from '@sinclair/typebox';
import { CursorPaging, Nullable, PagingMetadata, Sorting, StringEnum } from './common.ts';
import { DecimalAmount } from './money.ts';

// Discount rules (official module ecom.discountRules, `ecom_discount-rules` typings). Tessera
// additions, as the store's coupons are rules too: a discount's `targetType` may be GLOBAL (the
// whole order), SPECIFIC_ITEMS (products or collections) or SHIPPING; a trigger may be COUPON
// (`coupon.code`, unique per site regardless of case); `settings.usageLimit` bounds the uses
// counted with orders. `status` is derived from `activeTimeInfo` and the clock.

const closed = { additionalProperties: false } as const;

export const DiscountTargetTypes = ['GLOBAL', 'SPECIFIC_ITEMS', 'SHIPPING'] as const;
export const DiscountValueTypes = ['PERCENTAGE', 'FIXED_AMOUNT', 'FIXED_PRICE'] as const;
export const DiscountRuleStatuses = ['LIVE', 'EXPIRED', 'PENDING'] as const;
export const LeafTriggerTypes = [
  'SUBTOTAL_RANGE',
  'ITEM_QUANTITY_RANGE',
  'CUSTOMER_ELIGIBILITY',
  'COUPON',
] as const;
/** The stores catalog's app id (catalog references name it). */
export const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';

const Id = Type.String({ minLength: 1, maxLength: 64 });
export const DiscountScope = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 64 })),
    type: StringEnum(['CATALOG_ITEM', 'CUSTOM_FILTER'] as const),
    /** CATALOG_ITEM: these products. */
    catalogItemFilter: Type.Optional(
      Type.Object(
        {
          catalogAppId: Type.Optional(Type.String({ maxLength: 64 })),
          catalogItemIds: Type.Optional(Type.Array(Id, { maxItems: 500 })),
        },
        closed,
      ),
    ),
    /** CUSTOM_FILTER: `params.collectionIds`, the products of these collections. */
    customFilter: Type.Optional(
      Type.Object(
        {
          appId: Type.Optional(Type.String({ maxLength: 64 })),
          params: Type.Optional(
            Type.Object({ collectionIds: Type.Optional(Type.Array(Id, { maxItems: 100 })) }, closed),
          ),
        },
        closed,
      ),
    ),
  },
  closed,
);
const Scopes = Type.Array(DiscountScope, { maxItems: 20 });

const leafTrigger = {
  subtotalRange: Type.Optional(
    Type.Object(
      {
        scopes: Type.Optional(Scopes),
        from: Type.Optional(Nullable(DecimalAmount)),
        to: Type.Optional(Nullable(DecimalAmount)),
      },
      closed,
    ),
  ),
  itemQuantityRange: Type.Optional(
    Type.Object(
      {
        scopes: Type.Optional(Scopes),
        from: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1_000_000 }))),
        to: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1_000_000 }))),
      },
      closed,
    ),
  ),
  customerEligibility: Type.Optional(
    Type.Object(
      {
        eligibilityType: Type.Optional(StringEnum(['INDIVIDUAL_MEMBERS'] as const)),
        individualMembersInfo: Type.Optional(
          Type.Object({ memberIds: Type.Optional(Type.Array(Id, { maxItems: 1000 })) }, closed),
        ),
      },
      closed,
    ),
  ),
  coupon: Type.Optional(
    Type.Object({ code: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' }) }, closed),
  ),
};
export const LeafTrigger = Type.Object({ triggerType: StringEnum(LeafTriggerTypes), ...leafTrigger }, closed);
/** A trigger: one condition, or AND / OR of conditions (one level). */
export const DiscountTrigger = Type.Object(
  {
    triggerType: StringEnum([...LeafTriggerTypes, 'AND', 'OR'] as const),
    ...leafTrigger,
    and: Type.Optional(Type.Object({ triggers: Type.Array(LeafTrigger, { maxItems: 10 }) }, closed)),
    or: Type.Optional(Type.Object({ triggers: Type.Array(LeafTrigger, { maxItems: 10 }) }, closed)),
  },
  closed,
);
export type DiscountTrigger = Static<typeof DiscountTrigger>;

export const DiscountValue = Type.Object(
  {
    targetType: StringEnum(DiscountTargetTypes),
    specificItemsInfo: Type.Optional(Type.Object({ scopes: Scopes }, closed)),
    discountType: StringEnum(DiscountValueTypes),
    /** PERCENTAGE: 0–100. */
    percentage: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
    /** FIXED_AMOUNT: off the target (an order, the items, or shipping). */
    fixedAmount: Type.Optional(DecimalAmount),
    /** FIXED_PRICE: each targeted unit costs this. */
    fixedPrice: Type.Optional(DecimalAmount),
  },
  closed,
);
export type DiscountValue = Static<typeof DiscountValue>;

const ActiveTimeInfo = Type.Object(
  {
    start: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
    end: Type.Optional(Nullable(Type.String({ format: 'date-time' }))),
  },
  closed,
);
const Settings = Type.Object(
  {
    usageLimit: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000_000 }))),
    appliesTo: Type.Optional(StringEnum(['ALL_ITEMS'] as const)),
  },
  closed,
);

export const DiscountRule = Type.Object(
  {
    id: Type.String(),
    revision: Type.String(),
    createdDate: Type.String({ format: 'date-time' }),
    updatedDate: Type.String({ format: 'date-time' }),
    active: Type.Boolean(),
    name: Type.String(),
    trigger: Nullable(DiscountTrigger),
    activeTimeInfo: ActiveTimeInfo,
    discounts: Type.Object({ values: Type.Array(DiscountValue) }, closed),
    settings: Settings,
    status: StringEnum(DiscountRuleStatuses),
    usageCount: Type.Integer(),
  },
  closed,
);
export type DiscountRule = Static<typeof DiscountRule>;

const ruleInput = {
  active: Type.Optional(Nullable(Type.Boolean())),
  name: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }))),
  trigger: Type.Optional(Nullable(DiscountTrigger)),
  activeTimeInfo: Type.Optional(Nullable(ActiveTimeInfo)),
  discounts: Type.Optional(
    Type.Object({ values: Type.Array(DiscountValue, { minItems: 1, maxItems: 10 }) }, closed),
  ),
  settings: Type.Optional(Nullable(Settings)),
  revision: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  createdDate: Type.Optional(Type.Unknown()),
  updatedDate: Type.Optional(Type.Unknown()),
  status: Type.Optional(Type.Unknown()),
  usageCount: Type.Optional(Type.Unknown()),
};
export const DiscountRuleInput = Type.Object(ruleInput, closed);
export type DiscountRuleInput = Static<typeof DiscountRuleInput>;
export const CreateDiscountRuleRequest = Type.Object({ discountRule: DiscountRuleInput }, closed);
export const UpdateDiscountRuleRequest = Type.Object({ discountRule: DiscountRuleInput }, closed);
export const DiscountRuleResponse = Type.Object({ discountRule: DiscountRule }, closed);
export const DiscountRuleIdParams = Type.Object(
  { discountRuleId: Type.String({ minLength: 1, maxLength: 64 }) },
  closed,
);
export const DeleteDiscountRuleResponse = Type.Object({}, closed);
export const QueryDiscountRulesRequest = Type.Object(
  {
    query: Type.Optional(
      Type.Object(
        {
          filter: Type.Optional(Nullable(Type.Record(Type.String(), Type.Unknown()))),
          sort: Type.Optional(Type.Array(Sorting, { maxItems: 10 })),
          cursorPaging: Type.Optional(CursorPaging),
        },
        closed,
      ),
    ),
  },
  closed,
);
export const QueryDiscountRulesResponse = Type.Object(
  { discountRules: Type.Array(DiscountRule), pagingMetadata: PagingMetadata },
  closed,
);
