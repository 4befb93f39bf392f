import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import {
  ticketDefinitionsAdmin,
  type TicketDefinitionInput,
  type TicketDefinitionsAdminModule,
} from '@tessera/sdk/ticket-definitions-admin';
import { moduleOf, type ModuleLookup } from './client-modules.ts';
import { useTesseraClient } from './useTesseraClient.ts';

// An event's ticket types as the owner edits them (event editor's tickets tab).

const TICKET_DEFINITIONS_ADMIN: ModuleLookup<TicketDefinitionsAdminModule> = {
  name: 'ticketDefinitionsAdmin',
  has: 'listTicketDefinitions',
  build: ticketDefinitionsAdmin,
  needs: 'the ticket-definitions-admin module (@tessera/sdk/ticket-definitions-admin)',
};
const adminOf = (client: BaseClient) => moduleOf(client, TICKET_DEFINITIONS_ADMIN);

export const ticketDefinitionKeys = {
  all: ['tessera', 'ticket-definitions-admin'] as const,
  ofEvent: (eventId: string) => [...ticketDefinitionKeys.all, eventId] as const,
};

export const ticketDefinitionsQueryOptions = (client: BaseClient, eventId: string) =>
  queryOptions({
    queryKey: ticketDefinitionKeys.ofEvent(eventId),
    queryFn: ({ signal }) => adminOf(client).listTicketDefinitions(eventId, { signal }),
  });

export function useTicketDefinitions(eventId: string) {
  return useQuery(ticketDefinitionsQueryOptions(useTesseraClient(), eventId));
}

export type TicketDefinitionChange =
  | { kind: 'create'; definition: TicketDefinitionInput }
  | { kind: 'update'; id: string; definition: TicketDefinitionInput }
  | { kind: 'delete'; id: string }
  | { kind: 'move'; id: string; place: { beforeDefinitionId: string } | { afterDefinitionId: string } };

/** One mutation for every change of an event's ticket types; the list is read again after each. */
export const changeTicketDefinitionMutationOptions = (
  client: BaseClient,
  queryClient: QueryClient,
  eventId: string,
) => ({
  mutationFn: async (change: TicketDefinitionChange): Promise<void> => {
    const admin = adminOf(client);
    if (change.kind === 'create') await admin.createTicketDefinition(eventId, change.definition);
    else if (change.kind === 'update') await admin.updateTicketDefinition(change.id, change.definition);
    else if (change.kind === 'delete') await admin.deleteTicketDefinition(change.id);
    else await admin.reorderTicketDefinitions(eventId, change.id, change.place);
  },
  onSettled: () => queryClient.invalidateQueries({ queryKey: ticketDefinitionKeys.ofEvent(eventId) }),
});

export function useChangeTicketDefinition(eventId: string) {
  return useMutation(changeTicketDefinitionMutationOptions(useTesseraClient(), useQueryClient(), eventId));
}
