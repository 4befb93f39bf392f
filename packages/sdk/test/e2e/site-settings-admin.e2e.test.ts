import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../apps/server/test/support/test-app.ts';
import { ApiKeyStrategy, ValidationError, createClient } from '../../src/index.ts';
import { siteSettingsAdmin } from '../../src/modules/site-settings-admin.ts';

// `@tessera/sdk/site-settings-admin` against a real server: the site's name and logo.
describe('@tessera/sdk/site-settings-admin against a Tessera server', () => {
  let app: TestApp;
  let baseUrl: string;
  const owner = () =>
    createClient({
      baseUrl,
      auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }),
      modules: { siteSettingsAdmin },
    });

  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('reads and changes the name and the logo', async () => {
    const { siteSettingsAdmin: admin } = owner();
    expect(await admin.getSiteSettings()).toEqual({ name: 'Test site', logoUrl: '' });
    expect(await admin.updateSiteSettings({ logoUrl: 'https://cdn.example/logo.png' })).toEqual({
      name: 'Test site',
      logoUrl: 'https://cdn.example/logo.png',
    });
    expect((await admin.updateSiteSettings({ name: 'Renamed' })).name).toBe('Renamed');
  });

  it('a logo that is not https nor a path of the site is a field violation', async () => {
    const { siteSettingsAdmin: admin } = owner();
    const error = await admin
      .updateSiteSettings({ logoUrl: 'http://cdn.example/logo.png' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations.map((v) => v.field)).toEqual(['settings.logoUrl']);
  });
});
