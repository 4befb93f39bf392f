import { Type, type TSchema } from '@sinclair/typebox';
import { eventPayload } from './domain-events.ts';

/** Registration forms' domain events (modules/event-forms): edits change the draft, `form_published` the live form. */
export const formDomainEvents = {
  form_control_added: eventPayload({ controlId: Type.String(), type: Type.String() }),
  form_control_updated: eventPayload({ controlId: Type.String(), type: Type.String() }),
  form_control_deleted: eventPayload({ controlId: Type.String(), type: Type.String() }),
  form_messages_updated: eventPayload({ fields: Type.Array(Type.String()) }),
  /** `controls`: how many controls the published form now has. */
  form_published: eventPayload({ controls: Type.Integer({ minimum: 0 }) }),
  form_draft_discarded: eventPayload({}),
} satisfies Record<string, TSchema>;

declare module './domain-events.ts' {
  interface DomainEventRegistry {
    eventForms: typeof formDomainEvents;
  }
}
