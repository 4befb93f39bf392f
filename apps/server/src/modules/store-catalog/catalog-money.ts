import type { CostAndProfitData, DiscountType, PriceData } from '@tessera/contracts/catalog';
import { formatMoney } from '@tessera/contracts/money';
import { validationError, violation } from '../../platform/errors.ts';
import { currencyExponent, money, toDecimal } from '../../platform/money/index.ts';

/**
 * Stores v1 money: the wire has JSON numbers (12.5), the catalog keeps integer minor units. A
 * number is taken exactly when it has no more digits than the currency (a float such as
 * 0.1 + 0.2 is read as 0.30); more digits are refused, never rounded into a different price.
 */
export function toMinor(value: number, currency: string, field: string): number {
  const scale = 10 ** currencyExponent(currency);
  const scaled = value * scale;
  const minor = Math.round(scaled);
  if (!Number.isFinite(scaled) || Math.abs(scaled - minor) > 1e-6 * Math.max(1, Math.abs(scaled))) {
    throw validationError([
      violation(
        field,
        `${field} has more than ${currencyExponent(currency)} decimal places for ${currency}`,
        'FORMAT',
      ),
    ]);
  }
  return minor;
}

/** Minor units back to the wire number (1250 USD → 12.5). */
export const toNumber = (minor: number, currency: string): number =>
  Number(toDecimal(money(minor, currency)));

export const formatted = (minor: number, currency: string): string =>
  formatMoney(toDecimal(money(minor, currency)), currency);

/** The price after the product's discount: AMOUNT off (never below 0) or PERCENT off, rounded half up. */
export function discounted(priceMinor: number, type: DiscountType, value: number, currency: string): number {
  if (type === 'AMOUNT')
    return Math.max(0, priceMinor - Math.round(value * 10 ** currencyExponent(currency)));
  if (type === 'PERCENT')
    return Math.max(0, priceMinor - Math.round((priceMinor * Math.min(value, 100)) / 100));
  return priceMinor;
}

export interface PerUnit {
  totalQuantity: number;
  baseQuantity: number;
}

/** Price per base quantity: price × base / total, in minor units. */
export const perUnitMinor = (priceMinor: number, unit: PerUnit): number =>
  Math.round((priceMinor * unit.baseQuantity) / unit.totalQuantity);

export function priceData(
  priceMinor: number,
  discountedMinor: number,
  currency: string,
  perUnit: PerUnit | null,
): PriceData {
  const ppu = perUnit ? perUnitMinor(discountedMinor, perUnit) : null;
  return {
    currency,
    price: toNumber(priceMinor, currency),
    discountedPrice: toNumber(discountedMinor, currency),
    formatted: {
      price: formatted(priceMinor, currency),
      discountedPrice: formatted(discountedMinor, currency),
      ...(ppu !== null ? { pricePerUnit: formatted(ppu, currency) } : {}),
    },
    ...(ppu !== null ? { pricePerUnit: toNumber(ppu, currency) } : {}),
  };
}

/** Cost, profit (discounted price − cost) and margin (profit / discounted price, 4 places). */
export function costAndProfit(
  costMinor: number,
  discountedMinor: number,
  currency: string,
): CostAndProfitData {
  const profit = discountedMinor - costMinor;
  return {
    itemCost: toNumber(costMinor, currency),
    formattedItemCost: formatted(costMinor, currency),
    profit: toNumber(profit, currency),
    formattedProfit: formatted(profit, currency),
    profitMargin: discountedMinor > 0 ? Math.round((profit / discountedMinor) * 10_000) / 10_000 : 0,
  };
}
