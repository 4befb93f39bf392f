import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import type { MemberChanges } from '@tessera/sdk/members';
import { memberKeys, membersOf } from './member-client.ts';
import { useMemberSession } from './MemberSessionProvider.tsx';
import { useTesseraClient } from './useTesseraClient.ts';

export const currentMemberQueryOptions = (client: BaseClient) =>
  queryOptions({
    queryKey: memberKeys.current(),
    queryFn: ({ signal }) => membersOf(client).getCurrentMember({ signal }),
  });

/** The logged-in member (contact and profile); idle while nobody is logged in. */
export function useCurrentMember() {
  const client = useTesseraClient();
  const { loggedIn } = useMemberSession();
  return useQuery({ ...currentMemberQueryOptions(client), enabled: loggedIn });
}

/** Updates the logged-in member's contact, profile or privacy; the cached member is replaced. */
export function useUpdateCurrentMember() {
  const client = useTesseraClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, changes }: { memberId: string; changes: MemberChanges }) =>
      membersOf(client).updateCurrentMember(memberId, changes),
    onSuccess: (member) => queryClient.setQueryData(memberKeys.current(), member),
  });
}
