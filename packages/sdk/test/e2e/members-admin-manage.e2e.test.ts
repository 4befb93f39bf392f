import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../apps/server/test/support/test-app.ts';
import { ApiKeyStrategy, createClient, membersAdmin } from '../../src/index.ts';

// The owner's member management through `@tessera/sdk/members-admin` against a real server:
// adding members (with the activation email).
describe('@tessera/sdk/members-admin: managing members', () => {
  let app: TestApp;
  let baseUrl: string;
  const owner = () =>
    createClient({
      baseUrl,
      auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }),
      modules: { membersAdmin },
    });

  beforeAll(async () => {
    app = await createTestApp({ app: { identity: { rateLimits: false } } });
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

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
});
