import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import {
  tipsAdmin,
  type TipDistributionInput,
  type TipSettingsChange,
  type TipSettingsInput,
  type TipsAdminModule,
} from '@tessera/sdk/tips-admin';
import { moduleOf, type ModuleLookup } from '../client-modules.ts';
import { storeKeys } from './store-keys.ts';
import { storeAdminKeys } from './useStoreAdmin.ts';
import { useStoreClient } from './useStoreClient.ts';

// The owner's tips: the site's default tip settings, an order's tip and its distributions among staff.

const TIPS_ADMIN: ModuleLookup<TipsAdminModule> = {
  name: 'tipsAdmin',
  has: 'updateTipSettings',
  build: tipsAdmin,
  needs: 'the tips-admin module (@tessera/sdk/tips-admin)',
};
export const tipsAdminOf = (client: BaseClient): TipsAdminModule => moduleOf(client, TIPS_ADMIN);

export const tipsAdminKeys = {
  all: [...storeKeys.all, 'tips-admin'] as const,
  defaultSettings: () => [...tipsAdminKeys.all, 'default-settings'] as const,
  orderTip: (orderId: string) => [...tipsAdminKeys.all, 'order', orderId] as const,
  staff: () => [...tipsAdminKeys.all, 'staff'] as const,
};

/** The default tip settings; null before the owner set tips up. */
export const defaultTipSettingsQueryOptions = (client: BaseClient) =>
  queryOptions({
    queryKey: tipsAdminKeys.defaultSettings(),
    queryFn: ({ signal }) => tipsAdminOf(client).getDefaultTipSettings({ signal }),
  });

export type SaveTipSettingsVariables =
  { id: string; change: TipSettingsChange } | { id?: undefined; change: TipSettingsInput };

/** Makes the default settings (no id) or changes them (with the revision read: a change made meanwhile is refused). */
export const saveTipSettingsMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ id, change }: SaveTipSettingsVariables) =>
      id
        ? tipsAdminOf(client).updateTipSettings(id, change)
        : tipsAdminOf(client).createDefaultTipSettings(change),
    onSuccess: (settings) => queryClient.setQueryData(tipsAdminKeys.defaultSettings(), settings),
  });

export const orderTipQueryOptions = (client: BaseClient, orderId: string) =>
  queryOptions({
    queryKey: tipsAdminKeys.orderTip(orderId),
    queryFn: ({ signal }) => tipsAdminOf(client).getOrderTip(orderId, { signal }),
  });

/** The staff who may get part of a tip (a site's staff is short: the whole list, filtered on the page). */
export const tippableStaffQueryOptions = (client: BaseClient) =>
  queryOptions({
    queryKey: tipsAdminKeys.staff(),
    queryFn: ({ signal }) => tipsAdminOf(client).listTippableStaff({}, { signal }),
  });

export type OrderTipChange =
  | { orderId: string; kind: 'set'; amount: string }
  | { orderId: string; kind: 'remove' }
  | { orderId: string; kind: 'distribute'; distributions: TipDistributionInput[] };

/**
 * Sets or removes an order's tip or gives parts of it to staff; the order's tip is read again, and
 * the order itself (its fee TIP, totals and payment status follow its tip).
 */
export const changeOrderTipMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async (change: OrderTipChange) => {
      const admin = tipsAdminOf(client);
      if (change.kind === 'set') await admin.setOrderTip(change.orderId, change.amount);
      else if (change.kind === 'remove') await admin.removeOrderTip(change.orderId);
      else await admin.addTipDistributions(change.orderId, change.distributions);
    },
    onSuccess: (_answer, change) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tipsAdminKeys.orderTip(change.orderId) }),
        queryClient.invalidateQueries({ queryKey: storeAdminKeys.order(change.orderId) }),
      ]),
  });

export function useDefaultTipSettings() {
  return useQuery(defaultTipSettingsQueryOptions(useStoreClient()));
}
export function useSaveTipSettings() {
  return useMutation(saveTipSettingsMutationOptions(useStoreClient(), useQueryClient()));
}
export function useOrderTip(orderId: string | null) {
  const client = useStoreClient();
  return useQuery({ ...orderTipQueryOptions(client, orderId ?? ''), enabled: Boolean(orderId) });
}
export function useChangeOrderTip() {
  return useMutation(changeOrderTipMutationOptions(useStoreClient(), useQueryClient()));
}
export function useTippableStaff() {
  return useQuery(tippableStaffQueryOptions(useStoreClient()));
}
