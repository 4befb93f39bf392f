import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as oauthEndpoints from '@tessera/contracts/routes/oauth.endpoints';
import { appRoutes } from '../support/app-routes.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** `/events/v3/events/:eventId` as OpenAPI writes it: `/events/v3/events/{eventId}`. */
const openApiPath = (path: string) => path.replace(/:([^/]+)/g, '{$1}');

describe('API docs', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('serves the Swagger UI page and its scripts', async () => {
    const page = await app.request({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
    for (const file of ['swagger-ui-bundle.js', 'swagger-initializer.js']) {
      const asset = await app.request({ method: 'GET', url: `/docs/static/${file}` });
      expect(asset.statusCode, file).toBe(200);
      expect(asset.body.length, file).toBeGreaterThan(100);
    }
  });

  it('lists every route of the API in /docs/json, and nothing that is not served', async () => {
    const response = await app.request({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    // Every declared call the server registers (a call may be declared before it is served).
    const expected = [...appRoutes, ...Object.values(oauthEndpoints)]
      .flatMap((r) => [
        [r.method, r.path],
        ...('postFallback' in r && r.postFallback ? [['POST', r.path]] : []),
      ])
      .filter(([method, url]) => app.server.hasRoute({ method: method as 'GET', url }));
    expect(expected.length).toBeGreaterThan(10);
    for (const [method, path] of expected) {
      expect(paths[openApiPath(path)], `${method} ${path}`).toHaveProperty(method.toLowerCase());
    }
    for (const [path, operations] of Object.entries(paths)) {
      const url = path.replace(/\{([^}]+)\}/g, ':$1');
      for (const method of Object.keys(operations)) {
        const served = app.server.hasRoute({ method: method.toUpperCase() as 'GET', url });
        expect(served, `${method} ${path}`).toBe(true);
      }
    }
  });
});
