import { endpoint } from './endpoint.ts';
import type { notificationsRoutes } from './notifications.routes.ts';

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

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    notifications: typeof notificationsRoutes;
  }
}
