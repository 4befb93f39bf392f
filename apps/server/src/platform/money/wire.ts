import { formatMoney, type MoneyWireFamily } from '@tessera/contracts/money';
import { toDecimal, type Money } from './money.ts';

/**
 * The one way an amount leaves the server: the same decimal and formatted text, under the field
 * names of the wire family the route answers in (packages/contracts/src/money.ts has the table).
 */
export function toWireMoney(
  family: 'EVENT',
  amount: Money,
  locale?: string,
): { value: string; currency: string; formattedValue: string };
export function toWireMoney(
  family: 'TICKETING',
  amount: Money,
  locale?: string,
): { amount: string; currency: string; value: string };
export function toWireMoney(
  family: 'COMMON',
  amount: Money,
  locale?: string,
): { value: string; currency: string };
export function toWireMoney(
  family: 'ECOM_PRICE',
  amount: Money,
  locale?: string,
): { amount: string; formattedAmount: string };
export function toWireMoney(
  family: 'ECOM_MULTI_CURRENCY',
  amount: Money,
  locale?: string,
): { amount: string; convertedAmount: string; formattedAmount: string; formattedConvertedAmount: string };
export function toWireMoney(
  family: MoneyWireFamily,
  amount: Money,
  locale = 'en-US',
): Record<string, string> {
  const value = toDecimal(amount);
  const currency = amount.currency;
  switch (family) {
    case 'EVENT':
      return { value, currency, formattedValue: formatMoney(value, currency, locale) };
    case 'TICKETING':
      return { amount: value, currency, value };
    case 'COMMON':
      return { value, currency };
    case 'ECOM_PRICE':
      return { amount: value, formattedAmount: formatMoney(value, currency, locale) };
    case 'ECOM_MULTI_CURRENCY': {
      // No conversion currency yet: the converted amount is the amount itself, as the hosted API sends.
      const formattedAmount = formatMoney(value, currency, locale);
      return {
        amount: value,
        convertedAmount: value,
        formattedAmount,
        formattedConvertedAmount: formattedAmount,
      };
    }
  }
}
