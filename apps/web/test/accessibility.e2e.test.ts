import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { newAuditablePage } from './support/kept-tabs.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';

// axe-core on every page a visitor or an owner sees, in Debian's Chromium against a real server.
describe.skipIf(!hasChromium)('accessibility in a browser', () => {
  let running: SiteInBrowser;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    running = await startSiteInBrowser('Accessibility test site');
    ({ browser, origin } = running);
  }, 120_000);

  afterAll(() => running?.close());

  async function signIn(page: Page): Promise<void> {
    await page.getByRole('tab', { name: 'API key' }).click();
    await page.getByLabel('API key').and(page.locator('input')).fill(running.site.apiKey);
    await page.getByLabel('Site id').fill(running.site.siteId);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor({ timeout: 15_000 });
  }

  it('reports what axe-core finds on a page driven by playwright-core', async () => {
    const page = await newAuditablePage(browser);
    await page.goto(origin);
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor({ timeout: 15_000 });
    // A button without a name: the check must see it, or its empty answers below mean nothing.
    await page.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
    expect(await seriousViolations(page)).toEqual([
      expect.stringMatching(/^button-name \(critical\): main > button/),
    ]);
    await page.context().close();
  });

  it('stills spinners, skeletons and transitions for a visitor who asks for less motion', async () => {
    const animation = async (reducedMotion: 'reduce' | 'no-preference') => {
      const page = await newAuditablePage(browser, { reducedMotion });
      await page.goto(origin);
      await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor({ timeout: 15_000 });
      const style = await page.evaluate(() => {
        const skeleton = document.createElement('div');
        skeleton.className = 'skeleton';
        document.body.append(skeleton);
        const { animationDuration, animationIterationCount } = getComputedStyle(skeleton);
        return { animationDuration, animationIterationCount };
      });
      await page.context().close();
      return style;
    };
    expect(await animation('no-preference')).toEqual({
      animationDuration: '1.2s',
      animationIterationCount: 'infinite',
    });
    expect(await animation('reduce')).toEqual({ animationDuration: '1e-05s', animationIterationCount: '1' });
  });

  it('finds no serious or critical violation on the events list and an event page', async () => {
    const page = await newAuditablePage(browser);
    await page.goto(origin);
    await page.getByRole('link', { name: /Berlin Jazz Night/ }).waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${origin}/events/berlin-jazz-night`);
    await page.getByRole('heading', { level: 1, name: 'Berlin Jazz Night' }).waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('finds no serious or critical violation on the sign-in, the events table and the new-event editor', async () => {
    const page = await newAuditablePage(browser);
    await page.goto(`${origin}/dashboard`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);

    await signIn(page);
    await page.getByRole('row', { name: /Berlin Jazz Night/ }).waitFor({ timeout: 15_000 });
    await page.getByRole('region', { name: 'Events by status' }).getByText(/\d/).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'New event' }).click();
    await page.getByRole('form', { name: 'New event' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('moves focus to the new heading when signing in and out swaps the dashboard page', async () => {
    const page = await newAuditablePage(browser);
    await page.goto(`${origin}/dashboard`);
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent);
    await signIn(page);
    await expect.poll(focusedText).toBe('Dashboard');
    expect(await page.title()).toBe('Dashboard · Accessibility test site');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(focusedText).toBe('Owner dashboard');
    expect(await page.title()).toBe('Dashboard sign-in · Accessibility test site');
    await page.context().close();
  });

  it('names each page in the tab title and moves focus to its heading after a link is followed', async () => {
    const page = await newAuditablePage(browser);
    await page.goto(origin);
    await page.getByRole('link', { name: /Berlin Jazz Night/ }).waitFor({ timeout: 15_000 });
    expect(await page.title()).toBe('Accessibility test site');
    // First load: focus stays where the browser put it, so a screen reader starts at the top.
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');

    await page.getByRole('link', { name: /Berlin Jazz Night/ }).click();
    await page.waitForURL(/\/events\/berlin-jazz-night$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Berlin Jazz Night' });
    await heading.waitFor({ timeout: 15_000 });
    await expect.poll(() => page.title()).toBe('Berlin Jazz Night · Accessibility test site');
    await expect.poll(() => heading.evaluate((h1) => h1 === document.activeElement)).toBe(true);

    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    const signIn = page.getByRole('heading', { level: 1, name: 'Log in' });
    await signIn.waitFor({ timeout: 15_000 });
    await expect.poll(() => page.title()).toBe('Log in · Accessibility test site');
    await expect.poll(() => signIn.evaluate((h1) => h1 === document.activeElement)).toBe(true);

    // The back button is a navigation too.
    await page.goBack();
    await expect.poll(() => page.title()).toBe('Berlin Jazz Night · Accessibility test site');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Berlin Jazz Night');
    await page.context().close();
  });

  it('keeps focus on a status filter when only the query string changes', async () => {
    const page = await newAuditablePage(browser);
    await page.goto(origin);
    const past = page.getByRole('button', { name: 'Past' });
    await past.click();
    await page.waitForURL(/status=ENDED/);
    await expect.poll(() => past.getAttribute('aria-pressed')).toBe('true');
    expect(await past.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.context().close();
  });
});
