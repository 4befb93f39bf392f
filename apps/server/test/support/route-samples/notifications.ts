import type { notificationsRoutes } from '@tessera/contracts/routes/index';
import type { SamplesOf } from './types.ts';

/** Notification configs and triggered emails (modules/notifications). */
export const notificationsSamples: SamplesOf<typeof notificationsRoutes> = {
  ResolveNotificationConfig: async (fx) => ({ params: { notificationConfigId: await fx.freshEvent() } }),
  UpsertNotificationConfig: async (fx) => ({
    params: { notificationConfigId: await fx.freshEvent() },
    input: {
      notificationConfig: { upcomingEventReminder: { sendingEnabled: true, reminderTime: 'BEFORE_1_HOUR' } },
    },
  }),
  TriggerNotification: async (fx) => ({
    input: {
      emailNotificationType: 'EMAIL_UPCOMING_EVENT_REMINDER',
      eventGuests: { eventId: await fx.freshEvent() },
    },
  }),
};
