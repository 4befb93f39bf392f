import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import {
  siteSettingsAdmin,
  type SiteSettingsAdminModule,
  type SiteSettingsValues,
} from '@tessera/sdk/site-settings-admin';
import { moduleOf, type ModuleLookup } from './client-modules.ts';
import { useTesseraClient } from './useTesseraClient.ts';

// The owner's hooks for the site's name and logo; they call through the provider's (owner) client.

const SITE_SETTINGS_ADMIN: ModuleLookup<SiteSettingsAdminModule> = {
  name: 'siteSettingsAdmin',
  has: 'getSiteSettings',
  build: siteSettingsAdmin,
  needs: 'the site-settings-admin module (@tessera/sdk/site-settings-admin)',
};
const adminOf = (client: BaseClient): SiteSettingsAdminModule => moduleOf(client, SITE_SETTINGS_ADMIN);

export const siteSettingsKeys = {
  all: ['tessera', 'site-settings'] as const,
};

export const siteSettingsQueryOptions = (client: BaseClient) =>
  queryOptions({
    queryKey: siteSettingsKeys.all,
    queryFn: ({ signal }) => adminOf(client).getSiteSettings({ signal }),
  });

/** The site's name and logo, for the owner. */
export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions(useTesseraClient()));
}

/** `mutate(changes)`: saves the name or logo; the cached settings are replaced by the answer. */
export function useUpdateSiteSettings() {
  const client = useTesseraClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<SiteSettingsValues>) => adminOf(client).updateSiteSettings(changes),
    onSuccess: (settings) => queryClient.setQueryData(siteSettingsKeys.all, settings),
  });
}
