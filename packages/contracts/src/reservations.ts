import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common.ts';
import { DecimalAmount } from './money.ts';
import { AvailableTicket } from './ticket-definitions.ts';

// Reservations (routes.md "Event orders and event checkout"): a hold on tickets with an expiry,
// the first step of checkout (events_orders CreateReservation / CancelReservation).

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });

export const ReservationStatuses = [
  'RESERVATION_PENDING',
  'RESERVATION_CONFIRMED',
  'RESERVATION_CANCELED',
  'RESERVATION_CANCELED_MANUALLY',
  'RESERVATION_EXPIRED',
] as const;
export type ReservationStatus = (typeof ReservationStatuses)[number];

/** Most tickets of one definition in one reservation, and most lines (official SDK bounds). */
export const MAX_RESERVATION_QUANTITY = 50;
export const MAX_RESERVATION_LINES = 50;
/** How long a hold lasts when neither the event nor the site says otherwise. */
export const DEFAULT_RESERVATION_MINUTES = 20;

export const TicketReservationQuantity = Type.Object(
  {
    ticketDefinitionId: Id,
    quantity: Type.Integer({ minimum: 1, maximum: MAX_RESERVATION_QUANTITY }),
    /** A donation ticket's amount (at least its minimum price), in the definition's currency. */
    priceOverride: Type.Optional(Nullable(Type.Union([DecimalAmount, Type.String({ maxLength: 0 })]))),
    ticketDetails: Type.Optional(
      Type.Array(Type.Object({}, { additionalProperties: true }), { maxItems: 50 }),
    ),
  },
  closed,
);

export const CreateReservationRequest = Type.Object(
  {
    eventId: Id,
    ticketQuantities: Type.Array(TicketReservationQuantity, { minItems: 1, maxItems: MAX_RESERVATION_LINES }),
    /** Owners and staff selling tickets only: skip the per-order limit and the sale period (never capacity). */
    ignoreLimits: Type.Optional(Type.Boolean()),
    /** Owners and staff selling tickets only: hidden definitions may be reserved. */
    allowHiddenTickets: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type CreateReservationRequest = Static<typeof CreateReservationRequest>;

export const TicketReservation = Type.Object(
  { quantity: Type.Integer(), ticket: AvailableTicket, priceOverride: Type.Optional(DecimalAmount) },
  closed,
);

export const ReservationResponse = Type.Object(
  {
    id: Type.String(),
    expires: Type.String({ format: 'date-time' }),
    reservations: Type.Array(TicketReservation),
    reservationStatus: StringEnum(ReservationStatuses),
  },
  closed,
);
export type ReservationResponse = Static<typeof ReservationResponse>;

export const ReservationIdParams = Type.Object({ id: Id }, closed);
export const CancelReservationRequest = Type.Object({ eventId: Type.Optional(Id) }, closed);
export const CancelReservationResponse = Type.Object({}, closed);
