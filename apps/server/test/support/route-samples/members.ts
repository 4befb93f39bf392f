import type { membersRoutes } from '@tessera/contracts/routes/index';
import { insertTestMember, uniqueEmail } from '../../identity/fixtures.ts';
import type { SampleFixtures, SamplesOf } from './types.ts';

/** DeleteMemberAddresses / Emails / Phones: a member's own contact list (the owner or that member). */
async function ownContactList(fx: SampleFixtures) {
  const id = await insertTestMember(fx.app.db, fx.app.site.siteId);
  return { params: { id }, subject: { role: 'MEMBER' as const, id } };
}

/** Members (modules/members). */
export const membersSamples: SamplesOf<typeof membersRoutes> = {
  GetCurrentMember: () => ({ input: {} }),
  ListMembers: () => ({ input: {} }),
  QueryMembers: () => ({ input: { query: { filter: { status: 'APPROVED' } } } }),
  GetMember: async (fx) => ({
    params: { id: await insertTestMember(fx.app.db, fx.app.site.siteId) },
    input: {},
  }),
  UpdateMember: async (fx) => {
    const memberId = await insertTestMember(fx.app.db, fx.app.site.siteId);
    return {
      params: { memberId },
      input: { member: { contact: { firstName: 'Sam' } } },
      subject: { role: 'MEMBER', id: memberId },
    };
  },
  DeleteMember: async (fx) => ({ params: { id: await insertTestMember(fx.app.db, fx.app.site.siteId) } }),
  DeleteMyMember: () => ({ input: { contentAssigneeId: 'nobody' } }),
  JoinCommunity: () => ({}),
  LeaveCommunity: () => ({}),
  DeleteMemberAddresses: (fx) => ownContactList(fx),
  DeleteMemberEmails: (fx) => ownContactList(fx),
  DeleteMemberPhones: (fx) => ownContactList(fx),
  ApproveMember: async (fx) => ({
    params: {
      id: await insertTestMember(fx.app.db, fx.app.site.siteId, {
        status: 'PENDING',
        reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'],
      }),
    },
  }),
  BlockMember: async (fx) => ({ params: { id: await insertTestMember(fx.app.db, fx.app.site.siteId) } }),
  UnblockMember: async (fx) => ({
    params: { id: await insertTestMember(fx.app.db, fx.app.site.siteId, { status: 'BLOCKED' }) },
  }),
  CreateMember: () => ({ input: { member: { loginEmail: uniqueEmail('created') } } }),
  UpdateCurrentMemberSlug: () => ({ input: { slug: uniqueEmail('mine').split('@')[0] } }),
  UpdateMemberSlug: async (fx) => ({
    params: { id: await insertTestMember(fx.app.db, fx.app.site.siteId) },
    input: { slug: uniqueEmail('slug').split('@')[0] },
  }),
  DisconnectMember: async (fx) => ({ params: { id: await insertTestMember(fx.app.db, fx.app.site.siteId) } }),
  MuteMember: async (fx) => ({ params: { id: await insertTestMember(fx.app.db, fx.app.site.siteId) } }),
  UnmuteMember: async (fx) => ({ params: { id: await insertTestMember(fx.app.db, fx.app.site.siteId) } }),
  BulkApproveMembers: () => ({ input: { filter: { loginEmail: 'nobody-approve@example.com' } } }),
  BulkBlockMembers: () => ({ input: { filter: { loginEmail: 'nobody-block@example.com' } } }),
  BulkDeleteMembers: async (fx) => ({
    input: { memberIds: [await insertTestMember(fx.app.db, fx.app.site.siteId)] },
  }),
  BulkDeleteMembersByFilter: () => ({ input: { filter: { loginEmail: 'nobody-delete@example.com' } } }),
};
