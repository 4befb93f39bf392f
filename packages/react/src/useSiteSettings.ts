import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import type { HttpClient } from '@tessera/sdk';
import {
  siteSettingsAdmin,
  type SiteSettingsAdminModule,
  type SiteSettingsValues,
} from '@tessera/sdk/site-settings-admin';
import { useTesseraClient } from './useTesseraClient.ts';

// The owner's hooks for the site's name and logo; they call through the provider's (owner) client.

function adminOf(client: BaseClient): SiteSettingsAdminModule {
  const own = (client as { siteSettingsAdmin?: Partial<SiteSettingsAdminModule> }).siteSettingsAdmin;
  if (typeof own?.getSiteSettings === 'function') return own as SiteSettingsAdminModule;
  return siteSettingsAdmin(client as unknown as HttpClient);
}

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
