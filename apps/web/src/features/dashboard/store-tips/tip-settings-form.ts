import type { TipSettings, TipSettingsChange } from '@tessera/sdk/tips-admin';

// The tip settings form as plain values: what the owner typed, checked and turned into a change.

export interface TipSettingsDraft {
  allowCustomerTip: boolean;
  tipType: 'PERCENTAGE' | 'AMOUNT';
  /** Three fields; an empty one is no preset. */
  presets: [string, string, string];
  /** Index of the preselected preset, or null. */
  preselected: number | null;
  allowCustomAmount: boolean;
  staffDistributionMethod: 'EQUAL' | 'PROPORTIONAL';
}

export const draftOf = (settings: TipSettings): TipSettingsDraft => {
  const values = settings.presets.map((p) => String(p.value));
  const preselected = settings.presets.findIndex((p) => p.default);
  return {
    allowCustomerTip: settings.allowCustomerTip,
    tipType: settings.tipType,
    presets: [values[0] ?? '', values[1] ?? '', values[2] ?? ''],
    preselected: preselected >= 0 ? preselected : null,
    allowCustomAmount: settings.allowCustomAmount,
    staffDistributionMethod: settings.staffDistributionMethod,
  };
};

const PERCENT = /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/;
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;

/** Each preset field's problem, in words (undefined: fine). */
export function presetProblems(draft: TipSettingsDraft): (string | undefined)[] {
  const pattern = draft.tipType === 'PERCENTAGE' ? PERCENT : AMOUNT;
  const words =
    draft.tipType === 'PERCENTAGE' ? 'a percentage from 0 to 100, e.g. 15' : 'an amount such as 2.50';
  return draft.presets.map((value) =>
    value.trim() === '' || pattern.test(value.trim()) ? undefined : `Enter ${words}.`,
  );
}

/** The problem of the form as a whole: at least one preset. */
export const noPresetProblem = (draft: TipSettingsDraft): string | undefined =>
  draft.presets.some((v) => v.trim() !== '') ? undefined : 'Give at least one tip customers can pick.';

export function changeOf(draft: TipSettingsDraft, revision: string | undefined): TipSettingsChange {
  const presets = draft.presets
    .map((value, index) => ({ value: value.trim(), index }))
    .filter((p) => p.value !== '')
    .map((p) => ({ value: Number(p.value), default: p.index === draft.preselected }));
  return {
    allowCustomerTip: draft.allowCustomerTip,
    tipType: draft.tipType,
    presets,
    allowCustomAmount: draft.allowCustomAmount,
    staffDistributionMethod: draft.staffDistributionMethod,
    ...(revision ? { revision } : {}),
  };
}

/** A preset as customers read it: "15 %" or "2.50 USD". */
export const presetLabel = (value: string, tipType: TipSettingsDraft['tipType'], currency: string) =>
  tipType === 'PERCENTAGE' ? `${value} %` : `${value} ${currency}`;
