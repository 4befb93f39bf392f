import type {
  NotificationConfig,
  TriggerNotificationRequest,
  UpsertNotificationConfigRequest,
} from '@tessera/contracts/notifications';
import type { Caller } from '../../platform/auth/caller.ts';
import { isoAt, type Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError, notFound, validationError, violation } from '../../platform/errors.ts';
import { siteScope, type SiteScope } from '../../platform/site-scope.ts';
import type { UnitOfWork } from '../../platform/unit-of-work.ts';
import type { RsvpsService } from '../rsvps/index.ts';
import { rsvpAttendee } from './attendees.ts';
import {
  mergeOverrides,
  resolveConfig,
  type ConfigOverrides,
  type ResolvedConfig,
} from './config-defaults.ts';
import { emailFor, type EmailKind } from './messages.ts';
import { findConfig, insertConfig, updateConfig, type StoredConfig } from './notification-configs.store.ts';
import { findEventFacts, upcomingEventIds, type EventFacts } from './notifications.events-port.ts';
import { eventConfig, type Reminders } from './reminders.ts';
import type { AttendeeMailer } from './sender.ts';

/** Events whose reminders one change of the site's defaults moves in its own unit. */
const RESCHEDULE_LIMIT = 1000;

const configNotFound = (id: string) =>
  notFound('NOTIFICATION_CONFIG_NOT_FOUND', `No event or site ${id} to configure`, {
    notificationConfigId: id,
  });

export interface NotificationsDeps {
  db: Db;
  uow: UnitOfWork;
  clock: Clock;
  publicUrl: string;
  reminders: Reminders;
  mailer: AttendeeMailer;
  rsvps: RsvpsService;
}

/** Notification configs (resolve, upsert) and emails an owner sends on request (trigger). */
export class NotificationsService {
  constructor(private readonly deps: NotificationsDeps) {}

  async resolve(caller: Caller, id: string): Promise<{ notificationConfig: NotificationConfig }> {
    const scope = siteScope(this.deps.db, caller.siteId);
    await this.target(scope, id);
    const own = await findConfig(scope, id);
    return { notificationConfig: await this.wire(scope, id, own) };
  }

  async upsert(
    caller: Caller,
    id: string,
    { notificationConfig: input }: UpsertNotificationConfigRequest,
  ): Promise<{ notificationConfig: NotificationConfig }> {
    if (input.id != null && input.id !== id) {
      throw validationError([violation('notificationConfig.id', 'must be the id in the path', 'FORMAT')]);
    }
    const { id: _id, revision, createdDate: _c, updatedDate: _u, ...sections } = input;
    const change = sections as ConfigOverrides;
    return this.deps.uow.run(
      caller.siteId,
      async (unit) => {
        const isEvent = (await this.target(unit, id)) === 'event';
        const now = isoAt(this.deps.clock.now());
        let stored = await findConfig(unit, id, true);
        if (!stored && !(await insertConfig(unit, id, change, now)))
          stored = await findConfig(unit, id, true);
        if (stored) {
          if (revision != null && Number(revision) !== stored.revision) {
            throw new AppError(
              'CONFLICT',
              'NOTIFICATION_CONFIG_REVISION_MISMATCH',
              'The config changed since it was read',
              {
                revision: String(stored.revision),
              },
            );
          }
          await updateConfig(unit, id, mergeOverrides(stored.overrides, change), stored.revision + 1, now);
        }
        // Reminders follow the config: the event's own, or every upcoming event for the site's defaults.
        const events = isEvent ? [id] : await upcomingEventIds(unit, now, RESCHEDULE_LIMIT);
        for (const eventId of events) await this.deps.reminders.schedule(unit, eventId);
        return { notificationConfig: await this.wire(unit, id, await findConfig(unit, id)) };
      },
      { changes: [] },
    );
  }

  async trigger(caller: Caller, input: TriggerNotificationRequest): Promise<Record<string, never>> {
    const kind = this.kindOf(input);
    const scope = siteScope(this.deps.db, caller.siteId);
    if (input.rsvpGuest) {
      const attendee = await rsvpAttendee(this.deps.rsvps, caller.siteId, input.rsvpGuest.rsvpId);
      if (attendee.eventId !== input.rsvpGuest.eventId) {
        throw notFound('RSVP_NOT_FOUND', `RSVP ${input.rsvpGuest.rsvpId} not found`, {
          rsvpId: input.rsvpGuest.rsvpId,
        });
      }
      const event = await this.liveEvent(scope, attendee.eventId);
      const section = await this.sectionOf(scope, event.id, kind);
      await this.deps.mailer.mailPage(caller.siteId, [attendee], (a) =>
        emailFor(kind, section, event, a, this.urlOf(event)),
      );
      return {};
    }
    const event = await this.liveEvent(scope, input.eventGuests!.eventId);
    const section = await this.sectionOf(scope, event.id, kind);
    await this.deps.mailer.mailAll(caller.siteId, event.id, (a) =>
      emailFor(kind, section, event, a, this.urlOf(event)),
    );
    return {};
  }

