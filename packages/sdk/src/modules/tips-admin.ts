import type { TipSettings } from '@tessera/contracts/tips';
import {
  createDefaultTipSettings as createDefaultTipSettingsEndpoint,
  createTipSettings as createTipSettingsEndpoint,
  deleteTipSettings as deleteTipSettingsEndpoint,
  queryTipSettings as queryTipSettingsEndpoint,
  updateTipSettings as updateTipSettingsEndpoint,
} from '@tessera/contracts/routes/tips.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf, type CallInput } from './endpoint-call.ts';

export type { TipSettings, TipPreset } from '@tessera/contracts/tips';
export type TipSettingsInput = CallInput<typeof createTipSettingsEndpoint>['tipSettings'];
/** A change of existing settings: the fields to change; `revision` refuses it (409) if they changed since. */
export type TipSettingsChange = Omit<CallInput<typeof updateTipSettingsEndpoint>['tipSettings'], 'id'>;

const hasTipSettings = hasObject('tipSettings');

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
    /** Deletes settings; the default ones cannot be (428 CANNOT_DELETE_DEFAULT_SETTINGS). */
    async deleteTipSettings(id: string, options?: CallOptions): Promise<void> {
      await call(deleteTipSettingsEndpoint, { tipSettingsId: id }, undefined, options);
    },
  };
}
