import { sitesRoutes } from '@tessera/contracts/routes/sites.routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testClient, type TestClient } from '../support/test-client.ts';

const { getSiteSettings, updateSiteSettings } = sitesRoutes;

// Issue 12 item 15: the site's name and logo come from its settings (owner route), and the site's
// configuration (the web app's header, titles and captcha) carries them.
describe('site settings', () => {
  let app: TestApp;
  let client: TestClient;
  beforeAll(async () => {
    app = await createTestApp();
    client = testClient(app);
  });
  afterAll(() => app.close());

  // Typed calls answer the route's response type; `send` keeps the raw answer for refusals.
  const settingsOf = async (as = app.ownerHeaders()) => (await client.call(getSiteSettings, { as })).settings;
  const change = async (settings: { name?: string; logoUrl?: string }, as = app.ownerHeaders()) =>
    (await client.call(updateSiteSettings, { input: { settings }, as })).settings;
  // Hostile values are outside the input's type: sent as they are.
  const patch = (settings: unknown, headers = app.ownerHeaders()) =>
    app.request({ method: 'PATCH', url: updateSiteSettings.path, headers, payload: { settings } });

  it("starts with the site's name and no logo", async () => {
    const fresh = await app.createSite('Fresh site');
    expect(await settingsOf(app.ownerHeaders(fresh))).toEqual({ name: 'Fresh site', logoUrl: '' });
  });

  it('changes the name and the logo, each on its own, and the site configuration shows them', async () => {
    expect(await change({ name: '  Lisbon Jazz Club ' })).toEqual({ name: 'Lisbon Jazz Club', logoUrl: '' });
    expect(await change({ logoUrl: 'https://cdn.example/logo.png' })).toEqual({
      name: 'Lisbon Jazz Club',
      logoUrl: 'https://cdn.example/logo.png',
    });
    expect((await settingsOf()).logoUrl).toBe('https://cdn.example/logo.png');
    const config = (await app.request({ method: 'GET', url: '/api/site-config' })).json();
    expect(config).toMatchObject({ name: 'Lisbon Jazz Club', logoUrl: 'https://cdn.example/logo.png' });
    expect((await change({ logoUrl: '/brand/logo.svg' })).logoUrl).toBe('/brand/logo.svg');
    expect((await change({ logoUrl: '' })).logoUrl).toBe('');
  });

  it('tells the web app when the site requires a captcha', async () => {
    const config = async () => (await app.request({ method: 'GET', url: '/api/site-config' })).json();
    expect((await config()).captchaRequired).toBe(false);
    const on = await app.request({
      method: 'PATCH',
      url: '/_api/tessera/v1/identity-settings',
      headers: app.ownerHeaders(),
      payload: { settings: { requireCaptcha: true } },
    });
    expect(on.statusCode).toBe(200);
    expect((await config()).captchaRequired).toBe(true);
  });

  it.each([
    [{ logoUrl: 'javascript:alert(1)' }, 'settings.logoUrl'],
    [{ logoUrl: 'http://cdn.example/logo.png' }, 'settings.logoUrl'],
    [{ logoUrl: '//evil.example/logo.png' }, 'settings.logoUrl'],
    [{ logoUrl: '/\\evil.example/logo.png' }, 'settings.logoUrl'],
    [{ logoUrl: ' https://cdn.example/logo.png' }, 'settings.logoUrl'],
    [{ logoUrl: 'https://cdn.example/a b.png' }, 'settings.logoUrl'],
    [{ logoUrl: 'https://[/logo.png' }, 'settings.logoUrl'],
    [{ logoUrl: 'https:///logo.png' }, 'settings.logoUrl'],
    [{ logoUrl: 'data:image/svg+xml,<svg/>' }, 'settings.logoUrl'],
    [{ logoUrl: `https://cdn.example/${'a'.repeat(2000)}` }, 'settings.logoUrl'],
    [{ logoUrl: 42 }, 'settings.logoUrl'],
    [{ name: '' }, 'settings.name'],
    [{ name: '   ' }, 'settings.name'],
    [{ name: 'Two\nlines' }, 'settings.name'],
    [{ name: 'x'.repeat(81) }, 'settings.name'],
    [{ name: null }, 'settings.name'],
    [{ name: 'Tab\there' }, 'settings.name'],
    [{ logoUrl: 'https:\\\\evil.example/logo.png' }, 'settings.logoUrl'],
    [{ logoUrl: '/logo.png\n' }, 'settings.logoUrl'],
  ])('refuses %j with a field violation, changing nothing', async (settings, field) => {
    const before = await settingsOf();
    const response = await patch({ name: 'Changed', ...settings });
    expect(response.statusCode, response.body).toBe(400);
    const violations = response.json().details.validationError.fieldViolations as {
      field: string;
      description: string;
    }[];
    expect(violations.map((v) => v.field).join(' ')).toContain(field);
    // Said in words, never as a schema pattern.
    for (const v of violations) expect(v.description).not.toMatch(/pattern|\^/);
    expect(await settingsOf()).toEqual(before);
  });

  it('is for the owner only: no credentials 401, a visitor or member 403', async () => {
    const visitor = await app.visitorHeaders();
    for (const as of [{ 'wix-site-id': app.site.siteId }, visitor]) {
      const expected = 'authorization' in as ? 403 : 401;
      expect((await client.send(getSiteSettings, { as })).statusCode).toBe(expected);
      const input = { settings: { name: 'Taken over' } };
      expect((await client.send(updateSiteSettings, { input, as })).statusCode).toBe(expected);
    }
    expect((await settingsOf()).name).not.toBe('Taken over');
  });

  it("another site's owner reads and changes only their own site", async () => {
    const other = await app.createSite('Other site');
    const mine = await settingsOf();
    expect((await change({ name: 'Other, renamed' }, app.ownerHeaders(other))).name).toBe('Other, renamed');
    expect(await settingsOf()).toEqual(mine);
  });
});
