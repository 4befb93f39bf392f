import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { newAuditablePage } from './support/kept-tabs.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';
import { signedInOwner } from './support/owner-in-browser.ts';

// The owner names the site and sets its logo on the dashboard (issue 12 item 15); the visitor's
// pages show them from their next load.
describe.skipIf(!hasChromium)('site settings on the dashboard', () => {
  let running: SiteInBrowser;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    running = await startSiteInBrowser('Settings test site');
    ({ browser, origin } = running);
  }, 120_000);

  afterAll(() => running?.close());

  async function ownerPage(viewport: { width: number; height: number }): Promise<Page> {
    const page = await newAuditablePage(browser, signedInOwner(running, { viewport }));
    await page.goto(`${origin}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor({ timeout: 15_000 });
    return page;
  }

  it('renames the site and sets its logo; a bad logo address is explained before saving', async () => {
    const page = await ownerPage({ width: 1280, height: 900 });
    await page.goto(`${origin}/dashboard/site`);
    const name = page.getByRole('textbox', { name: /^Site name/ });
    await name.waitFor({ timeout: 15_000 });
    expect(await name.inputValue()).toBe('Settings test site');
    expect(await seriousViolations(page)).toEqual([]);

    const requests: string[] = [];
    page.on('request', (r) => r.method() === 'PATCH' && requests.push(r.url()));
    await page.getByRole('textbox', { name: /^Logo address/ }).fill('javascript:alert(1)');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Use an https:// address, or a path on this site such as /logo.png.').waitFor();
    expect(requests).toEqual([]);

    await name.fill('Porto Makers');
    await page.getByRole('textbox', { name: /^Logo address/ }).fill('/favicon.svg');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Site settings saved/).waitFor({ timeout: 10_000 });
    expect(requests).toHaveLength(1);

    const visitor = await newAuditablePage(browser, { viewport: { width: 390, height: 844 } });
    await visitor.goto(origin);
    const brand = visitor.getByRole('banner').getByRole('link', { name: 'Porto Makers' });
    await brand.waitFor({ timeout: 15_000 });
    expect(await brand.locator('img').getAttribute('src')).toBe('/favicon.svg');
    expect(await visitor.title()).toBe('Porto Makers');
    await visitor.context().close();
    await page.context().close();
  });

  it('has no serious accessibility problem at phone width', async () => {
    const page = await ownerPage({ width: 390, height: 844 });
    await page.goto(`${origin}/dashboard/site`);
    await page.getByRole('textbox', { name: /^Site name/ }).waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
