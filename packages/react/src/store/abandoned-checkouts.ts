import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import {
  abandonedCheckoutsAdmin,
  type AbandonedCheckoutsAdminModule,
  type AbandonedCheckoutsListing,
} from '@tessera/sdk/abandoned-checkouts-admin';
import { moduleOf, type ModuleLookup } from '../client-modules.ts';
import { storeKeys } from './store-keys.ts';
import { useStoreClient } from './useStoreClient.ts';

// The owner's abandoned checkouts: a page of the list, one in full, the figures of a period, delete.

const ABANDONED_ADMIN: ModuleLookup<AbandonedCheckoutsAdminModule> = {
  name: 'abandonedCheckoutsAdmin',
  has: 'listAbandonedCheckouts',
  build: abandonedCheckoutsAdmin,
  needs: 'the abandoned-checkouts-admin module (@tessera/sdk/abandoned-checkouts-admin)',
};
export const abandonedCheckoutsAdminOf = (client: BaseClient): AbandonedCheckoutsAdminModule =>
  moduleOf(client, ABANDONED_ADMIN);

export const abandonedCheckoutsKeys = {
  all: [...storeKeys.all, 'abandoned-checkouts'] as const,
  list: (listing: AbandonedCheckoutsListing) => [...abandonedCheckoutsKeys.all, 'list', listing] as const,
  one: (id: string) => [...abandonedCheckoutsKeys.all, 'one', id] as const,
  analytics: (range: { startDate: string; endDate: string }) =>
    [...abandonedCheckoutsKeys.all, 'analytics', range] as const,
};

/** A page of the list (by status and free text; the next by the page before's `nextCursor`). */
export const abandonedCheckoutsQueryOptions = (client: BaseClient, listing: AbandonedCheckoutsListing) =>
  queryOptions({
    queryKey: abandonedCheckoutsKeys.list(listing),
    queryFn: ({ signal }) => abandonedCheckoutsAdminOf(client).listAbandonedCheckouts(listing, { signal }),
    // The page shown stays while the next one loads (no flash of an empty list).
    placeholderData: keepPreviousData,
  });

export const abandonedCheckoutQueryOptions = (client: BaseClient, id: string) =>
  queryOptions({
    queryKey: abandonedCheckoutsKeys.one(id),
    queryFn: ({ signal }) => abandonedCheckoutsAdminOf(client).getAbandonedCheckout(id, { signal }),
  });

export const abandonedCheckoutAnalyticsQueryOptions = (
  client: BaseClient,
  range: { startDate: string; endDate: string },
) =>
  queryOptions({
    queryKey: abandonedCheckoutsKeys.analytics(range),
    queryFn: ({ signal }) => abandonedCheckoutsAdminOf(client).getAnalytics(range, { signal }),
  });

/** Deletes one (the checkout itself stays); the lists and figures are read again. */
export const deleteAbandonedCheckoutMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (id: string) => abandonedCheckoutsAdminOf(client).deleteAbandonedCheckout(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: abandonedCheckoutsKeys.all }),
  });

export function useAbandonedCheckouts(listing: AbandonedCheckoutsListing) {
  return useQuery(abandonedCheckoutsQueryOptions(useStoreClient(), listing));
}
export function useAbandonedCheckout(id: string | null) {
  const client = useStoreClient();
  return useQuery({ ...abandonedCheckoutQueryOptions(client, id ?? ''), enabled: Boolean(id) });
}
export function useAbandonedCheckoutAnalytics(range: { startDate: string; endDate: string }) {
  return useQuery(abandonedCheckoutAnalyticsQueryOptions(useStoreClient(), range));
}
export function useDeleteAbandonedCheckout() {
  return useMutation(deleteAbandonedCheckoutMutationOptions(useStoreClient(), useQueryClient()));
}
