import { add, money, subtract, type Money } from './money.ts';
import { allocateByAmounts } from './allocate.ts';
import { divideRounded, type RoundingMode } from './rounding.ts';

/** A percentage as an exact fraction of one: "19.25" % → 1925 / 10000. */
export interface Percentage {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

const PERCENT = /^([0-9]{1,3})(?:\.([0-9]{1,4}))?$/;

/**
 * Reads a percentage as the wire writes it ("19", "7.5", "19.25"; a tax rate's `rate`, a
 * discount's percent): 0 to 100, at most four decimals. Undefined when it is not one.
 */
export function parsePercentage(text: string): Percentage | undefined {
  const match = typeof text === 'string' ? PERCENT.exec(text) : null;
  if (!match) return undefined;
  const [, whole, fraction = ''] = match;
  const numerator = BigInt(whole + fraction);
  const denominator = 100n * 10n ** BigInt(fraction.length);
  if (numerator > denominator) return undefined;
  return { numerator, denominator };
}

/** `rate` of `amount`, rounded once (HALF_UP unless told). */
export function percentOf(amount: Money, rate: Percentage, mode: RoundingMode = 'HALF_UP'): Money {
  return money(divideRounded(BigInt(amount.minor) * rate.numerator, rate.denominator, mode), amount.currency);
}

/** The price after a percent discount: the discount is rounded, the price is what remains. */
export const discountByPercent = (amount: Money, rate: Percentage): Money =>
  subtract(amount, percentOf(amount, rate));

/** Net, tax and gross of one amount; `net + tax = gross` always. */
export interface TaxSplit {
  readonly net: Money;
  readonly tax: Money;
  readonly gross: Money;
}

/** Tax added on top of a net price (tax type ADDED / ADDED_AT_CHECKOUT). */
export function taxAdded(net: Money, rate: Percentage): TaxSplit {
  const tax = percentOf(net, rate);
  return { net, tax, gross: add(net, tax) };
}

/**
 * The tax inside a gross price (tax type INCLUDED / INCLUDED_IN_PRICE): tax = gross × r / (1 + r),
 * rounded once; the net is what remains, so the parts always add up to the price paid.
 */
export function taxIncluded(gross: Money, rate: Percentage): TaxSplit {
  const tax = money(
    divideRounded(BigInt(gross.minor) * rate.numerator, rate.denominator + rate.numerator),
    gross.currency,
  );
  return { net: subtract(gross, tax), tax, gross };
}

/**
 * Tax of several lines at one rate: computed once on their total (one rounding, so the order's
 * tax is the tax of its total) and allocated back to the lines by largest remainder, so the
 * lines' taxes add up to it exactly. Per-line rounding would let the sum drift by a unit per line.
 */
export function taxOnLines(
  lines: readonly Money[],
  rate: Percentage,
  included: boolean,
  currency: string,
): TaxSplit[] {
  if (lines.length === 0) return [];
  const total = lines.reduce((a, b) => add(a, b), money(0, currency));
  const whole = included ? taxIncluded(total, rate) : taxAdded(total, rate);
  const taxes = allocateByAmounts(whole.tax, lines);
  return lines.map((line, index) => {
    const tax = taxes[index];
    return included
      ? { net: subtract(line, tax), tax, gross: line }
      : { net: line, tax, gross: add(line, tax) };
  });
}
