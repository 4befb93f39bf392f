import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTesseraClient } from '@tessera/react';
import {
  storeSettingsAdmin,
  type DiscountRuleInput,
  type ShippingOptionInput,
  type StoreSettingsChange,
  type TaxRegionInput,
} from '@tessera/sdk/store-settings-admin';

// The store's settings as the dashboard reads and writes them, on the owner's client. Each write
// reads its list again (the server derives fields such as a coupon's status and the revision).

export const storeSettingsKeys = {
  all: ['dashboard-store-settings'] as const,
  basics: () => [...storeSettingsKeys.all, 'basics'] as const,
  shipping: () => [...storeSettingsKeys.all, 'shipping'] as const,
  taxes: () => [...storeSettingsKeys.all, 'taxes'] as const,
  coupons: () => [...storeSettingsKeys.all, 'coupons'] as const,
};

export function useStoreSettingsModule() {
  return storeSettingsAdmin(useTesseraClient());
}

export function useStoreBasics() {
  const store = useStoreSettingsModule();
  return useQuery({
    queryKey: storeSettingsKeys.basics(),
    queryFn: ({ signal }) => store.getStoreSettings({ signal }),
  });
}
export function useShippingOptions() {
  const store = useStoreSettingsModule();
  return useQuery({
    queryKey: storeSettingsKeys.shipping(),
    queryFn: ({ signal }) => store.listShippingOptions({ signal }),
  });
}
export function useTaxRegions() {
  const store = useStoreSettingsModule();
  return useQuery({
    queryKey: storeSettingsKeys.taxes(),
    queryFn: ({ signal }) => store.listTaxRegions({ signal }),
  });
}
export function useDiscountRules() {
  const store = useStoreSettingsModule();
  return useQuery({
    queryKey: storeSettingsKeys.coupons(),
    queryFn: ({ signal }) => store.listDiscountRules({ signal }),
  });
}

/** A write whose success reads `key` again. */
function useWrite<I, O>(key: readonly unknown[], write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useSaveStoreBasics() {
  const store = useStoreSettingsModule();
  return useWrite(storeSettingsKeys.basics(), (change: StoreSettingsChange) =>
    store.updateStoreSettings(change),
  );
}
export function useCreateShippingOption() {
  const store = useStoreSettingsModule();
  return useWrite(storeSettingsKeys.shipping(), (option: ShippingOptionInput) =>
    store.createShippingOption(option),
  );
}
/** Changes an option in place; the revision read is sent, so a change made meanwhile is refused, not lost. */
export function useUpdateShippingOption() {
  const store = useStoreSettingsModule();
  return useWrite(
    storeSettingsKeys.shipping(),
    ({ id, change }: { id: string; change: ShippingOptionInput }) => store.updateShippingOption(id, change),
  );
}
export function useDeleteShippingOption() {
  const store = useStoreSettingsModule();
  return useWrite(storeSettingsKeys.shipping(), (id: string) => store.deleteShippingOption(id));
}
export function useCreateTaxRegion() {
  const store = useStoreSettingsModule();
  return useWrite(storeSettingsKeys.taxes(), (region: TaxRegionInput) => store.createTaxRegion(region));
}
export function useDeleteTaxRegion() {
  const store = useStoreSettingsModule();
  return useWrite(storeSettingsKeys.taxes(), (id: string) => store.deleteTaxRegion(id));
}
export function useCreateDiscountRule() {
  const store = useStoreSettingsModule();
  return useWrite(storeSettingsKeys.coupons(), (rule: DiscountRuleInput) => store.createDiscountRule(rule));
}
/** Changes a coupon in place (revision sent, as for shipping options); its usage count stays. */
export function useUpdateDiscountRule() {
  const store = useStoreSettingsModule();
  return useWrite(storeSettingsKeys.coupons(), ({ id, change }: { id: string; change: DiscountRuleInput }) =>
    store.updateDiscountRule(id, change),
  );
}
export function useSetDiscountRuleActive() {
  const store = useStoreSettingsModule();
  return useWrite(storeSettingsKeys.coupons(), ({ id, active }: { id: string; active: boolean }) =>
    store.updateDiscountRule(id, { active }),
  );
}
export function useDeleteDiscountRule() {
  const store = useStoreSettingsModule();
  return useWrite(storeSettingsKeys.coupons(), (id: string) => store.deleteDiscountRule(id));
}
