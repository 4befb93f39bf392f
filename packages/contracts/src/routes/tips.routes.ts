import {
  AddTipDistributionsRequest,
  AddTipDistributionsResponse,
  DeleteTipSettingsResponse,
  DraftOrderIdParams,
  OrderIdParams,
  QueryTipDistributionsRequest,
  QueryTipDistributionsResponse,
  RemoveTipFromOrderRequest,
  RemoveTipFromOrderResponse,
  SetTipOnOrderRequest,
  SetTipOnOrderResponse,
  SumTipDistributionAmountsRequest,
  SumTipDistributionAmountsResponse,
  GetTipChoiceParams,
  ListTippableStaffRequest,
  ListTippableStaffResponse,
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
  getTipByOrderId: route(endpoints.getTipByOrderId, {
    tags: tipsTags,
    access: { ownerOrSubjectOf: 'storeOrder', param: 'orderId' },
    description:
      "An order's tip: the amount set on it (SetTipOnOrder), else its fee TIP from the checkout; the items' " +
      'subtotal, the distributions among staff and what is left undistributed. No tip: amount "0.00".',
    params: OrderIdParams,
    response: TipResponse,
  }),
  getTipByDraftOrderId: route(endpoints.getTipByDraftOrderId, {
    tags: tipsTags,
    access: 'owner',
    description: 'Tessera keeps no draft orders: 404 DRAFT_ORDER_NOT_FOUND.',
    params: DraftOrderIdParams,
    response: TipResponse,
  }),
  setTipOnOrder: route(endpoints.setTipOnOrder, {
    tags: tipsTags,
    access: 'owner',
    description:
      "Sets an order's tip amount (source DASHBOARD); never below what is already distributed " +
      "(428 TIP_BELOW_DISTRIBUTED). The order's fee TIP, totals and balance follow (a paid order then " +
      'owing more is PARTIALLY_PAID); a refunded order is 428 PARTIALLY_OR_FULLY_REFUNDED_ORDER_CANNOT_BE_EDITED, ' +
      'a canceled or rejected one 428 ORDER_CANNOT_BE_EDITED.',
    input: SetTipOnOrderRequest,
    response: SetTipOnOrderResponse,
  }),
  removeTipFromOrder: route(endpoints.removeTipFromOrder, {
    tags: tipsTags,
    access: 'owner',
    description:
      "Sets an order's tip to 0 and removes its distributions and the order's fee TIP (its totals follow; " +
      'refused like SetTipOnOrder).',
    input: RemoveTipFromOrderRequest,
    response: RemoveTipFromOrderResponse,
  }),
  addTipDistributionsToOrder: route(endpoints.addTipDistributionsToOrder, {
    tags: tipsTags,
    access: 'owner',
    description:
      "Gives parts of an order's tip to staff, all or none: an amount each, or none to split what is left " +
      "by the default settings' method (EQUAL, or PROPORTIONAL to the lines' prices), exact to the cent. " +
      'Never more than the tip (428 TIP_DISTRIBUTIONS_EXCEED_TIP).',
    input: AddTipDistributionsRequest,
    response: AddTipDistributionsResponse,
  }),
  queryTipDistributions: route(endpoints.queryTipDistributions, {
    tags: tipsTags,
    access: 'owner',
    idempotency: false,
    description:
      'Tip distributions by filter (orderId, tipId, staff.staffMemberId, source, createdDate) and sort, cursor paging.',
    input: QueryTipDistributionsRequest,
    response: QueryTipDistributionsResponse,
  }),
  listTippableStaff: route(endpoints.listTippableStaff, {
    tags: tipsTags,
    access: { scope: 'ecom.orders.manage' },
    description:
      "The site's staff members who may get part of a tip, by name (up to 100, names A–Z): `id` = " +
      "`staffMemberId`, for a distribution's `staff`; `filterByName` (a name's start, case aside) and " +
      '`filterByIds` narrow it.',
    input: ListTippableStaffRequest,
    response: ListTippableStaffResponse,
  }),
  sumTipDistributionAmounts: route(endpoints.sumTipDistributionAmounts, {
    tags: tipsTags,
    access: 'owner',
    idempotency: false,
    description: 'The total of the distributions the filter selects (e.g. one staff member over a month).',
    input: SumTipDistributionAmountsRequest,
    response: SumTipDistributionAmountsResponse,
  }),
};
