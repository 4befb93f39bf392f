import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// A headless site on a loopback name, a refused origin, and the server's own web app opened under
// another host name: what CORS answers each of them.
describe('CORS: loopback names, refused origins, the own web app', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    await app.db
      .updateTable('oauth_clients')
      .set({ allowed_origins: JSON.stringify(['https://shop.example', 'http://localhost:*']) })
      .where('id', '=', app.site.clientId)
      .execute();
  });
  afterAll(() => app.close());

  const query = async (headers: Record<string, string>) =>
    app.request({ method: 'POST', url: '/events/v3/events/query', headers, payload: {} });

  it('a site served from 127.0.0.1 or [::1] gets CORS headers on calls carrying a token', async () => {
    const visitor = await app.visitorHeaders();
    for (const origin of ['http://127.0.0.1:5173', 'http://[::1]:5173', 'http://localhost:5173']) {
      const response = await query({ ...visitor, origin });
      expect(response.statusCode, origin).toBe(200);
      expect(response.headers['access-control-allow-origin'], origin).toBe(origin);
    }
  });

  it("a refused origin's call does not run, and its page can read why in plain words", async () => {
    const origin = 'https://evil.example';
    const response = await app.request({
      method: 'POST',
      url: '/events/v3/events',
      headers: { ...app.ownerHeaders(), origin },
      payload: { event: { title: 'Planted' } },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.json().message).toBe(
      "https://evil.example is not an allowed origin of this site's OAuth client; add it in Dashboard → OAuth clients",
    );
    expect(response.json().details.applicationError.code).toBe('ORIGIN_NOT_ALLOWED');
    const events = await app.db
      .selectFrom('events')
      .select('id')
      .where('site_id', '=', app.site.siteId)
      .execute();
    expect(events).toEqual([]);
  });

  it("the server's own web app works under whatever host name it was opened", async () => {
    // Same origin: the page at http://192.168.1.20:3000 calls the server it came from.
    const response = await query({
      ...(await app.visitorHeaders()),
      host: '192.168.1.20:3000',
      origin: 'http://192.168.1.20:3000',
    });
    expect(response.statusCode).toBe(200);
  });

  it("a Host header opens nothing for another origin's pages", async () => {
    const response = await query({
      ...(await app.visitorHeaders()),
      host: '192.168.1.20:3000',
      origin: 'http://192.168.1.21:3000',
    });
    expect(response.statusCode).toBe(403);
  });
});
