import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../../src/platform/api-paths.ts';
import { appRoutes } from '../support/app-routes.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('unknown paths with the site built', () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-not-found-'));
    fs.writeFileSync(path.join(dist, 'index.html'), HTML);
    app = await createTestApp({ app: { webDist: dist } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, accept?: string) =>
    app.server.inject({ method: 'GET', url, headers: accept ? { accept } : {} });

  const expectEnvelope = (response: Awaited<ReturnType<typeof get>>) => {
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json().details.applicationError.code).toBe('NOT_FOUND');
  };

  it('API paths not served yet get the 404 envelope, even from a browser', async () => {
    for (const url of [
      '/stores/v3/customizations/query',
      '/ecom/v1/draft-orders/abc',
      '/ecom/subscription-contracts/v1/subscription-contracts/query?x=1',
    ]) {
      expectEnvelope(await get(url, BROWSER));
      expectEnvelope(await get(url, 'application/json'));
      expectEnvelope(await get(url));
    }
  });

  it('JSON clients get the 404 envelope for any unknown path', async () => {
    expectEnvelope(await get('/some/page', 'application/json'));
    expectEnvelope(await get('/events/some-event', '*/*'));
  });

  it('page navigations still get the site', async () => {
    for (const url of ['/events/some-event', '/dashboard/events', '/']) {
      const response = await get(url, BROWSER);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      // With the page's bootstrap data written in (test/http/site-pages.test.ts).
      expect(response.body.replace(/<script type="application\/json"[^]*?<\/script>/, ''), url).toBe(HTML);
    }
  });

  it('tells API paths from page paths by the spec’s path prefixes', () => {
    // Derived from the route table: every route the server serves is an API path.
    for (const route of appRoutes) expect(isApiPath(route.path.replace(/:\w+/g, 'x')), route.path).toBe(true);
    expect(isApiPath('/ecom/v1/carts/current')).toBe(true);
    expect(isApiPath('/v1/bulk/anything')).toBe(true);
    expect(isApiPath('/_api/iam/x')).toBe(true);
    expect(isApiPath('/events/spring-hackathon')).toBe(false);
    expect(isApiPath('/dashboard')).toBe(false);
    expect(isApiPath('/v1')).toBe(false);
  });
});
