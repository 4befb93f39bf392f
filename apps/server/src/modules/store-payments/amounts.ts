import type { PriceInput } from '@tessera/contracts/store-payments';
import { validationError, violation } from '../../platform/errors.ts';
import { parseMoney } from '../../platform/money/index.ts';

/** A wire amount in the order's currency, in minor units; `field` names it in a refusal. */
export function minorOf(price: PriceInput | undefined, currency: string, field: string): number {
  if (price?.amount === undefined)
    throw validationError([violation(`${field}.amount`, `${field}.amount is required`, 'REQUIRED_FIELD')]);
  return parseMoney(price.amount, currency, `${field}.amount`).minor;
}

/** A positive wire amount, or the payments collector's INVALID_AMOUNT refusal. */
export function positiveMinorOf(price: PriceInput | undefined, currency: string, field: string): number {
  const minor = minorOf(price, currency, field);
  if (minor <= 0)
    throw validationError([
      violation(`${field}.amount`, `${field}.amount must be more than zero`, 'DECIMAL_GT'),
    ]);
  return minor;
}
