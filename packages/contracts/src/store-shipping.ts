import { Type, type Static } from '@sinclair/typebox';
import { CursorPaging, Nullable, PagingMetadata, Sorting, StringEnum } from './common.ts';
import { DecimalAmount } from './money.ts';
import { StoreAddress } from './store-settings.ts';

// Shipping options (official module ecom.shippingOptions, `ecom_shipping-options` typings).
// A delivery region id is a destination code: an ISO 3166-1 country ("DE"), an ISO 3166-2
// subdivision ("US-CA") or "*" (everywhere else) — Tessera keeps no separate region entity.
// Tessera additions: `pickup` (store pickup: the address and instructions, offered whatever the
// buyer's address) and `deliveryTimeSlots` (each future slot is quoted as its own option).

const closed = { additionalProperties: false } as const;

export const ShippingConditionTypes = ['BY_TOTAL_WEIGHT', 'BY_TOTAL_PRICE', 'BY_TOTAL_QUANTITY'] as const;
export const ShippingOperators = ['EQ', 'GT', 'GTE', 'LT', 'LTE'] as const;
export const DeliveryRegionCode = Type.String({
  pattern: '^(\\*|[A-Z]{2}(-[A-Z0-9]{1,3})?)$',
  description: 'A country (ISO 3166-1 alpha-2), a subdivision (ISO 3166-2) or "*" (anywhere)',
});
const NonNegativeDecimal = Type.String({ pattern: '^[0-9]{1,12}(\\.[0-9]{1,6})?$', maxLength: 20 });

export const ShippingCondition = Type.Object(
  {
    type: StringEnum(ShippingConditionTypes),
    /** Weight in the store's unit, price in its currency, or a whole quantity. */
    value: NonNegativeDecimal,
    operator: StringEnum(ShippingOperators),
  },
  closed,
);
export const ConditionalRates = Type.Object(
  {
    amount: DecimalAmount,
    conditions: Type.Optional(Type.Array(ShippingCondition, { maxItems: 10 })),
    multiplyByQuantity: Type.Optional(Type.Boolean()),
  },
  closed,
);
export const ShippingPickup = Type.Object(
  {
    address: Type.Optional(Nullable(StoreAddress)),
    instructions: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
    pickupMethod: Type.Optional(StringEnum(['STORE_PICKUP', 'PICKUP_POINT'] as const)),
  },
  closed,
);
export const DeliveryTimeSlot = Type.Object(
  { from: Type.String({ format: 'date-time' }), to: Type.String({ format: 'date-time' }) },
  closed,
);
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

export const ShippingOption = Type.Object(
  {
    id: Type.String(),
    revision: Type.String(),
    createdDate: Type.String({ format: 'date-time' }),
    updatedDate: Type.String({ format: 'date-time' }),
    deliveryRegionId: Type.String(),
    deliveryRegionIds: Type.Array(Type.String()),
    title: Nullable(Type.String()),
    estimatedDeliveryTime: Nullable(Type.String()),
    rates: Type.Array(ConditionalRates),
    pickup: Nullable(ShippingPickup),
    deliveryTimeSlots: Type.Array(DeliveryTimeSlot),
    extendedFields: ExtendedFields,
  },
  closed,
);
export type ShippingOption = Static<typeof ShippingOption>;

/** What a create or update writes; read-only fields a client sends back are ignored. */
const shippingOptionInput = {
  deliveryRegionId: Type.Optional(Type.Union([DeliveryRegionCode, Type.Literal('')])),
  deliveryRegionIds: Type.Optional(Type.Array(DeliveryRegionCode, { maxItems: 300 })),
  title: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200 }))),
  estimatedDeliveryTime: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
  rates: Type.Optional(Type.Array(ConditionalRates, { maxItems: 50 })),
  pickup: Type.Optional(Nullable(ShippingPickup)),
  deliveryTimeSlots: Type.Optional(Type.Array(DeliveryTimeSlot, { maxItems: 50 })),
  extendedFields: Type.Optional(ExtendedFields),
  revision: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  createdDate: Type.Optional(Type.Unknown()),
  updatedDate: Type.Optional(Type.Unknown()),
};
export const CreateShippingOptionRequest = Type.Object(
  {
    shippingOption: Type.Object(
      { ...shippingOptionInput, id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))) },
      closed,
    ),
  },
  closed,
);
export const UpdateShippingOptionRequest = Type.Object(
  {
    shippingOption: Type.Object(
      { ...shippingOptionInput, id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))) },
      closed,
    ),
  },
  closed,
);
export const ShippingOptionResponse = Type.Object({ shippingOption: ShippingOption }, closed);
export const ShippingOptionIdParams = Type.Object(
  { shippingOptionId: Type.String({ minLength: 1, maxLength: 64 }) },
  closed,
);
export const DeleteShippingOptionResponse = Type.Object({}, closed);

export const QueryShippingOptionsRequest = Type.Object(
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
export const QueryShippingOptionsResponse = Type.Object(
  { shippingOptions: Type.Array(ShippingOption), pagingMetadata: PagingMetadata },
  closed,
);

export const ShippingRegionChangeRequest = Type.Object(
  {
    deliveryRegionId: DeliveryRegionCode,
    revision: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
    shippingOptionId: Type.Optional(Type.String({ maxLength: 64 })),
  },
  closed,
);
export const ShippingExtendedFieldsRequest = Type.Object(
  {
    namespace: Type.String({ minLength: 1, maxLength: 100 }),
    namespaceData: Nullable(
      Type.Record(Type.String({ maxLength: 100 }), Type.Unknown(), { maxProperties: 100 }),
    ),
    id: Type.Optional(Type.String({ maxLength: 64 })),
  },
  closed,
);
