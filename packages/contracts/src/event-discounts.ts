import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.ts';
import { CommonMoney, CurrencyCode, DecimalAmount } from './money.ts';

// Event discount codes (Tessera's own routes: the hosted platform's coupons have no events
// route): a code an owner gives out, applied by the invoice and checkout (`withDiscount`,
// `discount` of the events checkout) with the checkout's discount error codes.

const closed = { additionalProperties: false } as const;
const DateTime = Type.String({ format: 'date-time' });
const Id = Type.String({ minLength: 1, maxLength: 64 });

/** Most codes per event: the list is one page, no paging. */
export const MAX_DISCOUNT_CODES_PER_EVENT = 200;

/** What a code a buyer types may be: letters, digits, `-` and `_`; compared without case. */
export const DiscountCodeText = Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' });

/** Exactly one of `percentOff` (0.01–100) and `amountOff` (a fixed amount per order). */
export const DiscountAmount = Type.Object(
  {
    percentOff: Type.Optional(Nullable(Type.String({ pattern: '^[0-9]{1,3}(\\.[0-9]{1,2})?$' }))),
    amountOff: Type.Optional(Nullable(Type.Object({ value: DecimalAmount, currency: CurrencyCode }, closed))),
  },
  closed,
);

export const DiscountCode = Type.Object(
  {
    id: Type.String(),
    eventId: Type.String(),
    /** As the owner wrote it; buyers may type it in any case. */
    code: Type.String(),
    name: Type.String(),
    discount: Type.Object(
      { percentOff: Type.Optional(Type.String()), amountOff: Type.Optional(CommonMoney) },
      closed,
    ),
    /** The ticket definitions it applies to; empty: every ticket of the event. */
    ticketDefinitionIds: Type.Array(Type.String()),
    validFrom: Type.Optional(DateTime),
    validUntil: Type.Optional(DateTime),
    /** How many orders may use it; absent: no limit. */
    usageLimit: Type.Optional(Type.Integer()),
    /** Orders that used it (a declined or canceled order gives its use back). */
    timesUsed: Type.Integer(),
    active: Type.Boolean(),
    revision: Type.String(),
    createdDate: DateTime,
    updatedDate: DateTime,
  },
  closed,
);
export type DiscountCode = Static<typeof DiscountCode>;

const Fields = {
  name: Type.Optional(Type.String({ maxLength: 100 })),
  discount: DiscountAmount,
  ticketDefinitionIds: Type.Optional(Type.Array(Id, { maxItems: 100 })),
  validFrom: Type.Optional(Nullable(DateTime)),
  validUntil: Type.Optional(Nullable(DateTime)),
  usageLimit: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 1_000_000 }))),
  active: Type.Optional(Type.Boolean()),
};

export const EventIdParams = Type.Object({ eventId: Id }, closed);
export const DiscountCodeParams = Type.Object({ eventId: Id, discountCodeId: Id }, closed);

export const CreateDiscountCodeRequest = Type.Object(
  { discountCode: Type.Object({ code: DiscountCodeText, ...Fields }, closed) },
  closed,
);
export type CreateDiscountCodeRequest = Static<typeof CreateDiscountCodeRequest>;

/** Every field but the revision is optional: what is named changes. */
export const UpdateDiscountCodeRequest = Type.Object(
  {
    discountCode: Type.Object(
      {
        revision: Type.String({ pattern: '^[0-9]{1,15}$' }),
        code: Type.Optional(DiscountCodeText),
        ...Fields,
        discount: Type.Optional(DiscountAmount),
      },
      closed,
    ),
  },
  closed,
);
export type UpdateDiscountCodeRequest = Static<typeof UpdateDiscountCodeRequest>;

export const DiscountCodeResponse = Type.Object({ discountCode: DiscountCode }, closed);
export const ListDiscountCodesRequest = Type.Object({}, closed);
export const ListDiscountCodesResponse = Type.Object({ discountCodes: Type.Array(DiscountCode) }, closed);
export const DeleteDiscountCodeResponse = Type.Object({}, closed);

/** The checkout's discount error codes (`discountErrors.error[].code` of the invoice). */
export const DiscountErrorCodes = [
  'ERROR_COUPON_DOES_NOT_EXIST',
  'ERROR_COUPON_IS_DISABLED',
  'ERROR_COUPON_IS_NOT_ACTIVE_YET',
  'ERROR_COUPON_HAS_EXPIRED',
  'ERROR_COUPON_USAGE_EXCEEDED',
  'ERROR_COUPON_IS_NOT_APPLICABLE',
] as const;
export type DiscountErrorCode = (typeof DiscountErrorCodes)[number];
