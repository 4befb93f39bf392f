import { Type, type Static } from '@sinclair/typebox';
import { PagingMetadata, QueryV2, StringEnum } from './common.ts';
import { FormResponse } from './event-forms.ts';

// Event guests (routes.md "Implied — guests", official `wix.events.guests.v1.EventGuest`): one
// read-only view over everyone registered for an event — RSVPs today, ticket orders next.

const closed = { additionalProperties: false } as const;
const DateTime = Type.String({ format: 'date-time' });

export const AttendanceStatuses = ['NOT_ATTENDING', 'ATTENDING', 'IN_WAITLIST'] as const;
export type AttendanceStatus = (typeof AttendanceStatuses)[number];
/** RSVP: one per answer; BUYER / TICKET_HOLDER come with ticket orders. */
export const GuestTypes = ['RSVP', 'BUYER', 'TICKET_HOLDER'] as const;
export type GuestType = (typeof GuestTypes)[number];

export const EventGuest = Type.Object(
  {
    id: Type.String(),
    eventId: Type.String(),
    guestType: StringEnum(GuestTypes),
    rsvpId: Type.Optional(Type.String()),
    orderNumber: Type.Optional(Type.String()),
    ticketNumber: Type.Optional(Type.String()),
    memberId: Type.Optional(Type.String()),
    guestDetails: Type.Object(
      {
        email: Type.Optional(Type.String()),
        firstName: Type.Optional(Type.String()),
        lastName: Type.Optional(Type.String()),
        formResponse: FormResponse,
        /** Every guest of the registration checked in. */
        checkedIn: Type.Boolean(),
      },
      closed,
    ),
    attendanceStatus: StringEnum(AttendanceStatuses),
    /** The person and the guests they bring. */
    totalGuests: Type.Integer(),
    checkedInGuestCount: Type.Integer(),
    revision: Type.String(),
    createdDate: DateTime,
    updatedDate: DateTime,
  },
  closed,
);
export type EventGuest = Static<typeof EventGuest>;

export const QueryEventGuestsRequest = Type.Object(
  {
    query: Type.Optional(QueryV2),
    fields: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
  },
  closed,
);
export type QueryEventGuestsRequest = Static<typeof QueryEventGuestsRequest>;
export const QueryEventGuestsResponse = Type.Object(
  { guests: Type.Array(EventGuest), pagingMetadata: PagingMetadata },
  closed,
);
export type QueryEventGuestsResponse = Static<typeof QueryEventGuestsResponse>;
