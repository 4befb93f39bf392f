import { describe, expect, it } from 'vitest';
import { listeningSite } from '../support/listening-site.ts';
import { memberHeaders } from '../../../../apps/server/test/identity/helpers.ts';
import { createClient, members, membersAdmin } from '../../src/index.ts';

// The member's own account calls of `@tessera/sdk/members` (join / leave the community, delete
// my membership) and the owner's contact-list clearing of `@tessera/sdk/members-admin`, against a
// real server.
describe('@tessera/sdk/members: community visibility, deleting my membership; members-admin: contact lists', () => {
  const site = listeningSite({ app: { identity: { rateLimits: false } } });
  const owner = () => site.owner({ membersAdmin }).membersAdmin;
  const memberClient = async (memberId: string) => {
    const headers = await memberHeaders(site.app, memberId);
    return createClient({
      baseUrl: site.baseUrl,
      auth: { getAuthHeaders: async () => ({ Authorization: headers.authorization }) },
      modules: { members },
    }).members;
  };

  it('joinCommunity and leaveCommunity move privacyStatus and answer the member', async () => {
    const member = await owner().createMember({ loginEmail: 'visible@example.com' });
    const self = await memberClient(member.id);
    const joined = await self.joinCommunity();
    expect(joined).toMatchObject({ id: member.id, privacyStatus: 'PUBLIC' });
    expect((await self.getCurrentMember()).privacyStatus).toBe('PUBLIC');
    expect((await self.leaveCommunity()).privacyStatus).toBe('PRIVATE');
    expect((await self.getCurrentMember()).privacyStatus).toBe('PRIVATE');
  });

  it('deleteMyMember deletes the member: their token stops working, the owner finds nobody', async () => {
    const admin = owner();
    const member = await admin.createMember({ loginEmail: 'leaving@example.com' });
    const self = await memberClient(member.id);
    await expect(self.deleteMyMember()).resolves.toBeUndefined();
    await expect(self.getCurrentMember()).rejects.toMatchObject({ status: 401 });
    const left = await admin.queryMembers({ filter: { id: member.id } });
    expect(left.members).toEqual([]);
    // Nobody left to delete for a token of a member that does not exist.
    await expect((await memberClient('no-such-member')).deleteMyMember()).rejects.toMatchObject({
      status: 404,
      code: 'MEMBER_NOT_FOUND',
    });
  });

  it('deleteMemberAddresses, deleteMemberEmails and deleteMemberPhones clear the lists and answer the member', async () => {
    const admin = owner();
    const member = await admin.createMember({ loginEmail: 'lists@example.com', firstName: 'Ada' });
    const self = await memberClient(member.id);
    await self.updateCurrentMember(member.id, {
      contact: {
        addresses: [{ city: 'London' }],
        emails: ['ada@example.com'],
        phones: ['+44 20 7946 0000'],
      },
    });
    expect((await admin.deleteMemberAddresses(member.id)).contact.addresses).toEqual([]);
    expect((await admin.deleteMemberPhones(member.id)).contact.phones).toEqual([]);
    const cleared = await admin.deleteMemberEmails(member.id);
    expect(cleared.contact).toMatchObject({
      firstName: 'Ada',
      addresses: [],
      phones: [],
      emails: ['lists@example.com'],
    });
    await expect(admin.deleteMemberPhones('no-such-member')).rejects.toMatchObject({
      status: 404,
      code: 'MEMBER_NOT_FOUND',
    });
  });
});
