import { Type, type Static } from '@sinclair/typebox';
import { Nullable, PagingMetadata, QueryV2 } from './common.ts';

// Policies of an event (`wix.events.v2.policy`): terms shown at RSVP or checkout, at most
// three per event, in the owner's order; visitors read those of published events.

const closed = { additionalProperties: false } as const;
const DateTime = Type.String({ format: 'date-time' });
const Guid = Type.String({ format: 'uuid' });

/** The platform's limit: "Maximum number of policies for the event has been reached". */
export const MAX_POLICIES_PER_EVENT = 3;

export const Policy = Type.Object(
  {
    id: Type.String(),
    /** Raised by one with every update; an update names the revision it read. */
    revision: Type.String(),
    createdDate: DateTime,
    updatedDate: DateTime,
    name: Type.String(),
    body: Type.String(),
    eventId: Type.String(),
  },
  closed,
);
export type Policy = Static<typeof Policy>;

const PolicyName = Type.String({ minLength: 1, maxLength: 40 });
const PolicyBody = Type.String({ minLength: 1, maxLength: 50000 });

export const CreatePolicyRequest = Type.Object(
  {
    policy: Type.Object(
      {
        id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
        name: PolicyName,
        body: PolicyBody,
        eventId: Guid,
      },
      closed,
    ),
  },
  closed,
);

export const PolicyIdParams = Type.Object({ policyId: Guid }, closed);

export const UpdatePolicyRequest = Type.Object(
  {
    policy: Type.Object(
      {
        id: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
        revision: Type.String({ pattern: '^[0-9]{1,15}$' }),
        name: PolicyName,
        body: PolicyBody,
        /** Immutable: must be the policy's own event. */
        eventId: Guid,
        createdDate: Type.Optional(Nullable(DateTime)),
        updatedDate: Type.Optional(Nullable(DateTime)),
      },
      closed,
    ),
  },
  closed,
);

export const PolicyResponse = Type.Object({ policy: Policy }, closed);

export const QueryPoliciesRequest = Type.Object({ query: QueryV2 }, closed);
export const QueryPoliciesResponse = Type.Object(
  { policies: Type.Array(Policy), metadata: PagingMetadata },
  closed,
);

export const ReorderEventPoliciesRequest = Type.Object(
  {
    eventId: Guid,
    policyId: Guid,
    /** Exactly one of the two: the policy moves just before or just after this one. */
    beforePolicyId: Type.Optional(Guid),
    afterPolicyId: Type.Optional(Guid),
  },
  closed,
);
export const ReorderEventPoliciesResponse = Type.Object({ policies: Type.Array(Policy) }, closed);
