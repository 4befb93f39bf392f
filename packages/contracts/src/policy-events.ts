import { Type, type TSchema } from '@sinclair/typebox';
import { eventPayload } from './domain-events.ts';

/** Policies' domain events (modules/policies). */
export const policyDomainEvents = {
  policy_created: eventPayload({ policyId: Type.String(), name: Type.String(), revision: Type.String() }),
  policy_updated: eventPayload({ policyId: Type.String(), name: Type.String(), revision: Type.String() }),
  policy_deleted: eventPayload({ policyId: Type.String(), name: Type.String(), revision: Type.String() }),
} satisfies Record<string, TSchema>;

declare module './domain-events.ts' {
  interface DomainEventRegistry {
    policies: typeof policyDomainEvents;
  }
}
