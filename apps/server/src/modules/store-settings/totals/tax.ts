import { money, parsePercentage, taxOnLines, type Money } from '../../../platform/money/index.ts';
import type { TaxRegionModel } from '../tax/tax-regions.model.ts';
import type { TotalsAddress } from './totals.types.ts';

/** The region taxing `address`: its subdivision's, else its country's; none: no tax collected. */
export function taxRegionFor(
  regions: readonly TaxRegionModel[],
  address: TotalsAddress | null | undefined,
): TaxRegionModel | null {
  const country = address?.country?.toUpperCase();
  if (!country) return null;
  const raw = address?.subdivision?.toUpperCase();
  const subdivision = raw ? (raw.includes('-') ? raw : `${country}-${raw}`) : null;
  return (
    (subdivision && regions.find((r) => r.country === country && r.subdivision === subdivision)) ||
    regions.find((r) => r.country === country && r.subdivision === null) ||
    null
  );
}

/** "19.25" % → "0.1925", the ecom wire's decimal fraction. */
export function rateAsFraction(percent: string): string {
  const rate = parsePercentage(percent);
  if (!rate || rate.numerator === 0n) return '0';
  const digits = rate.denominator.toString().length - 1;
  const text = rate.numerator.toString().padStart(digits + 1, '0');
  const fraction = `${text.slice(0, -digits)}.${text.slice(-digits)}`.replace(/0+$/, '').replace(/\.$/, '');
  return fraction;
}

/** Per line: the tax of the lines at one rate, taxed once on their total and allocated back. */
export function lineTaxes(
  amounts: readonly number[],
  percent: string | null,
  included: boolean,
  currency: string,
): number[] {
  const rate = percent ? parsePercentage(percent) : undefined;
  if (!rate || rate.numerator === 0n || amounts.length === 0) return amounts.map(() => 0);
  const lines: Money[] = amounts.map((amount) => money(amount, currency));
  return taxOnLines(lines, rate, included, currency).map((split) => split.tax.minor);
}
