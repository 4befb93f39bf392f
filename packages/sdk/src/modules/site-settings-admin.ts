import type { SiteSettings } from '@tessera/contracts/sites';
import {
  getSiteSettings as getSiteSettingsEndpoint,
  updateSiteSettings as updateSiteSettingsEndpoint,
} from '@tessera/contracts/routes/sites.endpoints';
import { hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';

export type SiteSettingsValues = SiteSettings;

const hasSettings = hasObject('settings');

/**
 * `@tessera/sdk/site-settings-admin`: the site's name and logo as its pages show them
 * (`/_api/tessera/v1/site-settings`). Owner credentials.
 */
export function siteSettingsAdmin(http: HttpClient) {
  const call = callerOf(http);
  return {
    async getSiteSettings(options?: CallOptions): Promise<SiteSettingsValues> {
      const answer = await call(getSiteSettingsEndpoint, {}, undefined, { ...options, check: hasSettings });
      return answer.settings;
    },
    /** The name, or the logo (an https URL, a path of the site, or '' for none), or both. */
    async updateSiteSettings(
      changes: Partial<SiteSettingsValues>,
      options?: CallOptions,
    ): Promise<SiteSettingsValues> {
      const answer = await call(
        updateSiteSettingsEndpoint,
        {},
        { settings: changes },
        { ...options, check: hasSettings },
      );
      return answer.settings;
    },
  };
}

export type SiteSettingsAdminModule = ReturnType<typeof siteSettingsAdmin>;
