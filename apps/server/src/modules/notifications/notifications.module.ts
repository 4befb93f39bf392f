import { notificationsRoutes } from '@tessera/contracts/routes/notifications.routes';
import { defineModule } from '../../platform/module.ts';
import { rsvpsModule } from '../rsvps/index.ts';
import { ticketHoldersOf } from '../event-checkout/index.ts';
import { rsvpAttendees, type AttendeeSource } from './attendees.ts';
import { subscribeEventChanges } from './event-changes.subscriber.ts';
import * as notificationsTables from './migrations/0029_notifications.ts';
import { registerNotificationRoutes } from './notifications.routes.ts';
import { NotificationsService } from './notifications.service.ts';
import { subscribeOrderConfirmations } from './order-confirmation.ts';
import { Reminders } from './reminders.ts';
import { AttendeeMailer } from './sender.ts';

/** Notification configs, event reminders as durable jobs, and cancellation notices to attendees. */
export const notificationsModule = defineModule({
  name: 'notifications',
  routeGroups: [notificationsRoutes],
  migrations: { '0029_notifications': notificationsTables },
  setup({ db, uow, clock, jobs, publicUrl }, modules) {
    // Attendees are RSVP YES guests, read through the RSVP module's service.
    const rsvps = modules.get(rsvpsModule).service;
    // Ticket holders of confirmed orders too (event-checkout's read), so reminders and
    // cancellation notices reach them like RSVP guests.
    const ticketHolders: AttendeeSource = (siteId, eventId) => ticketHoldersOf(db, siteId, eventId);
    const mailer = new AttendeeMailer({ db, uow, clock, sources: [rsvpAttendees(rsvps), ticketHolders] });
    const reminders = new Reminders({ db, uow, clock, jobs, mailer, publicUrl });
    const service = new NotificationsService({ db, uow, clock, publicUrl, reminders, mailer, rsvps });
    return {
      routes: (server) => registerNotificationRoutes(server, service),
      jobs: (j) => reminders.register(j),
      subscribers: (outbox) => {
        subscribeEventChanges(outbox, { db, reminders, mailer, publicUrl });
        subscribeOrderConfirmations(outbox, { db, uow, clock, publicUrl });
      },
      exports: { service },
    };
  },
});
