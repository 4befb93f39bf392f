import { SERVICE_FEE_RATE, type Invoice } from '@tessera/contracts/event-checkout';
import type { AppliedDiscount } from '../event-discounts/index.ts';
import {
  add,
  allocateByAmounts,
  compare,
  money,
  multiply,
  parsePercentage,
  percentOf,
  subtract,
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
 * What a discount code takes off each line, exact to the minor unit: a percentage of each line
 * it lowers (rounded once per line, HALF_UP); a fixed amount, at most what those lines cost,
 * spread over them by their totals (largest remainder, so the parts add up to the amount).
 */
export function discountOfLines(
  lines: readonly InvoiceLine[],
  totals: readonly Money[],
  currency: string,
  discount: AppliedDiscount | undefined,
): Money[] {
  const none = lines.map(() => zero(currency));
  if (!discount) return none;
  const lowered = lines.map(
    (line, i) =>
      (discount.definitionIds.length === 0 || discount.definitionIds.includes(line.definitionId)) &&
      totals[i].currency === currency,
  );
  if (discount.percent) {
    const rate = discount.percent;
    return totals.map((total, i) => (lowered[i] ? percentOf(total, rate) : zero(currency)));
  }
  if (!discount.amount || discount.amount.currency !== currency) return none;
  const base = totals.map((total, i) => (lowered[i] ? total : zero(currency)));
  const eligible = sum(base, currency);
  if (eligible.minor === 0) return none;
  const amount = compare(discount.amount, eligible) > 0 ? eligible : discount.amount;
  return allocateByAmounts(amount, base);
}

/**
 * The invoice of a reservation, exact to the minor unit: each line is price × quantity, less
 * its part of the discount code (`discountOfLines`); the service fee is a percentage of each
 * fee-bearing discounted line, rounded once per line (HALF_UP); the tax is computed once over
 * the taxable discounted lines' total and allocated back (`taxOnLines`), so the items add up to
 * the invoice. Added fees and taxes raise the grand total; included ones are shown only.
 */
export function computeInvoice(
  lines: readonly InvoiceLine[],
  currency: string,
  tax: TaxSettings,
  discount?: AppliedDiscount,
): ComputedInvoice {
  const rate = tax.rate ? parsePercentage(tax.rate) : undefined;
  const taxIncluded = tax.type === 'INCLUDED_IN_PRICE';
  const gross = lines.map((line) => multiply(line.price, line.quantity));
  const discounts = discountOfLines(lines, gross, currency, discount);
  const totals = gross.map((total, i) => subtract(total, discounts[i]));
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
      total: wire(gross[i]),
      ...(discount && discounts[i].minor > 0
        ? { discount: invoiceDiscount(discount, discounts[i], totals[i]) }
        : {}),
      ...(itemTax ? { tax: itemTax } : {}),
      fees: fees.map((fee) => ({ ...fee, amount: wire(fee.amount) })),
    };
  });
  const subTotal = sum(gross, currency);
  const discountTotal = sum(discounts, currency);
  const total = subtract(subTotal, discountTotal);
  const taxTotal = sum(
    taxes.map((t) => t.tax),
    currency,
  );
  const grandTotal = add(add(total, feesAdded), taxAddedTotal);
  const feeKinds = new Set(lines.filter((l) => l.feeType !== 'NO_FEE').map((l) => l.feeType));
  return {
    grandTotal,
    wire: {
      items,
      subTotal: wire(subTotal),
      total: wire(total),
      ...(discount && discountTotal.minor > 0
        ? {
            discount: {
              ...invoiceDiscount(discount, discountTotal, total),
              discounts: [couponPart(discount, discountTotal)],
            },
          }
        : {}),
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

/** The wire's discount of an invoice or item (the hosted API's deprecated flat fields kept). */
function invoiceDiscount(discount: AppliedDiscount, amount: Money, afterDiscount: Money) {
  return {
    amount: wire(amount),
    afterDiscount: wire(afterDiscount),
    code: discount.code,
    name: discount.name,
    couponId: discount.id,
  };
}

const couponPart = (discount: AppliedDiscount, amount: Money) => ({
  coupon: { name: discount.name, code: discount.code, couponId: discount.id },
  amount: wire(amount),
});
