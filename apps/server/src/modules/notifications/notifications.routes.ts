import type { FastifyInstance } from 'fastify';
import { notificationsRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import type { NotificationsService } from './notifications.service.ts';

/** The notification routes of the table, each one call of the service. */
export function registerNotificationRoutes(app: FastifyInstance, service: NotificationsService): void {
  registerRoutes(app, notificationsRoutes, {
    resolveNotificationConfig: ({ caller, params }) => service.resolve(caller, params.notificationConfigId),
    upsertNotificationConfig: ({ caller, params, input }) =>
      service.upsert(caller, params.notificationConfigId, input),
    triggerNotification: ({ caller, input }) => service.trigger(caller, input),
  });
}
