import { validationError, violation } from '../errors.ts';
import { currencyExponent, isKnownCurrency } from './currencies.ts';

/**
 * An amount of one currency in integer minor units (cents for EUR, yen for JPY, fils for KWD).
 * A plain object, so it goes into JSON, domain events and database rows as it is. `minor` is a
 * safe integer (±9,007,199,254,740,991: 90 trillion euros); arithmetic runs on bigint and checks
 * the result stays there.
 */
export interface Money {
  readonly minor: number;
  readonly currency: string;
}

const DECIMAL = /^(-?)([0-9]+)(?:\.([0-9]+))?$/;

/** A money value after a check that the currency is known and the amount a safe integer. */
export function money(minor: number | bigint, currency: string): Money {
  if (!isKnownCurrency(currency)) throw new RangeError(`Unknown currency ${JSON.stringify(currency)}`);
  return { minor: toSafe(BigInt(minor)), currency };
}

export const zero = (currency: string): Money => money(0, currency);

export type ParseOutcome = { ok: true; money: Money } | { ok: false; reason: string };

/**
 * Reads a wire decimal ("12.5", "-3.00", "1200") exactly. Refuses rather than rounds: more
 * fraction digits than the currency has are accepted only when they are zeros ("12.500" EUR),
 * since a price of 12.505 EUR cannot be charged.
 */
export function tryParseMoney(
  value: string,
  currency: string,
  options: { allowNegative?: boolean } = {},
): ParseOutcome {
  if (typeof currency !== 'string' || !isKnownCurrency(currency))
    return { ok: false, reason: 'is not an ISO 4217 currency code' };
  const match = typeof value === 'string' && value.length <= 40 ? DECIMAL.exec(value) : null;
  if (!match) return { ok: false, reason: 'must be a decimal number such as "12.50"' };
  const [, sign, whole, fraction = ''] = match;
  const exponent = currencyExponent(currency);
  const kept = fraction.slice(0, exponent);
  if (/[^0]/.test(fraction.slice(exponent)))
    return { ok: false, reason: `has more than ${exponent} decimal places for ${currency}` };
  const magnitude = BigInt(whole + kept.padEnd(exponent, '0'));
  const minor = sign === '-' ? -magnitude : magnitude;
  if (minor < 0n && !options.allowNegative) return { ok: false, reason: 'must not be negative' };
  if (minor > MAX || minor < -MAX) return { ok: false, reason: 'is too large' };
  return { ok: true, money: { minor: Number(minor), currency } };
}

/** `tryParseMoney`, or a 400 field violation naming `field`. */
export function parseMoney(
  value: string,
  currency: string,
  field: string,
  options: { allowNegative?: boolean } = {},
): Money {
  const outcome = tryParseMoney(value, currency, options);
  if (outcome.ok) return outcome.money;
  throw validationError([violation(field, `${field} ${outcome.reason}`, 'FORMAT')]);
}

/** The wire decimal with exactly the currency's digits: 1250 EUR → "12.50", 1200 JPY → "1200". */
export function toDecimal(amount: Money): string {
  const exponent = currencyExponent(amount.currency);
  const digits = Math.abs(amount.minor).toString();
  const sign = amount.minor < 0 ? '-' : '';
  if (exponent === 0) return sign + digits;
  const padded = digits.padStart(exponent + 1, '0');
  return `${sign}${padded.slice(0, -exponent)}.${padded.slice(-exponent)}`;
}

export function add(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { minor: toSafe(BigInt(a.minor) + BigInt(b.minor)), currency: a.currency };
}

export function subtract(a: Money, b: Money): Money {
  sameCurrency(a, b);
  return { minor: toSafe(BigInt(a.minor) - BigInt(b.minor)), currency: a.currency };
}

/** The sum of amounts of one currency (zero of `currency` for none). */
export function sum(amounts: readonly Money[], currency: string): Money {
  let total = 0n;
  for (const amount of amounts) {
    if (amount.currency !== currency) throw currencyMismatch(currency, amount.currency);
    total += BigInt(amount.minor);
  }
  return money(total, currency);
}

/** A unit price times a whole quantity (quantities are never fractional here). */
export function multiply(amount: Money, quantity: number): Money {
  if (!Number.isSafeInteger(quantity)) throw new RangeError('A quantity must be a whole number');
  return { minor: toSafe(BigInt(amount.minor) * BigInt(quantity)), currency: amount.currency };
}

export const negate = (amount: Money): Money => ({
  minor: amount.minor === 0 ? 0 : -amount.minor,
  currency: amount.currency,
});

/** -1, 0 or 1. */
export function compare(a: Money, b: Money): -1 | 0 | 1 {
  sameCurrency(a, b);
  return a.minor < b.minor ? -1 : a.minor > b.minor ? 1 : 0;
}

export const isZero = (amount: Money): boolean => amount.minor === 0;
export const isNegative = (amount: Money): boolean => amount.minor < 0;

/** Thrown when amounts of two currencies meet; a checkout turns it into spec §8's "currency mismatch". */
export class CurrencyMismatchError extends Error {
  constructor(
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`Currency mismatch: ${expected} and ${actual}`);
  }
}

const currencyMismatch = (expected: string, actual: string) => new CurrencyMismatchError(expected, actual);

function sameCurrency(a: Money, b: Money): void {
  if (a.currency !== b.currency) throw currencyMismatch(a.currency, b.currency);
}

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** Back to a number, refusing what a number cannot hold exactly. */
export function toSafe(minor: bigint): number {
  if (minor > MAX || minor < -MAX) throw new RangeError('Amount out of range');
  return Number(minor);
}
