import { Type, type Static } from '@sinclair/typebox';
import { CursorPaging, Filter, Nullable, PagingMetadata, QueryV2, StringEnum } from './common.ts';
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
    /** The guest's id, what check-in names: index + 1 (the official schema numbers guests from 1). */
    guestId: Type.Integer({ minimum: 1 }),
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

// Check-in (CheckInRsvpGuests / CancelRsvpGuestsCheckIn): guests of one RSVP by their guestId
// (1 the person who answered, 2… their additional guests); none named means all of them.

/** Most guests one RSVP has: the person and their additional guests. */
export const MAX_RSVP_GUESTS = MAX_ADDITIONAL_GUESTS + 1;
const GuestIds = Type.Array(Type.Integer({ minimum: 1, maximum: MAX_RSVP_GUESTS }), {
  maxItems: MAX_RSVP_GUESTS,
  uniqueItems: true,
});
const RequestedFields = Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 });

export const CheckInRsvpGuestsRequest = Type.Object(
  {
    guestIds: Type.Optional(GuestIds),
    /** When the guests arrived; now when left out, never in the future. */
    checkInDate: Type.Optional(Nullable(DateTime)),
    fields: Type.Optional(RequestedFields),
  },
  closed,
);
export type CheckInRsvpGuestsRequest = Static<typeof CheckInRsvpGuestsRequest>;
export const CancelRsvpGuestsCheckInRequest = Type.Object(
  {
    guestIds: Type.Optional(GuestIds),
    checkInCanceledDate: Type.Optional(Nullable(DateTime)),
    fields: Type.Optional(RequestedFields),
  },
  closed,
);
export type CancelRsvpGuestsCheckInRequest = Static<typeof CancelRsvpGuestsCheckInRequest>;

// Bulk calls.

/** RSVPs one BulkUpdateRsvps call names (each changed in a unit of its own). */
export const MAX_RSVPS_PER_BULK_UPDATE = 100;
/** RSVPs one BulkDeleteRsvpsByFilter call may delete (a filter selecting more is refused). */
export const MAX_RSVPS_PER_BULK_DELETE = 1000;

const UpdatableRsvp = UpdateRsvpRequest.properties.rsvp;
export const BulkUpdateRsvpsRequest = Type.Object(
  {
    rsvps: Type.Array(
      Type.Object(
        {
          rsvp: Type.Object({ ...UpdatableRsvp.properties, id: Id }, closed),
          /** When sent, only these fields of `rsvp` are changed. */
          fieldMask: Type.Optional(
            Type.Array(StringEnum(['status', 'firstName', 'lastName', 'email']), { maxItems: 4 }),
          ),
        },
        closed,
      ),
      { minItems: 1, maxItems: MAX_RSVPS_PER_BULK_UPDATE },
    ),
    returnEntity: Type.Optional(Type.Boolean()),
    fields: Type.Optional(RequestedFields),
  },
  closed,
);
export type BulkUpdateRsvpsRequest = Static<typeof BulkUpdateRsvpsRequest>;

const ItemMetadata = Type.Object(
  {
    id: Type.Optional(Type.String()),
    originalIndex: Type.Integer(),
    success: Type.Boolean(),
    error: Type.Optional(
      Type.Object(
        { code: Type.String(), description: Type.String(), data: Type.Optional(Type.Unknown()) },
        closed,
      ),
    ),
  },
  closed,
);
export const RsvpBulkActionMetadata = Type.Object(
  { totalSuccesses: Type.Integer(), totalFailures: Type.Integer(), undetailedFailures: Type.Integer() },
  closed,
);
export const BulkUpdateRsvpsResponse = Type.Object(
  {
    results: Type.Array(Type.Object({ itemMetadata: ItemMetadata, rsvp: Type.Optional(Rsvp) }, closed)),
    bulkActionMetadata: RsvpBulkActionMetadata,
  },
  closed,
);
export type BulkUpdateRsvpsResponse = Static<typeof BulkUpdateRsvpsResponse>;

export const BulkDeleteRsvpsByFilterRequest = Type.Object(
  {
    filter: Filter,
    /** Declared so it is refused rather than dropped: a dropped narrowing would widen the delete. */
    search: Type.Optional(Nullable(Type.Unknown())),
  },
  closed,
);
export type BulkDeleteRsvpsByFilterRequest = Static<typeof BulkDeleteRsvpsByFilterRequest>;
export const BulkDeleteRsvpsByFilterResponse = Type.Object(
  {
    /** Names the call; the work is done when it answers (there is no job to poll). */
    jobId: Type.String(),
    bulkActionMetadata: RsvpBulkActionMetadata,
  },
  closed,
);

// Summaries and the caller's own RSVPs.

export const ListRsvpSummaryQuery = Type.Object(
  { eventId: Type.Array(Id, { minItems: 1, maxItems: 100 }) },
  closed,
);
export type ListRsvpSummaryQuery = Static<typeof ListRsvpSummaryQuery>;
export const RsvpSummary = Type.Object(
  {
    eventId: Type.String(),
    /** Guests (people and their additional guests) of each answer. */
    yesGuestCount: Type.Integer(),
    noGuestCount: Type.Integer(),
    waitlistGuestCount: Type.Integer(),
    /** RSVPs of the event, any answer. */
    totalRsvpCount: Type.Integer(),
    /** Guests of YES answers checked in. */
    checkedInGuestCount: Type.Integer(),
  },
  closed,
);
export type RsvpSummary = Static<typeof RsvpSummary>;
export const ListRsvpSummaryResponse = Type.Object({ summaries: Type.Array(RsvpSummary) }, closed);

export const ListCurrentRsvpsQuery = Type.Object(
  {
    eventId: Type.Optional(Type.Array(Id, { maxItems: 100 })),
    fields: Type.Optional(RequestedFields),
    paging: Type.Optional(CursorPaging),
  },
  closed,
);
export type ListCurrentRsvpsQuery = Static<typeof ListCurrentRsvpsQuery>;
export const ListCurrentRsvpsResponse = Type.Object(
  {
    rsvps: Type.Array(Rsvp),
    pagingMetadata: Type.Object(
      {
        count: Type.Integer(),
        cursors: Type.Object({ next: Type.Optional(Nullable(Type.String())) }, closed),
        hasNext: Type.Boolean(),
      },
      closed,
    ),
  },
  closed,
);
export type ListCurrentRsvpsResponse = Static<typeof ListCurrentRsvpsResponse>;
