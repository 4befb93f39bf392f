import { SERVICE_FEE_RATE, type Invoice } from '@tessera/contracts/event-checkout';
import {
  add,
  money,
  multiply,
  parsePercentage,
  percentOf,
  sum,
  taxOnLines,
  toWireMoney,
  zero,
  type Money,
} from '../../platform/money/index.ts';

export interface InvoiceLine {
  definitionId: string;
  name: string;
  quantity: number;
  price: Money;
  /** FEE_INCLUDED, FEE_ADDED_AT_CHECKOUT or NO_FEE (the ticket definition's). */
  feeType: string;
  donation: boolean;
}

export interface TaxSettings {
  type?: 'INCLUDED_IN_PRICE' | 'ADDED_AT_CHECKOUT';
  name?: string | null;
  rate?: string | null;
  appliedToDonations?: boolean | null;
}

export interface ComputedInvoice {
  wire: Invoice;
  /** What the buyer pays. */
  grandTotal: Money;
}

const wire = (amount: Money) => toWireMoney('TICKETING', amount);
const feeRate = parsePercentage(SERVICE_FEE_RATE)!;

/**
 * The invoice of a reservation, exact to the minor unit: each line is price × quantity; the
 * service fee is a percentage of each fee-bearing line, rounded once per line (HALF_UP); the tax
 * is computed once over the taxable lines' total and allocated back (`taxOnLines`), so the items
 * add up to the invoice. Added fees and taxes raise the grand total; included ones are shown only.
 */
export function computeInvoice(
  lines: readonly InvoiceLine[],
  currency: string,
  tax: TaxSettings,
): ComputedInvoice {
  const rate = tax.rate ? parsePercentage(tax.rate) : undefined;
  const taxIncluded = tax.type === 'INCLUDED_IN_PRICE';
  const totals = lines.map((line) => multiply(line.price, line.quantity));
  const taxable = lines.map((line, i) =>
    rate && (!line.donation || tax.appliedToDonations) ? totals[i] : zero(currency),
  );
  const taxes = rate ? taxOnLines(taxable, rate, taxIncluded, currency) : [];
  let feesAdded = zero(currency);
  let feesAll = zero(currency);
  let taxAddedTotal = zero(currency);
  const items = lines.map((line, i) => {
    const fees =
      line.feeType === 'NO_FEE' || totals[i].minor === 0
        ? []
        : [
            {
              name: 'WIX_FEE' as const,
              type:
                line.feeType === 'FEE_INCLUDED'
                  ? ('FEE_INCLUDED' as const)
                  : ('FEE_ADDED_AT_CHECKOUT' as const),
              rate: SERVICE_FEE_RATE,
              amount: percentOf(totals[i], feeRate),
            },
          ];
    for (const fee of fees) {
      feesAll = add(feesAll, fee.amount);
      if (fee.type !== 'FEE_INCLUDED') feesAdded = add(feesAdded, fee.amount);
    }
    const split = taxes[i];
    const itemTax =
      rate && split && taxable[i].minor > 0
        ? {
            type: taxIncluded ? ('INCLUDED' as const) : ('ADDED_AT_CHECKOUT' as const),
            name: tax.name ?? 'Tax',
            rate: tax.rate!,
            taxable: wire(taxable[i]),
            amount: wire(split.tax),
          }
        : undefined;
    if (!taxIncluded && split) taxAddedTotal = add(taxAddedTotal, split.tax);
    return {
      id: line.definitionId,
      quantity: line.quantity,
      name: line.name,
      price: wire(line.price),
      total: wire(totals[i]),
      ...(itemTax ? { tax: itemTax } : {}),
      fees: fees.map((fee) => ({ ...fee, amount: wire(fee.amount) })),
    };
  });
  const subTotal = sum(totals, currency);
  const taxTotal = sum(
    taxes.map((t) => t.tax),
    currency,
  );
  const grandTotal = add(add(subTotal, feesAdded), taxAddedTotal);
  const feeKinds = new Set(lines.filter((l) => l.feeType !== 'NO_FEE').map((l) => l.feeType));
  return {
    grandTotal,
    wire: {
      items,
      subTotal: wire(subTotal),
      total: wire(subTotal),
      ...(rate && taxTotal.minor > 0
        ? {
            tax: {
              type: taxIncluded ? ('INCLUDED' as const) : ('ADDED_AT_CHECKOUT' as const),
              name: tax.name ?? 'Tax',
              rate: tax.rate!,
              taxable: wire(sum(taxable, currency)),
              amount: wire(taxTotal),
            },
          }
        : {}),
      fees:
        feesAll.minor === 0
          ? []
          : [
              {
                name: 'WIX_FEE',
                type:
                  feeKinds.size === 1 && feeKinds.has('FEE_INCLUDED')
                    ? 'FEE_INCLUDED'
                    : 'FEE_ADDED_AT_CHECKOUT',
                rate: SERVICE_FEE_RATE,
                amount: wire(feesAll),
              },
            ],
      grandTotal: wire(grandTotal),
      revenue: wire(money(grandTotal.minor - feesAll.minor, currency)),
    },
  };
}
