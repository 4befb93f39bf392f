import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BaseClient } from '@tessera/sdk/core';
import { staff, type StaffModule } from '@tessera/sdk/staff';
import {
  staffAdmin,
  type StaffAdminModule,
  type StaffChanges,
  type StaffScope,
} from '@tessera/sdk/staff-admin';
import { moduleOf, type ModuleLookup } from './client-modules.ts';
import { useTesseraClient } from './useTesseraClient.ts';

// Staff: the owner's invitations and access changes, and a staff member's own join and access.

const STAFF_ADMIN: ModuleLookup<StaffAdminModule> = {
  name: 'staffAdmin',
  has: 'inviteStaffMember',
  build: staffAdmin,
  needs: 'the staff-admin module (@tessera/sdk/staff-admin)',
};
const STAFF: ModuleLookup<StaffModule> = {
  name: 'staff',
  has: 'staffAccess',
  build: staff,
  needs: 'the staff module (@tessera/sdk/staff)',
};
const adminOf = (client: BaseClient) => moduleOf(client, STAFF_ADMIN);
const staffOf = (client: BaseClient) => moduleOf(client, STAFF);

export const staffKeys = {
  all: ['tessera', 'staff'] as const,
  members: () => [...staffKeys.all, 'members'] as const,
  access: () => [...staffKeys.all, 'access'] as const,
};

/** Every staff member of the site (invited first first), up to 100. */
export const staffMembersQueryOptions = (client: BaseClient) =>
  queryOptions({
    queryKey: staffKeys.members(),
    queryFn: ({ signal }) =>
      adminOf(client)
        .staff({ signal })
        .ascending('createdDate')
        .limit(100)
        .find()
        .then((page) => page.items),
  });

/** What the caller may do as staff (the owner: everything). */
export const staffAccessQueryOptions = (client: BaseClient) =>
  queryOptions({
    queryKey: staffKeys.access(),
    queryFn: ({ signal }) => staffOf(client).staffAccess({ signal }),
  });

export function useStaffMembers() {
  return useQuery(staffMembersQueryOptions(useTesseraClient()));
}

export function useStaffAccess(enabled = true) {
  return useQuery({ ...staffAccessQueryOptions(useTesseraClient()), enabled });
}

const refreshStaff = (queryClient: QueryClient) => () =>
  queryClient.invalidateQueries({ queryKey: staffKeys.all });

export const inviteStaffMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: (invitation: { email: string; name?: string | null; scopes: StaffScope[] }) =>
    adminOf(client).inviteStaffMember(invitation),
  onSettled: refreshStaff(queryClient),
});

/** `{ id, access }` pauses or resumes; `{ id, changes }` renames or changes scopes; `{ id, remove }`. */
export type StaffChange =
  | { id: string; access: 'HAS_ACCESS' | 'ACCESS_PAUSED' }
  | { id: string; changes: StaffChanges }
  | { id: string; remove: true };

export const changeStaffMutationOptions = (client: BaseClient, queryClient: QueryClient) => ({
  mutationFn: async (change: StaffChange) => {
    const admin = adminOf(client);
    if ('remove' in change) return admin.removeStaffMember(change.id);
    if ('access' in change) return admin.setStaffAccess(change.id, change.access);
    return admin.updateStaffMember(change.id, change.changes);
  },
  onSettled: refreshStaff(queryClient),
});

export function useInviteStaffMember() {
  return useMutation(inviteStaffMutationOptions(useTesseraClient(), useQueryClient()));
}

export function useChangeStaffMember() {
  return useMutation(changeStaffMutationOptions(useTesseraClient(), useQueryClient()));
}

/** A new invitation for a member who has not joined (the old link stops working); the list is read again. */
export function useResendStaffInvitation() {
  const client = useTesseraClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (staffMemberId: string) => adminOf(client).resendStaffInvitation(staffMemberId),
    onSettled: refreshStaff(queryClient),
  });
}

/** A short-lived, single-use link that logs a joined staff member in. */
export function useStaffLoginLink() {
  const client = useTesseraClient();
  return useMutation({
    mutationFn: (staffMemberId: string) => adminOf(client).staffLoginLink(staffMemberId),
  });
}

/** The login link's page spends its one-time code for a member session token (no cache to touch). */
export function useRedeemStaffLoginLink() {
  const client = useTesseraClient();
  return useMutation({
    mutationFn: (loginCode: string) => staffOf(client).redeemStaffLoginLink(loginCode),
  });
}

/** The logged-in member accepts an invitation; their access is read again. */
export function useJoinStaff() {
  const client = useTesseraClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (joinToken: string) => staffOf(client).joinStaff(joinToken),
    onSettled: refreshStaff(queryClient),
  });
}
