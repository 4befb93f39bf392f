import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import { policies, type PoliciesModule } from '@tessera/sdk/policies';
import { policiesAdmin, type PoliciesAdminModule } from '@tessera/sdk/policies-admin';
import { moduleOf, type ModuleLookup } from './client-modules.ts';
import { useTesseraClient } from './useTesseraClient.ts';

// An event's policies as the owner edits them (event editor's policies tab): the owner reads
// through the policies module too (managers see every policy of drafts as well).

const POLICIES_READ: ModuleLookup<PoliciesModule> = {
  name: 'policies',
  has: 'eventPolicies',
  build: policies,
  needs: 'the policies module (@tessera/sdk/policies)',
};
const POLICIES_ADMIN: ModuleLookup<PoliciesAdminModule> = {
  name: 'policiesAdmin',
  has: 'createPolicy',
  build: policiesAdmin,
  needs: 'the policies-admin module (@tessera/sdk/policies-admin)',
};

export const policiesAdminKeys = {
  ofEvent: (eventId: string) => ['tessera', 'policies-admin', eventId] as const,
};

export const ownerPoliciesQueryOptions = (client: BaseClient, eventId: string) =>
  queryOptions({
    queryKey: policiesAdminKeys.ofEvent(eventId),
    queryFn: ({ signal }) => moduleOf(client, POLICIES_READ).eventPolicies(eventId, { signal }),
  });

export function useOwnerPolicies(eventId: string) {
  return useQuery(ownerPoliciesQueryOptions(useTesseraClient(), eventId));
}

export type PolicyChange =
  | { kind: 'create'; name: string; body: string }
  | { kind: 'update'; id: string; revision: string; name: string; body: string }
  | { kind: 'delete'; id: string }
  | { kind: 'move'; id: string; place: { beforePolicyId: string } | { afterPolicyId: string } };

export const changePolicyMutationOptions = (
  client: BaseClient,
  queryClient: QueryClient,
  eventId: string,
) => ({
  mutationFn: async (change: PolicyChange): Promise<void> => {
    const admin = moduleOf(client, POLICIES_ADMIN);
    if (change.kind === 'create') await admin.createPolicy(eventId, change.name, change.body);
    else if (change.kind === 'update') await admin.updatePolicy({ ...change, eventId });
    else if (change.kind === 'delete') await admin.deletePolicy(change.id);
    else await admin.reorderPolicies(eventId, change.id, change.place);
  },
  onSettled: () => queryClient.invalidateQueries({ queryKey: policiesAdminKeys.ofEvent(eventId) }),
});

export function useChangePolicy(eventId: string) {
  return useMutation(changePolicyMutationOptions(useTesseraClient(), useQueryClient(), eventId));
}
