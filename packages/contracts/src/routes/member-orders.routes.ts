import {
  ListMemberEventOrdersQuery,
  ListMemberEventOrdersResponse,
  MemberIdParams,
} from '../member-orders.ts';
import * as endpoints from './member-orders.endpoints.ts';
import { route } from './route.ts';

export const memberOrdersRoutes = {
  listMemberEventOrders: route(endpoints.listMemberEventOrders, {
    tags: ['Event orders'] as const,
    // The member themself; the owner and staff reading analytics reach every member's.
    access: { ownerOrSubjectOf: 'member', param: 'memberId', scope: 'events.read-analytics' },
    description:
      "A member's event orders (placed by them or assigned to them), newest first, with the parts of " +
      '`fieldset` (all when none: tickets with their QR payloads, the PDF link when there is one). ' +
      "Another member's id answers 404 like one that does not exist.",
    params: MemberIdParams,
    input: ListMemberEventOrdersQuery,
    response: ListMemberEventOrdersResponse,
  }),
};
