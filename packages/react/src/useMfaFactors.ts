import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import { memberKeys, membersOf } from './member-client.ts';
import { useMemberSession } from './MemberSessionProvider.tsx';
import { useTesseraClient } from './useTesseraClient.ts';

export const mfaFactorsQueryOptions = (client: BaseClient) =>
  queryOptions({
    queryKey: memberKeys.factors(),
    queryFn: ({ signal }) => membersOf(client).listFactors({ signal }),
  });

/**
 * The member's second factors and their changes: `enrollTotp()` (secret and otpauth URL),
 * `confirm({ factorId, code })`, `remove({ factorId, password })` (the member's current password,
 * asked again). The list refreshes after each change.
 */
export function useMfaFactors() {
  const client = useTesseraClient();
  const queryClient = useQueryClient();
  const { loggedIn } = useMemberSession();
  const refresh = () => queryClient.invalidateQueries({ queryKey: memberKeys.factors() });
  const factors = useQuery({ ...mfaFactorsQueryOptions(client), enabled: loggedIn });
  const enrollTotp = useMutation({ mutationFn: () => membersOf(client).enrollTotp() });
  const confirm = useMutation({
    mutationFn: ({ factorId, code }: { factorId: string; code: string }) =>
      membersOf(client).confirmFactor(factorId, code),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: ({ factorId, password }: { factorId: string; password: string }) =>
      membersOf(client).removeFactor(factorId, { password }),
    onSuccess: refresh,
  });
  return { factors, enrollTotp, confirm, remove };
}
