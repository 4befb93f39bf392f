import { Type, type Static } from '@sinclair/typebox';
import { CursorPaging, Nullable, Paging, Sorting, StringEnum } from './common.ts';
import { CustomField } from './identity.ts';

// Members (routes.md "Implied — members"): the hosted members API's shape. A member's login
// status ACTIVE is `APPROVED` here, as the official members module expects.

const closed = { additionalProperties: false } as const;
const optionalText = (maxLength = 200) => Type.Optional(Nullable(Type.String({ maxLength })));

export const MemberStatuses = ['UNKNOWN', 'PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE'] as const;

export const MemberAddress = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 64 })),
    tag: Type.Optional(StringEnum(['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING'] as const)),
    addressLine: optionalText(300),
    addressLine2: optionalText(300),
    city: optionalText(100),
    subdivision: optionalText(100),
    country: optionalText(100),
    postalCode: optionalText(40),
  },
  closed,
);

export const MemberContact = Type.Object(
  {
    firstName: optionalText(),
    lastName: optionalText(),
    phones: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 20 })),
    emails: Type.Optional(Type.Array(Type.String({ maxLength: 320 }), { maxItems: 20 })),
    addresses: Type.Optional(Type.Array(MemberAddress, { maxItems: 20 })),
    birthdate: optionalText(20),
    company: optionalText(),
    jobTitle: optionalText(),
    customFields: Type.Optional(Type.Array(CustomField, { maxItems: 50 })),
  },
  closed,
);

export const MemberProfile = Type.Object(
  {
    nickname: optionalText(),
    slug: optionalText(),
    photo: Type.Optional(Nullable(Type.Object({ url: Type.String({ maxLength: 2000 }) }, closed))),
    title: optionalText(),
  },
  closed,
);

export const Member = Type.Object(
  {
    id: Type.String(),
    loginEmail: Type.String(),
    loginEmailVerified: Type.Boolean(),
    status: StringEnum(MemberStatuses),
    /** Why a PENDING member waits: PENDING_ADMIN_APPROVAL_REQUIRED, PENDING_EMAIL_VERIFICATION_REQUIRED. */
    pendingReasons: Type.Array(Type.String()),
    contactId: Type.String(),
    contact: MemberContact,
    profile: MemberProfile,
    privacyStatus: StringEnum(['UNKNOWN', 'PRIVATE', 'PUBLIC'] as const),
    activityStatus: StringEnum(['UNKNOWN', 'ACTIVE', 'MUTED'] as const),
    createdDate: Type.String(),
    updatedDate: Type.String(),
    lastLoginDate: Type.Optional(Type.String()),
  },
  closed,
);
export type Member = Static<typeof Member>;

export const MemberResponse = Type.Object({ member: Member }, closed);
export const MemberIdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export const UpdateMemberParams = Type.Object({ memberId: Type.String({ maxLength: 64 }) });
export const Fieldsets = Type.Optional(
  Type.Array(StringEnum(['PUBLIC', 'FULL', 'EXTENDED'] as const), { maxItems: 3 }),
);
export const GetMemberRequest = Type.Object(
  { fieldsets: Fieldsets, fieldSet: Type.Optional(Type.String({ maxLength: 20 })) },
  closed,
);

export const UpdateMemberRequest = Type.Object(
  {
    member: Type.Object(
      {
        id: Type.Optional(Type.String({ maxLength: 64 })),
        contact: Type.Optional(MemberContact),
        profile: Type.Optional(MemberProfile),
        privacyStatus: Type.Optional(StringEnum(['PRIVATE', 'PUBLIC'] as const)),
      },
      closed,
    ),
  },
  closed,
);

