import { describe, expect, it } from 'vitest';
import { listeningSite } from '../support/listening-site.ts';
import { ValidationError } from '../../src/index.ts';
import { siteSettingsAdmin } from '../../src/modules/site-settings-admin.ts';

// `@tessera/sdk/site-settings-admin` against a real server: the site's name and logo.
describe('@tessera/sdk/site-settings-admin against a Tessera server', () => {
  const site = listeningSite();
  const owner = () => site.owner({ siteSettingsAdmin });

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
