import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox';

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

export const EntityFqdn = {
  event: 'wix.events.v3.event',
  category: 'wix.events.categories.v1.category',
  policy: 'wix.events.v2.policy',
  scheduleItem: 'wix.events.schedule.v1.schedule_item',
  form: 'wix.events.form',
  eventOrder: 'wix.events.v1.order',
} as const;

/**
 * The payload schemas of domain events, by name, one map per module: the module declares its
 * map (`defineModule({ domainEvents })`) and the contracts file that holds the map adds it here
 * by declaration merging, so the names are checked where they are recorded:
 *
 *   declare module './domain-events.ts' {
 *     interface DomainEventRegistry { catalog: typeof catalogDomainEvents }
 *   }
 *
 * The outbox refuses (in the test suite) a payload its schema does not accept, so subscribers —
 * webhooks, ticketing, the store — can rely on the shape.
 */
export interface DomainEventRegistry {
  events: typeof eventDomainEvents;
  platform: typeof platformDomainEvents;
}

type Registry = DomainEventRegistry;
/** Every domain event's name. */
export type DomainEventName = { [K in keyof Registry]: keyof Registry[K] & string }[keyof Registry];
/** The payload schema of one domain event. */
export type DomainEventSchema<N extends DomainEventName> = {
  [K in keyof Registry]: N extends keyof Registry[K] ? Registry[K][N] : never;
}[keyof Registry];
export type DomainEventPayload<N extends DomainEventName> = Static<DomainEventSchema<N>>;

/** A payload about one event: its id and when, with the fields of the change. */
export const eventPayload = <P extends TProperties>(properties: P) =>
  Type.Object(
    { eventId: Type.String(), timestamp: Type.String({ format: 'date-time' }), ...properties },
    { additionalProperties: false },
  );
const lifecycleStatus = Type.Union([Type.Literal('DRAFT'), Type.Literal('PUBLISHED')]);

/** The events module's events (modules/events; `event_reminder` is recorded by notifications). */
export const eventDomainEvents = {
  event_created: eventPayload({ title: Type.String(), status: lifecycleStatus }),
  event_updated: eventPayload({ fields: Type.Array(Type.String()) }),
  event_deleted: eventPayload({ title: Type.String() }),
  event_cloned: eventPayload({
    derivedFromEventId: Type.String(),
    title: Type.String(),
    status: lifecycleStatus,
  }),
  event_published: eventPayload({ title: Type.String() }),
  event_canceled: eventPayload({ title: Type.String() }),
  /** `timestamp`: when the event started (its start date). */
  event_started: eventPayload({}),
  /** `timestamp`: when the event ended (its end date). */
  event_ended: eventPayload({}),
  event_reminder: eventPayload({ reminderMinutes: Type.Optional(Type.Integer({ minimum: 0 })) }),
} satisfies Record<string, TSchema>;

/** The platform's own events, checked with every app's (platform/mail/delivery.ts). */
export const platformDomainEvents = {
  /** A message to send (identity codes and links): delivered by the messages subscriber. */
  tessera_message_requested: Type.Object(
    {
      channel: Type.Union([Type.Literal('EMAIL'), Type.Literal('SMS'), Type.Literal('CALL')]),
      to: Type.String(),
      subject: Type.String(),
      body: Type.String(),
      html: Type.Optional(Type.String()),
      attachments: Type.Optional(
        Type.Array(
          Type.Object(
            {
              filename: Type.String(),
              contentType: Type.String(),
              contentBase64: Type.String(),
              cid: Type.Optional(Type.String()),
            },
            { additionalProperties: false },
          ),
        ),
      ),
    },
    { additionalProperties: false },
  ),
} satisfies Record<string, TSchema>;
