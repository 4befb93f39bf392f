import type {
  NotificationConfig,
  ReminderTime,
  TriggerNotificationRequest,
  UpsertNotificationConfigRequest,
} from '@tessera/contracts/notifications';
import {
  resolveNotificationConfig as resolveEndpoint,
  triggerNotification as triggerEndpoint,
  upsertNotificationConfig as upsertEndpoint,
} from '@tessera/contracts/routes/notifications.endpoints';
import { hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';

export type { EmailTemplate, NotificationConfig, ReminderTime } from '@tessera/contracts/notifications';
export { ReminderTimes } from '@tessera/contracts/notifications';
/** A change of a config: the sections given (others kept), with the revision read. */
export type NotificationConfigChanges = UpsertNotificationConfigRequest['notificationConfig'];
export type NotificationTrigger = TriggerNotificationRequest;

/** The upcoming-event reminder of a config in force, in the dashboard's words. */
export interface ReminderSettings {
  enabled: boolean;
  reminderTime: ReminderTime;
  subject: string;
  body: string;
}

const hasConfig = hasObject('notificationConfig');

/** The reminder part of a resolved config (every section is filled in a resolved one). */
export function reminderOf(config: NotificationConfig): ReminderSettings {
  const section = config.upcomingEventReminder ?? {};
  return {
    enabled: section.sendingEnabled ?? false,
    reminderTime: section.reminderTime ?? 'BEFORE_1_DAY',
    subject: section.template?.subject ?? '',
    body: section.template?.body ?? '',
  };
}

/**
 * `@tessera/sdk/notifications-admin`: the emails about events — a config per event (id: the
 * event's id) over the site's defaults (id: the site's id): reminder timing, sending enabled and
 * the text; and sending one now. `events.manage` (trigger: the owner).
 */
export function notificationsAdmin(http: HttpClient) {
  const call = callerOf(http);
  const upsert = async (configId: string, changes: NotificationConfigChanges, options?: CallOptions) =>
    (
      await call(
        upsertEndpoint,
        { notificationConfigId: configId },
        { notificationConfig: changes },
        {
          ...options,
          check: hasConfig,
        },
      )
    ).notificationConfig;
  return {
    /** The config in force: the event's own settings over the site's over the built-in defaults. */
    async resolveConfig(configId: string, options?: CallOptions): Promise<NotificationConfig> {
      return (
        await call(resolveEndpoint, { notificationConfigId: configId }, undefined, {
          ...options,
          check: hasConfig,
        })
      ).notificationConfig;
    },
    /** Changes the sections given, keeping the rest; a stale `revision` is 409. */
    updateConfig(configId: string, changes: NotificationConfigChanges, options?: CallOptions) {
      return upsert(configId, changes, options);
    },
    /** Sets the reminder (on/off, timing, text; an empty text goes back to the default). */
    updateReminder(
      configId: string,
      reminder: ReminderSettings,
      revision?: string,
      options?: CallOptions,
    ): Promise<NotificationConfig> {
      return upsert(
        configId,
        {
          ...(revision ? { revision } : {}),
          upcomingEventReminder: {
            sendingEnabled: reminder.enabled,
            reminderTime: reminder.reminderTime,
            template: {
              subject: reminder.subject.trim() || null,
              body: reminder.body.trim() || null,
            },
          },
        },
        options,
      );
    },
    /** Sends one email now (a reminder to an event's guests, say). */
    async triggerNotification(trigger: NotificationTrigger, options?: CallOptions): Promise<void> {
      await call(triggerEndpoint, {}, trigger, options);
    },
  };
}

export type NotificationsAdminModule = ReturnType<typeof notificationsAdmin>;
