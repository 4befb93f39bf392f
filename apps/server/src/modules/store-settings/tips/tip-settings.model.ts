import type { TipChoiceOptions, TipPreset, TipSettings, TipSettingsInput } from '@tessera/contracts/tips';
import { AppError, validationError, violation } from '../../../platform/errors.ts';
import { tryParseMoney } from '../../../platform/money/index.ts';
import type { StoreTipSettingsTable } from './tips.schema.ts';

export type TipSettingsRow = Omit<StoreTipSettingsTable, 'site_id'>;
export type TipSettingsTipType = 'PERCENTAGE' | 'AMOUNT';

export const TIP_SETTINGS_COLUMNS = [
  'id',
  'default_key',
  'location_id',
  'payment_terminal_id',
  'user_id',
  'tip_type',
  'presets',
  'allow_customer_tip',
  'allow_business_tip_at_payment',
  'allow_custom_amount',
  'allow_edit_distribution',
  'auto_tip_on_check_in_enabled',
  'auto_tip_on_check_in_percentage',
  'staff_distribution_method',
  'app_id',
  'extended_fields',
  'revision',
  'created_date',
  'updated_date',
] as const;

/** The hosted defaults: 10 / 15 / 20 %, 15 chosen first; customers tip and may enter an amount. */
const DEFAULT_PRESETS: TipPreset[] = [{ value: 10 }, { value: 15, default: true }, { value: 20 }];

const flag = (value: boolean | null | undefined, current: number): number =>
  value === undefined || value === null ? current : value ? 1 : 0;
const text = (value: string | null | undefined, current: string | null): string | null =>
  value === undefined ? current : value || null;

/** The next row of a create (`current` null) or update: the input's fields over the current ones. */
export function applyTipSettings(
  current: TipSettingsRow | null,
  input: TipSettingsInput,
  fresh: { id: string; now: string; isDefault: boolean },
): TipSettingsRow {
  const base: TipSettingsRow = current ?? {
    id: fresh.id,
    default_key: fresh.isDefault ? 'default' : null,
    location_id: null,
    payment_terminal_id: null,
    user_id: null,
    tip_type: 'PERCENTAGE',
    presets: JSON.stringify(DEFAULT_PRESETS),
    allow_customer_tip: 1,
    allow_business_tip_at_payment: 1,
    allow_custom_amount: 1,
    allow_edit_distribution: 1,
    auto_tip_on_check_in_enabled: 0,
    auto_tip_on_check_in_percentage: null,
    staff_distribution_method: 'EQUAL',
    app_id: null,
    extended_fields: null,
    revision: 0,
    created_date: fresh.now,
    updated_date: fresh.now,
  };
  return {
    ...base,
    location_id: text(input.locationId, base.location_id),
    payment_terminal_id: text(input.paymentTerminalId, base.payment_terminal_id),
    user_id: text(input.userId, base.user_id),
    tip_type: input.tipType ?? base.tip_type,
    presets: input.presets
      ? JSON.stringify(input.presets.map((p) => ({ value: p.value, default: p.default === true })))
      : base.presets,
    allow_customer_tip: flag(input.allowCustomerTip, base.allow_customer_tip),
    allow_business_tip_at_payment: flag(input.allowBusinessTipAtPayment, base.allow_business_tip_at_payment),
    allow_custom_amount: flag(input.allowCustomAmount, base.allow_custom_amount),
    allow_edit_distribution: flag(input.allowEditDistribution, base.allow_edit_distribution),
    auto_tip_on_check_in_enabled: flag(input.autoTipOnCheckInEnabled, base.auto_tip_on_check_in_enabled),
    auto_tip_on_check_in_percentage:
      input.autoTipOnCheckInPercentage === undefined
        ? base.auto_tip_on_check_in_percentage
        : input.autoTipOnCheckInPercentage,
    staff_distribution_method: input.staffDistributionMethod ?? base.staff_distribution_method,
    app_id: text(input.appId, base.app_id),
    extended_fields:
      input.extendedFields === undefined ? base.extended_fields : JSON.stringify(input.extendedFields),
    revision: base.revision + 1,
    updated_date: fresh.now,
  };
}

