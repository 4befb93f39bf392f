// Money on the visitor pages without the contracts' schema module (the event page stays light):
// wire decimals as exact minor units, formatted by Intl from a string so nothing is rounded.

const digitsCache = new Map<string, number>();

/** The currency's minor-unit digits (EUR 2, JPY 0, KWD 3). */
export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits!;
    } catch {
      digits = 2;
    }
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** "12.5" EUR → 1250n; undefined when the text is not an amount the currency can hold. */
export function toMinor(value: string, currency: string): bigint | undefined {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return undefined;
  const digits = currencyDigits(currency);
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return undefined;
  return BigInt(match[1]! + fraction.padEnd(digits, '0'));
}

/** 1250n EUR → "12.50". */
export function fromMinor(minor: bigint, currency: string): string {
  const digits = currencyDigits(currency);
  const negative = minor < 0n;
  const text = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = digits ? `${text.slice(0, -digits)}.${text.slice(-digits)}` : text;
  return negative ? `-${whole}` : whole;
}

/** A rate in percent ("2.5") of an amount, rounded half up once. */
export function percentOfMinor(minor: bigint, rate: string): bigint {
  const [whole = '0', fraction = ''] = rate.split('.');
  const scale = 10n ** BigInt(fraction.length);
  const numerator = minor * BigInt(whole + fraction);
  const denominator = 100n * scale;
  return (numerator * 2n + denominator) / (2n * denominator);
}

/** "12.50", "EUR" → "€12.50" in the page's language. */
export function formatPrice(value: string, currency: string, locale?: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value as unknown as number);
  } catch {
    return `${value} ${currency}`;
  }
}

/** A wire amount (`{ value, amount, currency }`, parts optional on the v1 wire) as value and currency. */
export const moneyOf = (money: { value?: string | null; amount?: string; currency?: string }) => ({
  value: money.value ?? money.amount ?? '0',
  currency: money.currency ?? 'USD',
});

/** A wire amount formatted in the page's language. */
export const formatMoneyOf = (money: Parameters<typeof moneyOf>[0]) => {
  const { value, currency } = moneyOf(money);
  return formatPrice(value, currency);
};
