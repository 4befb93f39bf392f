import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PagingMetadata, QueryV2, StringEnum } from './common.ts';

// Staff members of the events area (routes.md "Implied — staff members"): people the owner
// invites by email with scopes; a member who accepts the invitation acts with those scopes.

const closed = { additionalProperties: false } as const;
const DateTime = Type.String({ format: 'date-time' });
const Guid = Type.String({ format: 'uuid' });

export const STAFF_SCOPES = ['CHECK_IN_GUESTS', 'SELL_TICKETS', 'ADD_GUESTS', 'READ_ANALYTICS'] as const;
export type StaffScope = (typeof STAFF_SCOPES)[number];

/**
 * The permission of the route table (`access: { scope }`) each staff scope grants: a staff
 * member with HAS_ACCESS holds exactly these permissions on the Caller; PENDING and
 * ACCESS_PAUSED hold none. A route staff may call names one of these permissions.
 */
export const STAFF_SCOPE_PERMISSIONS: Readonly<Record<StaffScope, string>> = {
  CHECK_IN_GUESTS: 'events.check-in',
  SELL_TICKETS: 'events.sell-tickets',
  ADD_GUESTS: 'events.add-guests',
  READ_ANALYTICS: 'events.read-analytics',
};

export const STAFF_ACCESS = ['PENDING', 'HAS_ACCESS', 'ACCESS_PAUSED'] as const;
export type StaffAccess = (typeof STAFF_ACCESS)[number];

const Scopes = Type.Array(StringEnum(STAFF_SCOPES), { maxItems: STAFF_SCOPES.length, uniqueItems: true });
const Email = Type.String({ minLength: 3, maxLength: 254 });
const Name = Type.String({ maxLength: 100 });

export const StaffMember = Type.Object(
  {
    id: Type.String(),
    createdDate: DateTime,
    updatedDate: DateTime,
    email: Type.String(),
    name: Nullable(Type.String()),
    scopes: Type.Array(StringEnum(STAFF_SCOPES)),
    access: StringEnum(STAFF_ACCESS),
    /** The site member who accepted the invitation (null while PENDING). */
    memberId: Nullable(Type.String()),
    /** When the invitation's join token stops working (null once used). */
    joinTokenExpiresDate: Nullable(DateTime),
    // The official staff member's fields (@wix/events staffMembers), beside Tessera's own:
    /** `access` under its official name. */
    status: StringEnum(STAFF_ACCESS),
    /** `scopes` under their official name. */
    permissions: Type.Array(StringEnum(STAFF_SCOPES)),
    /** Staff act on every event of the site (the official `allEvents`; `specificEvents` is not kept). */
    allEvents: Type.Object({}, closed),
    /** Raised by every change; UpdateStaffMember may name it to refuse a stale write. */
    revision: Type.String(),
    /**
     * With the LOGIN_LINK fieldset: where the person checks guests in (the site's check-in page,
     * signed in as the member who joined; null while PENDING). At creation: the join link.
     */
    loginLink: Type.Optional(Nullable(Type.String())),
  },
  closed,
);
export type StaffMember = Static<typeof StaffMember>;

const AllEvents = Type.Object({}, closed);
/** Accepted to refuse it in words: Tessera's staff act on every event. */
const SpecificEvents = Type.Object({ events: Type.Optional(Type.Array(Guid, { maxItems: 50 })) }, closed);
export const STAFF_FIELDSETS = ['LOGIN_LINK'] as const;
const Fieldsets = Type.Array(StringEnum(STAFF_FIELDSETS), { maxItems: 3 });
export const GetStaffMemberQuery = Type.Object({ fieldsets: Type.Optional(Fieldsets) }, closed);

export const StaffMemberIdParams = Type.Object({ staffMemberId: Guid }, closed);

/**
 * Tessera's shape (email, scopes) or the official one (name, permissions, allEvents — no email:
 * the person is whoever joins through the join link, signed in as a site member).
 */
export const CreateStaffMemberRequest = Type.Object(
  {
    staffMember: Type.Object(
      {
        email: Type.Optional(Email),
        name: Type.Optional(Nullable(Name)),
        scopes: Type.Optional(Scopes),
        permissions: Type.Optional(Scopes),
        allEvents: Type.Optional(AllEvents),
        specificEvents: Type.Optional(SpecificEvents),
      },
      closed,
    ),
  },
  closed,
);
/** The join token is answered once, at creation: only its digest is stored. */
export const CreateStaffMemberResponse = Type.Object(
  { staffMember: StaffMember, joinToken: Type.String(), joinLink: Type.String() },
  closed,
);

export const StaffMemberResponse = Type.Object({ staffMember: StaffMember }, closed);

export const UpdateStaffMemberRequest = Type.Object(
  {
    staffMember: Type.Object(
      {
        id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
        name: Type.Optional(Nullable(Name)),
        scopes: Type.Optional(Scopes),
        /** HAS_ACCESS resumes a paused member, ACCESS_PAUSED pauses one; PENDING changes only by joining. */
        access: Type.Optional(StringEnum(['HAS_ACCESS', 'ACCESS_PAUSED'] as const)),
        // Official names: status (= access), permissions (= scopes); revision refuses a stale write.
        status: Type.Optional(StringEnum(['HAS_ACCESS', 'ACCESS_PAUSED'] as const)),
        permissions: Type.Optional(Scopes),
        revision: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
        allEvents: Type.Optional(AllEvents),
        specificEvents: Type.Optional(SpecificEvents),
      },
      closed,
    ),
  },
  closed,
);

export const QueryStaffMembersRequest = Type.Object(
  { query: Type.Optional(QueryV2), fieldsets: Type.Optional(Fieldsets) },
  closed,
);
export const QueryStaffMembersResponse = Type.Object(
  { staffMembers: Type.Array(StaffMember), metadata: PagingMetadata },
  closed,
);

export const JoinStaffMemberRequest = Type.Object(
  { joinToken: Type.String({ minLength: 1, maxLength: 200 }) },
  closed,
);

export const LoginStaffMemberRequest = Type.Object({ staffMemberId: Guid }, closed);
export const LoginStaffMemberResponse = Type.Object(
  {
    /**
     * Opens the site logged in as the staff member, once: its fragment carries a one-time login code
     * (not a credential) that the page redeems by POST; a newer link replaces it.
     */
    loginLink: Type.String(),
    /** When the link stops working. */
    expiresDate: DateTime,
  },
  closed,
);

export const RedeemStaffLoginLinkRequest = Type.Object(
  { loginCode: Type.String({ minLength: 1, maxLength: 200 }) },
  closed,
);
/** A member session token (identity's, 30 minutes), finished like any login: posted to the callback. */
export const RedeemStaffLoginLinkResponse = Type.Object({ sessionToken: Type.String() }, closed);

export const AccessStaffMemberRequest = Type.Object({}, closed);
/** What the current caller may do in the events area as staff. */
export const AccessStaffMemberResponse = Type.Object(
  {
    /** The caller's own staff member (null: the caller is not staff, e.g. the owner or a visitor). */
    staffMember: Nullable(StaffMember),
    access: Nullable(StringEnum(STAFF_ACCESS)),
    /** The scopes in effect now (every scope for the owner, none while PENDING or paused). */
    scopes: Type.Array(StringEnum(STAFF_SCOPES)),
    owner: Type.Boolean(),
  },
  closed,
);
