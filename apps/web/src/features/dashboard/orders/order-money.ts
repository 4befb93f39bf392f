import type { OrderView } from '@tessera/sdk/event-orders-admin';
import { pageLocale } from '../../../shared/dates.ts';

type Money = OrderView['totalPrice'];

/**
 * Money as the owner reads it, exactly: the decimal string goes to Intl as a string (no float in
 * between, so "0.10" + "0.20" sums are never shown as 0.30000000000000004), with its currency.
 */
export function formatMoney(money: Money | undefined): string {
  const value = money?.value ?? money?.amount;
  if (value === undefined || value === null) return '–';
  const currency = money?.currency;
  if (!currency) return value;
  try {
    const format = new Intl.NumberFormat(pageLocale(), { style: 'currency', currency });
    // ES2023 Intl takes decimal strings exactly (`format(string)`); TypeScript's lib types it as number.
    return format.format(value as unknown as number);
  } catch {
    return `${value} ${currency}`;
  }
}
