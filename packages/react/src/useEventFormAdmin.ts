import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import { eventFormsAdmin, type EventFormsAdminModule } from '@tessera/sdk/event-forms-admin';
import { moduleOf, type ModuleLookup } from './client-modules.ts';
import { useTesseraClient } from './useTesseraClient.ts';

// An event's registration form as the owner builds it (event editor's form tab): edits change
// the draft; publish makes it the form visitors fill in; discard drops the draft.

const EVENT_FORMS_ADMIN: ModuleLookup<EventFormsAdminModule> = {
  name: 'eventFormsAdmin',
  has: 'getForm',
  build: eventFormsAdmin,
  needs: 'the event-forms-admin module (@tessera/sdk/event-forms-admin)',
};
const adminOf = (client: BaseClient) => moduleOf(client, EVENT_FORMS_ADMIN);

export const eventFormKeys = {
  ofEvent: (eventId: string) => ['tessera', 'event-form-admin', eventId] as const,
};

export const eventFormQueryOptions = (client: BaseClient, eventId: string) =>
  queryOptions({
    queryKey: eventFormKeys.ofEvent(eventId),
    queryFn: ({ signal }) => adminOf(client).getForm(eventId, { signal }),
  });

export function useEventFormAdmin(eventId: string) {
  return useQuery(eventFormQueryOptions(useTesseraClient(), eventId));
}

type Admin = EventFormsAdminModule;
export type FormChange =
  | { kind: 'add'; control: Parameters<Admin['addControl']>[1] }
  | { kind: 'update'; id: string; control: Parameters<Admin['updateControl']>[2] }
  | { kind: 'delete'; id: string }
  | { kind: 'messages'; changes: Parameters<Admin['updateMessages']>[1] }
  | { kind: 'publish' }
  | { kind: 'discard' };

export const changeFormMutationOptions = (client: BaseClient, queryClient: QueryClient, eventId: string) => ({
  mutationFn: async (change: FormChange): Promise<void> => {
    const admin = adminOf(client);
    if (change.kind === 'add') await admin.addControl(eventId, change.control);
    else if (change.kind === 'update') await admin.updateControl(eventId, change.id, change.control);
    else if (change.kind === 'delete') await admin.deleteControl(eventId, change.id);
    else if (change.kind === 'messages') await admin.updateMessages(eventId, change.changes);
    else if (change.kind === 'publish') await admin.publishDraft(eventId);
    else await admin.discardDraft(eventId);
  },
  onSettled: () => queryClient.invalidateQueries({ queryKey: eventFormKeys.ofEvent(eventId) }),
});

export function useChangeEventForm(eventId: string) {
  return useMutation(changeFormMutationOptions(useTesseraClient(), useQueryClient(), eventId));
}
