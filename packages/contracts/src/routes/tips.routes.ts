import {
  DeleteTipSettingsResponse,
  GetTipChoiceParams,
  PreviewTipRequest,
  QueryTipSettingsRequest,
  QueryTipSettingsResponse,
  TipChoiceResponse,
  TipResponse,
  TipSettingsIdParams,
  TipSettingsRequest,
  TipSettingsResponse,
  UpdateTipChoiceRequest,
  UpdateTipSettingsRequest,
} from '../tips.ts';
import * as endpoints from './tips.endpoints.ts';
import { route } from './route.ts';

// Tips (H69, issue 15 items 4, 5, 7, 9): the owner's tip settings; the visitor's tip choice on a
// checkout, which the checkout's totals price as the fee TIP. Module store-tips serves them.

const settingsTags = ['Tip settings'] as const;
const tipsTags = ['Tips'] as const;

export const tipsRoutes = {
  queryTipSettings: route(endpoints.queryTipSettings, {
    tags: settingsTags,
    access: 'owner',
    idempotency: false,
    description: 'Tip settings by filter and sort, cursor paging (the default first, then oldest first).',
    input: QueryTipSettingsRequest,
    response: QueryTipSettingsResponse,
  }),
  createTipSettings: route(endpoints.createTipSettings, {
    tags: settingsTags,
    access: 'owner',
    description:
      'Tip settings for a location, payment terminal or user: PERCENTAGE or AMOUNT presets (1–3, at most ' +
      'one default), custom amounts, how tips split among staff (EQUAL / PROPORTIONAL).',
    input: TipSettingsRequest,
    response: TipSettingsResponse,
  }),
  createDefaultTipSettings: route(endpoints.createDefaultTipSettings, {
    tags: settingsTags,
    access: 'owner',
    description:
      "The site's default tip settings, which checkouts use; 409 DEFAULT_SETTINGS_ALREADY_EXISTS when made.",
    input: TipSettingsRequest,
    response: TipSettingsResponse,
  }),
  updateTipSettings: route(endpoints.updateTipSettings, {
    tags: settingsTags,
    access: 'owner',
    description:
      'Changes the fields sent of the settings `tipSettings.id`; `revision`, when sent, must be the current one.',
    input: UpdateTipSettingsRequest,
    response: TipSettingsResponse,
  }),
  deleteTipSettings: route(endpoints.deleteTipSettings, {
    tags: settingsTags,
    access: 'owner',
    description: 'Deletes settings; the default ones cannot be deleted (428 CANNOT_DELETE_DEFAULT_SETTINGS).',
    params: TipSettingsIdParams,
    response: DeleteTipSettingsResponse,
  }),
  previewTip: route(endpoints.previewTip, {
    tags: tipsTags,
    access: 'visitor',
    idempotency: false,
    description:
      "The tip a choice gives for the lines sent (unit price × quantity, in the store's currency): a " +
      'percentage rounded once, half up, or the amount. Writes nothing.',
    input: PreviewTipRequest,
    response: TipResponse,
  }),
  getTipChoice: route(endpoints.getTipChoice, {
    tags: tipsTags,
    access: { ownerOrSubjectOf: 'checkout', param: 'purchaseFlowId' },
    description:
      'The tip chosen on a checkout (`purchaseFlowId` is the checkout id), the amount it adds, and the ' +
      "picker's options from the site's default tip settings.",
    params: GetTipChoiceParams,
    response: TipChoiceResponse,
  }),
  updateTipChoice: route(endpoints.updateTipChoice, {
    tags: tipsTags,
    access: 'visitor',
    description:
      'Chooses the tip of a checkout of the caller (the owner: any checkout): a preset PERCENTAGE or ' +
      'AMOUNT of the default settings, or a CUSTOM amount when they allow it; value "0" chooses no tip. ' +
      "The checkout's totals then carry it as the fee TIP.",
    input: UpdateTipChoiceRequest,
    response: TipChoiceResponse,
  }),
};
