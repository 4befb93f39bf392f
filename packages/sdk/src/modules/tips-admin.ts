import type { Tip, TipDistribution, TipSettings, TippableStaff } from '@tessera/contracts/tips';
import {
  addTipDistributionsToOrder as addTipDistributionsEndpoint,
  getTipByOrderId as getTipByOrderIdEndpoint,
  listTippableStaff as listTippableStaffEndpoint,
  queryTipDistributions as queryTipDistributionsEndpoint,
  removeTipFromOrder as removeTipFromOrderEndpoint,
  setTipOnOrder as setTipOnOrderEndpoint,
  sumTipDistributionAmounts as sumTipDistributionAmountsEndpoint,
  createDefaultTipSettings as createDefaultTipSettingsEndpoint,
  createTipSettings as createTipSettingsEndpoint,
  deleteTipSettings as deleteTipSettingsEndpoint,
  queryTipSettings as queryTipSettingsEndpoint,
  updateTipSettings as updateTipSettingsEndpoint,
} from '@tessera/contracts/routes/tips.endpoints';
import { hasArray, hasObject, hasString } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf, type CallInput } from './endpoint-call.ts';

export type { Tip, TipDistribution, TipSettings, TipPreset, TippableStaff } from '@tessera/contracts/tips';
/** A part of a tip for one staff member: an `amount`, or none for a share of what is left. */
export type TipDistributionInput = CallInput<typeof addTipDistributionsEndpoint>['tipDistributions'][number];
export type TipDistributionFilter = NonNullable<
  CallInput<typeof sumTipDistributionAmountsEndpoint>['filter']
>;
export type TipSettingsInput = CallInput<typeof createTipSettingsEndpoint>['tipSettings'];
/** A change of existing settings: the fields to change; `revision` refuses it (409) if they changed since. */
export type TipSettingsChange = Omit<CallInput<typeof updateTipSettingsEndpoint>['tipSettings'], 'id'>;

const hasTipSettings = hasObject('tipSettings');
const hasTip = hasObject('tip');

/**
 * `@tessera/sdk/tips-admin`: the owner's tip settings — the site's default (what checkouts offer:
 * PERCENTAGE or AMOUNT presets, at most three and one default; custom amounts; whether customers
 * tip at all; how tips split among staff, EQUAL or PROPORTIONAL) and settings per location,
 * payment terminal or user. Owner credentials.
 */
export function tipsAdmin(http: HttpClient) {
  const call = callerOf(http);
  return {
    /** Every tip settings of the site, the default first (a site has few). */
    async listTipSettings(options?: CallOptions): Promise<TipSettings[]> {
      const answer = await call(
        queryTipSettingsEndpoint,
        {},
        { query: { cursorPaging: { limit: 100 } } },
        { ...options, idempotent: true, check: hasArray('tipSettings') },
      );
      return answer.tipSettings;
    },
    /** The default settings, or null before the owner made them. */
    async getDefaultTipSettings(options?: CallOptions): Promise<TipSettings | null> {
      const answer = await call(
        queryTipSettingsEndpoint,
        {},
        { query: { filter: { default: true }, cursorPaging: { limit: 1 } } },
        { ...options, idempotent: true, check: hasArray('tipSettings') },
      );
      return answer.tipSettings[0] ?? null;
    },
    /** Makes the site's default settings (409 DEFAULT_SETTINGS_ALREADY_EXISTS when made): unsent fields take the defaults. */
    async createDefaultTipSettings(
      settings: TipSettingsInput = {},
      options?: CallOptions,
    ): Promise<TipSettings> {
      return (
        await call(
          createDefaultTipSettingsEndpoint,
          {},
          { tipSettings: settings },
          { ...options, check: hasTipSettings },
        )
      ).tipSettings;
    },
    async createTipSettings(settings: TipSettingsInput, options?: CallOptions): Promise<TipSettings> {
      return (
        await call(
          createTipSettingsEndpoint,
          {},
          { tipSettings: settings },
          { ...options, check: hasTipSettings },
        )
      ).tipSettings;
    },
    async updateTipSettings(
      id: string,
      change: TipSettingsChange,
      options?: CallOptions,
    ): Promise<TipSettings> {
      return (
        await call(
          updateTipSettingsEndpoint,
          {},
          { tipSettings: { ...change, id } },
          { ...options, check: hasTipSettings },
        )
      ).tipSettings;
    },
    // An order's tip and its distributions among staff.
    /** The order's tip (its checkout's TIP fee, or what was set), distributions and what is left to give. */
    async getOrderTip(orderId: string, options?: CallOptions): Promise<Tip> {
      return (await call(getTipByOrderIdEndpoint, { orderId }, undefined, { ...options, check: hasTip })).tip;
    },
    async setOrderTip(orderId: string, amount: string, options?: CallOptions): Promise<Tip> {
      return (
        await call(setTipOnOrderEndpoint, {}, { orderId, tip: { amount } }, { ...options, check: hasTip })
      ).tip;
    },
    async removeOrderTip(orderId: string, options?: CallOptions): Promise<void> {
      await call(removeTipFromOrderEndpoint, {}, { orderId }, options);
    },
    /** All or none; 428 TIP_DISTRIBUTIONS_EXCEED_TIP past the tip. */
    async addTipDistributions(
      orderId: string,
      distributions: TipDistributionInput[],
      options?: CallOptions,
    ): Promise<TipDistribution[]> {
      return (
        await call(
          addTipDistributionsEndpoint,
          {},
          { orderId, tipDistributions: distributions },
          { ...options, check: hasArray('tipDistributions') },
        )
      ).tipDistributions;
    },
    /** Distributions by filter (`orderId`, `staff.staffMemberId`, `source`, `createdDate`), oldest first. */
    async queryTipDistributions(
      filter: TipDistributionFilter = {},
      options?: CallOptions,
    ): Promise<TipDistribution[]> {
      return (
        await call(
          queryTipDistributionsEndpoint,
          {},
          { query: { filter, cursorPaging: { limit: 100 } } },
          { ...options, idempotent: true, check: hasArray('tipDistributions') },
        )
      ).tipDistributions;
    },
    /** The total the filter selects, e.g. one staff member's tips of a month. */
    async sumTipDistributions(filter: TipDistributionFilter = {}, options?: CallOptions): Promise<string> {
      return (
        await call(
          sumTipDistributionAmountsEndpoint,
          {},
          { filter },
          { ...options, idempotent: true, check: hasString('totalAmount') },
        )
      ).totalAmount;
    },
    /**
     * The site's staff members who may get part of a tip, by name (up to 100): a name's start
     * (case aside) or ids narrow it. Their `staffMemberId` goes into a distribution's `staff`.
     */
    async listTippableStaff(
      filter: { name?: string; ids?: string[] } = {},
      options?: CallOptions,
    ): Promise<TippableStaff[]> {
      const input = {
        ...(filter.name ? { filterByName: filter.name } : {}),
        ...(filter.ids?.length ? { filterByIds: filter.ids } : {}),
      };
      return (await call(listTippableStaffEndpoint, {}, input, { ...options, check: hasArray('staff') }))
        .staff;
    },
    /** Deletes settings; the default ones cannot be (428 CANNOT_DELETE_DEFAULT_SETTINGS). */
    async deleteTipSettings(id: string, options?: CallOptions): Promise<void> {
      await call(deleteTipSettingsEndpoint, { tipSettingsId: id }, undefined, options);
    },
  };
}

export type TipsAdminModule = ReturnType<typeof tipsAdmin>;
