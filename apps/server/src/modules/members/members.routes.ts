import type { FastifyInstance } from 'fastify';
import { membersRoutes } from '@tessera/contracts/routes/index';
import { registerRoutes } from '../../platform/routing.ts';
import type { MembersService } from './members.service.ts';

/** Members: each route of the table turned into a call of the members service. */
export function registerMemberRoutes(app: FastifyInstance, members: MembersService): void {
  registerRoutes(app, membersRoutes, {
    getCurrentMember: async ({ auth }) => ({ member: await members.getMember(auth.siteId, auth.subjectId!) }),
    listMembers: ({ auth, input }) =>
      members.query(auth.siteId, { paging: input.paging, sorting: input.sorting }),
    queryMembers: ({ auth, input }) =>
      members.query(auth.siteId, {
        filter: input.query?.filter,
        paging: input.query?.paging,
        sorting: input.query?.sorting,
      }),
    getMember: async ({ auth, params }) => ({ member: await members.getMember(auth.siteId, params.id) }),
    updateMember: async ({ auth, params, input }) => ({
      member: await members.update(auth, params.memberId, input.member),
    }),
    deleteMember: async ({ auth, params }) => {
      await members.delete(auth.siteId, params.id);
      return {};
    },
    approveMember: async ({ auth, params }) => ({ member: await members.approve(auth.siteId, params.id) }),
    blockMember: async ({ auth, params }) => ({ member: await members.block(auth.siteId, params.id) }),
    unblockMember: async ({ auth, params }) => ({ member: await members.unblock(auth.siteId, params.id) }),
    createMember: async ({ auth, input }) => ({ member: await members.create(auth.siteId, input) }),
  });
}
