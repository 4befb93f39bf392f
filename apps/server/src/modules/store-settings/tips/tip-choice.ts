import type { TipChoice } from '@tessera/contracts/tips';
import type { Executor } from '../../../platform/db.ts';
import { AppError, validationError, violation } from '../../../platform/errors.ts';
import { tryParseMoney } from '../../../platform/money/index.ts';
import { selectFromSite, siteScope } from '../../../platform/site-scope.ts';
import type { TotalsTip } from '../totals/totals.types.ts';
import { presetsOf, type TipSettingsRow } from './tip-settings.model.ts';
import { defaultTipSettingsOf } from './tip-settings.service.ts';

/** A choice as stored: PERCENTAGE of the items, or an AMOUNT / CUSTOM amount, written as sent. */
export interface StoredTipChoice {
  readonly tipType: 'PERCENTAGE' | 'AMOUNT' | 'CUSTOM';
  readonly value: string;
}

const invalid = (field: string, description: string) =>
  validationError([violation(`tipChoice.${field}`, description, 'VALIDATION')]);

/** Same number, whatever the writing ("15" = "15.00" = 15). */
const sameNumber = (text: string, value: number) => Number(text) === value;

/**
 * Checks a visitor's choice against the default settings: customers may tip; PERCENTAGE and
 * AMOUNT name one of the presets of the settings' type; CUSTOM is an amount of the store's
 * currency, when custom amounts are allowed; "0" of any type is no tip.
 */
export function acceptTipChoice(
  choice: TipChoice,
  settings: TipSettingsRow | null,
  currency: string,
): StoredTipChoice {
  if (!settings || settings.allow_customer_tip !== 1) {
    throw new AppError('PRECONDITION', 'TIPS_NOT_ENABLED', 'The store takes no tips at checkout');
  }
  const tipType = choice.tipType ?? (settings.tip_type as 'PERCENTAGE' | 'AMOUNT');
  const value = choice.value;
  if (value === undefined || value === null) throw invalid('value', 'A tip choice needs a value');
  if (Number(value) === 0) return { tipType, value: '0' };
  if (tipType === 'CUSTOM') {
    if (settings.allow_custom_amount !== 1) throw invalid('tipType', 'The store takes only its preset tips');
    if (!tryParseMoney(value, currency).ok)
      throw invalid('value', `A tip amount must be an amount of ${currency}`);
    return { tipType, value };
  }
  if (tipType !== settings.tip_type) {
    throw invalid(
      'tipType',
      `The store's tips are ${settings.tip_type === 'PERCENTAGE' ? 'percentages' : 'amounts'}`,
    );
  }
  if (!presetsOf(settings).some((preset) => sameNumber(value, preset.value))) {
    throw invalid('value', 'The tip is not one of the presets');
  }
  return { tipType, value };
}

/** What the totals calculator prices of a choice (null: no tip). */
export function totalsTipOf(choice: StoredTipChoice | null): TotalsTip | null {
  if (!choice || Number(choice.value) === 0) return null;
  return { type: choice.tipType === 'PERCENTAGE' ? 'PERCENTAGE' : 'AMOUNT', value: choice.value };
}

/** The choice stored for a checkout, or null. */
export async function tipChoiceOf(
  db: Executor,
  siteId: string,
  checkoutId: string,
): Promise<StoredTipChoice | null> {
  const row = await selectFromSite(siteScope(db, siteId), 'store_tip_choices')
    .select(['tip_type', 'value'])
    .where('checkout_id', '=', checkoutId)
    .executeTakeFirst();
  return row ? { tipType: row.tip_type as StoredTipChoice['tipType'], value: row.value } : null;
}

/**
 * The tip a checkout's totals carry: its choice, while the store still takes customer tips
 * (settings turned off or deleted since drop it). One indexed read for a checkout without one.
 */
export async function checkoutTip(
  db: Executor,
  siteId: string,
  checkoutId: string,
): Promise<TotalsTip | null> {
  const choice = await tipChoiceOf(db, siteId, checkoutId);
  if (!choice || Number(choice.value) === 0) return null;
  const settings = await defaultTipSettingsOf(db, siteId);
  if (!settings || settings.allow_customer_tip !== 1) return null;
  return totalsTipOf(choice);
}
