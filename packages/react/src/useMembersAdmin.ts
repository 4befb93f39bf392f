import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import {
  membersAdmin,
  type BulkMemberAction,
  type IdentitySettingsValues,
  type MemberAction,
  type MembersAdminModule,
  type MembersFilter,
  type MembersQuery,
  type NewMember,
} from '@tessera/sdk/members-admin';
import { moduleOf, type ModuleLookup } from './client-modules.ts';
import { useTesseraClient } from './useTesseraClient.ts';

// The owner's hooks for members and identity: they call through the provider's client (an owner
// client: API key or owner session), which needs no extra module.

const MEMBERS_ADMIN: ModuleLookup<MembersAdminModule> = {
  name: 'membersAdmin',
  has: 'queryMembers',
  build: membersAdmin,
  needs: 'the members-admin module (@tessera/sdk/members-admin)',
};
const adminOf = (client: BaseClient): MembersAdminModule => moduleOf(client, MEMBERS_ADMIN);

/** Query keys of the owner's member and identity data. */
export const membersAdminKeys = {
  all: ['tessera', 'members-admin'] as const,
  members: (query: MembersQuery) => [...membersAdminKeys.all, 'members', query] as const,
  settings: () => [...membersAdminKeys.all, 'settings'] as const,
  mailbox: (filter: { to?: string; limit?: number }) => [...membersAdminKeys.all, 'mailbox', filter] as const,
};

export const membersQueryOptions = (client: BaseClient, query: MembersQuery = {}) =>
  queryOptions({
    queryKey: membersAdminKeys.members(query),
    queryFn: ({ signal }) => adminOf(client).queryMembers(query, { signal }),
  });

export const identitySettingsQueryOptions = (client: BaseClient) =>
  queryOptions({
    queryKey: membersAdminKeys.settings(),
    queryFn: ({ signal }) => adminOf(client).getIdentitySettings({ signal }),
  });

export const devMailboxQueryOptions = (client: BaseClient, filter: { to?: string; limit?: number } = {}) =>
  queryOptions({
    queryKey: membersAdminKeys.mailbox(filter),
    queryFn: ({ signal }) => adminOf(client).listDevMailbox(filter, { signal }),
  });

/** The site's members (newest first by default), for the owner. */
export function useMembersQuery(query: MembersQuery = {}) {
  return useQuery(membersQueryOptions(useTesseraClient(), query));
}

/** `mutate({ action, memberId })`: approve, block, unblock or delete; the member lists refresh after. */
export function useMemberAction() {
  const client = useTesseraClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, memberId }: { action: MemberAction; memberId: string }) =>
      adminOf(client).runMemberAction(action, memberId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...membersAdminKeys.all, 'members'] }),
  });
}

export function useIdentitySettings() {
  return useQuery(identitySettingsQueryOptions(useTesseraClient()));
}

/** Saves a change of the identity settings; the cached settings are replaced by the answer. */
export function useUpdateIdentitySettings() {
  const client = useTesseraClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<IdentitySettingsValues>) => adminOf(client).updateIdentitySettings(changes),
    onSuccess: (settings) => queryClient.setQueryData(membersAdminKeys.settings(), settings),
  });
}

/** The development mailbox (mail kept instead of sent while no SMTP server is configured). */
export function useDevMailbox(filter: { to?: string; limit?: number } = {}) {
  return useQuery(devMailboxQueryOptions(useTesseraClient(), filter));
}

/** Adds a member (the logic of `useCreateMember`, callable without React); the lists refresh after. */
export const createMemberMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: (member: NewMember) => adminOf(client).createMember(member),
  onSettled: () => queryClient.invalidateQueries({ queryKey: [...membersAdminKeys.all, 'members'] }),
});

/** `mutate({ loginEmail, firstName?, lastName?, sendActivationEmail? })`: adds a member. */
export function useCreateMember() {
  return useMutation(createMemberMutationOptions(useTesseraClient(), useQueryClient()));
}

const refreshMembers = (queryClient: QueryClient) => () =>
  queryClient.invalidateQueries({ queryKey: [...membersAdminKeys.all, 'members'] });

/** approve / block / delete the members a filter selects (at most 1,000 per call); lists refresh. */
export const bulkMembersMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: ({ action, filter }: { action: BulkMemberAction; filter: MembersFilter }) =>
    adminOf(client).bulkMembersByFilter(action, filter),
  onSettled: refreshMembers(queryClient),
});

/** Deletes up to 100 members by id (a result per id); lists refresh. */
export const bulkDeleteMembersMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: (memberIds: string[]) => adminOf(client).bulkDeleteMembers(memberIds),
  onSettled: refreshMembers(queryClient),
});

/** Sets any member's slug (owner); lists refresh. */
export const setMemberSlugMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: ({ memberId, slug }: { memberId: string; slug: string }) =>
    adminOf(client).setMemberSlug(memberId, slug),
  onSettled: refreshMembers(queryClient),
});

/** `mutate({ action, filter })`. */
export function useBulkMembersAction() {
  return useMutation(bulkMembersMutationOptions(useTesseraClient(), useQueryClient()));
}

/** `mutate(memberIds)`. */
export function useBulkDeleteMembers() {
  return useMutation(bulkDeleteMembersMutationOptions(useTesseraClient(), useQueryClient()));
}

/** `mutate({ memberId, slug })`. */
export function useSetMemberSlug() {
  return useMutation(setMemberSlugMutationOptions(useTesseraClient(), useQueryClient()));
}
