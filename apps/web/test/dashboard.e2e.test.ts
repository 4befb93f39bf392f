import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewSite } from '../../server/src/modules/sites/sites.service.ts';
import { seriousViolations } from './support/axe.ts';
import { newAuditablePage } from './support/kept-tabs.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';
import { screenshot } from './support/screenshots.ts';

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

  /** Intl and innerText use thin and narrow no-break spaces ("6:00\u202fPM"): compare plain text. */
  const plain = (text: string) => text.replace(/\s+/g, ' ');

  /**
   * A fresh browser context (so a fresh localStorage) signed in as the site's owner. The browser's
   * zone is not the one the events are entered in, so the form must convert wall-clock times itself.
   */
  async function signedInPage(): Promise<Page> {
    const page = await newAuditablePage(browser, { locale: 'en-US', timezoneId: 'America/New_York' });
    page.setDefaultTimeout(10_000);
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

  it('rejects a wrong API key in words for people', async () => {
    const page = await browser.newPage();
    // Visitors have no Dashboard link in the site's header (issue 12 item 15): the owner opens it.
    await page.goto(`${origin}/dashboard`);
    await page.getByRole('tab', { name: 'API key' }).click();
    await page.getByLabel('API key').and(page.locator('input')).fill('not-a-real-key');
    await page.getByLabel('Site id').fill(site.siteId);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.innerText()).toBe('This API key is not valid. Check the key and the site id.');
    await page.context().close();
  });

  it('creates a draft, publishes it and finds it on the visitor site', async () => {
    const page = await signedInPage();
    await page.getByRole('row', { name: /Berlin Jazz Night/ }).waitFor();
    const drafts = await statusCount(page, 'Draft');

    // "New event" opens the event editor.
    await page.getByRole('link', { name: 'New event' }).click();
    await page.getByRole('heading', { level: 1, name: 'New event' }).waitFor();
    // The zone picker starts at the browser's zone and finds a zone by its city.
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    expect(await zone.inputValue()).toContain('America/New_York');
    await page.getByLabel('Title').fill('Browser Test Meetup');
    await page.getByLabel('Starts').fill('2030-05-01T18:00');
    await page.getByLabel('Ends').fill('2030-05-01T20:00');
    await zone.click();
    await zone.fill('berlin');
    await page.getByRole('option', { name: /Europe\/Berlin/ }).click();
    expect(await zone.inputValue()).toContain('Europe/Berlin');
    await page.getByText('At a venue', { exact: true }).click();
    await page.getByLabel('Venue name').fill('Test Hall');
    await page.getByLabel('Save as draft').check();
    await page.getByRole('tab', { name: 'Registration' }).click();
    await page.getByText('RSVP', { exact: true }).click();
    await page.getByRole('button', { name: 'Create event' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: '“Browser Test Meetup” was created as a draft.' })
      .waitFor();
    // The new event opens as itself; its changes are saved, so leaving asks nothing.
    await page.getByRole('heading', { level: 1, name: 'Edit “Browser Test Meetup”' }).waitFor();
    const editorPath = new URL(page.url()).pathname;
    expect(editorPath).toMatch(/^\/dashboard\/events\/[0-9a-f-]{36}$/);
    await page.getByRole('link', { name: '← All events' }).click();

    const row = rowOf(page, 'Browser Test Meetup');
    await row.getByText('Draft').waitFor({ timeout: 10_000 });
    expect(plain(await row.innerText())).toContain('May 1, 2030, 6:00 PM'); // shown in Europe/Berlin
    expect(await row.innerText()).toContain('Berlin time'); // and says which clock that is
    expect(await row.innerText()).toContain('RSVP');
    // Drafts have no visitor page, so the title is no link: the row's one link is Edit, to the editor.
    const links = row.getByRole('link');
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([editorPath]);
    expect(await links.getAttribute('aria-label')).toBe('Edit Browser Test Meetup');
    await expect.poll(() => statusCount(page, 'Draft')).toBe(drafts + 1);

    // Each row's buttons name their event, so a screen reader's list of buttons tells them apart.
    await page.getByRole('button', { name: 'Publish Browser Test Meetup', exact: true }).click();
    await row.getByText('Upcoming').waitFor({ timeout: 10_000 });
    await page.getByRole('alert').filter({ hasText: '“Browser Test Meetup” is published.' }).waitFor();
    await expect.poll(() => statusCount(page, 'Draft')).toBe(drafts);
    await screenshot(page, 'dashboard.png');

    await page.goto(origin);
    await page.getByRole('link', { name: /Browser Test Meetup/ }).waitFor({ timeout: 15_000 });
    expect(await page.getByText('Test Hall').count()).toBeGreaterThan(0);
    // The visitor's page names the event's zone too.
    await page.getByRole('link', { name: /Browser Test Meetup/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Browser Test Meetup' }).waitFor();
    expect(plain(await page.locator('.facts').innerText())).toContain(
      'May 1, 2030, 6:00 – 8:00 PM · Berlin time',
    );
    await page.context().close();
  });

  it('shows the server violation next to the end field, as a sentence; asks before unsaved changes are lost', async () => {
    const page = await signedInPage();
    await page.getByRole('link', { name: 'New event' }).click();
    await page.getByLabel('Title').fill('Backwards Event');
    await page.getByLabel('Starts').fill('2030-06-01T20:00');
    await page.getByLabel('Ends').fill('2030-06-01T18:00');
    await page.getByLabel('Venue name').fill('Somewhere');
    await page.getByRole('button', { name: 'Create event' }).click();

    const end = page.getByLabel('Ends');
    await expect.poll(() => end.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
    const description = await end.evaluate(
      (input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(description).toBe('The end must be after the start.');
    // Valid fields carry no aria-invalid="true" (Mantine leaves the attribute out).
    expect(await page.getByLabel('Title').getAttribute('aria-invalid')).not.toBe('true');

    // Nothing is saved: leaving the editor asks first; staying keeps what was typed.
    await page.getByRole('link', { name: '← All events' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await seriousViolations(page), `at ${width} px`).toEqual([]);
      await screenshot(page, `leave-editor-${width}.png`, { fullPage: false });
    }
    await page.setViewportSize({ width: 1280, height: 800 }); // the events as a table again
    await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/dashboard/events/new');
    expect(await page.getByLabel('Title').inputValue()).toBe('Backwards Event');
    // Closing the tab gets the browser's own question (dismissed: the tab stays).
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    await question.dismiss();
    expect(page.isClosed()).toBe(false);

    await page.getByRole('link', { name: '← All events' }).click();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    await page.getByRole('row', { name: /Berlin Jazz Night/ }).waitFor();
    expect(await rowOf(page, 'Backwards Event').count()).toBe(0);
    await page.context().close();
  });

  it('asks before cancelling and deleting, reports each, and keeps the session across tabs', async () => {
    const page = await signedInPage();
    const summit = rowOf(page, 'Open Source Summit Lisbon');
    await summit.getByText('Upcoming').waitFor({ timeout: 10_000 });
    // The Lisbon event is on Lisbon's clock.
    expect(await summit.innerText()).toContain('Lisbon time');

    // Cancel asks first; "Go back" changes nothing.
    await page.getByRole('button', { name: 'Cancel Open Source Summit Lisbon', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this event?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await summit.innerText()).toContain('Upcoming');

    await page.getByRole('button', { name: 'Cancel Open Source Summit Lisbon', exact: true }).click();
    await dialog.getByRole('button', { name: 'Cancel event' }).click();
    await summit.getByText('Canceled').waitFor({ timeout: 10_000 });
    await page.getByRole('alert').filter({ hasText: '“Open Source Summit Lisbon” was canceled.' }).waitFor();
    expect(await summit.getByRole('button', { name: /^Cancel / }).count()).toBe(0);

    const gala = rowOf(page, 'Winter Gala');
    await page.getByRole('button', { name: 'Delete Winter Gala (planning)', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete this event?' })
      .getByRole('button', { name: 'Delete event' })
      .click();
    await gala.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('alert').filter({ hasText: '“Winter Gala (planning)” was deleted.' }).waitFor();

    // Clone reports its copy.
    await page.getByRole('button', { name: 'Clone Berlin Jazz Night', exact: true }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'A draft copy of “Berlin Jazz Night” was created.' })
      .waitFor({
        timeout: 10_000,
      });

    // The notices sit clear of the header and "Sign out".
    const notice = await page.getByRole('alert').filter({ hasText: 'was deleted' }).boundingBox();
    const signOut = await page.getByRole('button', { name: 'Sign out' }).boundingBox();
    expect(notice!.y).toBeGreaterThan(signOut!.y + signOut!.height);

    // A new tab of the same browser is signed in; "Sign out" ends the session in both.
    const second = await page.context().newPage();
    await second.goto(`${origin}/dashboard`);
    await second.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await second.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => window.localStorage.getItem('tessera.owner'))).toBeNull();
    await page.context().close();
  });

  it('forgets the owner session at its expiry', async () => {
    const page = await signedInPage();
    await page.evaluate(() => {
      const kept = JSON.parse(window.localStorage.getItem('tessera.owner') ?? '{}') as object;
      window.localStorage.setItem(
        'tessera.owner',
        JSON.stringify({ ...kept, expiresDate: new Date(Date.now() - 1000).toISOString() }),
      );
    });
    await page.reload();
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => window.localStorage.getItem('tessera.owner'))).toBeNull();
    await page.context().close();
  });

  it('asks to sign in again, in words, when the server refuses the kept credentials', async () => {
    const page = await signedInPage();
    // The key was revoked (or the session ended early) while the browser still holds it.
    await page.evaluate(() => {
      const kept = JSON.parse(window.localStorage.getItem('tessera.owner') ?? '{}') as object;
      window.localStorage.setItem('tessera.owner', JSON.stringify({ ...kept, apiKey: 'revoked-key' }));
    });
    await page.reload();
    await page
      .getByRole('status')
      .filter({ hasText: 'Your sign-in has ended. Please sign in again.' })
      .waitFor();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('tessera.owner'))).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('adds a member from the empty list, refuses the same email twice and unlocks their two-step login', async () => {
    const page = await signedInPage();
    await page.getByRole('link', { name: 'Members' }).click();
    // The empty state points at the action the page has.
    await page.getByText('No members yet. Add one with “Add member”').waitFor();

    const email = 'ada@example.com';
    const add = async () => {
      await page.getByRole('button', { name: 'Add member', exact: true }).click();
      const form = page.getByRole('form', { name: 'Add member' });
      await form.getByRole('textbox', { name: 'Email' }).fill(email);
      await form.getByLabel('First name').fill('Ada');
      await form.getByLabel('Last name').fill('Lovelace');
      await form.getByRole('button', { name: 'Add member' }).click();
      return form;
    };
    await add();
    await page
      .getByRole('alert')
      .filter({ hasText: `${email} was added and emailed a link` })
      .waitFor();
    const row = page.getByRole('row', { name: new RegExp(email) });
    expect(await row.innerText()).toContain('Ada Lovelace');

    const again = await add();
    await again.getByText('A member with this email address already exists.').waitFor();
    await again.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: `Unlock two-step login ${email}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Unlock two-step login?' });
    await dialog.getByRole('button', { name: 'Unlock two-step login' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `${email} can use their two-step login again.` })
      .waitFor();

    // The activation email's link is clickable in the mailbox.
    await page.getByRole('link', { name: 'Mailbox' }).click();
    await page.getByRole('button', { name: /Activate your account/ }).click();
    const link = page.getByRole('link', { name: /^http:\/\/127\.0\.0\.1:\d+\// });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    await page.context().close();
  });
});
