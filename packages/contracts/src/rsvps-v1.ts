import { Type, type Static } from '@sinclair/typebox';
import { Filter, Nullable, StringEnum } from './common.ts';
import { FormResponse } from './event-forms.ts';

// RSVP v1 (routes.md "Implied — RSVP v1", official `wix.events.rsvp.v1`): the legacy module of
// the official SDK, served over the same RSVPs as v2 in its own wire shape (WAITING for
// WAITLIST, `created`/`modified`, guests with `fullName` and `checkIn.created`).

const closed = { additionalProperties: false } as const;
const Id = Type.String({ minLength: 1, maxLength: 64 });
const DateTime = Type.String({ format: 'date-time' });

export const RsvpV1Statuses = ['YES', 'NO', 'WAITING'] as const;
export type RsvpV1Status = (typeof RsvpV1Statuses)[number];
export const RsvpV1Fieldsets = ['DETAILS', 'FORM', 'CONTACT_DETAILS'] as const;
export type RsvpV1Fieldset = (typeof RsvpV1Fieldsets)[number];
const Fieldsets = Type.Array(StringEnum(RsvpV1Fieldsets), { maxItems: 3 });
export const RsvpV1Facets = ['status', 'eventId'] as const;
/** FULLY_CHECKED_IN / NOT_FULLY_CHECKED_IN: every guest of the RSVP checked in, or not; MEMBER: a member's. */
export const RsvpV1Tags = ['FULLY_CHECKED_IN', 'NOT_FULLY_CHECKED_IN', 'MEMBER'] as const;
export type RsvpV1Tag = (typeof RsvpV1Tags)[number];
/** Sortable fields of ListRsvp and QueryRsvp (v1 names). */
export const RsvpV1SortFields = [
  'created',
  'modified',
  'firstName',
  'lastName',
  'email',
  'status',
  'totalGuests',
] as const;
/** Guest ids: 1 the person who answered, 2… their additional guests (index + 1, as v2's guestId). */
const GuestIds = Type.Array(Type.Integer({ minimum: 1, maximum: 11 }), { maxItems: 11, uniqueItems: true });

