import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const clients = '/_api/tessera/v1/oauth-clients';

// The owner changes a client's allowed origins (the dashboard's OAuth clients page).
describe('PATCH /_api/tessera/v1/oauth-clients/{clientId}', () => {
  let app: TestApp;
  let clientId: string;
  beforeAll(async () => {
    app = await createTestApp();
    const created = await app.request({
      method: 'POST',
      url: clients,
      headers: app.ownerHeaders(),
      payload: { client: { name: 'Shop', allowedRedirectOrigins: ['https://shop.example'] } },
    });
    clientId = created.json().client.id;
  });
  afterAll(() => app.close());

  const patch = (id: string, client: Record<string, unknown>, headers = app.ownerHeaders()) =>
    app.request({ method: 'PATCH', url: `${clients}/${id}`, headers, payload: { client } });
  const stored = async (id: string) =>
    (await app.request({ method: 'GET', url: clients, headers: app.ownerHeaders() }))
      .json()
      .clients.find((c: { id: string }) => c.id === id);
  const corsFor = async (origin: string) =>
    app.request({
      method: 'POST',
      url: '/events/v3/events/query',
      headers: { ...(await app.visitorHeaders()), origin },
      payload: {},
    });

  it('replaces the origins in one spelling; CORS follows at once', async () => {
    expect((await corsFor('http://127.0.0.1:5173')).statusCode).toBe(403);
    const response = await patch(clientId, {
      allowedRedirectOrigins: ['https://shop.example', 'http://LocalHost:5173', 'https://shop.example:443'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().client).toMatchObject({
      id: clientId,
      name: 'Shop',
      allowedRedirectOrigins: ['https://shop.example', 'http://localhost:5173'],
    });
    const allowed = await corsFor('http://127.0.0.1:5173');
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:5173');

    await patch(clientId, { allowedRedirectOrigins: ['https://shop.example'] });
    expect((await corsFor('http://127.0.0.1:5173')).statusCode).toBe(403);
  });

  it('renames without touching the origins; an empty patch answers the client', async () => {
    expect((await patch(clientId, { name: 'Shop front' })).json().client).toMatchObject({
      name: 'Shop front',
      allowedRedirectOrigins: ['https://shop.example'],
    });
    expect((await patch(clientId, {})).json().client.name).toBe('Shop front');
  });

  it('refuses what is not an origin with a field violation, and writes nothing', async () => {
    for (const [origins, field] of [
      [['https://ok.example', 'http://localhost:99999'], 'client.allowedRedirectOrigins.1'],
      [['http://localhost:0'], 'client.allowedRedirectOrigins.0'],
      [['https://shop.example/path'], 'client.allowedRedirectOrigins.0'],
      [['javascript:alert(1)'], 'client.allowedRedirectOrigins.0'],
    ] as const) {
      const response = await patch(clientId, { name: 'Renamed anyway', allowedRedirectOrigins: origins });
      expect(response.statusCode, response.body).toBe(400);
      const fields = response
        .json()
        .details.validationError.fieldViolations.map((v: { field: string }) => v.field);
      expect(fields, String(origins)).toEqual([field]);
    }
    expect(await stored(clientId)).toMatchObject({
      name: 'Shop front',
      allowedRedirectOrigins: ['https://shop.example'],
    });
  });

  it("404 for an unknown client and for another site's client, which stays unchanged", async () => {
    expect((await patch('no-such-client', { name: 'X' })).statusCode).toBe(404);
    const other = await app.createSite('Other');
    const response = await patch(other.clientId, { allowedRedirectOrigins: ['https://evil.example'] });
    expect(response.statusCode).toBe(404);
    const row = await app.db
      .selectFrom('oauth_clients')
      .select('allowed_origins')
      .where('id', '=', other.clientId)
      .executeTakeFirstOrThrow();
    expect(row.allowed_origins).toBe('[]');
  });

  it('only the owner: 401 without credentials, 403 for a visitor', async () => {
    expect((await patch(clientId, { name: 'X' }, {})).statusCode).toBe(401);
    const visitor = { ...(await app.visitorHeaders()), 'wix-site-id': app.site.siteId };
    expect((await patch(clientId, { name: 'X' }, visitor)).statusCode).toBe(403);
    expect((await stored(clientId)).name).toBe('Shop front');
  });
});
