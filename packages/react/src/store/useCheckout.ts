import {
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import type { Checkout, CheckoutChanges } from '@tessera/sdk/checkouts';
import type { StoreItemRef } from '@tessera/sdk/back-in-stock';
import { storeKeys } from './store-keys.ts';
import { backInStockOf, checkoutsOf, storeOrdersOf } from './store-modules.ts';
import { useStoreClient } from './useStoreClient.ts';

// Checkout → order → payment as the shopper's pages run them, and the buyer's order afterwards.

/** The checkout with its totals, shipping options and problems. */
export const storeCheckoutQueryOptions = (client: BaseClient, checkoutId: string) =>
  queryOptions({
    queryKey: storeKeys.checkout(checkoutId),
    queryFn: ({ signal }) => checkoutsOf(client).getCheckout(checkoutId, { signal }),
  });

/** One of the buyer's orders. */
export const storeOrderQueryOptions = (client: BaseClient, orderId: string) =>
  queryOptions({
    queryKey: storeKeys.order(orderId),
    queryFn: ({ signal }) => storeOrdersOf(client).getOrder(orderId, { signal }),
  });

export interface UpdateCheckoutVariables {
  checkoutId: string;
  changes: CheckoutChanges;
}

/** Addresses, shipping option, email: the answer (priced again) replaces the cached checkout. */
export const updateCheckoutMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ checkoutId, changes }: UpdateCheckoutVariables) =>
      checkoutsOf(client).updateCheckout(checkoutId, changes),
    onSuccess: (checkout: Checkout) => queryClient.setQueryData(storeKeys.checkout(checkout.id), checkout),
  });

export interface CheckoutCouponVariables {
  checkoutId: string;
  /** A code to apply; none removes the coupon. */
  couponCode?: string;
}
export const checkoutCouponMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ checkoutId, couponCode }: CheckoutCouponVariables) =>
      couponCode
        ? checkoutsOf(client).applyCoupon(checkoutId, couponCode)
        : checkoutsOf(client).removeCoupon(checkoutId),
    onSuccess: (checkout: Checkout) => queryClient.setQueryData(storeKeys.checkout(checkout.id), checkout),
  });

export interface PlaceOrderVariables {
  checkoutId: string;
  /** A card token of the payment provider: the order is paid right after it is placed. */
  paymentToken?: string;
}

/** What placing an order answers: the order, and the payment's outcome when a token was given. */
export interface PlacedOrder {
  orderId: string;
  paymentStatus?: string;
}

/**
 * Places the order of a checkout (stock taken atomically; a retry answers the same order), then
 * pays it when a token is given. A declined card is an answer (`paymentStatus: 'DECLINED'`): pay
 * again with `usePayStoreOrder`. The cart is gone after an order: its cache is dropped.
 */
export const placeOrderMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: async ({ checkoutId, paymentToken }: PlaceOrderVariables): Promise<PlacedOrder> => {
      const orderId = await checkoutsOf(client).createOrder(checkoutId);
      if (!paymentToken) return { orderId };
      const paid = await checkoutsOf(client).payOrder(orderId, paymentToken);
      return { orderId, paymentStatus: paid.paymentStatus };
    },
    onSettled: (_answer, _error, { checkoutId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storeKeys.cart() }),
        queryClient.invalidateQueries({ queryKey: storeKeys.checkout(checkoutId) }),
      ]),
  });

export interface PayStoreOrderVariables {
  orderId: string;
  paymentToken: string;
}
/** Pays a placed order (again after a decline); the order is read again whatever the answer. */
export const payStoreOrderMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ orderId, paymentToken }: PayStoreOrderVariables) =>
      checkoutsOf(client).payOrder(orderId, paymentToken),
    onSettled: (_answer, _error, { orderId }) =>
      queryClient.invalidateQueries({ queryKey: storeKeys.order(orderId) }),
  });

export interface BackInStockVariables {
  item: StoreItemRef;
  email: string;
  itemUrl?: string;
  details?: { name?: string; price?: string; image?: string };
}
/** A shopper's back-in-stock sign-up (asking again answers the same request). */
export const backInStockRequestMutationOptions = (client: BaseClient) =>
  mutationOptions({
    mutationFn: ({ item, email, itemUrl, details }: BackInStockVariables) =>
      backInStockOf(client).requestBackInStock(item, email, {
        ...(itemUrl ? { itemUrl } : {}),
        ...(details ? { details } : {}),
      }),
  });

export function useStoreCheckout(checkoutId: string | undefined) {
  const client = useStoreClient();
  return useQuery({ ...storeCheckoutQueryOptions(client, checkoutId ?? ''), enabled: Boolean(checkoutId) });
}
export function useUpdateCheckout() {
  return useMutation(updateCheckoutMutationOptions(useStoreClient(), useQueryClient()));
}
export function useCheckoutCoupon() {
  return useMutation(checkoutCouponMutationOptions(useStoreClient(), useQueryClient()));
}
export function usePlaceOrder() {
  return useMutation(placeOrderMutationOptions(useStoreClient(), useQueryClient()));
}
export function usePayStoreOrder() {
  return useMutation(payStoreOrderMutationOptions(useStoreClient(), useQueryClient()));
}
export function useStoreOrder(orderId: string | undefined) {
  const client = useStoreClient();
  return useQuery({ ...storeOrderQueryOptions(client, orderId ?? ''), enabled: Boolean(orderId) });
}
export function useBackInStockRequest() {
  return useMutation(backInStockRequestMutationOptions(useStoreClient()));
}
