/** Domain events recorded in the outbox (spec §4), named `<entity>_<action>`. */
export const EventDomainEvents = {
  created: 'event_created',
  updated: 'event_updated',
  deleted: 'event_deleted',
  cloned: 'event_cloned',
  published: 'event_published',
  canceled: 'event_canceled',
  started: 'event_started',
  ended: 'event_ended',
  reminder: 'event_reminder',
} as const;
export type EventDomainEventName = (typeof EventDomainEvents)[keyof typeof EventDomainEvents];

export const EntityFqdn = { event: 'wix.events.v3.event' } as const;
