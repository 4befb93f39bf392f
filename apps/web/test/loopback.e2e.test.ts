import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { newAuditablePage } from './support/kept-tabs.ts';
import { OWNER, hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';

// The site opened at 127.0.0.1 while its OAuth client lists localhost (what a server with
// PUBLIC_URL=http://localhost:<port> stores), and the dashboard's OAuth clients page, in Debian's
// Chromium against a real server.
describe.skipIf(!hasChromium)('loopback origins and OAuth clients in a browser', () => {
  let running: SiteInBrowser;
  let browser: Browser;
  let origin: string;
  const email = `loop-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct horse battery';

  beforeAll(async () => {
    running = await startSiteInBrowser('Loopback test site');
    ({ browser, origin } = running);
    const port = new URL(origin).port;
    await running.app.server.inject({
      method: 'PATCH',
      url: `/_api/tessera/v1/oauth-clients/${running.site.clientId}`,
      headers: { authorization: running.site.apiKey, 'wix-site-id': running.site.siteId },
      payload: { client: { allowedRedirectOrigins: [`http://localhost:${port}`] } },
    });
    const token = await running.app.server.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { clientId: running.site.clientId, grantType: 'anonymous' },
    });
    const registered = await running.app.server.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/register',
      headers: { authorization: token.json().access_token },
      payload: { loginId: { email }, password },
    });
    expect(registered.statusCode, registered.body).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await running?.close();
  });

  it('the site opened at 127.0.0.1 logs a member in', { timeout: 60_000 }, async () => {
    expect(new URL(origin).hostname).toBe('127.0.0.1');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${origin}/account`, { timeout: 15_000 });
    await page.getByText(email).waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('the dashboard page adds an origin, at phone width', { timeout: 60_000 }, async () => {
    const page = await newAuditablePage(browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${origin}/dashboard/oauth-clients`);
    await page.getByRole('textbox', { name: /^Email/ }).fill(OWNER.email);
    await page.getByLabel(/^Password/).fill(OWNER.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'OAuth clients' }).waitFor({ timeout: 15_000 });
    const field = page.getByRole('textbox', { name: 'Add an origin to Public site client' });
    await field.waitFor({ timeout: 15_000 });

    // Checked in the page first: a path is not an origin.
    await field.fill('http://127.0.0.1:5173/app');
    await page.getByRole('button', { name: 'Add' }).first().click();
    await page.getByText('is not an origin').first().waitFor();

    await field.fill('http://127.0.0.1:5173');
    await page.getByRole('button', { name: 'Add' }).first().click();
    await page.getByText('http://127.0.0.1:5173 is now allowed for Public site client.').waitFor();
    await page.getByRole('button', { name: 'Remove http://127.0.0.1:5173' }).waitFor();

    const listed = await running.app.server.inject({
      method: 'GET',
      url: '/_api/tessera/v1/oauth-clients',
      headers: { authorization: running.site.apiKey, 'wix-site-id': running.site.siteId },
    });
    expect(listed.json().clients[0].allowedRedirectOrigins).toContain('http://127.0.0.1:5173');
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    // Deleting asks first; going back deletes nothing.
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Go back' }).click();
    await page.getByRole('heading', { level: 2, name: 'Public site client' }).waitFor();
    await page.close();
  });
});
