import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import type { Member } from '@tessera/sdk/members';
import { memberKeys, membersOf } from './member-client.ts';
import { useTesseraClient } from './useTesseraClient.ts';

// The logged-in member's own account: whether their profile shows in the community, and deleting
// their membership. The `…MutationOptions` are the hooks' logic without React.

/** Where the member's profile shows: PUBLIC (in the community) or PRIVATE. */
export type CommunityVisibility = 'PUBLIC' | 'PRIVATE';

/** Joins (PUBLIC) or leaves (PRIVATE) the community; the cached member is replaced. */
export const communityVisibilityMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: (visibility: CommunityVisibility) =>
    visibility === 'PUBLIC' ? membersOf(client).joinCommunity() : membersOf(client).leaveCommunity(),
  onSuccess: (member: Member) => queryClient.setQueryData(memberKeys.current(), member),
});

/** `mutate('PUBLIC' | 'PRIVATE')`: JoinCommunity or LeaveCommunity; answers the member. */
export function useCommunityVisibility() {
  return useMutation(communityVisibilityMutationOptions(useTesseraClient(), useQueryClient()));
}

/**
 * Deletes the logged-in member's own membership and forgets their cached data. The server ends
 * their sessions and revokes their tokens; log out afterwards (`useLogout`) to forget them here too.
 */
export const deleteMyMemberMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: () => membersOf(client).deleteMyMember(),
  onSuccess: () => queryClient.removeQueries({ queryKey: memberKeys.all }),
});

/** `mutate()`: deletes the member's own account (cannot be undone). */
export function useDeleteMyMember() {
  return useMutation(deleteMyMemberMutationOptions(useTesseraClient(), useQueryClient()));
}
