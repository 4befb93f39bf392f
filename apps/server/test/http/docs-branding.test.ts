import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 12 item 16: /docs was stock Swagger UI (its logo, its title) promising "ticketing and store".
describe('API docs: Tessera, and what exists', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('is titled "Tessera API" with Tessera\'s icon, not Swagger\'s', async () => {
    const page = await app.request({ method: 'GET', url: '/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<title>\s*Tessera API\s*<\/title>/);
    expect(page.body).not.toMatch(/favicon-(16|32)x(16|32)\.png/);
    const icon = await app.request({ method: 'GET', url: '/docs/static/theme/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/image\/svg\+xml/);
  });

  it("replaces the framework's logo in the top bar with Tessera's", async () => {
    const script = await app.request({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    const logo = /img\.src = 'data:image\/svg\+xml;base64,([^']+)'/.exec(script.body);
    expect(logo, 'a logo of our own').not.toBeNull();
    const svg = Buffer.from(logo![1], 'base64').toString('utf8');
    expect(svg).toContain('Tessera API');
    expect(svg.toLowerCase()).not.toContain('swagger');
  });

  it('describes the API that exists: events, identity, members, OAuth; no ticketing or store', async () => {
    const { info } = (await app.request({ method: 'GET', url: '/docs/json' })).json();
    expect(info.title).toBe('Tessera API');
    for (const part of ['Events', 'Identity', 'Members', 'OAuth']) expect(info.description).toContain(part);
    expect(info.description).not.toMatch(/ticketing and store|store platform/i);
  });

  it('serves an icon for every page: /favicon.ico leads to /favicon.svg', async () => {
    const ico = await app.request({ method: 'GET', url: '/favicon.ico' });
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
    const svg = await app.request({ method: 'GET', url: '/favicon.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(svg.body).toContain('<svg');
  });
});
