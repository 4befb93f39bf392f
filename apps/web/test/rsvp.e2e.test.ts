import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { newAuditablePage } from './support/kept-tabs.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';
import { screenshot } from './support/screenshots.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const HOUR = 3_600_000;

// RSVP in Debian's Chromium (issue 14 items 12 and 13, browser test 2): a visitor answers an open
// event (a bad email is shown at the field, then the answer goes through), a second visitor answers
// a full event and lands on its waitlist, and a member finds their answer in "My RSVPs".
describe.skipIf(!hasChromium)('RSVP on the event page and in the account', () => {
  let running: SiteInBrowser;
  let browser: Browser;
  let origin: string;
  const email = `ada-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct horse battery';
  const open = { title: 'Open Garden Party', slug: '' };
  const full = { title: 'Tiny Supper Club', slug: '' };
  let memberId = '';

  async function ownerApi(method: string, url: string, body?: unknown): Promise<any> {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: {
        authorization: running.site.apiKey,
        'wix-site-id': running.site.siteId,
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  }

  async function rsvpEvent(
    title: string,
    rsvp: Record<string, unknown>,
  ): Promise<{ id: string; slug: string }> {
    const { event } = await ownerApi('POST', '/events/v3/events', {
      event: {
        title,
        location: { type: 'VENUE', name: 'The Garden' },
        dateAndTimeSettings: {
          startDate: new Date(Date.now() + 48 * HOUR).toISOString(),
          endDate: new Date(Date.now() + 50 * HOUR).toISOString(),
          timeZoneId: 'Europe/Berlin',
        },
        registration: { initialType: 'RSVP', rsvp },
      },
    });
    return event;
  }

  async function visitorToken(): Promise<string> {
    const token = await fetch(`${origin}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId: running.site.clientId, grantType: 'anonymous' }),
    }).then((r) => r.json());
    return token.access_token as string;
  }

  beforeAll(async () => {
    running = await startSiteInBrowser('RSVP test site');
    ({ browser, origin } = running);
    const garden = await rsvpEvent(open.title, { responseType: 'YES_AND_NO', limit: 50 });
    open.slug = garden.slug;
    // Guests may come along: the form gets an additional-guests control.
    await ownerApi('POST', `/events/v1/events/${garden.id}/form/control`, {
      eventId: garden.id,
      additionalGuests: { maxGuests: 2 },
    });
    await ownerApi('POST', `/events/v1/events/${garden.id}/form/publish`, { eventId: garden.id });

    const supper = await rsvpEvent(full.title, { limit: 1, waitlistEnabled: true });
    full.slug = supper.slug;
    // Someone already took the only place.
    const taken = await fetch(`${origin}/events/v2/rsvps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: await visitorToken() },
      body: JSON.stringify({
        rsvp: { eventId: supper.id, firstName: 'First', lastName: 'Comer', email: 'first@example.com' },
      }),
    });
    expect(taken.status, await taken.clone().text()).toBe(200);

    // A member to log in with, registered through the API as a site would.
    const registered = await fetch(`${origin}/_api/iam/authentication/v2/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: await visitorToken() },
      body: JSON.stringify({ loginId: { email }, password, profile: { nickname: 'Ada' } }),
    });
    expect(registered.status, await registered.clone().text()).toBe(200);
    memberId = (await registered.json()).identity.id;
  }, 120_000);

  afterAll(() => running?.close());

  /** A new visitor (own storage, so own visitor tokens) at this viewport. */
  async function visitorPage(viewport = DESKTOP): Promise<Page> {
    // Each page its own context (own storage: a new visitor), ready for the accessibility audit.
    return newAuditablePage(browser, { viewport });
  }

  const shot = (page: Page, name: string) => screenshot(page, `rsvp-${name}.png`);

  async function fillContact(page: Page, first: string, last: string, mail: string) {
    await page.getByLabel(/^First name/).fill(first);
    await page.getByLabel(/^Last name/).fill(last);
    await page.getByLabel(/^Email/).fill(mail);
  }

  it('a visitor sees a bad email at its field, corrects it and is going', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await visitorPage(viewport);
      await page.goto(`${origin}/events/${open.slug}`);
      await page.getByRole('heading', { level: 2, name: 'RSVP' }).waitFor({ timeout: 15_000 });
      await fillContact(page, 'Grace', 'Hopper', 'not-an-email');
      await page.getByLabel(/^Guests/).selectOption('1');
      await page.getByLabel('Guest 1').fill('Alan Turing');
      await page.getByRole('button', { name: 'Submit' }).click();

      const emailField = page.getByLabel(/^Email/);
      await page.getByText('Enter an email address, like name@example.com.').waitFor({ timeout: 10_000 });
      expect(await emailField.getAttribute('aria-invalid')).toBe('true');
      await expect(page.getByRole('alert').innerText()).resolves.toContain('Some answers need another look');
      await shot(page, `field-error-${viewport.width}`);
      expect(await seriousViolations(page)).toEqual([]);

      await emailField.fill(`grace.${viewport.width}@example.com`);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('heading', { name: "You're going!" }).waitFor({ timeout: 10_000 });
      await expect(page.getByRole('status').innerText()).resolves.toContain('for you and 1 guest');
      await shot(page, `going-${viewport.width}`);
      await page.context().close();
    }
  });

  it('keeps an RSVP event page, form included, under 150 KB of gzipped JavaScript and free of Mantine', async () => {
    const page = await visitorPage(DESKTOP);
    const scripts: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body());
    });
    await page.goto(`${origin}/events/${open.slug}`);
    await page.getByRole('button', { name: 'Submit' }).waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    const size = bodies.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0);
    expect(size).toBeLessThan(150 * 1024);
    expect(bodies.filter((body) => body.toString('utf8').includes('mantine'))).toEqual([]);
    await page.context().close();
  });

  it('a second visitor answering a full event lands on its waitlist', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await visitorPage(viewport);
      await page.goto(`${origin}/events/${full.slug}`);
      await page.getByRole('heading', { level: 2, name: 'RSVP' }).waitFor({ timeout: 15_000 });
      await fillContact(page, 'Katherine', 'Johnson', `katherine.${viewport.width}@example.com`);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.getByRole('heading', { name: "You're on the waitlist" }).waitFor({ timeout: 10_000 });
      await shot(page, `waitlist-${viewport.width}`);
      await page.context().close();
    }
  });

  it('a member RSVPs after logging in and finds the answer in My RSVPs', async () => {
    const page = await visitorPage(DESKTOP);
    await page.goto(`${origin}/login?next=${encodeURIComponent(`/events/${open.slug}`)}`);
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${origin}/events/${open.slug}`);
    await page.getByRole('heading', { level: 2, name: 'RSVP' }).waitFor({ timeout: 15_000 });
    // The member's email is filled in for them.
    await expect.poll(() => page.getByLabel(/^Email/).inputValue(), { timeout: 10_000 }).toBe(email);
    await fillContact(page, 'Ada', 'Lovelace', email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { name: "You're going!" }).waitFor({ timeout: 10_000 });

    // From the account page's link to the list.
    await page.goto(`${origin}/account`);
    await page.getByRole('link', { name: 'My RSVPs' }).click();
    await page.waitForURL(`${origin}/account/rsvps`);
    const card = page.getByRole('listitem').filter({ hasText: open.title });
    await card.waitFor({ timeout: 15_000 });
    await expect(card.textContent()).resolves.toContain('Going');
    // Only the member's own answer: the visitors' answers to the same event are not theirs.
    expect(await page.getByRole('listitem').count()).toBe(1);
    await shot(page, 'my-rsvps-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await shot(page, 'my-rsvps-390');

    // Withdrawing asks first, then the list is empty.
    await card.getByRole('button', { name: 'Cancel RSVP' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel RSVP' }).click();
    await page.getByText('You have no RSVPs to upcoming events.').waitFor({ timeout: 10_000 });
    await page.context().close();
  });

  it("a member's tickets show in My tickets with their QR codes", async () => {
    // The owner sells two tickets to the member at the box office (a checkout naming the member).
    const { event } = await ownerApi('POST', '/events/v3/events', {
      event: {
        title: 'Harbour Jazz Night',
        location: { type: 'VENUE', name: 'The Harbour' },
        dateAndTimeSettings: {
          startDate: new Date(Date.now() + 72 * HOUR).toISOString(),
          endDate: new Date(Date.now() + 75 * HOUR).toISOString(),
          timeZoneId: 'Europe/Berlin',
        },
        registration: { initialType: 'TICKETING' },
      },
    });
    const { ticketDefinition } = await ownerApi('POST', '/events-ticket-definitions/v3/ticket-definitions', {
      ticketDefinition: {
        eventId: event.id,
        name: 'Standing',
        pricingMethod: { fixedPrice: { value: '12.00', currency: 'EUR' } },
      },
    });
    const held = await ownerApi('POST', '/events/v1/checkout/reservations', {
      eventId: event.id,
      ticketQuantities: [{ ticketDefinitionId: ticketDefinition.id, quantity: 2 }],
    });
    await ownerApi('POST', '/events/v1/checkout', {
      eventId: event.id,
      reservationId: held.id,
      memberId,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email },
      paymentDetails: { token: 'tok_approve' },
    });

    const page = await visitorPage(DESKTOP);
    await page.goto(`${origin}/login?next=${encodeURIComponent('/account/tickets')}`);
    await page.getByRole('textbox', { name: /^Email/ }).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${origin}/account/tickets`);
    const card = page.getByRole('listitem').filter({ hasText: 'Harbour Jazz Night' });
    await card.waitFor({ timeout: 15_000 });
    await expect(card.textContent()).resolves.toContain('Paid');
    await page
      .getByRole('img', { name: /^QR code of ticket / })
      .nth(1)
      .waitFor({ timeout: 10_000 });
    expect(await page.getByRole('img', { name: /^QR code of ticket / }).count()).toBe(2);
    await shot(page, 'my-tickets-1280');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    await shot(page, 'my-tickets-390');
    await page.context().close();
  });
});
