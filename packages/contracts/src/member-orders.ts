import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common.ts';
import { EventOrderStatuses } from './event-checkout.ts';
import { ListOrdersResponse, OrderFieldsets } from './event-orders.ts';

// A member's own event orders (Tessera's route: the hosted platform lists a member's orders only
// through the owner's ListOrders with `memberId`). Same orders and shape as ListOrders.

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });

export const MemberIdParams = Type.Object({ memberId: Id }, closed);

export const ListMemberEventOrdersQuery = Type.Object(
  {
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    fieldset: Type.Optional(Type.Array(StringEnum(OrderFieldsets), { maxItems: 4 })),
    eventId: Type.Optional(Type.Array(Id, { maxItems: 100 })),
    status: Type.Optional(Type.Array(StringEnum(EventOrderStatuses), { maxItems: 20 })),
  },
  closed,
);
export type ListMemberEventOrdersQuery = Static<typeof ListMemberEventOrdersQuery>;

/** ListOrders' answer, without facets. */
export const ListMemberEventOrdersResponse = Type.Omit(ListOrdersResponse, ['facets'], closed);
export type ListMemberEventOrdersResponse = Static<typeof ListMemberEventOrdersResponse>;
