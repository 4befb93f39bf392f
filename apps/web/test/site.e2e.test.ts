import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';
import { screenshot } from './support/screenshots.ts';

// The visitor site in Debian's Chromium, served by a real server with the demo data.
describe.skipIf(!hasChromium)('visitor site in a browser', () => {
  let running: SiteInBrowser;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    running = await startSiteInBrowser('Browser test site');
    ({ browser, origin } = running);
  }, 120_000);

  afterAll(() => running?.close());

  it('lists published events and opens one by its slug', async () => {
    const page = await browser.newPage();
    await page.goto(origin);
    await page.getByText('Berlin Jazz Night').first().waitFor({ timeout: 15_000 });
    const text = await page.locator('body').innerText();
    expect(text).not.toContain('Winter Gala (planning)'); // a draft
    await page.getByText('Berlin Jazz Night').first().click();
    await page.waitForURL(/\/events\/berlin-jazz-night$/);
    await page.getByText('Kulturbrauerei').first().waitFor({ timeout: 10_000 });
    await screenshot(page, 'event-page.png', { fullPage: false });
  });

  it('serves the event page on a direct visit and a 404 envelope for unknown API paths', async () => {
    const page = await browser.newPage();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (!pathname.startsWith('/assets/') && pathname !== '/events/intro-to-pottery-workshop')
        apiCalls.push(pathname);
    });
    await page.goto(`${origin}/events/intro-to-pottery-workshop`);
    await page.getByText('Intro to Pottery Workshop').first().waitFor({ timeout: 15_000 });
    // The tab's icon (index.html's /favicon.svg) is not a call.
    const calls = () => apiCalls.filter((p) => p !== '/favicon.ico' && p !== '/favicon.svg');
    await page.waitForLoadState('networkidle');
    // The page came with the site configuration and the event (no site-config or event call): only
    // the RSVP form asks for something, a visitor token and the event's form.
    expect(calls()).toEqual(['/oauth2/token', expect.stringMatching(/^\/events\/v1\/events\/[\w-]+\/form$/)]);
    const api = await fetch(`${origin}/events/v3/nope`);
    expect(api.status).toBe(404);
    expect((await api.json()).details.applicationError.code).toBe('NOT_FOUND');
  });
});
