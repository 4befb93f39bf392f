import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewSite } from '../../server/src/modules/sites/sites.service.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';

// The owner dashboard in Debian's Chromium, against a real server with the demo data.
describe.skipIf(!hasChromium)('owner dashboard in a browser', () => {
  let running: SiteInBrowser;
  let browser: Browser;
  let origin: string;
  let site: NewSite;

  beforeAll(async () => {
    running = await startSiteInBrowser('Dashboard test site');
    ({ browser, origin, site } = running);
  }, 120_000);

  afterAll(() => running?.close());

  /**
   * A fresh tab (so a fresh sessionStorage) signed in as the site's owner. The browser's zone is not
   * the one the events are entered in, so the form must convert wall-clock times itself.
   */
  async function signedInPage(): Promise<Page> {
    const page = await browser.newPage({ locale: 'en-US', timezoneId: 'America/New_York' });
    await page.goto(`${origin}/dashboard`);
    await page.getByRole('tab', { name: 'API key' }).click();
    await page.getByLabel('API key').and(page.locator('input')).fill(site.apiKey);
    await page.getByLabel('Site id').fill(site.siteId);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor({ timeout: 15_000 });
    return page;
  }

  const rowOf = (page: Page, title: string) => page.getByRole('row', { name: new RegExp(title) });

  async function statusCount(page: Page, label: string): Promise<number> {
    // innerText applies CSS text-transform (the labels are shown in capitals); a missing count throws,
    // so a poll cannot pass on NaN === NaN.
    const text = await page.getByRole('region', { name: 'Events by status' }).innerText();
    const count = new RegExp(`${label}\\s+(\\d+)`, 'i').exec(text)?.[1];
    if (count === undefined) throw new Error(`no ${label} count in ${JSON.stringify(text)}`);
    return Number(count);
  }

  it('rejects a wrong API key with the server message', async () => {
    const page = await browser.newPage();
    await page.goto(origin);
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('tab', { name: 'API key' }).click();
    await page.getByLabel('API key').and(page.locator('input')).fill('not-a-real-key');
    await page.getByLabel('Site id').fill(site.siteId);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.innerText()).toContain('API key is invalid');
    await page.close();
  });

  it('creates a draft, publishes it and finds it on the visitor site', async () => {
    const page = await signedInPage();
    await page.getByRole('row', { name: /Berlin Jazz Night/ }).waitFor();
    const drafts = await statusCount(page, 'Draft');

    await page.getByRole('button', { name: 'New event' }).click();
    await page.getByLabel('Title').fill('Browser Test Meetup');
    await page.getByLabel('Starts').fill('2030-05-01T18:00');
    await page.getByLabel('Ends').fill('2030-05-01T20:00');
    await page.getByLabel('Time zone').fill('Europe/Berlin');
    await page.getByLabel('Location type').selectOption('VENUE');
    await page.getByLabel('Location name').fill('Test Hall');
    await page.getByLabel('Registration').selectOption('RSVP');
    await page.getByLabel('Save as draft').check();
    await page.getByRole('button', { name: 'Create event' }).click();

    const row = rowOf(page, 'Browser Test Meetup');
    await row.getByText('Draft').waitFor({ timeout: 10_000 });
    expect(await row.innerText()).toContain('May 1, 2030, 6:00 PM'); // shown in Europe/Berlin
    expect(await row.innerText()).toContain('RSVP');
    expect(await row.getByRole('link').count()).toBe(0); // drafts have no visitor page
    await expect.poll(() => statusCount(page, 'Draft')).toBe(drafts + 1);

    // Each row's buttons name their event, so a screen reader's list of buttons tells them apart.
    await page.getByRole('button', { name: 'Publish Browser Test Meetup', exact: true }).click();
    await row.getByText('Upcoming').waitFor({ timeout: 10_000 });
    await expect.poll(() => statusCount(page, 'Draft')).toBe(drafts);
    await page.screenshot({ path: path.join(running.dist, 'dashboard.png'), fullPage: true });

    await page.goto(origin);
    await page.getByRole('link', { name: /Browser Test Meetup/ }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Test Hall').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('shows the server violation next to the end field', async () => {
    const page = await signedInPage();
    await page.getByRole('button', { name: 'New event' }).click();
    await page.getByLabel('Title').fill('Backwards Event');
    await page.getByLabel('Starts').fill('2030-06-01T20:00');
    await page.getByLabel('Ends').fill('2030-06-01T18:00');
    await page.getByLabel('Location name').fill('Somewhere');
    await page.getByRole('button', { name: 'Create event' }).click();

    const end = page.getByLabel('Ends');
    await expect.poll(() => end.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
    const description = await end.evaluate(
      (input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(description).toContain('must be after startDate');
    // Valid fields carry no aria-invalid="true" (Mantine leaves the attribute out).
    expect(await page.getByLabel('Title').getAttribute('aria-invalid')).not.toBe('true');
    expect(await rowOf(page, 'Backwards Event').count()).toBe(0);
    await page.close();
  });

  it('cancels an upcoming event, deletes a draft after confirming and signs out', async () => {
    const page = await signedInPage();
    const summit = rowOf(page, 'Open Source Summit Lisbon');
    await summit.getByText('Upcoming').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Cancel Open Source Summit Lisbon', exact: true }).click();
    await summit.getByText('Canceled').waitFor({ timeout: 10_000 });
    expect(await summit.getByRole('button', { name: /^Cancel / }).count()).toBe(0);

    const gala = rowOf(page, 'Winter Gala');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Delete Winter Gala (planning)', exact: true }).click();
    await gala.waitFor({ state: 'detached', timeout: 10_000 });

    // The session survives a reload of the tab and ends with "Sign out".
    await page.reload();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => window.sessionStorage.getItem('tessera.owner'))).toBeNull();
    await page.close();
  });
});
