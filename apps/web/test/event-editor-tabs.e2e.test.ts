import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { closeNotices } from './support/notices.ts';
import { newAuditablePage } from './support/kept-tabs.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';
import { screenshot } from './support/screenshots.ts';
import { signedInOwner } from './support/owner-in-browser.ts';

const DESKTOP = { viewport: { width: 1280, height: 900 }, locale: 'en-US' };
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'en-US', isMobile: true, hasTouch: true };

// The event editor's ticketing tabs in Debian's Chromium against a real server: the owner sets up
// a ticketed event's ticket types (reordered), a discount code, a required form field (published)
// and a policy; the public page then sells the tickets in that order and checkout asks the field.
// An RSVP event's published field shows in its RSVP form.
describe.skipIf(!hasChromium)('event editor tabs in a browser', () => {
  let running: SiteInBrowser;
  let origin: string;

  async function api(method: string, apiPath: string, body: unknown) {
    const response = await fetch(`${origin}${apiPath}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: running.site.apiKey,
        'wix-site-id': running.site.siteId,
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    return JSON.parse(text);
  }
  async function createEvent(title: string, registration: object): Promise<{ id: string; slug: string }> {
    const start = new Date(Date.now() + 14 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 14 * 86_400_000 + 3 * 3_600_000).toISOString();
    const { event } = await api('POST', '/events/v3/events', {
      event: {
        title,
        location: { type: 'VENUE', name: 'Hall' },
        dateAndTimeSettings: { startDate: start, endDate: end, timeZoneId: 'Etc/UTC' },
        registration,
      },
    });
    return { id: event.id, slug: event.slug };
  }

  beforeAll(async () => {
    running = await startSiteInBrowser('Editor tabs test site');
    origin = running.origin;
  }, 420_000);
  afterAll(() => running?.close());

  async function signedIn(options: BrowserContextOptions, url: string): Promise<Page> {
    const page = await newAuditablePage(running.browser, signedInOwner(running, options));
    page.setDefaultTimeout(15_000);
    await page.goto(`${origin}${url}`);
    return page;
  }
  const notice = (page: Page, text: string) =>
    page.getByRole('alert').filter({ hasText: text }).first().waitFor();

  async function addTicketType(page: Page, name: string, price: string) {
    await page.getByRole('button', { name: 'Add ticket type' }).click();
    const form = page.getByRole('form', { name: 'Create ticket type' });
    await form.getByLabel('Ticket name').fill(name);
    await form.getByLabel('Price').fill(price);
    await form.getByRole('button', { name: 'Create ticket type' }).click();
    await notice(page, `Ticket type ${name} created`);
  }

  async function addRequiredTextField(page: Page, label: string) {
    await page.getByRole('button', { name: 'Add a field' }).click();
    await page.getByRole('menuitem', { name: 'Text' }).click();
    const form = page.getByRole('form', { name: 'Add field: Text' });
    await form.getByLabel('Field label').fill(label);
    await form.getByLabel('Required').check();
    await form.getByRole('button', { name: 'Add field' }).click();
    await notice(page, `${label} added to the draft`);
    await page.getByText('Unpublished changes').waitFor();
    await page.getByRole('button', { name: 'Publish form' }).click();
    await notice(page, 'Form published');
    await page.getByText('Published', { exact: true }).waitFor();
  }

  it('ticketed event: ticket types reordered, a discount code, a required field, a policy; the page sells them', async () => {
    const event = await createEvent('Harbour Concert', { initialType: 'TICKETING' });
    const page = await signedIn(DESKTOP, `/dashboard/events/${event.id}`);
    await page.getByRole('heading', { name: 'Edit “Harbour Concert”' }).waitFor();

    await page.getByRole('tab', { name: 'Tickets' }).click();
    await page
      .getByText('No ticket types yet', { exact: false })
      .or(page.getByRole('list', { name: 'Ticket types' }))
      .first()
      .waitFor();
    await addTicketType(page, 'Standard', '20');
    await addTicketType(page, 'Balcony', '35');
    const types = page.getByRole('list', { name: 'Ticket types' }).getByRole('listitem');
    await expect
      .poll(() => types.allInnerTexts())
      .toEqual([expect.stringContaining('Standard'), expect.stringContaining('Balcony')]);
    await page.getByRole('button', { name: 'Move Balcony up' }).click();
    await notice(page, 'Balcony moved up');
    await expect
      .poll(async () => (await types.allInnerTexts()).map((t) => t.split('\n')[0]))
      .toEqual(['Balcony', 'Standard']);

    // Discount codes sit below the ticket types.
    const codeForm = page.getByRole('form', { name: 'Add discount code' });
    await codeForm.getByLabel('Code').fill('EARLY10');
    await codeForm.getByLabel('Percent').fill('10');
    await codeForm.getByRole('button', { name: 'Add discount code' }).click();
    await page.getByRole('list', { name: 'Discount codes' }).getByText('EARLY10').waitFor();
    await screenshot(page, 'editor-tabs-tickets-1280.png');

    await page.getByRole('tab', { name: 'Form' }).click();
    await page.getByRole('heading', { name: 'Registration form' }).waitFor();
    await addRequiredTextField(page, 'Company');
    const fields = page.getByRole('list', { name: 'Form fields' }).getByRole('listitem');
    await expect.poll(() => fields.count()).toBe(3);
    await screenshot(page, 'editor-tabs-form-1280.png');
    await closeNotices(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Policies' }).click();
    const policy = page.getByRole('form', { name: 'Add policy' });
    await policy.getByLabel('Policy name').fill('Refunds');
    await policy.getByLabel('Policy text').fill('Full refund up to a week before the concert.');
    await policy.getByRole('button', { name: 'Add policy' }).click();
    await notice(page, 'Policy Refunds added');
    await page.getByRole('list', { name: 'Policies' }).getByText('Refunds').waitFor();

    // The public page sells both types, in the owner's order; checkout asks the required field.
    await page.goto(`${origin}/events/${event.slug}`);
    const tickets = page.getByRole('region', { name: 'Tickets' });
    await tickets.getByRole('heading', { name: 'Standard' }).waitFor();
    expect(await tickets.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(['Balcony', 'Standard']);
    await page.getByLabel('Quantity of Standard').selectOption('1');
    await page.getByRole('button', { name: 'Reserve' }).click();
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await page.getByLabel('Company', { exact: false }).first().waitFor();
    await page.close();
  });

  it('RSVP event: the published field shows in the RSVP form; the form tab at 390 px', async () => {
    const event = await createEvent('Garden Talk', { initialType: 'RSVP' });
    const page = await signedIn(PHONE, `/dashboard/events/${event.id}`);
    await page.getByRole('heading', { name: 'Edit “Garden Talk”' }).waitFor();
    await page.getByRole('tab', { name: 'Form' }).click();
    await page.getByRole('heading', { name: 'Registration form' }).waitFor();
    await addRequiredTextField(page, 'Dietary needs');

    // A dropdown needs two choices: said in words, nothing sent.
    await page.getByRole('button', { name: 'Add a field' }).click();
    await page.getByRole('menuitem', { name: 'Dropdown' }).click();
    const dropdown = page.getByRole('form', { name: 'Add field: Dropdown' });
    await dropdown.getByLabel('Field label').fill('Session');
    await dropdown.getByLabel('Choices').fill('Morning');
    await dropdown.getByRole('button', { name: 'Add field' }).click();
    await dropdown.getByRole('alert').filter({ hasText: 'Give at least two choices.' }).waitFor();
    await dropdown.getByLabel('Choices').fill('Morning\nAfternoon');
    await dropdown.getByRole('button', { name: 'Add field' }).click();
    await notice(page, 'Session added to the draft');
    // Moved above the published field, then the draft discarded after asking.
    await page.getByRole('button', { name: 'Move Session up' }).click();
    await notice(page, 'Session moved up');
    const labels = () =>
      page
        .getByRole('list', { name: 'Form fields' })
        .getByRole('listitem')
        .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));
    await expect.poll(labels).toEqual(['First name', 'Email', 'Session', 'Dietary needs']);
    await screenshot(page, 'editor-tabs-form-390.png');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await page
      .getByRole('dialog', { name: 'Discard the draft?' })
      .getByRole('button', { name: 'Discard changes' })
      .click();
    await notice(page, 'Draft discarded');
    await expect.poll(labels).toEqual(['First name', 'Email', 'Dietary needs']);
    await closeNotices(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${origin}/events/${event.slug}`);
    await page.getByLabel('Dietary needs', { exact: false }).first().waitFor();
    await page.close();
  });
});
