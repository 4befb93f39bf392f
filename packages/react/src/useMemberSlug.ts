import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import type { Member } from '@tessera/sdk/members';
import { memberKeys, membersOf } from './member-client.ts';
import { useTesseraClient } from './useTesseraClient.ts';

/** Sets the logged-in member's slug (the logic of `useUpdateCurrentMemberSlug`, without React). */
export const updateCurrentMemberSlugMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: (slug: string) => membersOf(client).updateCurrentMemberSlug(slug),
  onSuccess: (member: Member) => queryClient.setQueryData(memberKeys.current(), member),
});

/** `mutate(slug)`: the member's own profile slug; a taken one fails with 409 SLUG_ALREADY_EXISTS. */
export function useUpdateCurrentMemberSlug() {
  return useMutation(updateCurrentMemberSlugMutationOptions(useTesseraClient(), useQueryClient()));
}
