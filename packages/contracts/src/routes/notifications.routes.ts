import { Empty } from '../common.ts';
import {
  NotificationConfigIdParams,
  ResolveNotificationConfigResponse,
  TriggerNotificationRequest,
  UpsertNotificationConfigRequest,
} from '../notifications.ts';
import * as endpoints from './notifications.endpoints.ts';
import { route } from './route.ts';

const tags = ['Event notifications'] as const;
const manageEvents = { scope: 'events.manage' } as const;

export const notificationsRoutes = {
  resolveNotificationConfig: route(endpoints.resolveNotificationConfig, {
    tags,
    access: manageEvents,
    description:
      "The emails of an event (id: the event's id) or the site's defaults (id: the site's id): every section filled, " +
      "the event's own settings over the site's over the built-in defaults.",
    params: NotificationConfigIdParams,
    response: ResolveNotificationConfigResponse,
  }),
  upsertNotificationConfig: route(endpoints.upsertNotificationConfig, {
    tags,
    access: manageEvents,
    description:
      'Changes the sections given (sending enabled, reminder time, template text), keeping the rest; a stale ' +
      "`revision` is 409. An event's reminder moves with it.",
    params: NotificationConfigIdParams,
    input: UpsertNotificationConfigRequest,
    response: ResolveNotificationConfigResponse,
  }),
  triggerNotification: route(endpoints.triggerNotification, {
    tags,
    access: 'owner',
    description:
      "Sends one email now: the reminder or cancellation notice to an event's guests (`eventGuests`), or the RSVP " +
      'confirmation to one RSVP (`rsvpGuest`). Orders and tickets are not yet mailed from here (400).',
    input: TriggerNotificationRequest,
    response: Empty,
  }),
};
