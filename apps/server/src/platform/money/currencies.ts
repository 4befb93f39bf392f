import * as iso4217 from 'dinero.js/currencies';

/**
 * Minor-unit exponents of ISO 4217 currencies (JPY 0, EUR 2, KWD 3 …), from dinero.js's table,
 * which follows the ISO maintenance agency's list. Looked up as own keys only: a currency code
 * comes from a request and `__proto__` or `constructor` must not find anything.
 */
const exponents = new Map<string, number>();
for (const currency of Object.values(iso4217) as {
  code: string;
  base: number | readonly number[];
  exponent: number;
}[]) {
  // Only decimal currencies (base 10); dinero's table has no others today, this keeps it so.
  if (currency.base === 10) exponents.set(currency.code, currency.exponent);
}

export const isKnownCurrency = (code: string): boolean => exponents.has(code);

/** The currency's number of minor-unit digits; throws for an unknown code (check it first). */
export function currencyExponent(code: string): number {
  const exponent = exponents.get(code);
  if (exponent === undefined) throw new RangeError(`Unknown currency ${JSON.stringify(code)}`);
  return exponent;
}