/** The hosted API's named refusals are application errors; the rest are field violations. */
const refusal = (code: string, field: string, description: string) =>
  code === 'INVALID_ARGUMENT'
    ? validationError([violation(field, description, 'VALIDATION')])
    : new AppError('INVALID', code, description, { field });

/**
 * The rules every next state meets: one identifier at most, at most one default preset, a
 * percentage preset at most 100 with two decimals, an amount preset the store's currency can hold.
 */
export function assertValidTipSettings(row: TipSettingsRow, currency: string): void {
  const identifiers = [row.location_id, row.payment_terminal_id, row.user_id].filter(Boolean);
  if (identifiers.length > 1) {
    throw refusal(
      'INVALID_ARGUMENT',
      'tipSettings.locationId',
      'Tip settings apply to one location, payment terminal or user, not several',
    );
  }
  const presets = presetsOf(row);
  if (presets.filter((p) => p.default).length > 1) {
    throw refusal(
      'CANNOT_HAVE_MORE_THAN_ONE_DEFAULT_PRESET',
      'tipSettings.presets',
      'Only one preset can be the default',
    );
  }
  presets.forEach((preset, index) => {
    const field = `tipSettings.presets[${index}].value`;
    if (row.tip_type === 'PERCENTAGE') {
      if (preset.value > 100)
        throw refusal('PRESET_PERCENTAGE_TOO_HIGH', field, 'A tip percentage is at most 100');
      if (!/^[0-9]+(\.[0-9]{1,2})?$/.test(String(preset.value)))
        throw refusal('INVALID_ARGUMENT', field, 'A tip percentage has at most two decimals');
    } else if (!tryParseMoney(String(preset.value), currency).ok) {
      throw refusal('INVALID_ARGUMENT', field, `A tip amount must be an amount of ${currency}`);
    }
  });
}

export const presetsOf = (row: Pick<TipSettingsRow, 'presets'>): { value: number; default: boolean }[] =>
  (JSON.parse(row.presets) as TipPreset[]).map((p) => ({ value: p.value, default: p.default === true }));

export const toWireTipSettings = (row: TipSettingsRow): TipSettings => ({
  id: row.id,
  ...(row.location_id ? { locationId: row.location_id } : {}),
  ...(row.payment_terminal_id ? { paymentTerminalId: row.payment_terminal_id } : {}),
  ...(row.user_id ? { userId: row.user_id } : {}),
  tipType: row.tip_type as TipSettingsTipType,
  presets: presetsOf(row),
  allowCustomerTip: row.allow_customer_tip === 1,
  allowBusinessTipAtPayment: row.allow_business_tip_at_payment === 1,
  allowCustomAmount: row.allow_custom_amount === 1,
  allowEditDistribution: row.allow_edit_distribution === 1,
  autoTipOnCheckInEnabled: row.auto_tip_on_check_in_enabled === 1,
  ...(row.auto_tip_on_check_in_percentage !== null
    ? { autoTipOnCheckInPercentage: row.auto_tip_on_check_in_percentage }
    : {}),
  staffDistributionMethod: row.staff_distribution_method as TipSettings['staffDistributionMethod'],
  revision: String(row.revision),
  createdDate: row.created_date,
  updatedDate: row.updated_date,
  default: row.default_key !== null,
  ...(row.app_id ? { appId: row.app_id } : {}),
  ...(row.extended_fields ? { extendedFields: JSON.parse(row.extended_fields) } : {}),
});

/** The visitor's view of the default settings: what a tip picker shows. */
export const tipChoiceOptionsOf = (row: TipSettingsRow, currency: string): TipChoiceOptions => ({
  tipType: row.tip_type as TipSettingsTipType,
  presets: presetsOf(row),
  allowCustomAmount: row.allow_custom_amount === 1,
  currency,
});
