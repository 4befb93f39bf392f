import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureOwnerUser } from '../../src/modules/identity/owner.service.ts';
import { startServersOnOneDatabase, type ServersOnOneDatabase } from '../support/servers-on-one-database.ts';

// Issue 12 item 4: wrong passwords sent at once, to two server processes on one database, are
// checked against the hash at most LOGIN_LOCKOUT_FAILURES times (the default, 10); the rest are
// refused as locked before any hashing.
const LIMIT = 10;
const PARALLEL = 25;

describe('password lockout under parallel guesses', () => {
  let servers: ServersOnOneDatabase;
  let urls: string[];
  beforeAll(async () => {
    servers = await startServersOnOneDatabase(2);
    urls = [];
    for (const app of servers.apps) {
      await app.server.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      urls.push(`http://127.0.0.1:${address.port}`);
    }
  });
  afterAll(() => servers?.close());

  const send = async (i: number, path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${urls[i % urls.length]}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { details?: { applicationError?: { code?: string } } };
    return { status: response.status, code: json.details?.applicationError?.code };
  };

  const visitor = async () => {
    const response = await fetch(`${urls[0]}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: servers.site.clientId, grantType: 'anonymous' }),
    });
    return { authorization: ((await response.json()) as { access_token: string }).access_token };
  };

  it('member login: 25 parallel wrong passwords, at most 10 checked, the rest ACCOUNT_LOCKED', async () => {
    const headers = await visitor();
    const email = `race-${Date.now()}@example.com`;
    const registered = await send(
      0,
      '/_api/iam/authentication/v2/register',
      { loginId: { email }, password: 'right-password' },
      headers,
    );
    expect(registered.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        send(i, '/_api/iam/authentication/v2/login', { loginId: { email }, password: `wrong-${i}` }, headers),
      ),
    );
    const checked = answers.filter((a) => a.code === '-19976').length;
    const locked = answers.filter((a) => a.code === 'ACCOUNT_LOCKED').length;
    expect(checked + locked, JSON.stringify(answers)).toBe(PARALLEL);
    expect(checked).toBeLessThanOrEqual(LIMIT);
    expect(locked).toBeGreaterThanOrEqual(PARALLEL - LIMIT);
    // The right password is refused too while the lock lasts.
    const right = await send(
      0,
      '/_api/iam/authentication/v2/login',
      { loginId: { email }, password: 'right-password' },
      headers,
    );
    expect(right.code).toBe('ACCOUNT_LOCKED');
  });

  it('owner login: 25 parallel wrong passwords, at most 10 checked', async () => {
    const email = `race-owner-${Date.now()}@example.com`;
    await ensureOwnerUser(servers.databases[0].db, servers.site.siteId, { email, password: 'owner-secret' });
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        send(i, '/_api/tessera/v1/owner/login', {
          email,
          password: `wrong-${i}`,
          siteId: servers.site.siteId,
        }),
      ),
    );
    const checked = answers.filter((a) => a.code === 'INVALID_CREDENTIALS').length;
    const locked = answers.filter((a) => a.code === 'ACCOUNT_LOCKED').length;
    expect(checked + locked, JSON.stringify(answers)).toBe(PARALLEL);
    expect(checked).toBeLessThanOrEqual(LIMIT);
    const right = await send(0, '/_api/tessera/v1/owner/login', {
      email,
      password: 'owner-secret',
      siteId: servers.site.siteId,
    });
    expect(right.code).toBe('ACCOUNT_LOCKED');
  });
});
