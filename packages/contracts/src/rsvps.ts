import { Type, type Static } from '@sinclair/typebox';
import { Filter, Nullable, PagingMetadata, QueryV2, StringEnum } from './common.ts';
import { FormResponse } from './event-forms.ts';

// RSVP v2 (routes.md "Implied — RSVP v2", official `wix.events.rsvp.v2.Rsvp`) and the guests view
// over RSVPs (QueryEventGuests).

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });
const DateTime = Type.String({ format: 'date-time' });

export const RsvpStatuses = ['YES', 'NO', 'WAITLIST'] as const;
export type RsvpStatus = (typeof RsvpStatuses)[number];
/** Most additional guests one RSVP brings (the official bound). */
export const MAX_ADDITIONAL_GUESTS = 10;

export const AdditionalGuestDetails = Type.Object(
  {
    guestCount: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_ADDITIONAL_GUESTS })),
    guestNames: Type.Optional(
      Type.Array(Type.String({ maxLength: 100 }), { maxItems: MAX_ADDITIONAL_GUESTS }),
    ),
  },
  closed,
);

const RsvpGuest = Type.Object(
  {
    /** 0: the person who answered; 1…: their additional guests. */
    index: Type.Integer(),
    name: Type.Optional(Type.String()),
    checkInDetails: Type.Optional(Type.Object({ checkInDate: DateTime }, closed)),
  },
  closed,
);

export const Rsvp = Type.Object(
  {
    id: Type.String(),
    revision: Type.String(),
    eventId: Type.String(),
    createdDate: DateTime,
    updatedDate: DateTime,
    memberId: Type.Optional(Type.String()),
    firstName: Type.Optional(Type.String()),
    lastName: Type.Optional(Type.String()),
    email: Type.Optional(Type.String()),
    status: StringEnum(RsvpStatuses),
    form: FormResponse,
    additionalGuestDetails: Type.Object(
      { guestCount: Type.Integer(), guestNames: Type.Array(Type.String()) },
      closed,
    ),
    totalGuests: Type.Integer(),
    guestList: Type.Object({ guests: Type.Array(RsvpGuest) }, closed),
    checkedInGuestCount: Type.Integer(),
    fullyCheckedIn: Type.Boolean(),
  },
  closed,
);
export type Rsvp = Static<typeof Rsvp>;

/** What a caller sends: the event, the answer and the form (name and email may come from either). */
export const RsvpInput = Type.Object(
  {
    eventId: Id,
    status: Type.Optional(StringEnum(RsvpStatuses)),
    firstName: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    lastName: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    email: Type.Optional(Type.String({ minLength: 4, maxLength: 255 })),
    form: Type.Optional(FormResponse),
    additionalGuestDetails: Type.Optional(AdditionalGuestDetails),
  },
  closed,
);

export const CreateRsvpRequest = Type.Object({ rsvp: RsvpInput }, closed);
export type CreateRsvpRequest = Static<typeof CreateRsvpRequest>;
export const RsvpResponse = Type.Object({ rsvp: Rsvp }, closed);
export type RsvpResponse = Static<typeof RsvpResponse>;

export const RsvpIdParams = Type.Object({ rsvpId: Id }, closed);
export const GetRsvpQuery = Type.Object({}, closed);
export const DeleteRsvpQuery = Type.Object({}, closed);
export const EmptyResponse = Type.Object({}, closed);

/** An update names the RSVP in the body too (`PATCH /rsvps/{rsvp.id}`); `revision`, when sent, must be current. */
export const UpdateRsvpRequest = Type.Object(
  {
    rsvp: Type.Object(
      {
        id: Type.Optional(Id),
        revision: Type.Optional(Type.String({ maxLength: 20 })),
        status: Type.Optional(StringEnum(RsvpStatuses)),
        firstName: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
        lastName: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
        email: Type.Optional(Type.String({ minLength: 4, maxLength: 255 })),
      },
      closed,
    ),
  },
  closed,
);
export type UpdateRsvpRequest = Static<typeof UpdateRsvpRequest>;

export const QueryRsvpsRequest = Type.Object({ query: Type.Optional(QueryV2) }, closed);
export type QueryRsvpsRequest = Static<typeof QueryRsvpsRequest>;
/** A query plus a free-text phrase matched against names and email. */
export const SearchRsvpsRequest = Type.Object(
  {
    search: Type.Optional(
      Type.Object(
        {
          filter: Type.Optional(Filter),
          sort: QueryV2.properties.sort,
          paging: QueryV2.properties.paging,
          cursorPaging: QueryV2.properties.cursorPaging,
          search: Type.Optional(
            Type.Object({ expression: Type.Optional(Nullable(Type.String({ maxLength: 100 }))) }, closed),
          ),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type SearchRsvpsRequest = Static<typeof SearchRsvpsRequest>;
export const QueryRsvpsResponse = Type.Object(
  { rsvps: Type.Array(Rsvp), pagingMetadata: PagingMetadata },
  closed,
);
export type QueryRsvpsResponse = Static<typeof QueryRsvpsResponse>;

export const CountRsvpsRequest = Type.Object({ filter: Type.Optional(Filter) }, closed);
export const CountRsvpsResponse = Type.Object({ count: Type.Integer() }, closed);
