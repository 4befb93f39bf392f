import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import { memberOrders, type MemberEventOrder, type MemberOrdersModule } from '@tessera/sdk/member-orders';
import { moduleOf, type ModuleLookup } from './client-modules.ts';
import { memberKeys } from './member-client.ts';
import { useCurrentMember } from './useCurrentMember.ts';
import { useTesseraClient } from './useTesseraClient.ts';

// The logged-in member's event orders ("my tickets"); the module is built on the client's transport.

const MEMBER_ORDERS: ModuleLookup<MemberOrdersModule> = {
  name: 'memberOrders',
  has: 'listMemberEventOrders',
  build: memberOrders,
  needs: 'the member-orders module (@tessera/sdk/member-orders)',
};

/** Under the member's keys: logging in or out drops them. */
export const myEventOrdersKey = (memberId: string) => [...memberKeys.all, 'event-orders', memberId] as const;

/** Most orders "my tickets" reads (pages of 100). */
export const MY_EVENT_ORDERS_MAX = 500;

/** The member's orders, newest first, with tickets (every page, up to MY_EVENT_ORDERS_MAX). */
export const myEventOrdersQueryOptions = (client: BaseClient, memberId: string) =>
  queryOptions({
    queryKey: myEventOrdersKey(memberId),
    queryFn: async ({ signal }): Promise<MemberEventOrder[]> => {
      const module = moduleOf(client, MEMBER_ORDERS);
      const orders: MemberEventOrder[] = [];
      for (let offset = 0; orders.length < MY_EVENT_ORDERS_MAX;) {
        const page = await module.listMemberEventOrders(memberId, { offset, limit: 100, signal });
        orders.push(...page.orders);
        offset += page.orders.length;
        if (page.orders.length === 0 || offset >= page.total) break;
      }
      return orders;
    },
  });

/** The logged-in member's event orders; idle until the member is known. */
export function useMyEventOrders() {
  const client = useTesseraClient();
  const member = useCurrentMember();
  const memberId = member.data?.id ?? '';
  const orders = useQuery({ ...myEventOrdersQueryOptions(client, memberId), enabled: Boolean(memberId) });
  return { ...orders, memberError: member.error, memberPending: member.isPending };
}
