import crypto from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';

// The site opened under a second host name (as at a LAN address or a second domain) while
// PUBLIC_URL is http://127.0.0.1:<port>: Chromium maps the name to this machine, so the server
// sees `Host: tessera-lan.test:<port>`, which no client lists.
const LAN_NAME = 'tessera-lan.test';

describe.skipIf(!hasChromium)('the site under a second host name in a browser', () => {
  let running: SiteInBrowser;
  let browser: Browser;
  let lanOrigin: string;
  const email = `lan-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct horse battery';

  beforeAll(async () => {
    // The site's own browser, told that the second host name is this machine.
    running = await startSiteInBrowser('Second host test site', {
      browserArgs: [`--host-resolver-rules=MAP ${LAN_NAME} 127.0.0.1`],
    });
    browser = running.browser;
    lanOrigin = `http://${LAN_NAME}:${new URL(running.origin).port}`;
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

  it('logs a member in and out without leaving the second host name', { timeout: 60_000 }, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    await page.goto(`${lanOrigin}/login`);
    // Like a LAN address over http: not a secure context, and still a working login.
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${lanOrigin}/account`, { timeout: 15_000 }).catch((error: Error) => {
      throw new Error(`${error.message}\nconsole: ${errors.join('\n')}`);
    });
    await page.getByText(email).waitFor({ timeout: 15_000 });

    // Logging out comes back to this host's home page (a logout session bound to it).
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: email.split('@')[0] }).click();
    await header.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${lanOrigin}/`, { timeout: 15_000 });
    await page.getByRole('status').filter({ hasText: 'You are logged out.' }).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
