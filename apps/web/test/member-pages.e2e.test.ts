import crypto from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { newAuditablePage } from './support/kept-tabs.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

// The visitor and member site in Debian's Chromium (issue 12 items 2, 8, 10, 14, 15): where a
// login may send the browser, the header, the home page's order, the site's name and logo, and
// what the member pages say when something is wrong.
describe.skipIf(!hasChromium)('member pages and the site header in a browser', () => {
  let running: SiteInBrowser;
  let browser: Browser;
  let origin: string;
  const email = `grace-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct horse battery';

  /** Registers a member through the API, as a site would. */
  async function registerMember(memberEmail: string, nickname: string): Promise<void> {
    const token = await fetch(`${origin}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: running.site.clientId, grantType: 'anonymous' }),
    }).then((r) => r.json());
    const registered = await fetch(`${origin}/_api/iam/authentication/v2/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token.access_token },
      body: JSON.stringify({ loginId: { email: memberEmail }, password, profile: { nickname } }),
    });
    expect(registered.status, await registered.clone().text()).toBe(200);
  }

  beforeAll(async () => {
    running = await startSiteInBrowser('Member pages site');
    ({ browser, origin } = running);
    // A member to log in with.
    await registerMember(email, 'Grace');
  }, 120_000);

  afterAll(() => running?.close());

  async function ownerApi(method: string, path: string, body?: unknown): Promise<Response> {
    return fetch(`${origin}${path}`, {
      method,
      headers: {
        authorization: running.site.apiKey,
        'wix-site-id': running.site.siteId,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  async function logIn(page: Page, path: string, as = email): Promise<void> {
    await page.goto(`${origin}${path}`);
    await page.getByRole('textbox', { name: /^Email/ }).fill(as);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
  }

  it.each([
    '/login?next=/%5Cevil.example/phish',
    '/login?next=/%09/evil.example/phish',
    '/login?next=javascript:alert(document.domain)',
    '/login?next=//evil.example/phish',
  ])('stays on the site after a real login from %s', async (path) => {
    const page = await newAuditablePage(browser);
    await logIn(page, path);
    await page.waitForURL(/\/account$/, { timeout: 20_000 });
    expect(new URL(page.url()).origin).toBe(origin);
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor({ timeout: 15_000 });
    await page.context().close();
  });

  it('follows a next that is a path of the site', async () => {
    const page = await newAuditablePage(browser);
    await logIn(page, '/login?next=/events/berlin-jazz-night');
    await page.waitForURL(`${origin}/events/berlin-jazz-night`, { timeout: 20_000 });
    await page.context().close();
  });

  it("shows /account's Log in button with readable text to a visitor", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await newAuditablePage(browser, { viewport });
      await page.goto(`${origin}/account`);
      const button = page.getByRole('main').getByRole('link', { name: 'Log in' });
      await button.waitFor({ timeout: 15_000 });
      const colours = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { text: style.color, background: style.backgroundColor };
      });
      expect(colours.text).not.toBe(colours.background);
      expect(colours.text).toBe('rgb(255, 255, 255)');
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('lists what is to come before what is over, every event once, and no Dashboard link', async () => {
    const page = await newAuditablePage(browser, { viewport: DESKTOP });
    const badges: string[] = [];
    const links: string[] = [];
    for (let n = 1; n < 20; n++) {
      await page.goto(`${origin}/?page=${n}`);
      await page.locator('a.event-card').first().waitFor({ timeout: 15_000 });
      badges.push(...(await page.locator('.event-card .badge').allInnerTexts()));
      links.push(
        ...(await page
          .locator('a.event-card')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))),
      );
      const next = page.getByRole('button', { name: 'Next' });
      if ((await next.count()) === 0 || (await next.isDisabled())) break;
    }
    const over = (text: string) => /past|ended|canceled/i.test(text);
    const firstOver = badges.findIndex(over);
    expect(firstOver, badges.join(', ')).toBeGreaterThan(0);
    expect(badges.slice(firstOver).every(over), badges.join(', ')).toBe(true);
    // The two listings meet without a gap or a repeat: every published event, once.
    const token = await fetch(`${origin}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: running.site.clientId, grantType: 'anonymous' }),
    }).then((r) => r.json());
    const all = await fetch(`${origin}/events/v3/events/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token.access_token },
      body: JSON.stringify({ query: { paging: { limit: 100 } } }),
    }).then((r) => r.json());
    expect(new Set(links).size).toBe(links.length);
    expect(links.length).toBe(all.events.length);

    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Log in' }).count()).toBe(1);
    await page.context().close();
  });

  it('changes the header for a member: their menu, and logging out says so', async () => {
    const page = await newAuditablePage(browser, { viewport: PHONE });
    await logIn(page, '/login');
    await page.waitForURL(/\/account$/, { timeout: 20_000 });
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: /Grace/ });
    await menu.waitFor({ timeout: 15_000 });
    expect(await header.getByRole('link', { name: 'Log in' }).count()).toBe(0);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await seriousViolations(page)).toEqual([]);
    await header.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(`${origin}/`, { timeout: 20_000 });
    await page.getByRole('status').filter({ hasText: 'You are logged out.' }).waitFor({ timeout: 15_000 });
    await header.getByRole('link', { name: 'Log in' }).waitFor();
    // Said once: a reload does not say it again.
    await page.reload();
    await page.locator('a.event-card').first().waitFor({ timeout: 15_000 });
    expect(await page.getByText('You are logged out.').count()).toBe(0);
    await page.context().close();
  });

  it('says what went wrong in sentences, and the password rule before anything is sent', async () => {
    const page = await newAuditablePage(browser);
    await page.goto(`${origin}/login`);
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByLabel(/^Password/).fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.innerText()).toBe('Wrong email or password.');

    await page.goto(`${origin}/signup`);
    await page.getByText('At least 6 characters.').waitFor({ timeout: 15_000 });
    await page
      .getByRole('textbox', { name: /^Email/ })
      .fill(`short-${crypto.randomUUID().slice(0, 6)}@example.com`);
    await page.getByLabel(/^Password/).fill('abc');
    await page.getByRole('button', { name: 'Create account' }).click();
    await alert.waitFor({ timeout: 10_000 });
    const text = await alert.innerText();
    expect(text).toBe('Choose a password of at least 6 characters.');
    expect(text).not.toMatch(/[A-Z_]{6,}|\(|password:/);
    await page.context().close();
  });

  it('says at once that a hosted-login link has expired, before any password is typed', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await newAuditablePage(browser, { viewport });
      await page.goto(`${origin}/login?session=expired-or-made-up&clientId=${running.site.clientId}`);
      await page
        .getByRole('heading', { level: 1, name: 'This log-in link has expired' })
        .waitFor({ timeout: 15_000 });
      expect(await page.getByLabel(/^Password/).count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    }
  });

  it('offers a new link for a used or expired reset link', async () => {
    const page = await newAuditablePage(browser, { viewport: PHONE });
    // The page asks the server about its link first: no form to fill in for nothing.
    await page.goto(`${origin}/account/recover?recoveryToken=trc_used-or-expired`);
    await page
      .getByRole('heading', { level: 1, name: 'This link was used or has expired' })
      .waitFor({ timeout: 10_000 });
    expect(await page.getByLabel(/^New password/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Send me a new link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor({ timeout: 10_000 });
    await page.context().close();
  });

  it("shows the site's name and logo from its settings in the header, the title and the icon", async () => {
    const logoUrl = '/favicon.svg';
    const changed = await ownerApi('PATCH', '/_api/tessera/v1/site-settings', {
      settings: { name: 'Lisbon Jazz Club', logoUrl },
    });
    expect(changed.status).toBe(200);
    try {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await newAuditablePage(browser, { viewport });
        const missing: string[] = [];
        page.on('response', (r) => r.status() === 404 && missing.push(r.url()));
        await page.goto(origin);
        const brand = page.getByRole('banner').getByRole('link', { name: 'Lisbon Jazz Club' });
        await brand.waitFor({ timeout: 15_000 });
        expect(await brand.locator('img').getAttribute('src')).toBe(logoUrl);
        expect(await page.title()).toBe('Lisbon Jazz Club');
        await expect
          .poll(() => page.evaluate(() => document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href))
          .toBe(`${origin}${logoUrl}`);
        await page.locator('a.event-card').first().waitFor({ timeout: 15_000 });
        expect(await seriousViolations(page)).toEqual([]);
        expect(missing).toEqual([]);
        await page.context().close();
      }
    } finally {
      await ownerApi('PATCH', '/_api/tessera/v1/site-settings', {
        settings: { name: 'Member pages site', logoUrl: '' },
      });
    }
  });
  /** The member with this login email as the owner reads them (undefined once deleted). */
  async function memberByEmail(loginEmail: string): Promise<{ privacyStatus: string } | undefined> {
    const answer = await ownerApi('POST', '/members/v1/members/query', {
      query: { filter: { loginEmail } },
    }).then((r) => r.json());
    return answer.members[0];
  }

  /** Nothing wider than the phone's screen: no sideways scrolling. */
  const fitsWidth = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  it('sets the profile public in the community and private again, and says so', async () => {
    const visible = `visible-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await registerMember(visible, 'Vera');
    const page = await newAuditablePage(browser, { viewport: PHONE });
    await logIn(page, '/login', visible);
    await page.waitForURL(/\/account$/, { timeout: 20_000 });
    const section = page.getByRole('form', { name: 'Profile visibility' });
    await section.waitFor({ timeout: 15_000 });
    await section.getByText('Your profile is private').waitFor();
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await section.getByRole('radio', { name: /^Public/ }).check();
    await section.getByRole('button', { name: 'Save visibility' }).click();
    await page.getByText('Your profile is now public in the community.').waitFor({ timeout: 10_000 });
    await section.getByText('Your profile is public').waitFor();
    expect((await memberByEmail(visible))?.privacyStatus).toBe('PUBLIC');

    await section.getByRole('radio', { name: /^Private/ }).check();
    await section.getByRole('button', { name: 'Save visibility' }).click();
    await page.getByText('Your profile is now private.').waitFor({ timeout: 10_000 });
    expect((await memberByEmail(visible))?.privacyStatus).toBe('PRIVATE');
    // Kept after a reload: the page reads it from the server.
    await page.reload();
    await page
      .getByRole('form', { name: 'Profile visibility' })
      .getByText('Your profile is private')
      .waitFor({
        timeout: 15_000,
      });
    await page.context().close();
  });

  it('deletes the account only once asked, then logs out and goes home', async () => {
    const leaving = `leaving-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await registerMember(leaving, 'Lee');
    const page = await newAuditablePage(browser, { viewport: PHONE });
    await logIn(page, '/login', leaving);
    await page.waitForURL(/\/account$/, { timeout: 20_000 });
    const main = page.getByRole('main');
    const ask = main.getByRole('button', { name: 'Delete my account' });
    await ask.waitFor({ timeout: 15_000 });

    // Going back changes nothing; the safe answer has the focus.
    await ask.click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const keep = dialog.getByRole('button', { name: 'Keep my account' });
    await expect.poll(() => keep.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await keep.click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await memberByEmail(leaving)).toBeDefined();

    await ask.click();
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${origin}/`, { timeout: 20_000 });
    await page
      .getByRole('status')
      .filter({ hasText: 'Your account was deleted and you are logged out.' })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
    expect(await memberByEmail(leaving)).toBeUndefined();

    // The account is gone: its email and password no longer log in.
    await page.goto(`${origin}/login`);
    await page.getByRole('textbox', { name: /^Email/ }).fill(leaving);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.innerText()).toBe('Wrong email or password.');
    await page.context().close();
  });
});
