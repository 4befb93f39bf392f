import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common.ts';

// Notification configs and triggered notifications (routes.md "Implied — notification configs",
// official `wix.events.notifications.v2`). A config's id is an event's id (that event's emails)
// or the site's id (the site's defaults every event without its own setting follows).

const closed = { additionalProperties: false } as const;
const DateTime = Type.String({ format: 'date-time' });
const Id = Type.String({ minLength: 1, maxLength: 64 });

export const EmailNotificationTypes = [
  'EMAIL_RSVP_CONFIRMATION',
  'EMAIL_NEW_SPOTS_AVAILABLE',
  'EMAIL_EVENT_CANCELATION',
  'EMAIL_UPCOMING_EVENT_REMINDER',
  'EMAIL_ORDER_CONFIRMATION',
  'EMAIL_TICKET_CONFIRMATION',
  'EMAIL_INVOICE',
] as const;
export type EmailNotificationType = (typeof EmailNotificationTypes)[number];

/** Spec §9 reminder timings: how long before the event's start its reminder goes out. */
export const ReminderTimes = [
  'INSTANT',
  'BEFORE_30_MINUTES',
  'BEFORE_1_HOUR',
  'BEFORE_1_DAY',
  'BEFORE_3_DAYS',
  'BEFORE_1_WEEK',
] as const;
export type ReminderTime = (typeof ReminderTimes)[number];

export const PushNotificationTypes = [
  'PUSH_EVENT_UPDATED',
  'PUSH_EVENT_CANCELATION',
  'PUSH_UPCOMING_EVENT_REMINDER',
  'PUSH_EVENT_CREATED',
] as const;

const Link = Type.Object(
  {
    display: Type.Optional(Nullable(Type.Boolean())),
    linkText: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  },
  closed,
);

/** The owner's text of one email; what is left out keeps the default. */
export const EmailTemplate = Type.Object(
  {
    subject: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    body: Type.Optional(Nullable(Type.String({ maxLength: 5000 }))),
    descriptionLink: Type.Optional(Link),
    calendarLink: Type.Optional(Link),
    onlineConferencingLink: Type.Optional(Link),
    includeTickets: Type.Optional(Nullable(Type.Boolean())),
  },
  closed,
);
export type EmailTemplate = Static<typeof EmailTemplate>;

export const EmailNotificationConfig = Type.Object(
  {
    /** Read-only: the section's type (sent back as given is accepted). */
    notificationType: Type.Optional(StringEnum(EmailNotificationTypes)),
    template: Type.Optional(EmailTemplate),
    /** Only the upcoming event reminder uses it. */
    reminderTime: Type.Optional(StringEnum(ReminderTimes)),
    sendingEnabled: Type.Optional(Nullable(Type.Boolean())),
  },
  closed,
);
export type EmailNotificationConfig = Static<typeof EmailNotificationConfig>;

/** The email sections of a config, by their wire name. */
export const NotificationSections = {
  rsvpConfirmation: 'EMAIL_RSVP_CONFIRMATION',
  newSpotsAvailable: 'EMAIL_NEW_SPOTS_AVAILABLE',
  eventCancelation: 'EMAIL_EVENT_CANCELATION',
  upcomingEventReminder: 'EMAIL_UPCOMING_EVENT_REMINDER',
  orderConfirmation: 'EMAIL_ORDER_CONFIRMATION',
  ticketConfirmation: 'EMAIL_TICKET_CONFIRMATION',
  invoice: 'EMAIL_INVOICE',
  orderConfirmationWithTicketsLink: 'EMAIL_ORDER_CONFIRMATION',
} as const satisfies Record<string, EmailNotificationType>;
export type NotificationSection = keyof typeof NotificationSections;

const section = Type.Optional(EmailNotificationConfig);
const sectionFields = {
  rsvpConfirmation: section,
  newSpotsAvailable: section,
  eventCancelation: section,
  upcomingEventReminder: section,
  orderConfirmation: section,
  ticketConfirmation: section,
  invoice: section,
  orderConfirmationWithTicketsLink: section,
};

export const NotificationConfig = Type.Object(
  {
    id: Type.String(),
    revision: Type.String(),
    createdDate: Type.Optional(DateTime),
    updatedDate: Type.Optional(DateTime),
    ...sectionFields,
  },
  closed,
);
export type NotificationConfig = Static<typeof NotificationConfig>;

export const NotificationConfigIdParams = Type.Object({ notificationConfigId: Id }, closed);

export const ResolveNotificationConfigResponse = Type.Object(
  { notificationConfig: NotificationConfig },
  closed,
);

export const UpsertNotificationConfigRequest = Type.Object(
  {
    notificationConfig: Type.Object(
      {
        /** The path's id; when given here it must be the same. */
        id: Type.Optional(Nullable(Id)),
        /** The revision read: a stale one is 409 (left out: the change applies over the current one). */
        revision: Type.Optional(Nullable(Type.String({ pattern: '^[0-9]{1,15}$' }))),
        createdDate: Type.Optional(Nullable(DateTime)),
        updatedDate: Type.Optional(Nullable(DateTime)),
        ...sectionFields,
      },
      closed,
    ),
  },
  closed,
);
export type UpsertNotificationConfigRequest = Static<typeof UpsertNotificationConfigRequest>;

const EventRef = Type.Object({ eventId: Id }, closed);

/** One kind of notification to one group of guests (the official two one-ofs). */
export const TriggerNotificationRequest = Type.Object(
  {
    emailNotificationType: Type.Optional(StringEnum(EmailNotificationTypes)),
    pushNotificationType: Type.Optional(StringEnum(PushNotificationTypes)),
    rsvpGuest: Type.Optional(Type.Object({ eventId: Id, rsvpId: Id }, closed)),
    orderGuest: Type.Optional(
      Type.Object({ eventId: Id, orderNumber: Type.String({ minLength: 1, maxLength: 36 }) }, closed),
    ),
    eventGuests: Type.Optional(EventRef),
    ticketGuest: Type.Optional(
      Type.Object(
        {
          eventId: Id,
          orderNumber: Type.Optional(Nullable(Type.String({ maxLength: 36 }))),
          ticketNumber: Type.Optional(
            Type.Array(Type.String({ minLength: 1, maxLength: 36 }), { minItems: 1, maxItems: 100 }),
          ),
        },
        closed,
      ),
    ),
  },
  closed,
);
export type TriggerNotificationRequest = Static<typeof TriggerNotificationRequest>;
