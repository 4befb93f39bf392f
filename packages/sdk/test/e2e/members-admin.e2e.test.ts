import { describe, expect, it } from 'vitest';
import { listeningSite } from '../support/listening-site.ts';
import { ApplicationError, ApiKeyStrategy, createClient, loginOwner, membersAdmin } from '../../src/index.ts';
import { ensureOwnerUser } from '../../../../apps/server/src/modules/identity/owner.service.ts';

// The owner's side of members and identity through `@tessera/sdk/members-admin` and the owner's
// email sign-in (`loginOwner`), against a real server.
describe('@tessera/sdk/members-admin against a Tessera server', () => {
  const site = listeningSite({ app: { identity: { rateLimits: false } } });
  const owner = () => site.owner({ membersAdmin });

  async function register(email: string) {
    const visitor = await site.app.visitorHeaders();
    const response = await fetch(`${site.baseUrl}/_api/iam/authentication/v2/register`, {
      method: 'POST',
      headers: { ...visitor, 'content-type': 'application/json' },
      body: JSON.stringify({ loginId: { email }, password: 'correct horse battery' }),
    });
    expect(response.status).toBe(200);
  }

  it('changes the settings, lists members newest first, approves, blocks, unblocks and deletes', async () => {
    const client = owner();
    const settings = await client.membersAdmin.updateIdentitySettings({ requireOwnerApproval: true });
    expect(settings.requireOwnerApproval).toBe(true);
    expect((await client.membersAdmin.getIdentitySettings()).requireOwnerApproval).toBe(true);
    await register('first@example.com');
    await register('second@example.com');
    await client.membersAdmin.updateIdentitySettings({ requireOwnerApproval: false });

    const page = await client.membersAdmin.queryMembers({ paging: { limit: 10 } });
    expect(page.members.map((m) => m.loginEmail)).toEqual(['second@example.com', 'first@example.com']);
    expect(page.members.every((m) => m.status === 'PENDING')).toBe(true);
    const second = page.members[0];

    await client.membersAdmin.runMemberAction('approve', second.id);
    await client.membersAdmin.runMemberAction('block', second.id);
    const blocked = await client.membersAdmin.queryMembers();
    expect(blocked.members.find((m) => m.id === second.id)?.status).toBe('BLOCKED');
    await client.membersAdmin.runMemberAction('unblock', second.id);
    await client.membersAdmin.runMemberAction('delete', second.id);
    expect((await client.membersAdmin.queryMembers()).members.map((m) => m.loginEmail)).toEqual([
      'first@example.com',
    ]);
    await expect(client.membersAdmin.runMemberAction('approve', 'no-such-member')).rejects.toMatchObject({
      status: 404,
    });
  });

  it('reads the development mailbox', async () => {
    await register('mail@example.com');
    await owner().membersAdmin.updateIdentitySettings({ requireEmailVerification: true });
    try {
      await register('verify@example.com');
      await expect
        .poll(async () => (await owner().membersAdmin.listDevMailbox({ to: 'verify@example.com' })).length, {
          timeout: 10_000,
        })
        .toBeGreaterThan(0);
    } finally {
      await owner().membersAdmin.updateIdentitySettings({ requireEmailVerification: false });
    }
  });

  it('refuses a visitor', async () => {
    const visitor = createClient({
      baseUrl: site.baseUrl,
      auth: {
        getAuthHeaders: async () => ({ Authorization: (await site.app.visitorHeaders()).authorization }),
      },
      modules: { membersAdmin },
    });
    await expect(visitor.membersAdmin.queryMembers()).rejects.toMatchObject({ status: 403 });
  });

  it('signs the owner in with email and password; the session works like an API key', async () => {
    await ensureOwnerUser(site.app.db, site.app.site.siteId, {
      email: 'owner@example.com',
      password: 'owner password 1',
    });
    const session = await loginOwner({
      baseUrl: site.baseUrl,
      email: 'owner@example.com',
      password: 'owner password 1',
    });
    expect(session.siteId).toBe(site.app.site.siteId);
    const client = createClient({
      baseUrl: site.baseUrl,
      auth: ApiKeyStrategy({ apiKey: session.token, siteId: session.siteId }),
      modules: { membersAdmin },
    });
    expect(await client.membersAdmin.getIdentitySettings()).toHaveProperty('mfaPolicy');
    const wrong = await loginOwner({
      baseUrl: site.baseUrl,
      email: 'owner@example.com',
      password: 'wrong password',
    }).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(ApplicationError);
  });
});
