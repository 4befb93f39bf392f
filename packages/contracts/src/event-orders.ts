import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './common.ts';
import { EventOrder, EventOrderStatuses, OrderTicket } from './event-checkout.ts';
import { FormResponse } from './event-forms.ts';
import { TicketingMoney } from './money.ts';

// Event orders and tickets (spec §7 "Event orders"; routes.md "Event orders and event checkout",
// "Implied — tickets and check-in v1"): what owners and staff do with orders and tickets.

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });
const OrderNumber = Type.String({ minLength: 1, maxLength: 64 });
const TicketNumber = Type.String({ minLength: 1, maxLength: 64 });

/** Parts of an order a read asks for; none named: all of them. */
export const OrderFieldsets = ['TICKETS', 'DETAILS', 'FORM', 'INVOICE'] as const;
export type OrderFieldset = (typeof OrderFieldsets)[number];
/** Tags of ListOrders (all named must hold). */
export const OrderTags = [
  'CONFIRMED',
  'UNCONFIRMED',
  'MEMBER',
  'ARCHIVED',
  'NON_ARCHIVED',
  'FULLY_CHECKED_IN',
  'NOT_FULLY_CHECKED_IN',
] as const;
export const OrderFacets = ['status', 'eventId', 'channel', 'archived', 'confirmed'] as const;
/** ListOrders sorts: `<field>:asc|desc`. */
export const OrderSorts = [
  'created:asc',
  'created:desc',
  'updated:asc',
  'updated:desc',
  'orderNumber:asc',
  'orderNumber:desc',
  'email:asc',
  'email:desc',
  'total:asc',
  'total:desc',
] as const;

const Fieldset = Type.Array(StringEnum(OrderFieldsets), { maxItems: 4 });
const Many = <T extends Parameters<typeof Type.Array>[0]>(item: T) => Type.Array(item, { maxItems: 100 });

/**
 * An order as a read answers it: what every read carries, plus the parts of the fieldsets
 * asked for — DETAILS (buyer, payment, consent), FORM (checkoutForm), TICKETS, INVOICE.
 */
export const OrderView = Type.Object(
  {
    orderNumber: Type.String(),
    reservationId: Type.String(),
    eventId: Type.String(),
    memberId: Type.Optional(Type.String()),
    contactId: Type.Optional(Type.String()),
    snapshotId: Type.Optional(Type.String()),
    method: Type.Optional(Type.String()),
    ticketsPdf: Type.Optional(Type.String()),
    anonymized: Type.Optional(Type.Boolean()),
    created: Type.String({ format: 'date-time' }),
    updated: Type.String({ format: 'date-time' }),
    confirmed: Type.Boolean(),
    status: StringEnum(EventOrderStatuses),
    ticketsQuantity: Type.Integer(),
    checkedInQuantity: Type.Integer(),
    fullyCheckedIn: Type.Boolean(),
    totalPrice: TicketingMoney,
    archived: Type.Boolean(),
    channel: EventOrder.properties.channel,
    firstName: Type.Optional(Type.String()),
    lastName: Type.Optional(Type.String()),
    fullName: Type.Optional(Type.String()),
    email: Type.Optional(Type.String()),
    paymentDetails: EventOrder.properties.paymentDetails,
    marketingConsent: EventOrder.properties.marketingConsent,
    checkoutForm: Type.Optional(FormResponse),
    tickets: Type.Optional(Type.Array(OrderTicket)),
    invoice: Type.Optional(EventOrder.properties.invoice),
  },
  closed,
);
export type OrderView = Static<typeof OrderView>;

export const FacetCounts = Type.Object(
  { counts: Type.Record(Type.String(), Type.Integer({ minimum: 0 })) },
  closed,
);

export const ListOrdersQuery = Type.Object(
  {
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 400 })),
    fieldset: Type.Optional(Fieldset),
    status: Type.Optional(Many(StringEnum(EventOrderStatuses))),
    eventId: Type.Optional(Many(Id)),
    orderNumber: Type.Optional(Many(OrderNumber)),
    memberId: Type.Optional(Many(Id)),
    facet: Type.Optional(Type.Array(StringEnum(OrderFacets), { maxItems: 5 })),
    /** Matched against the buyer's names and email and the order number. */
    searchPhrase: Type.Optional(Type.String({ maxLength: 200 })),
    /** The site's events all have its owner as their creator: accepted, filters nothing yet. */
    eventCreatorId: Type.Optional(Many(Id)),
    sort: Type.Optional(StringEnum(OrderSorts)),
    tag: Type.Optional(Type.Array(StringEnum(OrderTags), { maxItems: 7 })),
    /** A member's contact id is the member's id (members module). */
    contactId: Type.Optional(Many(Id)),
  },
  closed,
);
export type ListOrdersQuery = Static<typeof ListOrdersQuery>;
export const ListOrdersResponse = Type.Object(
  {
    total: Type.Integer(),
    offset: Type.Integer(),
    limit: Type.Integer(),
    orders: Type.Array(OrderView),
    facets: Type.Optional(Type.Record(Type.String(), FacetCounts)),
  },
  closed,
);
export type ListOrdersResponse = Static<typeof ListOrdersResponse>;

