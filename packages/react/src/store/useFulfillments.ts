import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import {
  storeFulfillments,
  type FulfillmentChanges,
  type NewFulfillment,
  type StoreFulfillmentsModule,
} from '@tessera/sdk/store-fulfillments';
import { moduleOf, type ModuleLookup } from '../client-modules.ts';
import { storeKeys } from './store-keys.ts';
import { storeAdminKeys } from './useStoreAdmin.ts';
import { useStoreClient } from './useStoreClient.ts';

// Shipments of an order: the owner ships, changes the tracking or takes a shipment back; the buyer
// (or the owner) reads them. Every change reads the order again (its fulfillment status moves).

const STORE_FULFILLMENTS: ModuleLookup<StoreFulfillmentsModule> = {
  name: 'storeFulfillments',
  has: 'listForOrder',
  build: storeFulfillments,
  needs: 'the store-fulfillments module (@tessera/sdk/store-fulfillments)',
};
export const storeFulfillmentsOf = (client: BaseClient): StoreFulfillmentsModule =>
  moduleOf(client, STORE_FULFILLMENTS);

export const fulfillmentKeys = {
  ofOrder: (orderId: string) => [...storeKeys.all, 'fulfillments', orderId] as const,
};

/** The order's shipments, oldest first (the owner, or the buyer of the order). */
export function useOrderFulfillments(orderId: string | undefined) {
  const client = useStoreClient();
  return useQuery({
    queryKey: fulfillmentKeys.ofOrder(orderId ?? ''),
    queryFn: ({ signal }) => storeFulfillmentsOf(client).listForOrder(orderId!, { signal }),
    enabled: Boolean(orderId),
  });
}

export type FulfillmentAction =
  | { type: 'create'; fulfillment: NewFulfillment }
  | { type: 'update'; fulfillmentId: string; changes: FulfillmentChanges }
  | { type: 'delete'; fulfillmentId: string };

/** The owner's changes to an order's shipments; the shipments and the order are read again. */
export function useFulfillmentAction(orderId: string) {
  const client = useStoreClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: FulfillmentAction) => {
      const fulfillments = storeFulfillmentsOf(client);
      switch (action.type) {
        case 'create':
          return (await fulfillments.create(orderId, action.fulfillment)).orderWithFulfillments;
        case 'update':
          return fulfillments.update(orderId, action.fulfillmentId, action.changes);
        case 'delete':
          return fulfillments.delete(orderId, action.fulfillmentId);
      }
    },
    onSuccess: (answer) => queryClient.setQueryData(fulfillmentKeys.ofOrder(orderId), answer),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fulfillmentKeys.ofOrder(orderId) }),
        queryClient.invalidateQueries({ queryKey: storeAdminKeys.order(orderId) }),
        queryClient.invalidateQueries({ queryKey: storeKeys.order(orderId) }),
      ]),
  });
}
