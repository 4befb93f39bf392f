import type { FastifyInstance } from 'fastify';
import { membersRoutes } from '@tessera/contracts/routes/index';
import { validationError, violation } from '../../platform/errors.ts';
import { subjectOf } from '../../platform/auth/caller.ts';
import { registerRoutes } from '../../platform/routing.ts';
import { clearContactList } from './member-contact-lists.ts';
import { deleteMyMember, setCommunityPrivacy } from './member-own-account.ts';
import { memberSubjects } from './member-subjects.ts';
import type { MembersBulk } from './members.bulk.ts';
import type { MembersService } from './members.service.ts';

/** The official SDK repeats the path's id in the body; a different one is a mistake, not a choice. */
function assertSameId(pathId: string, bodyId: string | undefined): void {
  if (bodyId !== undefined && bodyId !== pathId) {
    throw validationError([violation('id', 'must match the member id in the path', 'VALIDATION', {})]);
  }
}

/** Members: each route of the table turned into a call of the members service. */
export function registerMemberRoutes(app: FastifyInstance, members: MembersService, bulk: MembersBulk): void {
  registerRoutes(
    app,
    membersRoutes,
    {
      getCurrentMember: async ({ caller }) => ({
        member: await members.getMember(caller, subjectOf(caller)),
      }),
      listMembers: ({ caller, input }) =>
        members.query(caller, { paging: input.paging, sorting: input.sorting }),
      queryMembers: ({ caller, input }) =>
        members.query(caller, {
          filter: input.query?.filter,
          paging: input.query?.paging,
          cursorPaging: input.query?.cursorPaging,
          sorting: input.query?.sorting,
        }),
      getMember: async ({ caller, params }) => ({ member: await members.getMember(caller, params.id) }),
      updateMember: async ({ caller, params, input }) => ({
        member: await members.update(caller, params.memberId, input.member),
      }),
      deleteMember: async ({ caller, params }) => {
        await members.delete(caller, params.id);
        return {};
      },
      deleteMyMember: async ({ caller }) => {
        await deleteMyMember(members, caller);
        return {};
      },
      joinCommunity: async ({ caller }) => ({ member: await setCommunityPrivacy(members, caller, 'PUBLIC') }),
      leaveCommunity: async ({ caller }) => ({
        member: await setCommunityPrivacy(members, caller, 'PRIVATE'),
      }),
      deleteMemberAddresses: async ({ caller, params }) => ({
        member: await clearContactList(members, caller, params.id, 'addresses'),
      }),
      deleteMemberEmails: async ({ caller, params }) => ({
        member: await clearContactList(members, caller, params.id, 'emails'),
      }),
      deleteMemberPhones: async ({ caller, params }) => ({
        member: await clearContactList(members, caller, params.id, 'phones'),
      }),
      approveMember: async ({ caller, params }) => ({ member: await members.approve(caller, params.id) }),
      blockMember: async ({ caller, params }) => ({ member: await members.block(caller, params.id) }),
      unblockMember: async ({ caller, params }) => ({ member: await members.unblock(caller, params.id) }),
      updateCurrentMemberSlug: async ({ caller, input }) => ({
        member: await members.setSlug(caller, subjectOf(caller), input.slug),
      }),
      updateMemberSlug: async ({ caller, params, input }) => {
        assertSameId(params.id, input.id);
        return { member: await members.setSlug(caller, params.id, input.slug) };
      },
      disconnectMember: async ({ caller, params }) => ({
        member: await members.disconnect(caller, params.id),
      }),
      muteMember: async ({ caller, params }) => ({
        member: await members.setActivity(caller, params.id, 'MUTED'),
      }),
      unmuteMember: async ({ caller, params }) => ({
        member: await members.setActivity(caller, params.id, 'ACTIVE'),
      }),
      bulkApproveMembers: ({ caller, input }) => bulk.byFilter(caller, 'approve', input),
      bulkBlockMembers: ({ caller, input }) => bulk.byFilter(caller, 'block', input),
      bulkDeleteMembersByFilter: ({ caller, input }) => bulk.byFilter(caller, 'delete', input),
      bulkDeleteMembers: ({ caller, input }) => bulk.deleteByIds(caller, input.memberIds),
      createMember: async ({ caller, input }) => ({ member: await members.create(caller, input) }),
    },
    { member: memberSubjects },
  );
}
