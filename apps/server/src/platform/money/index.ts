// Money: integer minor units per ISO 4217 exponent; the only place amounts are computed.
export { currencyExponent, isKnownCurrency } from './currencies.ts';
export {
  add,
  compare,
  CurrencyMismatchError,
  isNegative,
  isZero,
  money,
  multiply,
  negate,
  parseMoney,
  subtract,
  sum,
  toDecimal,
  tryParseMoney,
  zero,
  type Money,
  type ParseOutcome,
} from './money.ts';
export { allocate, allocateByAmounts } from './allocate.ts';
export { discountByPercent, parsePercentage, percentOf, taxAdded, taxIncluded, taxOnLines } from './rates.ts';
export type { Percentage, TaxSplit } from './rates.ts';
export { divideRounded, type RoundingMode } from './rounding.ts';
export { toWireMoney } from './wire.ts';
