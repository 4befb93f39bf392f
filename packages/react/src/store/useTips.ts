import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import { tips, type TipChoice, type TipsModule } from '@tessera/sdk/tips';
import { moduleOf, type ModuleLookup } from '../client-modules.ts';
import { storeKeys } from './store-keys.ts';
import { useStoreClient } from './useStoreClient.ts';

// A shopper's tip on their checkout: the choice, the amount it adds and the picker's options.
// A new choice prices the checkout again, so the cached checkout is read again with it.

const TIPS: ModuleLookup<TipsModule> = {
  name: 'tips',
  has: 'updateChoice',
  build: tips,
  needs: 'the tips module (@tessera/sdk/tips)',
};
export const tipsOf = (client: BaseClient): TipsModule => moduleOf(client, TIPS);

export const tipKeys = {
  choice: (checkoutId: string) => [...storeKeys.checkout(checkoutId), 'tip'] as const,
};

/** The tip chosen on a checkout, the amount it adds and the options (absent: the store takes no tips). */
export const tipChoiceQueryOptions = (client: BaseClient, checkoutId: string) =>
  queryOptions({
    queryKey: tipKeys.choice(checkoutId),
    queryFn: ({ signal }) => tipsOf(client).getChoice(checkoutId, { signal }),
  });

export interface UpdateTipChoiceVariables {
  checkoutId: string;
  choice: TipChoice;
}

/** Chooses a tip; the answer replaces the cached choice and the checkout (its totals) is read again. */
export const updateTipChoiceMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ checkoutId, choice }: UpdateTipChoiceVariables) =>
      tipsOf(client).updateChoice(checkoutId, choice),
    onSuccess: (answer, { checkoutId }) => {
      queryClient.setQueryData(tipKeys.choice(checkoutId), answer);
      return queryClient.invalidateQueries({ queryKey: storeKeys.checkout(checkoutId), exact: true });
    },
  });

export function useTipChoice(checkoutId: string) {
  return useQuery(tipChoiceQueryOptions(useStoreClient(), checkoutId));
}

export function useUpdateTipChoice() {
  return useMutation(updateTipChoiceMutationOptions(useStoreClient(), useQueryClient()));
}
