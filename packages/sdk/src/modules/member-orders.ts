import type { ListMemberEventOrdersQuery } from '@tessera/contracts/member-orders';
import type { OrderView } from '@tessera/contracts/event-orders';
import { listMemberEventOrders as listMemberEventOrdersEndpoint } from '@tessera/contracts/routes/member-orders.endpoints';
import { hasArray } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';

export type { OrderView as MemberEventOrder } from '@tessera/contracts/event-orders';

export interface MemberEventOrdersOptions extends CallOptions, Omit<ListMemberEventOrdersQuery, 'eventId'> {
  /** Only orders of these events. */
  eventIds?: string[];
}

export interface MemberEventOrdersPage {
  orders: OrderView[];
  total: number;
  offset: number;
  limit: number;
}

/**
 * `@tessera/sdk/member-orders`: the logged-in member's event orders ("my tickets"), with their
 * tickets, QR payloads and PDF links. Another member's id answers 404.
 */
export function memberOrders(http: HttpClient) {
  const call = callerOf(http);
  return {
    /** One page of the member's orders, newest first (all parts unless `fieldset` names some). */
    async listMemberEventOrders(
      memberId: string,
      options: MemberEventOrdersOptions = {},
    ): Promise<MemberEventOrdersPage> {
      const { eventIds, offset, limit, fieldset, status, signal, timeoutMs } = options;
      const answer = await call(
        listMemberEventOrdersEndpoint,
        { memberId },
        {
          ...(offset !== undefined ? { offset } : {}),
          ...(limit !== undefined ? { limit } : {}),
          ...(fieldset?.length ? { fieldset } : {}),
          ...(status?.length ? { status } : {}),
          ...(eventIds?.length ? { eventId: eventIds } : {}),
        },
        { signal, timeoutMs, check: hasArray('orders') },
      );
      return { orders: answer.orders, total: answer.total, offset: answer.offset, limit: answer.limit };
    },
  };
}

export type MemberOrdersModule = ReturnType<typeof memberOrders>;
