import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.ts';

/*
 * Money on the wire. Amounts are computed on the server in integer minor units
 * (apps/server/src/platform/money); here are the wire pieces every money field is built from, and
 * the one formatter the server and the web app share.
 *
 * The hosted API has no single money object: each area names its fields its own way, and the
 * official SDKs read those names. So there is one source of truth (the decimal string and the
 * currency code below, produced by the server's `toWireMoney`) and one schema per wire family:
 *
 * | family                 | fields                                    | where (spec §3)                                       |
 * |------------------------|-------------------------------------------|-------------------------------------------------------|
 * | `EventMoney`           | value, currency, formattedValue           | events v3: registration.tickets lowestPrice/highestPrice |
 * | `TicketingMoney`       | amount (= value, deprecated), currency, value | events v1: orders, invoices, reservations, tickets, ticket definitions v1, guests, RSVP v2, summaries (revenue, totalSales) |
 * | `CommonMoney`          | value, currency                           | ticket definitions v3: pricingMethod fixedPrice/guestPrice/minPrice, lowest/highestTicketPrice |
 * | `EcomPrice`            | amount, formattedAmount                   | ecom cart, checkout, order lines; currency on the entity |
 * | `EcomMultiCurrencyPrice` | amount, convertedAmount, formattedAmount, formattedConvertedAmount | ecom price summaries (subtotal, shipping, tax, discount, total) |
 * | `StoresFixedAmount`    | amount, formattedAmount                   | stores v3 products: actualPriceRange, variant prices; currency on the product |
 *
 * Stores v1 `priceData` (price, discountedPrice as JSON numbers, `formatted.*` strings) is the one
 * family with numbers; the catalog owns that shape and fills it from the same minor units.
 */

/** A decimal amount: optional minus, digits, optional fraction; never exponent notation. */
export const DecimalAmount = Type.String({
  pattern: '^-?[0-9]{1,18}(\\.[0-9]{1,6})?$',
  maxLength: 26,
  description: 'Decimal string with a period, e.g. "12.50"',
});
/** ISO 4217 alphabetic code (the server checks the code is a known currency). */
export const CurrencyCode = Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. "EUR"' });

const closed = { additionalProperties: false } as const;

export const EventMoney = Type.Object(
  {
    value: Type.Optional(DecimalAmount),
    currency: Type.Optional(CurrencyCode),
    formattedValue: Type.Optional(Nullable(Type.String())),
  },
  closed,
);
export type EventMoney = Static<typeof EventMoney>;

export const TicketingMoney = Type.Object(
  {
    /** Same as `value`; the hosted API still sends it and older SDK code reads it. */
    amount: Type.Optional(DecimalAmount),
    currency: Type.Optional(CurrencyCode),
    value: Type.Optional(Nullable(DecimalAmount)),
  },
  closed,
);
export type TicketingMoney = Static<typeof TicketingMoney>;

export const CommonMoney = Type.Object(
  { value: Type.Optional(DecimalAmount), currency: Type.Optional(CurrencyCode) },
  closed,
);
export type CommonMoney = Static<typeof CommonMoney>;

export const EcomPrice = Type.Object(
  { amount: Type.Optional(DecimalAmount), formattedAmount: Type.Optional(Type.String()) },
  closed,
);
export type EcomPrice = Static<typeof EcomPrice>;

export const EcomMultiCurrencyPrice = Type.Object(
  {
    amount: Type.Optional(DecimalAmount),
    convertedAmount: Type.Optional(DecimalAmount),
    formattedAmount: Type.Optional(Type.String()),
    formattedConvertedAmount: Type.Optional(Type.String()),
  },
  closed,
);
export type EcomMultiCurrencyPrice = Static<typeof EcomMultiCurrencyPrice>;

export const StoresFixedAmount = EcomPrice;
export type StoresFixedAmount = EcomPrice;

/** The wire families above, by name: `toWireMoney(family, money)` on the server fills any of them. */
export const MoneyWireFamilies = [
  'EVENT',
  'TICKETING',
  'COMMON',
  'ECOM_PRICE',
  'ECOM_MULTI_CURRENCY',
] as const;
export type MoneyWireFamily = (typeof MoneyWireFamilies)[number];

/**
 * Formats a decimal amount for people: `formatMoney("1234.5", "EUR", "de-DE")` → "1.234,50 €".
 * The decimal string goes to `Intl.NumberFormat` as a string, which formats it exactly (no
 * float on the way), with the currency's own number of digits.
 */
export function formatMoney(value: string, currency: string, locale = 'en-US'): string {
  return formatterFor(locale, currency).format(value as unknown as number);
}

// Building a NumberFormat costs far more than using one; pages format many amounts.
const formatters = new Map<string, Intl.NumberFormat>();
const MAX_FORMATTERS = 64;

function formatterFor(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}\u0000${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = safeNumberFormat(locale, currency);
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An unknown or malformed locale (it may come from a request) falls back to en-US, never throws. */
function safeNumberFormat(locale: string, currency: string): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency });
  } catch {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency });
  }
}
