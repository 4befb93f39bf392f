import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { purgeExpired } from '../../src/modules/oauth/cleanup.ts';
import { provisionSite } from '../../src/modules/sites/sites.service.ts';

describe('OAuth clients, CORS, rate limit and cleanup', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ app: { tokenRateLimit: { max: 5, windowMs: 60_000 } } });
  });
  afterAll(() => app.close());

  const clients = '/_api/tessera/v1/oauth-clients';

  it('the owner creates, lists and deletes clients; CORS follows their origins', async () => {
    const owner = app.ownerHeaders();
    await app.db
      .updateTable('oauth_clients')
      .set({ allowed_origins: JSON.stringify(['https://other.example']) })
      .where('id', '=', app.site.clientId)
      .execute();
    const created = await app.request({
      method: 'POST',
      url: clients,
      headers: owner,
      payload: {
        client: { name: 'Shop', allowedRedirectOrigins: ['https://shop.example', 'http://localhost:*'] },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { client } = created.json();
    expect(client.allowedRedirectOrigins).toEqual(['https://shop.example', 'http://localhost:*']);
    const list = (await app.request({ method: 'GET', url: clients, headers: owner })).json().clients;
    expect(list.map((c: { id: string }) => c.id)).toContain(client.id);

    const call = (origin: string) =>
      app.request({
        method: 'POST',
        url: '/events/v3/events/query',
        headers: { ...owner, origin },
        payload: {},
      });
    expect((await call('https://shop.example')).headers['access-control-allow-origin']).toBe(
      'https://shop.example',
    );
    expect((await call('http://localhost:5173')).headers['access-control-allow-origin']).toBe(
      'http://localhost:5173',
    );
    // A refused origin's call does not run; its page reads why (cors-origins.test.ts).
    expect((await call('https://evil.example')).statusCode).toBe(403);

    expect(
      (await app.request({ method: 'DELETE', url: `${clients}/${client.id}`, headers: owner })).statusCode,
    ).toBe(200);
    expect((await call('https://shop.example')).statusCode).toBe(403);
    expect(
      (await app.request({ method: 'DELETE', url: `${clients}/${client.id}`, headers: owner })).statusCode,
    ).toBe(404);
  });

  it('a site whose clients list no origin is not narrowed (sites from before origins existed)', async () => {
    const bare = await app.createSite('Bare');
    const response = await app.request({
      method: 'POST',
      url: '/events/v3/events/query',
      headers: { ...app.ownerHeaders(bare), origin: 'https://anywhere.example' },
      payload: {},
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://anywhere.example');
  });

  it('refuses origins that are not plain http(s) origins', async () => {
    for (const origin of ['javascript:alert(1)', 'https://shop.example/path', '*']) {
      const response = await app.request({
        method: 'POST',
        url: clients,
        headers: app.ownerHeaders(),
        payload: { client: { name: 'Bad', allowedRedirectOrigins: [origin] } },
      });
      expect(response.statusCode, origin).toBe(400);
    }
  });

  it('the bootstrap client allows PUBLIC_URL and, in development, any localhost port', async () => {
    const site = await provisionSite(app.db, {
      name: 'Boot',
      publicUrl: 'https://events.example.org/',
      loopbackOrigins: true,
    });
    const row = await app.db
      .selectFrom('oauth_clients')
      .select('allowed_origins')
      .where('id', '=', site.clientId)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(row.allowed_origins)).toEqual(['https://events.example.org', 'http://localhost:*']);
  });

  it('throttles the token endpoint per address (429 in the error envelope)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const response = await app.request({
        method: 'POST',
        url: '/oauth2/token',
        payload: { clientId: app.site.clientId, grantType: 'anonymous' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(response.json().details.applicationError.code).toBe('TOO_MANY_REQUESTS');
    }
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(5);
    expect(statuses).toContain(429);
  });

  it('purges expired codes, sessions and refresh tokens', async () => {
    const past = '2000-01-01T00:00:00.000Z';
    await app.db.updateTable('refresh_tokens').set({ expires_date: past }).execute();
    await app.db.updateTable('refresh_token_families').set({ expires_date: past }).execute();
    expect(await purgeExpired(app.db)).toBeGreaterThan(0);
    const left = await app.db.selectFrom('refresh_tokens').select('id').execute();
    expect(left).toEqual([]);
  });
});
