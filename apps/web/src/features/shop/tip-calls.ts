import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeKeys, useTesseraClient } from '@tessera/react';
import type { BaseClient } from '@tessera/sdk/core';
import { tips, type TipChoice } from '@tessera/sdk/tips';

// The checkout's tip (@tessera/sdk/tips): what was chosen and the picker's options (the site's
// default tip settings), and the choice sent. A choice prices the checkout again (the fee TIP),
// so the checkout is read again after it.

const tipKey = (checkoutId: string) => [...storeKeys.checkout(checkoutId), 'tip'] as const;

export function useTipChoice(checkoutId: string) {
  const http = useTesseraClient<BaseClient>();
  return useQuery({
    queryKey: tipKey(checkoutId),
    queryFn: ({ signal }) => tips(http).getChoice(checkoutId, { signal }),
  });
}

export function useUpdateTipChoice(checkoutId: string) {
  const http = useTesseraClient<BaseClient>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: TipChoice) => tips(http).updateChoice(checkoutId, choice),
    onSuccess: (answer) => {
      queryClient.setQueryData(tipKey(checkoutId), answer);
      void queryClient.invalidateQueries({ queryKey: storeKeys.checkout(checkoutId), exact: true });
    },
  });
}