export const EventOrderParams = Type.Object({ eventId: Id, orderNumber: OrderNumber }, closed);
export const EventParams = Type.Object({ eventId: Id }, closed);
export const GetOrderQuery = Type.Object({ fieldset: Type.Optional(Fieldset) }, closed);
export const OrderResponse = Type.Object({ order: OrderView }, closed);
export const OrdersResponse = Type.Object({ orders: Type.Array(OrderView) }, closed);

/** The fields an update may name (a field mask); none named: every field given. */
const UpdateFields = Type.Array(StringEnum(['checkoutForm', 'archived'] as const), { maxItems: 2 });
export const UpdateOrderRequest = Type.Object(
  {
    fields: Type.Optional(UpdateFields),
    /** The buyer's answers, checked against the event's published form. */
    checkoutForm: Type.Optional(FormResponse),
    archived: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type UpdateOrderRequest = Static<typeof UpdateOrderRequest>;
export const BulkUpdateOrdersRequest = Type.Object(
  {
    orderNumber: Type.Array(OrderNumber, { minItems: 1, maxItems: 100 }),
    fields: Type.Optional(Type.Array(StringEnum(['archived'] as const), { maxItems: 1 })),
    archived: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type BulkUpdateOrdersRequest = Static<typeof BulkUpdateOrdersRequest>;
export const ConfirmOrderRequest = Type.Object(
  { orderNumber: Type.Array(OrderNumber, { minItems: 1, maxItems: 100 }) },
  closed,
);
export const OrderNumberOnlyParams = Type.Object({ orderNumber: OrderNumber }, closed);
export const PaymentActionRequest = Type.Object({ eventId: Id }, closed);
export const EmptyResponse = Type.Object({}, closed);

export const GetSummaryQuery = Type.Object({ eventId: Type.Optional(Many(Id)) }, closed);
export const GetSummaryResponse = Type.Object(
  {
    /** Paid, free, authorized and pay-at-the-door orders, by currency. */
    sales: Type.Array(
      Type.Object(
        {
          total: TicketingMoney,
          revenue: TicketingMoney,
          count: Type.Integer(),
          ticketCount: Type.Integer(),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type GetSummaryResponse = Static<typeof GetSummaryResponse>;

// ---- tickets v1

export const TicketView = Type.Object(
  {
    ...OrderTicket.properties,
    orderNumber: Type.String(),
    eventId: Type.String(),
    orderStatus: StringEnum(EventOrderStatuses),
    orderArchived: Type.Boolean(),
    memberId: Type.Optional(Type.String()),
  },
  closed,
);
export type TicketView = Static<typeof TicketView>;

/** ListTickets' `state`: each one named narrows the list (all of them hold). */
export const TicketStates = [
  'ORDER_ARCHIVED',
  'ORDER_ACTIVE',
  'TICKET_ARCHIVED',
  'TICKET_ACTIVE',
  'CHECKED_IN',
  'NON_CHECKED_IN',
] as const;
/** ListTickets' `facet`: counts of the listed tickets by each value of these. */
export const TicketFacets = [
  'eventId',
  'orderStatus',
  'archived',
  'checkedIn',
  'ticketDefinitionId',
] as const;
/** ListTickets' `sort`: a field and a direction, as the official SDK sends it. */
export const TicketSorts = [
  'ticketNumber:asc',
  'ticketNumber:desc',
  'orderNumber:asc',
  'orderNumber:desc',
  'created:asc',
  'created:desc',
] as const;

export const ListTicketsQuery = Type.Object(
  {
    eventId: Type.Array(Id, { minItems: 1, maxItems: 100 }),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    orderNumber: Type.Optional(Many(OrderNumber)),
    ticketNumber: Type.Optional(Many(TicketNumber)),
    /** Matched against the guest's and buyer's names and email and the ticket number. */
    search: Type.Optional(Type.String({ maxLength: 200 })),
    /** The official name of `search`. */
    searchPhrase: Type.Optional(Type.String({ maxLength: 200 })),
    checkedIn: Type.Optional(Type.Boolean()),
    state: Type.Optional(Type.Array(StringEnum(TicketStates), { maxItems: 6 })),
    orderStatus: Type.Optional(Many(StringEnum(EventOrderStatuses))),
    /** The buyer's member id; `contactId` is the same id (a visitor's orders have neither). */
    memberId: Type.Optional(Many(Id)),
    contactId: Type.Optional(Many(Id)),
    ticketDefinitionId: Type.Optional(Many(Id)),
    sort: Type.Optional(StringEnum(TicketSorts)),
    facet: Type.Optional(Type.Array(StringEnum(TicketFacets), { maxItems: 5 })),
    /** Accepted as the official `getTicket` does: the whole ticket is answered whatever it asks. */
    fieldset: Type.Optional(
      Type.Array(StringEnum(['GUEST_DETAILS', 'TICKET_DETAILS', 'GUEST_FORM'] as const), { maxItems: 3 }),
    ),
  },
  closed,
);
export type ListTicketsQuery = Static<typeof ListTicketsQuery>;
export const ListTicketsResponse = Type.Object(
  {
    total: Type.Integer(),
    offset: Type.Integer(),
    limit: Type.Integer(),
    tickets: Type.Array(TicketView),
    facets: Type.Optional(Type.Record(Type.String(), FacetCounts)),
  },
  closed,
);
export const TicketParams = Type.Object({ id: TicketNumber }, closed);
/**
 * The official `getTicket` names the event only optionally (ticket numbers are unique per site);
 * its `fieldset` is accepted, and the whole ticket answered whatever it asks.
 */
export const GetTicketQuery = Type.Object(
  {
    eventId: Type.Optional(Id),
    fieldset: Type.Optional(
      Type.Array(StringEnum(['GUEST_DETAILS', 'TICKET_DETAILS', 'GUEST_FORM'] as const), { maxItems: 3 }),
    ),
  },
  closed,
);
export const TicketResponse = Type.Object({ ticket: TicketView }, closed);
export const TicketsResponse = Type.Object({ tickets: Type.Array(TicketView) }, closed);

/**
 * The fields a ticket update may name (a field mask); none named: every field given. The official
 * SDK sends a mask as one comma-separated string (`"archived"`), other clients as a list.
 */
const UpdateTicketFields = Type.Union([
  Type.Array(StringEnum(['guestDetails', 'archived'] as const), { maxItems: 2 }),
  Type.String({ pattern: '^(guestDetails|archived)(,(guestDetails|archived))?$' }),
]);
export const UpdateTicketRequest = Type.Object(
  {
    eventId: Id,
    fields: Type.Optional(UpdateTicketFields),
    /** The guest's answers, checked against the event's published form. */
    guestDetails: Type.Optional(Type.Object({ form: FormResponse }, closed)),
    archived: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type UpdateTicketRequest = Static<typeof UpdateTicketRequest>;

/** BulkUpdateTickets: archives (or restores) up to 100 tickets of one event, all or none. */
export const BulkUpdateTicketsRequest = Type.Object(
  {
    eventId: Id,
    ticketNumber: Type.Array(TicketNumber, { minItems: 1, maxItems: 100 }),
    archived: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type BulkUpdateTicketsRequest = Static<typeof BulkUpdateTicketsRequest>;

/**
 * Check-in at the door: tickets named by number, or by the QR payloads scanned (`<number>.<signature>`,
 * verified with the site's secret). A ticket checked in already keeps its first check-in and is
 * listed in `alreadyCheckedIn`.
 */
export const CheckInTicketsRequest = Type.Object(
  {
    eventId: Id,
    ticketNumber: Type.Optional(Type.Array(TicketNumber, { maxItems: 100 })),
    qrCode: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 })),
  },
  closed,
);
export type CheckInTicketsRequest = Static<typeof CheckInTicketsRequest>;
export const CheckInTicketsResponse = Type.Object(
  { tickets: Type.Array(TicketView), alreadyCheckedIn: Type.Array(Type.String()) },
  closed,
);
export const DeleteTicketCheckInsRequest = Type.Object(
  { eventId: Id, ticketNumber: Type.Array(TicketNumber, { minItems: 1, maxItems: 100 }) },
  closed,
);
export type DeleteTicketCheckInsRequest = Static<typeof DeleteTicketCheckInsRequest>;
