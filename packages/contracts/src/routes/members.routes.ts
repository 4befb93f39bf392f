import {
  BulkDeleteMembersByFilterRequest,
  BulkDeleteMembersRequest,
  BulkDeleteMembersResponse,
  BulkMembersByFilterRequest,
  BulkMembersByFilterResponse,
  CreateMemberRequest,
  DeleteMemberResponse,
  DeleteMyMemberRequest,
  GetMemberRequest,
  ListMembersRequest,
  MemberIdParams,
  MemberResponse,
  MembersPage,
  QueryMembersRequest,
  UpdateMemberParams,
  UpdateMemberSlugRequest,
  UpdateMemberRequest,
} from '../members.ts';
import * as endpoints from './members.endpoints.ts';
import { route } from './route.ts';

const tags = ['Members'] as const;

/** Members: the member's own profile, and the owner's member management. */
export const membersRoutes = {
  getCurrentMember: route(endpoints.getCurrentMember, {
    tags,
    access: 'member',
    input: GetMemberRequest,
    response: MemberResponse,
  }),
  listMembers: route(endpoints.listMembers, {
    tags,
    access: 'owner',
    input: ListMembersRequest,
    response: MembersPage,
  }),
  queryMembers: route(endpoints.queryMembers, {
    tags,
    access: 'owner',
    input: QueryMembersRequest,
    response: MembersPage,
  }),
  getMember: route(endpoints.getMember, {
    tags,
    access: 'owner',
    params: MemberIdParams,
    input: GetMemberRequest,
    response: MemberResponse,
  }),
  updateMember: route(endpoints.updateMember, {
    tags,
    // A member updates their own profile; anyone else but the owner gets 404 MEMBER_NOT_FOUND.
    access: { ownerOrSubjectOf: 'member', param: 'memberId' },
    description: 'The owner updates any member; a member updates their own (path parameter `member.id`).',
    params: UpdateMemberParams,
    input: UpdateMemberRequest,
    response: MemberResponse,
  }),
  deleteMember: route(endpoints.deleteMember, {
    tags,
    access: 'owner',
    params: MemberIdParams,
    response: DeleteMemberResponse,
  }),
  deleteMyMember: route(endpoints.deleteMyMember, {
    tags,
    access: 'member',
    description:
      'The member the token belongs to deletes their own membership, as DeleteMember does: sessions end, ' +
      'tokens are revoked, the email may register again. `contentAssigneeId` is accepted and unused ' +
      '(members own no content here to hand over).',
    input: DeleteMyMemberRequest,
    response: DeleteMemberResponse,
  }),
  joinCommunity: route(endpoints.joinCommunity, {
    tags,
    access: 'member',
    description: "The calling member's `privacyStatus` becomes PUBLIC: their profile shows in the community.",
    response: MemberResponse,
  }),
  leaveCommunity: route(endpoints.leaveCommunity, {
    tags,
    access: 'member',
    description: "The calling member's `privacyStatus` becomes PRIVATE: their profile no longer shows.",
    response: MemberResponse,
  }),
  deleteMemberAddresses: route(endpoints.deleteMemberAddresses, {
    tags,
    // As UpdateMember: the owner for any member, a member for themself, anyone else 404 MEMBER_NOT_FOUND.
    access: { ownerOrSubjectOf: 'member', param: 'id' },
    description: "Clears the member's contact addresses. The owner for any member; a member for themself.",
    params: MemberIdParams,
    response: MemberResponse,
  }),
  deleteMemberEmails: route(endpoints.deleteMemberEmails, {
    tags,
    access: { ownerOrSubjectOf: 'member', param: 'id' },
    description:
      "Clears the member's contact emails (the answer then lists the login email alone, as for a member " +
      'who never added one). The owner for any member; a member for themself.',
    params: MemberIdParams,
    response: MemberResponse,
  }),
  deleteMemberPhones: route(endpoints.deleteMemberPhones, {
    tags,
    access: { ownerOrSubjectOf: 'member', param: 'id' },
    description: "Clears the member's contact phones. The owner for any member; a member for themself.",
    params: MemberIdParams,
    response: MemberResponse,
  }),
  approveMember: route(endpoints.approveMember, {
    tags,
    access: 'owner',
    params: MemberIdParams,
    response: MemberResponse,
  }),
  blockMember: route(endpoints.blockMember, {
    tags,
    access: 'owner',
    params: MemberIdParams,
    response: MemberResponse,
  }),
  unblockMember: route(endpoints.unblockMember, {
    tags,
    access: 'owner',
    params: MemberIdParams,
    response: MemberResponse,
  }),
  createMember: route(endpoints.createMember, {
    tags,
    access: 'owner',
    description:
      'Creates a member by login email (approved, no password yet); `sendActivationEmail` mails a link to set one.',
    input: CreateMemberRequest,
    response: MemberResponse,
  }),
  updateCurrentMemberSlug: route(endpoints.updateCurrentMemberSlug, {
    tags,
    access: 'member',
    description:
      'The slug of the member the token belongs to; 409 SLUG_ALREADY_EXISTS when another member has it.',
    input: UpdateMemberSlugRequest,
    response: MemberResponse,
  }),
  updateMemberSlug: route(endpoints.updateMemberSlug, {
    tags,
    access: 'owner',
    description: "Any member's slug; 409 SLUG_ALREADY_EXISTS when another member has it.",
    params: MemberIdParams,
    input: UpdateMemberSlugRequest,
    response: MemberResponse,
  }),
  disconnectMember: route(endpoints.disconnectMember, {
    tags,
    access: 'owner',
    description:
      'Signs the member out everywhere: sessions end, tokens are revoked; the member may log in again.',
    params: MemberIdParams,
    response: MemberResponse,
  }),
  muteMember: route(endpoints.muteMember, {
    tags,
    access: 'owner',
    description: "Sets the member's `activityStatus` to MUTED.",
    params: MemberIdParams,
    response: MemberResponse,
  }),
  unmuteMember: route(endpoints.unmuteMember, {
    tags,
    access: 'owner',
    description: "Sets the member's `activityStatus` back to ACTIVE.",
    params: MemberIdParams,
    response: MemberResponse,
  }),
  bulkApproveMembers: route(endpoints.bulkApproveMembers, {
    tags,
    access: 'owner',
    description:
      'Approves the pending members the filter (QueryMembers filter) selects; at most 1,000 per call, in one transaction.',
    input: BulkMembersByFilterRequest,
    response: BulkMembersByFilterResponse,
  }),
  bulkBlockMembers: route(endpoints.bulkBlockMembers, {
    tags,
    access: 'owner',
    description:
      'Blocks the members the filter selects (their sessions end, tokens are revoked); at most 1,000 per call.',
    input: BulkMembersByFilterRequest,
    response: BulkMembersByFilterResponse,
  }),
  bulkDeleteMembers: route(endpoints.bulkDeleteMembers, {
    tags,
    access: 'owner',
    description: 'Deletes up to 100 members by id, with a result per id.',
    input: BulkDeleteMembersRequest,
    response: BulkDeleteMembersResponse,
  }),
  bulkDeleteMembersByFilter: route(endpoints.bulkDeleteMembersByFilter, {
    tags,
    access: 'owner',
    description: 'Deletes the members the filter selects; at most 1,000 per call, in one transaction.',
    input: BulkDeleteMembersByFilterRequest,
    response: BulkMembersByFilterResponse,
  }),
};
