import type { OrderLineItemTaxBreakdown, OrderTaxBreakdown } from '@tessera/contracts/store-orders';
import type { TotalsResult } from '../store-settings/index.ts';
import type { StoredLineItem, StoredTax } from './order-document.ts';
import type { OrderPrice, StoredMinor } from './order-money.ts';

/** The calculator's taxes as an order keeps them: each region's name and rate (placement, create). */
export const taxesOf = (totals: TotalsResult): StoredTax[] =>
  totals.tax.breakdown.map(({ name, rate }) => ({ name, rate }));

/** Tessera's tax is always the store's manual rate of a region (store-settings' tax regions). */
const TAX_TYPE = 'MANUAL_RATE';
/** The name of a line's tax on orders written before the calculator's taxes were kept. */
const UNNAMED_TAX = 'Tax';

type TaxIdentity = Required<
  Pick<OrderTaxBreakdown, 'taxName' | 'taxType' | 'jurisdiction' | 'jurisdictionType' | 'rate'>
>;

/** Which tax a line paid: the one of its rate (none when no tax was collected on it). */
function lineTaxOf(line: StoredLineItem, taxes: readonly StoredTax[]): TaxIdentity | null {
  const rate = line.taxRate;
  if (!rate || !(Number(rate) > 0)) return null;
  const name = taxes.find((tax) => Number(tax.rate) === Number(rate))?.name;
  return {
    taxName: name ?? UNNAMED_TAX,
    taxType: TAX_TYPE,
    // A region is a country or one of its subdivisions; the calculator keeps its name, not its kind.
    jurisdiction: name ?? '',
    jurisdictionType: 'UNDEFINED',
    rate,
  };
}

/**
 * The order's taxes on the wire: each line's (its tax and taxable amount under the tax's name)
 * and the order's, the lines' taxes summed per tax (name, jurisdiction, rate) — so the order's
 * breakdown always adds up to the lines' tax, whether the taxes were kept or derived.
 */
export function taxBreakdowns(
  lines: readonly StoredLineItem[],
  taxes: readonly StoredTax[],
  price: (minor: StoredMinor) => OrderPrice,
): { lines: OrderLineItemTaxBreakdown[][]; order: OrderTaxBreakdown[] } {
  const summed = new Map<string, { tax: TaxIdentity; minor: number }>();
  const perLine = lines.map((line) => {
    const tax = lineTaxOf(line, taxes);
    if (!tax) return [];
    const key = `${tax.taxName}\u0000${tax.jurisdiction}\u0000${tax.rate}`;
    const sum = summed.get(key) ?? { tax, minor: 0 };
    sum.minor += line.taxMinor;
    summed.set(key, sum);
    return [{ ...tax, taxAmount: price(line.taxMinor), taxableAmount: price(line.totalPriceBeforeTaxMinor) }];
  });
  const order = [...summed.values()].map(({ tax, minor }) => ({ ...tax, aggregatedTaxAmount: price(minor) }));
  return { lines: perLine, order };
}
