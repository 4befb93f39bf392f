import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import {
  notificationsAdmin,
  type NotificationsAdminModule,
  type ReminderSettings,
} from '@tessera/sdk/notifications-admin';
import { moduleOf, type ModuleLookup } from './client-modules.ts';
import { useTesseraClient } from './useTesseraClient.ts';

// Notification configs: an event's (id: the event's id) over the site's defaults (id: the site's id).

const NOTIFICATIONS_ADMIN: ModuleLookup<NotificationsAdminModule> = {
  name: 'notificationsAdmin',
  has: 'resolveConfig',
  build: notificationsAdmin,
  needs: 'the notifications-admin module (@tessera/sdk/notifications-admin)',
};
const adminOf = (client: BaseClient) => moduleOf(client, NOTIFICATIONS_ADMIN);

export const notificationKeys = {
  all: ['tessera', 'notifications'] as const,
  config: (configId: string) => [...notificationKeys.all, 'config', configId] as const,
};

/** The config in force for an event or the site (every section filled). */
export const notificationConfigQueryOptions = (client: BaseClient, configId: string) =>
  queryOptions({
    queryKey: notificationKeys.config(configId),
    queryFn: ({ signal }) => adminOf(client).resolveConfig(configId, { signal }),
  });

export function useNotificationConfig(configId: string, enabled = true) {
  return useQuery({ ...notificationConfigQueryOptions(useTesseraClient(), configId), enabled });
}

/**
 * Saves a reminder with the revision read (a stale one is 409). Every config is refetched: a
 * change of the site's defaults shows in each event that follows them.
 */
export const updateReminderMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: ({
    configId,
    reminder,
    revision,
  }: {
    configId: string;
    reminder: ReminderSettings;
    revision?: string;
  }) => adminOf(client).updateReminder(configId, reminder, revision),
  onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
});

export function useUpdateReminder() {
  return useMutation(updateReminderMutationOptions(useTesseraClient(), useQueryClient()));
}

/** Emails an event's guests its upcoming-event reminder now (the owner's "Send reminder now"). */
export function useSendReminderNow() {
  const client = useTesseraClient();
  return useMutation({
    mutationFn: (eventId: string) =>
      adminOf(client).triggerNotification({
        emailNotificationType: 'EMAIL_UPCOMING_EVENT_REMINDER',
        eventGuests: { eventId },
      }),
  });
}
