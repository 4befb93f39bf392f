import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common.ts';
import { CommonMoney, DecimalAmount } from './money.ts';

// Owner-made ticket holds (routes.md "Implied — events settings and owner-made ticket holds";
// events_ticket-reservations): the same holds as checkout's reservations (same counter rows,
// same expiry), in the ticket-reservations v1 shape, with tags.

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });
const DateTime = Type.String({ format: 'date-time' });

export const TicketReservationStatuses = [
  'PENDING',
  'CONFIRMED',
  'CANCELED',
  'CANCELED_MANUALLY',
  'EXPIRED',
] as const;

const TagIds = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 100 });
export const ReservationTags = Type.Object(
  {
    privateTags: Type.Optional(Type.Object({ tagIds: Type.Optional(TagIds) }, closed)),
    tags: Type.Optional(Type.Object({ tagIds: Type.Optional(TagIds) }, closed)),
  },
  closed,
);
export type ReservationTags = Static<typeof ReservationTags>;

const TicketInfo = Type.Object(
  {
    /** A donation ticket's amount (at least its minimum). */
    guestPrice: Type.Optional(Nullable(DecimalAmount)),
    /** Same as `guestPrice` (the hosted API's second name for it). */
    priceOverride: Type.Optional(Nullable(DecimalAmount)),
  },
  closed,
);

export const AdditionalReservationSettings = Type.Object(
  {
    /** Skip the per-order limit and the sale period (never capacity). */
    disableTicketLimitValidation: Type.Optional(Nullable(Type.Boolean())),
    enableHiddenTicketReservation: Type.Optional(Nullable(Type.Boolean())),
  },
  closed,
);

export const TicketLineItem = Type.Object(
  {
    ticketLineItemId: Type.String(),
    eventId: Type.String(),
    ticketDefinitionId: Type.String(),
    quantity: Type.Integer(),
    ticketName: Type.String(),
    price: CommonMoney,
    subTotal: CommonMoney,
    ticketInfo: Type.Optional(TicketInfo),
  },
  closed,
);

export const TicketReservation = Type.Object(
  {
    id: Type.String(),
    revision: Type.String(),
    createdDate: DateTime,
    updatedDate: DateTime,
    /** Only while PENDING. */
    expirationDate: Type.Optional(DateTime),
    status: StringEnum(TicketReservationStatuses),
    memberId: Type.Optional(Type.String()),
    visitorId: Type.Optional(Type.String()),
    tickets: Type.Array(TicketLineItem),
    tags: ReservationTags,
  },
  closed,
);
export type TicketReservation = Static<typeof TicketReservation>;

export const CreateTicketReservationRequest = Type.Object(
  {
    ticketReservation: Type.Object(
      {
        tickets: Type.Array(
          Type.Object(
            {
              ticketDefinitionId: Id,
              quantity: Type.Integer({ minimum: 1, maximum: 50 }),
              ticketInfo: Type.Optional(TicketInfo),
            },
            closed,
          ),
          { minItems: 1, maxItems: 50 },
        ),
        additionalReservationSettings: Type.Optional(AdditionalReservationSettings),
        tags: Type.Optional(ReservationTags),
      },
      closed,
    ),
  },
  closed,
);
export type CreateTicketReservationRequest = Static<typeof CreateTicketReservationRequest>;

export const TicketReservationParams = Type.Object({ id: Id }, closed);
export const TicketReservationResponse = Type.Object({ ticketReservation: TicketReservation }, closed);
export const CancelTicketReservationRequest = Type.Object({}, closed);

export const BulkUpdateTicketReservationTagsRequest = Type.Object(
  {
    ids: Type.Array(Id, { minItems: 1, maxItems: 100 }),
    assignTags: ReservationTags,
    unassignTags: Type.Optional(ReservationTags),
  },
  closed,
);
export const BulkUpdateTicketReservationTagsResponse = Type.Object(
  {
    results: Type.Array(
      Type.Object(
        {
          itemMetadata: Type.Object(
            {
              id: Type.String(),
              originalIndex: Type.Integer(),
              success: Type.Boolean(),
              error: Type.Optional(Type.Object({ code: Type.String(), description: Type.String() }, closed)),
            },
            closed,
          ),
        },
        closed,
      ),
    ),
    bulkActionMetadata: Type.Object(
      { totalSuccesses: Type.Integer(), totalFailures: Type.Integer(), undetailedFailures: Type.Integer() },
      closed,
    ),
  },
  closed,
);
export type BulkUpdateTicketReservationTagsResponse = Static<typeof BulkUpdateTicketReservationTagsResponse>;

/** Most reservations one by-filter call changes (more selected: 400, nothing changed). */
export const MAX_TAGGED_BY_FILTER = 1000;

export const BulkUpdateTicketReservationTagsByFilterRequest = Type.Object(
  {
    filter: Type.Record(Type.String(), Type.Unknown()),
    assignTags: ReservationTags,
    unassignTags: Type.Optional(ReservationTags),
  },
  closed,
);
export const BulkUpdateTicketReservationTagsByFilterResponse = Type.Object({ jobId: Type.String() }, closed);