export const ListMembersRequest = Type.Object(
  {
    paging: Type.Optional(Paging),
    fieldsets: Fieldsets,
    sorting: Type.Optional(Type.Array(Sorting, { maxItems: 3 })),
  },
  closed,
);
export const QueryMembersRequest = Type.Object(
  {
    query: Type.Optional(
      Type.Object(
        {
          filter: Type.Optional(Nullable(Type.Object({}, { additionalProperties: true, maxProperties: 20 }))),
          sorting: Type.Optional(Type.Array(Sorting, { maxItems: 3 })),
          paging: Type.Optional(Paging),
          // Tessera's own: cursor paging as every listing offers it (the answer then has cursors, no total).
          cursorPaging: Type.Optional(CursorPaging),
        },
        closed,
      ),
    ),
    fieldsets: Fieldsets,
  },
  closed,
);
export const MembersPage = Type.Object(
  {
    members: Type.Array(Member),
    metadata: Type.Object(
      {
        count: Type.Integer(),
        // Offset paging: offset, and total unless there are too many to count (over 10,000).
        offset: Type.Optional(Type.Integer()),
        total: Type.Optional(Type.Integer()),
        tooManyToCount: Type.Optional(Type.Boolean()),
        // Cursor paging.
        cursors: Type.Optional(
          Type.Object(
            { next: Type.Optional(Nullable(Type.String())), prev: Type.Optional(Nullable(Type.String())) },
            closed,
          ),
        ),
        hasNext: Type.Optional(Type.Boolean()),
      },
      closed,
    ),
  },
  closed,
);
export const DeleteMemberResponse = Type.Object({}, closed);

/** DeleteMyMember's query string. */
export const DeleteMyMemberRequest = Type.Object(
  {
    /** Accepted for the official SDK; members own no content here to hand over. */
    contentAssigneeId: Type.Optional(Type.String({ maxLength: 64 })),
  },
  closed,
);

/**
 * CreateMember (owner): a member by login email, with optional contact and profile. No password
 * is set; `sendActivationEmail` (Tessera's own) mails a link to set one.
 */
export const CreateMemberRequest = Type.Object(
  {
    member: Type.Object(
      {
        loginEmail: Type.String({ maxLength: 320 }),
        contact: Type.Optional(MemberContact),
        profile: Type.Optional(MemberProfile),
        privacyStatus: Type.Optional(StringEnum(['PRIVATE', 'PUBLIC'] as const)),
      },
      closed,
    ),
    sendActivationEmail: Type.Optional(Type.Boolean()),
  },
  closed,
);
export type CreateMemberRequest = Static<typeof CreateMemberRequest>;

/** UpdateCurrentMemberSlug / UpdateMemberSlug: normalised (lower case, blanks as `-`), unique per site. */
export const UpdateMemberSlugRequest = Type.Object(
  {
    /** The official SDK repeats the path's member id here. */
    id: Type.Optional(Type.String({ maxLength: 64 })),
    slug: Type.String({ maxLength: 255 }),
  },
  closed,
);

// Bulk calls. By filter: the filter language of QueryMembers, at most 1,000 members changed per
// call (one transaction; a filter selecting more is refused). By ids: per-item results.

const MemberFilter = Type.Object({}, { additionalProperties: true, maxProperties: 20 });
export const BulkMembersByFilterRequest = Type.Object({ filter: MemberFilter }, closed);
export const BulkDeleteMembersByFilterRequest = Type.Object(
  {
    filter: MemberFilter,
    /** Accepted for the official SDK; members own no content here to hand over. */
    contentAssigneeId: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
    /** Declared so it is refused rather than dropped: a dropped narrowing would widen the delete. */
    search: Type.Optional(Nullable(Type.Unknown())),
  },
  closed,
);
export const BulkActionMetadata = Type.Object(
  { totalSuccesses: Type.Integer(), totalFailures: Type.Integer(), undetailedFailures: Type.Integer() },
  closed,
);
export const BulkMembersByFilterResponse = Type.Object(
  {
    /** Names the call; the work is done when it answers (there is no job to poll). */
    jobId: Type.String(),
    bulkActionMetadata: BulkActionMetadata,
  },
  closed,
);
export const BulkDeleteMembersRequest = Type.Object(
  { memberIds: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 100 }) },
  closed,
);
export const BulkDeleteMembersResponse = Type.Object(
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
    bulkActionMetadata: BulkActionMetadata,
  },
  closed,
);
