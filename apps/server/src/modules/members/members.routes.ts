import type { FastifyInstance } from 'fastify';
import { membersRoutes } from '@tessera/contracts/routes/index';
import { validationError, violation } from '../../platform/errors.ts';
import { registerRoutes } from '../../platform/routing.ts';
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
      getCurrentMember: async ({ auth }) => ({
        member: await members.getMember(auth.siteId, auth.subjectId!),
      }),
      listMembers: ({ auth, input }) =>
        members.query(auth.siteId, { paging: input.paging, sorting: input.sorting }),
      queryMembers: ({ auth, input }) =>
        members.query(auth.siteId, {
          filter: input.query?.filter,
          paging: input.query?.paging,
          cursorPaging: input.query?.cursorPaging,
          sorting: input.query?.sorting,
        }),
      getMember: async ({ auth, params }) => ({ member: await members.getMember(auth.siteId, params.id) }),
      updateMember: async ({ auth, params, input }) => ({
        member: await members.update(auth.siteId, params.memberId, input.member),
      }),
      deleteMember: async ({ auth, params }) => {
        await members.delete(auth.siteId, params.id);
        return {};
      },
      approveMember: async ({ auth, params }) => ({ member: await members.approve(auth.siteId, params.id) }),
      blockMember: async ({ auth, params }) => ({ member: await members.block(auth.siteId, params.id) }),
      unblockMember: async ({ auth, params }) => ({ member: await members.unblock(auth.siteId, params.id) }),
      updateCurrentMemberSlug: async ({ auth, input }) => ({
        member: await members.setSlug(auth.siteId, auth.subjectId!, input.slug),
      }),
      updateMemberSlug: async ({ auth, params, input }) => {
        assertSameId(params.id, input.id);
        return { member: await members.setSlug(auth.siteId, params.id, input.slug) };
      },
      disconnectMember: async ({ auth, params }) => ({
        member: await members.disconnect(auth.siteId, params.id),
      }),
      muteMember: async ({ auth, params }) => ({
        member: await members.setActivity(auth.siteId, params.id, 'MUTED'),
      }),
      unmuteMember: async ({ auth, params }) => ({
        member: await members.setActivity(auth.siteId, params.id, 'ACTIVE'),
      }),
      bulkApproveMembers: ({ auth, input }) => bulk.byFilter(auth.siteId, 'approve', input),
      bulkBlockMembers: ({ auth, input }) => bulk.byFilter(auth.siteId, 'block', input),
      bulkDeleteMembersByFilter: ({ auth, input }) => bulk.byFilter(auth.siteId, 'delete', input),
      bulkDeleteMembers: ({ auth, input }) => bulk.deleteByIds(auth.siteId, input.memberIds),
      createMember: async ({ auth, input }) => ({ member: await members.create(auth.siteId, input) }),
    },
    { member: memberSubjects },
  );
}
