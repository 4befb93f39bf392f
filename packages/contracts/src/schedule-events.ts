import { Type, type TSchema } from '@sinclair/typebox';
import { eventPayload } from './domain-events.ts';

/** The agenda's domain events (modules/schedule). */
export const scheduleDomainEvents = {
  /** The event's draft agenda became its published one (`items`: how many it now has). */
  schedule_published: eventPayload({ items: Type.Integer({ minimum: 0 }) }),
} satisfies Record<string, TSchema>;

declare module './domain-events.ts' {
  interface DomainEventRegistry {
    schedule: typeof scheduleDomainEvents;
  }
}
