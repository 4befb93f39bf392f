import { endpoint } from './endpoint.ts';

// Notification configs and triggered notifications (routes.md "Implied — notification configs").

export const resolveNotificationConfig = endpoint({
  operationId: 'ResolveNotificationConfig',
  method: 'GET',
  path: '/events-notifications/v2/notification-configs/resolve/:notificationConfigId',
});
export const upsertNotificationConfig = endpoint({
  operationId: 'UpsertNotificationConfig',
  method: 'POST',
  path: '/events-notifications/v2/notification-configs/:notificationConfigId',
});
export const triggerNotification = endpoint({
  operationId: 'TriggerNotification',
  method: 'POST',
  path: '/events-notifications/v2/notifications/trigger',
});
