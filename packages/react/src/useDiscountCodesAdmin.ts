import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import {
  eventDiscountsAdmin,
  type DiscountCodeChanges,
  type EventDiscountsAdminModule,
  type NewDiscountCode,
} from '@tessera/sdk/event-discounts-admin';
import { moduleOf, type ModuleLookup } from './client-modules.ts';
import { useTesseraClient } from './useTesseraClient.ts';

// An event's discount codes (event editor's discount codes tab).

const EVENT_DISCOUNTS_ADMIN: ModuleLookup<EventDiscountsAdminModule> = {
  name: 'eventDiscountsAdmin',
  has: 'listDiscountCodes',
  build: eventDiscountsAdmin,
  needs: 'the event-discounts-admin module (@tessera/sdk/event-discounts-admin)',
};
const adminOf = (client: BaseClient) => moduleOf(client, EVENT_DISCOUNTS_ADMIN);

export const discountCodeKeys = {
  all: ['tessera', 'discount-codes'] as const,
  ofEvent: (eventId: string) => [...discountCodeKeys.all, eventId] as const,
};

export const discountCodesQueryOptions = (client: BaseClient, eventId: string) =>
  queryOptions({
    queryKey: discountCodeKeys.ofEvent(eventId),
    queryFn: ({ signal }) => adminOf(client).listDiscountCodes(eventId, { signal }),
  });

export function useDiscountCodes(eventId: string) {
  return useQuery(discountCodesQueryOptions(useTesseraClient(), eventId));
}

export type DiscountCodeChange =
  | { kind: 'create'; code: NewDiscountCode }
  | { kind: 'update'; id: string; changes: DiscountCodeChanges }
  | { kind: 'delete'; id: string };

export const changeDiscountCodeMutationOptions = (
  client: BaseClient,
  queryClient: QueryClient,
  eventId: string,
) => ({
  mutationFn: async (change: DiscountCodeChange): Promise<void> => {
    const admin = adminOf(client);
    if (change.kind === 'create') await admin.createDiscountCode(eventId, change.code);
    else if (change.kind === 'update') await admin.updateDiscountCode(eventId, change.id, change.changes);
    else await admin.deleteDiscountCode(eventId, change.id);
  },
  onSettled: () => queryClient.invalidateQueries({ queryKey: discountCodeKeys.ofEvent(eventId) }),
});

export function useChangeDiscountCode(eventId: string) {
  return useMutation(changeDiscountCodeMutationOptions(useTesseraClient(), useQueryClient(), eventId));
}
