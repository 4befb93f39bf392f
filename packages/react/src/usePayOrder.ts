import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import { checkoutKeys, eventCheckoutOf } from './useEventCheckout.ts';
import { useTesseraClient } from './useTesseraClient.ts';

export interface PayOrderVariables {
  eventId: string;
  orderNumber: string;
  /** The payment provider's card token (the test gateway's tokens: README). */
  token: string;
}

/**
 * Pays an order placed without payment (PENDING, "pay later") through UpdateCheckout's
 * `paymentDetails`. The order is read again whatever the answer: a decline or a lapsed hold
 * changes its status as much as a payment does.
 */
export const payOrderMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ eventId, orderNumber, token }: PayOrderVariables) =>
      eventCheckoutOf(client).updateCheckout(orderNumber, { eventId, paymentDetails: { token } }),
    onSettled: (_data, _error, { eventId, orderNumber }) =>
      queryClient.invalidateQueries({ queryKey: checkoutKeys.order(eventId, orderNumber) }),
  });

export function usePayOrder() {
  const client = useTesseraClient();
  return useMutation(payOrderMutationOptions(client, useQueryClient()));
}
