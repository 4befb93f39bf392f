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
import type { ProductInput } from '@tessera/sdk/catalog-admin';
import type { CancelOrderRequest } from '@tessera/sdk/store-orders-admin';
import type { RefundRequest } from '@tessera/sdk/store-payments-admin';
import { storeKeys } from './store-keys.ts';
import { catalogAdminOf, storeOrdersAdminOf, storePaymentsAdminOf } from './store-modules.ts';
import { useStoreClient } from './useStoreClient.ts';

// The owner's store as the dashboard needs it: products (hidden ones too, with cost and profit),
// saving a product, an order and the actions on it.

export const storeAdminKeys = {
  all: [...storeKeys.all, 'admin'] as const,
  products: (listing: AdminProductsListing) => [...storeAdminKeys.all, 'products', listing] as const,
  product: (productId: string) => [...storeAdminKeys.all, 'product', productId] as const,
  order: (orderId: string) => [...storeAdminKeys.all, 'order', orderId] as const,
  transactions: (orderId: string) => [...storeAdminKeys.all, 'transactions', orderId] as const,
};

export interface AdminProductsListing {
  namePrefix?: string;
  limit?: number;
  offset?: number;
}

export const adminProductsQueryOptions = (client: BaseClient, listing: AdminProductsListing = {}) =>
  queryOptions({
    queryKey: storeAdminKeys.products(listing),
    queryFn: async ({ signal }) => {
      let query = catalogAdminOf(client).queryProducts({ signal }).ascending('name');
      if (listing.namePrefix?.trim()) query = query.startsWith('name', listing.namePrefix.trim());
      const page = await query
        .limit(listing.limit ?? 50)
        .skip(listing.offset ?? 0)
        .find();
      return { items: page.items, total: page.total ?? page.items.length };
    },
  });

export const adminProductQueryOptions = (client: BaseClient, productId: string) =>
  queryOptions({
    queryKey: storeAdminKeys.product(productId),
    queryFn: ({ signal }) => catalogAdminOf(client).getProduct(productId, { signal }),
  });

export interface SaveProductVariables {
  /** Absent: a new product. */
  productId?: string;
  product: ProductInput;
}
/** Creates or updates a product; every catalog listing is read again (the shop's too). */
export const saveProductMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ productId, product }: SaveProductVariables) =>
      productId
        ? catalogAdminOf(client).updateProduct(productId, product)
        : catalogAdminOf(client).createProduct(product),
    onSuccess: (product) => {
      if (product.id) queryClient.setQueryData(storeAdminKeys.product(product.id), product);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: [...storeAdminKeys.all, 'products'] }),
        queryClient.invalidateQueries({ queryKey: storeKeys.products() }),
      ]);
    },
  });

export const adminOrderQueryOptions = (client: BaseClient, orderId: string) =>
  queryOptions({
    queryKey: storeAdminKeys.order(orderId),
    queryFn: ({ signal }) => storeOrdersAdminOf(client).getOrder(orderId, { signal }),
  });

export const orderTransactionsQueryOptions = (client: BaseClient, orderId: string) =>
  queryOptions({
    queryKey: storeAdminKeys.transactions(orderId),
    queryFn: ({ signal }) => storePaymentsAdminOf(client).transactions(orderId, { signal }),
  });

/** What the owner does to an order. */
export type StoreOrderAction =
  | { type: 'cancel'; request?: CancelOrderRequest }
  | { type: 'refund'; request: RefundRequest }
  | { type: 'capture'; payments: { paymentId: string; amount?: string }[] }
  | { type: 'void'; paymentIds: string[] }
  | { type: 'markAsPaid' };

export async function runStoreOrderAction(client: BaseClient, orderId: string, action: StoreOrderAction) {
  const payments = storePaymentsAdminOf(client);
  switch (action.type) {
    case 'cancel':
      return storeOrdersAdminOf(client).cancelOrder(orderId, action.request ?? {});
    case 'refund':
      return payments.refund(orderId, action.request);
    case 'capture':
      return payments.capture(orderId, action.payments);
    case 'void':
      return payments.void(orderId, action.paymentIds);
    case 'markAsPaid':
      return payments.markAsPaid(orderId);
  }
}

/** An action on an order; the order and its transactions are read again whatever the answer. */
export const storeOrderActionMutationOptions = (client: BaseClient, queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ orderId, action }: { orderId: string; action: StoreOrderAction }) =>
      runStoreOrderAction(client, orderId, action),
    onSettled: (_answer, _error, { orderId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: storeAdminKeys.order(orderId) }),
        queryClient.invalidateQueries({ queryKey: storeAdminKeys.transactions(orderId) }),
      ]),
  });

export function useAdminProducts(listing: AdminProductsListing = {}) {
  const client = useStoreClient();
  return useQuery({ ...adminProductsQueryOptions(client, listing), placeholderData: keepPreviousData });
}
export function useAdminProduct(productId: string | undefined) {
  const client = useStoreClient();
  return useQuery({ ...adminProductQueryOptions(client, productId ?? ''), enabled: Boolean(productId) });
}
export function useSaveProduct() {
  return useMutation(saveProductMutationOptions(useStoreClient(), useQueryClient()));
}
export function useAdminStoreOrder(orderId: string | undefined) {
  const client = useStoreClient();
  return useQuery({ ...adminOrderQueryOptions(client, orderId ?? ''), enabled: Boolean(orderId) });
}
export function useOrderTransactions(orderId: string | undefined) {
  const client = useStoreClient();
  return useQuery({ ...orderTransactionsQueryOptions(client, orderId ?? ''), enabled: Boolean(orderId) });
}
export function useStoreOrderAction() {
  return useMutation(storeOrderActionMutationOptions(useStoreClient(), useQueryClient()));
}
