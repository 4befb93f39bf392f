import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import {
  oauthClientsAdmin,
  type OAuthClient,
  type OAuthClientChanges,
  type OAuthClientsAdminModule,
} from '@tessera/sdk/oauth-clients-admin';
import { moduleOf, type ModuleLookup } from './client-modules.ts';
import { useTesseraClient } from './useTesseraClient.ts';

// The owner's hooks for OAuth clients and their allowed origins: they call through the provider's
// client (an owner client: API key or owner session), which needs no extra module.

const OAUTH_CLIENTS_ADMIN: ModuleLookup<OAuthClientsAdminModule> = {
  name: 'oauthClientsAdmin',
  has: 'listOAuthClients',
  build: oauthClientsAdmin,
  needs: 'the oauth-clients-admin module (@tessera/sdk/oauth-clients-admin)',
};
const adminOf = (client: BaseClient): OAuthClientsAdminModule => moduleOf(client, OAUTH_CLIENTS_ADMIN);

export const oauthClientsKeys = {
  all: ['tessera', 'oauth-clients'] as const,
  list: () => [...oauthClientsKeys.all, 'list'] as const,
};

export const oauthClientsQueryOptions = (client: BaseClient) =>
  queryOptions({
    queryKey: oauthClientsKeys.list(),
    queryFn: ({ signal }) => adminOf(client).listOAuthClients({ signal }),
  });

/** The site's OAuth clients with their allowed origins, oldest first. */
export function useOAuthClients() {
  return useQuery(oauthClientsQueryOptions(useTesseraClient()));
}

/** Replaces the cached client by the server's answer (its origins in their stored spelling). */
const replaceInList = (queryClient: QueryClient, saved: OAuthClient) =>
  queryClient.setQueryData<OAuthClient[]>(oauthClientsKeys.list(), (list) =>
    list?.map((c) => (c.id === saved.id ? saved : c)),
  );

/** `mutate({ clientId, changes })`: renames a client or replaces its allowed origins. */
export const updateOAuthClientMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: ({ clientId, changes }: { clientId: string; changes: OAuthClientChanges }) =>
    adminOf(client).updateOAuthClient(clientId, changes),
  onSuccess: (saved: OAuthClient) => replaceInList(queryClient, saved),
  onSettled: () => queryClient.invalidateQueries({ queryKey: oauthClientsKeys.all }),
});

export function useUpdateOAuthClient() {
  return useMutation(updateOAuthClientMutationOptions(useTesseraClient(), useQueryClient()));
}

/** `mutate({ name, allowedRedirectOrigins? })`: adds a client; the list refreshes after. */
export const createOAuthClientMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: (input: { name: string; allowedRedirectOrigins?: string[] }) =>
    adminOf(client).createOAuthClient(input),
  onSettled: () => queryClient.invalidateQueries({ queryKey: oauthClientsKeys.all }),
});

export function useCreateOAuthClient() {
  return useMutation(createOAuthClientMutationOptions(useTesseraClient(), useQueryClient()));
}

/** `mutate(clientId)`: deletes a client (its logins end); the list refreshes after. */
export const deleteOAuthClientMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: (clientId: string) => adminOf(client).deleteOAuthClient(clientId),
  onSettled: () => queryClient.invalidateQueries({ queryKey: oauthClientsKeys.all }),
});

export function useDeleteOAuthClient() {
  return useMutation(deleteOAuthClientMutationOptions(useTesseraClient(), useQueryClient()));
}
