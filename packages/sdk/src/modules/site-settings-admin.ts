import type { SiteSettings } from '@tessera/contracts/sites';
import {
  getSiteSettings as getSiteSettingsEndpoint,
  updateSiteSettings as updateSiteSettingsEndpoint,
} from '@tessera/contracts/routes/sites.endpoints';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { endpointCaller } from './endpoint-call.ts';

export type SiteSettingsValues = SiteSettings;

const hasSettings = (body: unknown) =>
  typeof body === 'object' && body !== null && typeof (body as { settings?: unknown }).settings === 'object'
    ? undefined
    : 'settings is missing';

/**
 * `@tessera/sdk/site-settings-admin`: the site's name and logo as its pages show them
 * (`/_api/tessera/v1/site-settings`). Owner credentials.
 */
export function siteSettingsAdmin(http: HttpClient) {
  const call = endpointCaller(http);
  return {
    async getSiteSettings(options?: CallOptions): Promise<SiteSettingsValues> {
      const answer = await call<{ settings: SiteSettingsValues }>(
        getSiteSettingsEndpoint,
        undefined,
        options,
        undefined,
        hasSettings,
      );
      return answer.settings;
    },
    /** The name, or the logo (an https URL, a path of the site, or '' for none), or both. */
    async updateSiteSettings(
      changes: Partial<SiteSettingsValues>,
      options?: CallOptions,
    ): Promise<SiteSettingsValues> {
      const answer = await call<{ settings: SiteSettingsValues }>(
        updateSiteSettingsEndpoint,
        { settings: changes },
        options,
        undefined,
        hasSettings,
      );
      return answer.settings;
    },
  };
}

export type SiteSettingsAdminModule = ReturnType<typeof siteSettingsAdmin>;
