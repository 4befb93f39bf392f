import type { TipChoice, TipChoiceOptions } from '@tessera/sdk/tips';

// The tip picker's rules, apart from its markup.

/** The picker's chips: no tip, a preset by its index ("0", "1", …), or an amount of one's own. */
export const NONE = 'none';
export const CUSTOM = 'custom';
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * A custom tip as typed, as sent ("2,50" reads as 2.50), or undefined when it is not an amount:
 * digits and up to two decimals (the server checks what the store's currency holds).
 */
export function customAmountOf(text: string): string | undefined {
  const amount = text.trim().replace(',', '.');
  return AMOUNT.test(amount) ? amount : undefined;
}

/** "15 %" or "$2.00": a preset as the buyer reads it. */
export function presetLabel(settings: TipChoiceOptions, value: number): string {
  if (settings.tipType === 'PERCENTAGE') return `${value} %`;
  return new Intl.NumberFormat(undefined, { style: 'currency', currency: settings.currency }).format(value);
}

/** Which chip a saved choice is: no tip, a preset (by its index) or a custom amount. */
export function chipOf(settings: TipChoiceOptions, choice: TipChoice | undefined): string {
  if (!choice?.tipType || Number(choice.value ?? 0) === 0) return NONE;
  if (choice.tipType === 'CUSTOM') return CUSTOM;
  const index = settings.presets.findIndex((p) => p.value === Number(choice.value));
  return index >= 0 ? String(index) : NONE;
}
