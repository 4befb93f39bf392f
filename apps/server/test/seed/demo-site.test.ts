import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITE_SETTINGS, seedDemoSiteSettings } from '../../src/seed/demo-site.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('demo site settings', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("names the demo site and gives it Tessera's mark as its logo, shown in the site configuration", async () => {
    await seedDemoSiteSettings(app, app.site);
    const config = (await app.request({ method: 'GET', url: '/api/site-config' })).json();
    expect(config).toMatchObject(DEMO_SITE_SETTINGS);
    const logo = await app.request({ method: 'GET', url: DEMO_SITE_SETTINGS.logoUrl });
    expect(logo.statusCode).toBe(200);
  });
});
