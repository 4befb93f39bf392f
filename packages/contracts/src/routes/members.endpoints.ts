import { endpoint } from './endpoint.ts';
import type { membersRoutes } from './members.routes.ts';

// Members (routes.md "Implied — members"; official-paths.tsv members.members).

const members = '/members/v1/members';
export const getCurrentMember = endpoint({
  operationId: 'GetCurrentMember',
  method: 'GET',
  path: `${members}/my`,
  postFallback: true,
});
// No POST fallback: POST on this path is CreateMember (and the list's query stays far below the
// 4,000 characters that make a client switch a GET to POST).
export const listMembers = endpoint({
  operationId: 'ListMembers',
  method: 'GET',
  path: members,
});
export const queryMembers = endpoint({
  operationId: 'QueryMembers',
  method: 'POST',
  path: `${members}/query`,
});
export const getMember = endpoint({
  operationId: 'GetMember',
  method: 'GET',
  path: `${members}/:id`,
  postFallback: true,
});
export const updateMember = endpoint({
  operationId: 'UpdateMember',
  method: 'PATCH',
  path: `${members}/:memberId`,
});
export const deleteMember = endpoint({
  operationId: 'DeleteMember',
  method: 'DELETE',
  path: `${members}/:id`,
});
export const approveMember = endpoint({
  operationId: 'ApproveMember',
  method: 'POST',
  path: `${members}/:id/approve`,
});
export const blockMember = endpoint({
  operationId: 'BlockMember',
  method: 'POST',
  path: `${members}/:id/block`,
});
/** Tessera's own: the hosted API has no unblock call (the owner does it in the dashboard). */
export const unblockMember = endpoint({
  operationId: 'UnblockMember',
  method: 'POST',
  path: `${members}/:id/unblock`,
});
export const createMember = endpoint({
  operationId: 'CreateMember',
  method: 'POST',
  path: members,
});
export const updateCurrentMemberSlug = endpoint({
  operationId: 'UpdateCurrentMemberSlug',
  method: 'POST',
  path: `${members}/my/slug`,
});
export const updateMemberSlug = endpoint({
  operationId: 'UpdateMemberSlug',
  method: 'POST',
  path: `${members}/:id/slug`,
});
export const disconnectMember = endpoint({
  operationId: 'DisconnectMember',
  method: 'POST',
  path: `${members}/:id/disconnect`,
});
export const muteMember = endpoint({
  operationId: 'MuteMember',
  method: 'POST',
  path: `${members}/:id/mute`,
});
export const unmuteMember = endpoint({
  operationId: 'UnmuteMember',
  method: 'POST',
  path: `${members}/:id/unmute`,
});
export const bulkApproveMembers = endpoint({
  operationId: 'BulkApproveMembers',
  method: 'POST',
  path: `${members}/bulk/approve-by-filter`,
});
export const bulkBlockMembers = endpoint({
  operationId: 'BulkBlockMembers',
  method: 'POST',
  path: `${members}/bulk/block-by-filter`,
});
export const bulkDeleteMembers = endpoint({
  operationId: 'BulkDeleteMembers',
  method: 'POST',
  path: `${members}/bulk/delete`,
});
export const bulkDeleteMembersByFilter = endpoint({
  operationId: 'BulkDeleteMembersByFilter',
  method: 'POST',
  path: `${members}/bulk/delete-by-filter`,
});

/** The signed-in member deletes their own membership (as the owner's DeleteMember does). */
export const deleteMyMember = endpoint({
  operationId: 'DeleteMyMember',
  method: 'DELETE',
  path: `${members}/my`,
});
export const joinCommunity = endpoint({
  operationId: 'JoinCommunity',
  method: 'POST',
  path: `${members}/join-community`,
});
export const leaveCommunity = endpoint({
  operationId: 'LeaveCommunity',
  method: 'POST',
  path: `${members}/leave-community`,
});
export const deleteMemberAddresses = endpoint({
  operationId: 'DeleteMemberAddresses',
  method: 'DELETE',
  path: `${members}/:id/addresses`,
});
export const deleteMemberEmails = endpoint({
  operationId: 'DeleteMemberEmails',
  method: 'DELETE',
  path: `${members}/:id/emails`,
});
export const deleteMemberPhones = endpoint({
  operationId: 'DeleteMemberPhones',
  method: 'DELETE',
  path: `${members}/:id/phones`,
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    members: typeof membersRoutes;
  }
}