export const RsvpV1 = Type.Object(
  {
    id: Type.String(),
    eventId: Type.String(),
    /** The member's id ('' for a visitor: no contact is kept apart from members). */
    contactId: Type.String(),
    /** '' for a visitor. */
    memberId: Type.String(),
    anonymized: Type.Boolean(),
    /** DETAILS (every fieldset when none is asked for). */
    created: Type.Optional(DateTime),
    modified: Type.Optional(DateTime),
    firstName: Type.Optional(Type.String()),
    lastName: Type.Optional(Type.String()),
    email: Type.Optional(Type.String()),
    /** FORM. */
    rsvpForm: Type.Optional(FormResponse),
    status: StringEnum(RsvpV1Statuses),
    totalGuests: Type.Integer(),
    guests: Type.Array(
      Type.Object(
        {
          index: Type.Integer(),
          id: Type.Integer(),
          fullName: Type.String(),
          checkIn: Type.Optional(Type.Object({ created: DateTime }, closed)),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type RsvpV1 = Static<typeof RsvpV1>;

export const RsvpV1Response = Type.Object({ rsvp: RsvpV1 }, closed);
const FacetCounts = Type.Object({ counts: Type.Record(Type.String(), Type.Integer()) }, closed);
/** Per facet value: RSVPs, their guests, and guests checked in. */
const RsvpFacetCounts = Type.Object(
  {
    counts: Type.Record(
      Type.String(),
      Type.Object({ count: Type.Integer(), guests: Type.Integer(), guestsCheckIn: Type.Integer() }, closed),
    ),
  },
  closed,
);
export const RsvpV1ListResponse = Type.Object(
  {
    total: Type.Integer(),
    offset: Type.Integer(),
    limit: Type.Integer(),
    rsvps: Type.Array(RsvpV1),
    /** The `facet` asked for: RSVPs per value. */
    facets: Type.Optional(Type.Record(Type.String(), FacetCounts)),
    /** The same facets with guests and check-ins per value. */
    rsvpFacets: Type.Optional(Type.Object({ facets: Type.Record(Type.String(), RsvpFacetCounts) }, closed)),
  },
  closed,
);
export type RsvpV1ListResponse = Static<typeof RsvpV1ListResponse>;

export const CreateRsvpV1Request = Type.Object(
  {
    eventId: Id,
    form: Type.Optional(FormResponse),
    status: Type.Optional(StringEnum(RsvpV1Statuses)),
    memberId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    marketingConsent: Type.Optional(Nullable(Type.Boolean())),
  },
  closed,
);
export type CreateRsvpV1Request = Static<typeof CreateRsvpV1Request>;

export const RsvpV1IdParams = Type.Object({ id: Id }, closed);
export const GetRsvpV1Query = Type.Object(
  { eventId: Type.Optional(Id), fieldset: Type.Optional(Fieldsets) },
  closed,
);
export const UpdateRsvpV1Request = Type.Object(
  {
    eventId: Id,
    rsvpId: Type.Optional(Id),
    fields: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 10 })),
    status: Type.Optional(StringEnum(RsvpV1Statuses)),
  },
  closed,
);
export type UpdateRsvpV1Request = Static<typeof UpdateRsvpV1Request>;

export const BulkUpdateRsvpV1Request = Type.Object(
  {
    eventId: Id,
    rsvpId: Type.Array(Id, { minItems: 1, maxItems: 100 }),
    fields: Type.Optional(Type.Array(Type.String({ maxLength: 50 }), { maxItems: 10 })),
    status: StringEnum(RsvpV1Statuses),
  },
  closed,
);
export type BulkUpdateRsvpV1Request = Static<typeof BulkUpdateRsvpV1Request>;
export const BulkUpdateRsvpV1Response = Type.Object({ rsvps: Type.Array(RsvpV1) }, closed);

export const DeleteRsvpV1Query = Type.Object(
  { eventId: Id, rsvps: Type.Array(Id, { minItems: 1, maxItems: 100 }) },
  closed,
);
export type DeleteRsvpV1Query = Static<typeof DeleteRsvpV1Query>;
export const EmptyV1Response = Type.Object({}, closed);

export const CheckInRsvpV1Request = Type.Object(
  { eventId: Id, rsvpId: Id, guestId: Type.Optional(GuestIds) },
  closed,
);
export type CheckInRsvpV1Request = Static<typeof CheckInRsvpV1Request>;

export const ListRsvpV1Query = Type.Object(
  {
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    fieldset: Type.Optional(Fieldsets),
    eventId: Type.Optional(Type.Array(Id, { maxItems: 100 })),
    rsvpId: Type.Optional(Type.Array(Id, { maxItems: 100 })),
    status: Type.Optional(Type.Array(StringEnum(RsvpV1Statuses), { maxItems: 3 })),
    memberId: Type.Optional(Type.Array(Id, { maxItems: 100 })),
    /** Facet counts to answer: `status` (v1 values), `eventId`. */
    facet: Type.Optional(Type.Array(StringEnum(RsvpV1Facets), { maxItems: 2 })),
    /** Matched against first name, last name and email. */
    searchPhrase: Type.Optional(Type.String({ maxLength: 200 })),
    /** The site's events all have its owner as their creator: accepted, filters nothing. */
    eventCreatorId: Type.Optional(Type.Array(Id, { maxItems: 50 })),
    /** `<field>:asc|desc` of RsvpV1Sorts; `created:asc` when left out. */
    sort: Type.Optional(Type.String({ maxLength: 100 })),
    /** A member's contact id is the member's id. */
    contactId: Type.Optional(Type.Array(Id, { maxItems: 100 })),
    tag: Type.Optional(Type.Array(StringEnum(RsvpV1Tags), { maxItems: 3 })),
  },
  closed,
);
export type ListRsvpV1Query = Static<typeof ListRsvpV1Query>;
export const QueryRsvpV1Request = Type.Object(
  {
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    fieldset: Type.Optional(Fieldsets),
    filter: Type.Optional(Filter),
    memberId: Type.Optional(Type.Array(Id, { maxItems: 100 })),
    /** Facet counts to answer: `status` (v1 values), `eventId`. */
    facet: Type.Optional(Type.Array(StringEnum(RsvpV1Facets), { maxItems: 2 })),
    /** Matched against first name, last name and email. */
    searchPhrase: Type.Optional(Type.String({ maxLength: 200 })),
    /** The site's events all have its owner as their creator: accepted, filters nothing. */
    eventCreatorId: Type.Optional(Type.Array(Id, { maxItems: 50 })),
    /** `<field>:asc|desc` of RsvpV1Sorts; `created:asc` when left out. */
    sort: Type.Optional(Type.String({ maxLength: 100 })),
    /** A member's contact id is the member's id. */
    contactId: Type.Optional(Type.Array(Id, { maxItems: 100 })),
    tag: Type.Optional(Type.Array(StringEnum(RsvpV1Tags), { maxItems: 3 })),
  },
  closed,
);
export type QueryRsvpV1Request = Static<typeof QueryRsvpV1Request>;