  /** What a trigger asks for, or the field violations of what is not (yet) sent from here. */
  private kindOf(input: TriggerNotificationRequest): EmailKind {
    const guests = (['rsvpGuest', 'orderGuest', 'eventGuests', 'ticketGuest'] as const).filter(
      (g) => input[g],
    );
    const violations = [];
    if (input.pushNotificationType) {
      violations.push(
        violation(
          'pushNotificationType',
          'push notifications are not sent by this server',
          'FIELD_NOT_ALLOWED',
        ),
      );
    }
    if (!input.emailNotificationType && !input.pushNotificationType) {
      violations.push(
        violation('emailNotificationType', 'name the notification to send', 'REQUIRED_ONE_OF_FIELD'),
      );
    }
    if (guests.length !== 1) {
      violations.push(
        violation(
          guests[1] ?? 'eventGuests',
          'name exactly one of rsvpGuest, orderGuest, eventGuests, ticketGuest',
          'ONE_OF_ALIGNMENT',
        ),
      );
    }
    for (const g of ['orderGuest', 'ticketGuest'] as const) {
      if (input[g])
        violations.push(violation(g, 'orders and tickets are not mailed from here yet', 'FIELD_NOT_ALLOWED'));
    }
    const kind = input.emailNotificationType ? kindByType[input.emailNotificationType] : undefined;
    if (input.emailNotificationType && !kind) {
      violations.push(
        violation(
          'emailNotificationType',
          'only EMAIL_UPCOMING_EVENT_REMINDER, EMAIL_EVENT_CANCELATION and EMAIL_RSVP_CONFIRMATION are sent',
          'INVALID_ENUM_VALUE',
        ),
      );
    }
    if (kind === 'rsvpConfirmation' && input.eventGuests) {
      violations.push(
        violation('eventGuests', 'an RSVP confirmation goes to one rsvpGuest', 'ONE_OF_ALIGNMENT'),
      );
    }
    if (violations.length > 0) throw validationError(violations);
    return kind!;
  }

  private async liveEvent(scope: SiteScope, eventId: string): Promise<EventFacts> {
    const event = await findEventFacts(scope, eventId);
    if (!event || event.lifecycle === 'DRAFT') {
      throw notFound('EVENT_NOT_FOUND', `Event ${eventId} not found`, { eventId });
    }
    return event;
  }

  private async sectionOf(scope: SiteScope, eventId: string, kind: EmailKind) {
    return (await eventConfig(scope, eventId))[sectionByKind[kind]];
  }

  private urlOf(event: EventFacts): string {
    return `${this.deps.publicUrl}/events/${encodeURIComponent(event.slug)}`;
  }

  /** A config's id names the site (its defaults) or one of its events; anything else is 404. */
  private async target(scope: SiteScope, id: string): Promise<'site' | 'event'> {
    if (id === scope.siteId) return 'site';
    if (await findEventFacts(scope, id)) return 'event';
    throw configNotFound(id);
  }

  private async wire(
    scope: SiteScope,
    id: string,
    own: StoredConfig | undefined,
  ): Promise<NotificationConfig> {
    const resolved: ResolvedConfig =
      id === scope.siteId ? resolveConfig(own?.overrides ?? {}) : await eventConfig(scope, id);
    return {
      id,
      revision: String(own?.revision ?? 0),
      ...(own ? { createdDate: own.createdDate, updatedDate: own.updatedDate } : {}),
      ...resolved,
      // The official types declare the RSVP confirmation's timing non-nullable: it goes out at once.
      rsvpConfirmation: {
        ...resolved.rsvpConfirmation,
        reminderTime: resolved.rsvpConfirmation.reminderTime ?? 'INSTANT',
      },
    };
  }
}

const kindByType: Partial<Record<string, EmailKind>> = {
  EMAIL_UPCOMING_EVENT_REMINDER: 'reminder',
  EMAIL_EVENT_CANCELATION: 'cancellation',
  EMAIL_RSVP_CONFIRMATION: 'rsvpConfirmation',
};
const sectionByKind = {
  reminder: 'upcomingEventReminder',
  cancellation: 'eventCancelation',
  rsvpConfirmation: 'rsvpConfirmation',
} as const;
