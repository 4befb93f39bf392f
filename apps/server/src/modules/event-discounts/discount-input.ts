import type { FieldViolation } from '@tessera/contracts';
import { isoAt } from '../../platform/clock.ts';
import { violation } from '../../platform/errors.ts';
import { parsePercentage, tryParseMoney } from '../../platform/money/index.ts';

/** The discount of a code as columns: a percentage or an amount in minor units, never both. */
export interface DiscountColumns {
  percent_off: string | null;
  amount_minor: number | null;
  currency: string | null;
}

interface DiscountInput {
  percentOff?: string | null;
  amountOff?: { value: string; currency: string } | null;
}

/** Checks `discount` (exactly one of the two, above zero, exact in its currency) into columns. */
export function discountColumns(
  input: DiscountInput,
  violations: FieldViolation[],
): DiscountColumns | undefined {
  const field = 'discountCode.discount';
  const hasPercent = input.percentOff != null;
  const hasAmount = input.amountOff != null;
  if (hasPercent === hasAmount) {
    violations.push(
      violation(field, 'must name exactly one of percentOff and amountOff', 'REQUIRED_ONE_OF_FIELD'),
    );
    return undefined;
  }
  if (hasPercent) {
    const rate = parsePercentage(input.percentOff!);
    if (!rate || rate.numerator === 0n) {
      violations.push(
        violation(`${field}.percentOff`, 'must be a percentage above 0 and at most 100', 'DECIMAL_GT', {
          min: '0',
        }),
      );
      return undefined;
    }
    return { percent_off: input.percentOff!, amount_minor: null, currency: null };
  }
  const { value, currency } = input.amountOff!;
  const parsed = tryParseMoney(value, currency);
  if (!parsed.ok) {
    violations.push(violation(`${field}.amountOff`, parsed.reason, 'FORMAT'));
    return undefined;
  }
  if (parsed.money.minor <= 0) {
    violations.push(violation(`${field}.amountOff.value`, 'must be above 0', 'DECIMAL_GT', { min: '0' }));
    return undefined;
  }
  return { percent_off: null, amount_minor: parsed.money.minor, currency };
}

/** A date of the period, in UTC as stored; a violation when it is not a date. */
export function periodDate(
  value: string | null | undefined,
  field: string,
  violations: FieldViolation[],
): string | null | undefined {
  if (value === undefined || value === null) return value;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) {
    violations.push(violation(field, 'must be a date and time', 'FORMAT'));
    return undefined;
  }
  return isoAt(ms);
}
