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
import type {
  Cart,
  CartChanges,
  CartLine,
  CreateCheckoutFromCartRequest,
  EstimateTotalsRequest,
} from '@tessera/sdk/current-cart';
import { storeKeys } from './store-keys.ts';
import { currentCartOf } from './store-modules.ts';
import { useStoreClient } from './useStoreClient.ts';

// The shopper's one cart. Every write answers the whole cart, so the cache takes the answer as it
// is (no refetch, no flash of the old cart); the totals, priced from the cart, are read again.

/** The caller's cart, `null` while there is none. */
export const currentCartQueryOptions = (client: BaseClient) =>
  queryOptions({
    queryKey: storeKeys.cart(),
    queryFn: ({ signal }) => currentCartOf(client).getCurrentCart({ signal }),
  });

/** The cart's totals for an address and shipping option (exact money, item problems, shipping options). */
export const cartTotalsQueryOptions = (client: BaseClient, request: EstimateTotalsRequest = {}) =>
  queryOptions({
    queryKey: storeKeys.cartTotals(request),
    queryFn: ({ signal }) => currentCartOf(client).estimateTotals(request, { signal }),
  });

/** After a write: the answer is the cart; totals priced from the old one are stale. */
const cartAnswered = (queryClient: QueryClient, cart: Cart | null) => {
  queryClient.setQueryData(storeKeys.cart(), cart);
  return queryClient.invalidateQueries({ queryKey: [...storeKeys.cart(), 'totals'] });
};
/** After a refusal the cart may still have changed (a line sold out meanwhile): read it again. */
const cartRefused = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: storeKeys.cart() });

/** A cart write whose answer replaces the cached cart. */
const cartWrite = <V>(queryClient: QueryClient, write: (variables: V) => Promise<Cart>) =>
  mutationOptions({
    mutationFn: write,
    onSuccess: (cart: Cart) => cartAnswered(queryClient, cart),
    onError: () => cartRefused(queryClient),
  });

export const addToCartMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  cartWrite(queryClient, (lines: CartLine[]) => currentCartOf(client).addToCart(lines));

export interface LineQuantity {
  id: string;
  quantity: number;
}
export const updateCartQuantitiesMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  cartWrite(queryClient, (lines: LineQuantity[]) => currentCartOf(client).updateQuantities(lines));

export const removeCartLinesMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  cartWrite(queryClient, (lineItemIds: string[]) => currentCartOf(client).removeLineItems(lineItemIds));

export const applyCouponMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  cartWrite(queryClient, (couponCode: string) => currentCartOf(client).applyCoupon(couponCode));

export const removeCouponMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  cartWrite(queryClient, () => currentCartOf(client).removeCoupon());

export const updateCartMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  cartWrite(queryClient, (changes: CartChanges) => currentCartOf(client).updateCart(changes));

/** A checkout of the cart; answers its id (the checkout page reads it). */
export const createCheckoutMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: (request: CreateCheckoutFromCartRequest = {}) =>
      currentCartOf(client).createCheckout(request),
    onError: () => cartRefused(queryClient),
  });

export const deleteCartMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: () => currentCartOf(client).deleteCart(),
    onSuccess: () => cartAnswered(queryClient, null),
  });

export function useCurrentCart({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useStoreClient();
  return useQuery({ ...currentCartQueryOptions(client), enabled });
}

/** Totals for the request; the last totals stay on screen while a change is priced. */
export function useCartTotals(
  request: EstimateTotalsRequest = {},
  { enabled = true }: { enabled?: boolean } = {},
) {
  const client = useStoreClient();
  return useQuery({ ...cartTotalsQueryOptions(client, request), enabled, placeholderData: keepPreviousData });
}

export function useAddToCart() {
  return useMutation(addToCartMutationOptions(useStoreClient(), useQueryClient()));
}
export function useUpdateCartQuantities() {
  return useMutation(updateCartQuantitiesMutationOptions(useStoreClient(), useQueryClient()));
}
export function useRemoveCartLines() {
  return useMutation(removeCartLinesMutationOptions(useStoreClient(), useQueryClient()));
}
export function useApplyCoupon() {
  return useMutation(applyCouponMutationOptions(useStoreClient(), useQueryClient()));
}
export function useRemoveCoupon() {
  return useMutation(removeCouponMutationOptions(useStoreClient(), useQueryClient()));
}
export function useUpdateCart() {
  return useMutation(updateCartMutationOptions(useStoreClient(), useQueryClient()));
}
export function useCreateCheckout() {
  return useMutation(createCheckoutMutationOptions(useStoreClient(), useQueryClient()));
}
export function useDeleteCart() {
  return useMutation(deleteCartMutationOptions(useStoreClient(), useQueryClient()));
}
