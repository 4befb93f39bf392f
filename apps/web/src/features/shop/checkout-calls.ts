import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeKeys, useTesseraClient } from '@tessera/react';
import type { BaseClient } from '@tessera/sdk/core';
import { checkouts, type Checkout, type CheckoutChanges } from '@tessera/sdk/checkouts';
import { storeOrders } from '@tessera/sdk/store-orders';

// The checkout and order calls of the store's pages, built here on the provider's client over the
// SDK's checkouts and store-orders modules (@tessera/react has no hooks for them yet: H59).

const useHttp = () => useTesseraClient<BaseClient>();

export const checkoutQueryOptions = (http: BaseClient, checkoutId: string) =>
  queryOptions({
    queryKey: storeKeys.checkout(checkoutId),
    queryFn: ({ signal }) => checkouts(http).getCheckout(checkoutId, { signal }),
  });

export function useStoreCheckout(checkoutId: string) {
  return useQuery({ ...checkoutQueryOptions(useHttp(), checkoutId), enabled: Boolean(checkoutId) });
}

/** Changes of the checkout; the answer (priced again) replaces the cached checkout. */
export function useUpdateStoreCheckout(checkoutId: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: CheckoutChanges) => checkouts(http).updateCheckout(checkoutId, changes),
    onSuccess: (checkout: Checkout) => queryClient.setQueryData(storeKeys.checkout(checkoutId), checkout),
  });
}

/**
 * Places the order (a retry answers the same order: one per checkout) and pays it with a card
 * token. Answers the order id and its payment status (PAID, PENDING or DECLINED).
 */
export function usePlaceAndPay(checkoutId: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (paymentToken: string) => {
      const module = checkouts(http);
      const orderId = await module.createOrder(checkoutId);
      const paid = await module.payOrder(orderId, paymentToken);
      return { orderId, paymentStatus: paid.paymentStatus };
    },
    onSettled: () => {
      // The checkout is completed once ordered and the cart is gone with it.
      void queryClient.invalidateQueries({ queryKey: storeKeys.checkout(checkoutId) });
      void queryClient.invalidateQueries({ queryKey: storeKeys.cart() });
    },
  });
}

export function useStoreOrder(orderId: string) {
  const http = useHttp();
  return useQuery({
    queryKey: storeKeys.order(orderId),
    queryFn: ({ signal }) => storeOrders(http).getOrder(orderId, { signal }),
    enabled: Boolean(orderId),
  });
}
