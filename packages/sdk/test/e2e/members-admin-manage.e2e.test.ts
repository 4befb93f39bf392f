import { describe, expect, it } from 'vitest';
import { listeningSite } from '../support/listening-site.ts';
import { memberHeaders } from '../../../../apps/server/test/identity/helpers.ts';
import { createClient, members, membersAdmin } from '../../src/index.ts';

// The owner's member management through `@tessera/sdk/members-admin` against a real server:
// adding members (with the activation email), slugs, disconnect, mute and the bulk calls.
describe('@tessera/sdk/members-admin: managing members', () => {
  const site = listeningSite({ app: { identity: { rateLimits: false } } });
  const owner = () => site.owner({ membersAdmin });

  it('createMember adds an approved member with a name; the activation email is sent when asked', async () => {
    const client = owner().membersAdmin;
    const member = await client.createMember({
      loginEmail: 'added@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      sendActivationEmail: true,
    });
    expect(member).toMatchObject({
      loginEmail: 'added@example.com',
      status: 'APPROVED',
      contact: { firstName: 'Ada', lastName: 'Lovelace' },
    });
    await expect
      .poll(async () => (await client.listDevMailbox({ to: 'added@example.com' })).map((m) => m.subject), {
        timeout: 10_000,
      })
      .toEqual(['Activate your account']);
    const quiet = await client.createMember({ loginEmail: 'quiet@example.com' });
    expect(quiet.contact.firstName).toBeNull();
    await expect(client.createMember({ loginEmail: 'ADDED@example.com' })).rejects.toMatchObject({
      status: 409,
    });
    await expect(client.createMember({ loginEmail: 'not an email' })).rejects.toMatchObject({ status: 400 });
  });

  it('sets slugs (owner and member), disconnects, mutes and unmutes', async () => {
    const client = owner().membersAdmin;
    const member = await client.createMember({ loginEmail: 'slugged@example.com' });
    expect((await client.setMemberSlug(member.id, 'Ada Lovelace')).profile.slug).toBe('ada-lovelace');
    const other = await client.createMember({ loginEmail: 'other-slug@example.com' });
    await expect(client.setMemberSlug(other.id, 'ADA-LOVELACE')).rejects.toMatchObject({
      status: 409,
      code: 'SLUG_ALREADY_EXISTS',
    });

    const headers = await memberHeaders(site.app, member.id);
    const self = createClient({
      baseUrl: site.baseUrl,
      auth: { getAuthHeaders: async () => ({ Authorization: headers.authorization }) },
      modules: { members },
    });
    expect((await self.members.updateCurrentMemberSlug('my page')).profile.slug).toBe('my-page');

    await client.runMemberAction('mute', member.id);
    expect((await self.members.getCurrentMember()).activityStatus).toBe('MUTED');
    await client.runMemberAction('unmute', member.id);
    await client.runMemberAction('disconnect', member.id);
    await expect(self.members.getCurrentMember()).rejects.toMatchObject({ status: 401 });
  });

  it('bulk approve, block and delete by filter, and delete by ids', async () => {
    const client = owner().membersAdmin;
    await client.updateIdentitySettings({ requireOwnerApproval: true });
    const register = async (email: string) =>
      fetch(`${site.baseUrl}/_api/iam/authentication/v2/register`, {
        method: 'POST',
        headers: { ...(await site.app.visitorHeaders()), 'content-type': 'application/json' },
        body: JSON.stringify({ loginId: { email }, password: 'correct horse battery' }),
      });
    try {
      for (const email of ['bulk-1@example.com', 'bulk-2@example.com'])
        expect((await register(email)).status).toBe(200);
    } finally {
      await client.updateIdentitySettings({ requireOwnerApproval: false });
    }
    const approved = await client.bulkMembersByFilter('approve', { status: 'PENDING' });
    expect(approved.bulkActionMetadata.totalSuccesses).toBe(2);
    const blocked = await client.bulkMembersByFilter('block', { loginEmail: 'bulk-1@example.com' });
    expect(blocked.bulkActionMetadata.totalSuccesses).toBe(1);
    const page = await client.queryMembers({
      filter: { loginEmail: { $in: ['bulk-1@example.com', 'bulk-2@example.com'] } },
    });
    const byEmail = Object.fromEntries(page.members.map((m) => [m.loginEmail, m]));
    expect(byEmail['bulk-1@example.com'].status).toBe('BLOCKED');
    expect(byEmail['bulk-2@example.com'].status).toBe('APPROVED');

    const deleted = await client.bulkMembersByFilter('delete', { status: 'BLOCKED' });
    expect(deleted.bulkActionMetadata.totalSuccesses).toBe(1);
    const byIds = await client.bulkDeleteMembers([byEmail['bulk-2@example.com'].id, 'no-such-member']);
    expect(byIds.results.map((r) => r.itemMetadata.success)).toEqual([true, false]);
    await expect(client.bulkMembersByFilter('block', { password: 'x' })).rejects.toMatchObject({
      status: 400,
    });
  });
});
