import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const SITE_ORIGIN = 'https://shop.example';

describe('CORS: a browser site on another origin', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    // The site's OAuth client lists the site's origin: CORS follows the clients' allowed origins.
    await app.db
      .updateTable('oauth_clients')
      .set({ allowed_origins: JSON.stringify([SITE_ORIGIN]) })
      .where('id', '=', app.site.clientId)
      .execute();
  });
  afterAll(() => app.close());

  it('gets a preflight that allows the API headers and drops others', async () => {
    const response = await app.server.inject({
      method: 'OPTIONS',
      url: '/events/v3/events/query',
      headers: {
        origin: SITE_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'Authorization, Content-Type, wix-site-id, x-wix-client-artifact-id, x-evil',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    const allowed = String(response.headers['access-control-allow-headers']).split(/,\s*/);
    expect(allowed).toEqual(['authorization', 'content-type', 'wix-site-id', 'x-wix-client-artifact-id']);
    expect(String(response.headers['access-control-allow-methods'])).toMatch(/POST/);
    expect(String(response.headers['access-control-allow-methods'])).toMatch(/PATCH/);
  });

  it('can call the API with a token in Authorization and read the request id', async () => {
    const visitor = await app.visitorHeaders();
    const response = await app.request({
      method: 'POST',
      url: '/events/v3/events/query',
      headers: { ...visitor, origin: SITE_ORIGIN },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(String(response.headers['access-control-expose-headers'])).toContain('x-wix-request-id');
    expect(String(response.headers.vary)).toMatch(/origin/i);
  });

  it('sees error answers too (a browser could not read them otherwise)', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/events/v3/events/query',
      headers: { authorization: 'not-a-valid-key', origin: SITE_ORIGIN },
      payload: {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
  });

  it('only the configured origins when CORS_ORIGINS narrows them', async () => {
    const narrow = await createTestApp({
      app: { hygiene: { cors: { origins: ['https://allowed.example'] } } },
    });
    try {
      const ask = (origin: string) =>
        narrow.server.inject({
          method: 'OPTIONS',
          url: '/events/v3/events/query',
          headers: { origin, 'access-control-request-method': 'POST' },
        });
      expect((await ask('https://allowed.example')).headers['access-control-allow-origin']).toBe(
        'https://allowed.example',
      );
      expect((await ask(SITE_ORIGIN)).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await narrow.close();
    }
  });
});
