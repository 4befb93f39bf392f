// The notifications module's only entry.
export { notificationsModule } from './notifications.module.ts';
export type { NotificationsService } from './notifications.service.ts';
