import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { newAuditablePage } from './support/kept-tabs.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';
import { screenshot } from './support/screenshots.ts';
import { signedInOwner } from './support/owner-in-browser.ts';

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, locale: 'en-US' };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 }, locale: 'en-US' };

// The owner dashboard on a phone (390 px) and a desktop: nothing scrolls sideways, every action is
// on screen, badges are whole, the navigation is one line; plus the loading state and mail links.
describe.skipIf(!hasChromium)('owner dashboard at phone width', () => {
  let running: SiteInBrowser;
  let browser: Browser;
  let origin: string;
  const pending = `pat-${crypto.randomUUID().slice(0, 8)}@example.com`;

  async function ownerApi(method: string, apiPath: string, body?: unknown): Promise<void> {
    const response = await fetch(`${origin}${apiPath}`, {
      method,
      headers: {
        authorization: running.site.apiKey,
        'wix-site-id': running.site.siteId,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  beforeAll(async () => {
    running = await startSiteInBrowser('Phone dashboard test site');
    ({ browser, origin } = running);
    // A member waiting for approval (the badge that was cut to "PE…"), who also asked for a reset
    // link (the mailbox's link).
    await ownerApi('PATCH', '/_api/tessera/v1/identity-settings', {
      settings: { requireOwnerApproval: true },
    });
    const visitor = await browser.newPage();
    await visitor.goto(`${origin}/signup`);
    await visitor.getByRole('textbox', { name: /^Email/ }).fill(pending);
    await visitor.getByLabel(/^Password/).fill('a long password 1');
    await visitor.getByRole('button', { name: 'Create account' }).click();
    await visitor.getByText('The site owner must approve it').waitFor({ timeout: 15_000 });
    await visitor.goto(`${origin}/forgot-password`);
    await visitor.getByRole('textbox', { name: /^Email/ }).fill(pending);
    await visitor.getByRole('button', { name: 'Send reset link' }).click();
    await visitor.getByRole('status').filter({ hasText: 'a link to reset its password' }).waitFor();
    await visitor.close();
  }, 180_000);

  afterAll(() => running?.close());

  async function signedIn(options: BrowserContextOptions): Promise<Page> {
    const page = await newAuditablePage(browser, signedInOwner(running, options));
    page.setDefaultTimeout(15_000);
    await page.goto(`${origin}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    return page;
  }

  const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

  /** Elements whose text is cut (wider content than box), as `tag "text"`. */
  const cutBadges = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('.badge, .mantine-Badge-label')]
        .filter((badge) => badge.scrollWidth > badge.clientWidth + 1)
        .map((badge) => `${badge.tagName} "${badge.textContent}"`),
    );

  /** Whether the element lies wholly inside the 390 px wide viewport. */
  async function onScreen(page: Page, name: string): Promise<boolean> {
    const box = await page.getByRole('button', { name, exact: true }).boundingBox();
    return box !== null && box.x >= 0 && box.x + box.width <= 390;
  }

  it('shows the events as cards with every action on screen and nothing scrolling sideways', async () => {
    const page = await signedIn(PHONE);
    const list = page.getByRole('list', { name: 'All events, drafts included' });
    await list.getByRole('listitem').filter({ hasText: 'Berlin Jazz Night' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    for (const name of ['Cancel Berlin Jazz Night', 'Clone Berlin Jazz Night', 'Delete Berlin Jazz Night']) {
      expect(await onScreen(page, name), name).toBe(true);
    }
    expect(await onScreen(page, 'Publish Board Game Marathon')).toBe(true);
    expect(await cutBadges(page)).toEqual([]);
    // Each card names its zone.
    expect(
      await list.getByRole('listitem').filter({ hasText: 'Open Source Summit Lisbon' }).innerText(),
    ).toContain('Lisbon time');
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-390.png');

    // "New event" opens the event editor, which fits too.
    await page.getByRole('link', { name: 'New event' }).click();
    await page.getByRole('heading', { level: 1, name: 'New event' }).waitFor();
    await page.getByRole('form', { name: 'New event' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'event-editor-new-390.png');
    await page.context().close();
  });

  it('keeps the navigation on one line behind a menu button', async () => {
    const page = await signedIn(PHONE);
    const signOut = page.getByRole('button', { name: 'Sign out' });
    const menu = page.getByRole('button', { name: 'Dashboard pages' });
    const [menuBox, signOutBox] = [await menu.boundingBox(), await signOut.boundingBox()];
    // Menu button and "Sign out" side by side on one row.
    expect(
      Math.abs(menuBox!.y + menuBox!.height / 2 - (signOutBox!.y + signOutBox!.height / 2)),
    ).toBeLessThan(8);
    expect(await page.getByRole('link', { name: 'Members' }).count()).toBe(0); // inside the closed menu

    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Dashboard' });
    await drawer.getByRole('link', { name: 'Members' }).click();
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    await drawer.waitFor({ state: 'detached' });

    const card = page
      .getByRole('list', { name: 'Members, newest first' })
      .getByRole('listitem')
      .filter({ hasText: pending });
    await card.waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await cutBadges(page)).toEqual([]);
    for (const action of ['Approve', 'Block', 'Delete']) {
      expect(await onScreen(page, `${action} ${pending}`), action).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'members-390.png');
    await page.context().close();
  });

  it('passes axe and keeps the table at desktop width', async () => {
    const page = await signedIn(DESKTOP);
    await page.getByRole('row', { name: /Berlin Jazz Night/ }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
    expect(
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'Members' })
        .isVisible(),
    ).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-1280.png');

    await page.getByRole('button', { name: 'Cancel Berlin Jazz Night', exact: true }).click();
    await page.getByRole('dialog', { name: 'Cancel this event?' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'confirm-1280.png');
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Members' }).click();
    await page.getByRole('row', { name: new RegExp(pending) }).waitFor();
    expect(await cutBadges(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'members-1280.png');
    await page.context().close();
  });

  it('makes the reset link in the mailbox a safe, clickable link', async () => {
    await expect
      .poll(async () => {
        const response = await fetch(
          `${origin}/_api/tessera/v1/dev-mailbox?to=${encodeURIComponent(pending)}`,
          { headers: { authorization: running.site.apiKey, 'wix-site-id': running.site.siteId } },
        );
        const { messages } = (await response.json()) as { messages: { subject: string }[] };
        return messages.map((message) => message.subject);
      })
      .toContain('Reset your password');
    const page = await signedIn(PHONE);
    await page.getByRole('button', { name: 'Dashboard pages' }).click();
    await page.getByRole('dialog', { name: 'Dashboard' }).getByRole('link', { name: 'Mailbox' }).click();
    await page
      .getByRole('button', { name: /Reset your password/ })
      .first()
      .click();
    const link = page.getByRole('link', { name: /\/account\/recover/ });
    await link.waitFor();
    expect(await link.getAttribute('href')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/account\/recover\?/);
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'mailbox-390.png');
    await page.context().close();
  });

  it('shows a loading state at once while the dashboard code is still on its way', async () => {
    const page = await newAuditablePage(browser, PHONE);
    // Everything index.html names loads; the lazily loaded chunks (Mantine, the dashboard) wait
    // until the test lets them through, like a slow network.
    const html = await (await fetch(`${origin}/dashboard`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<script');
    const named = new Set([...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**', async (route) => {
      if (!named.has(new URL(route.request().url()).pathname)) await released;
      await route.continue();
    });
    await page.goto(`${origin}/dashboard`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    release();
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Loading…').count()).toBe(0);
    await page.context().close();
  });
});
