import fs from 'node:fs';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { newAuditablePage } from './support/kept-tabs.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';
import { screenshot } from './support/screenshots.ts';
import { signedInOwner } from './support/owner-in-browser.ts';

const DESKTOP = { viewport: { width: 1280, height: 900 }, locale: 'en-US' };
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'en-US', isMobile: true, hasTouch: true };

type Buyer = { firstName: string; lastName: string; email: string };
const ADA = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const GRACE = { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' };
const ALAN = { firstName: 'Alan', lastName: 'Turing', email: 'alan@example.com' };
// A buyer whose name a spreadsheet would run as a formula: the export must keep it text.
const MALLORY = {
  firstName: '=HYPERLINK("http://evil.test","x")',
  lastName: 'Mallory',
  email: 'm@example.com',
};

/** A CSV file as rows of cells (RFC 4180: quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted || (char !== ',' && char !== '\r')) {
      cell += char;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else {
      // CRLF ends a row.
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    }
  }
  return rows;
}

// The owner's orders pages in Debian's Chromium, against a real server: orders placed through the
// API as visitors place them (free, paid through the test gateway, pay at the door, authorized).
describe.skipIf(!hasChromium)('dashboard orders in a browser', () => {
  let running: SiteInBrowser;
  let origin: string;
  let eventId: string;
  const numbers: Record<string, string> = {};

  async function api(method: string, apiPath: string, body: unknown, headers: Record<string, string>) {
    const response = await fetch(`${origin}${apiPath}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    return JSON.parse(text);
  }
  const owner = () => ({ authorization: running.site.apiKey, 'wix-site-id': running.site.siteId });

  async function placeOrder(definitionId: string, quantity: number, buyer: Buyer, pay: object) {
    const token = await api(
      'POST',
      '/oauth2/token',
      { clientId: running.site.clientId, grantType: 'anonymous' },
      {},
    );
    const visitor = { authorization: token.access_token };
    const held = await api(
      'POST',
      '/events/v1/checkout/reservations',
      { eventId, ticketQuantities: [{ ticketDefinitionId: definitionId, quantity }] },
      visitor,
    );
    const placed = await api(
      'POST',
      '/events/v1/checkout',
      { eventId, reservationId: held.id, buyer, ...pay },
      visitor,
    );
    return placed.order.orderNumber as string;
  }

  beforeAll(async () => {
    running = await startSiteInBrowser('Orders test site');
    origin = running.origin;
    const start = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 7 * 86_400_000 + 3 * 3_600_000).toISOString();
    const event = await api(
      'POST',
      '/events/v3/events',
      {
        event: {
          title: 'Orders Gala',
          location: { type: 'VENUE', name: 'Hall' },
          dateAndTimeSettings: { startDate: start, endDate: end, timeZoneId: 'Etc/UTC' },
          registration: { initialType: 'TICKETING' },
        },
      },
      owner(),
    );
    eventId = event.event.id;
    const definition = async (name: string, value: string, initialLimit: number) =>
      (
        await api(
          'POST',
          '/events-ticket-definitions/v3/ticket-definitions',
          {
            ticketDefinition: {
              eventId,
              name,
              initialLimit,
              pricingMethod: { fixedPrice: { value, currency: 'USD' } },
            },
          },
          owner(),
        )
      ).ticketDefinition.id as string;
    const standard = await definition('Standard', '10.00', 50);
    const free = await definition('Community', '0', 20);
    numbers.free = await placeOrder(free, 1, ADA, {});
    numbers.paid = await placeOrder(standard, 2, GRACE, { paymentDetails: { token: 'tok_approve' } });
    numbers.atDoor = await placeOrder(standard, 1, ALAN, { options: { payInPerson: true } });
    numbers.authorized = await placeOrder(standard, 1, MALLORY, {
      paymentDetails: { token: 'tok_approve', delayedCapture: true },
    });
  }, 180_000);

  afterAll(() => running?.close());

  async function signedIn(options: BrowserContextOptions, url: string): Promise<Page> {
    const page = await newAuditablePage(
      browser(),
      signedInOwner(running, { ...options, acceptDownloads: true }),
    );
    page.setDefaultTimeout(15_000);
    await page.goto(`${origin}${url}`);
    return page;
  }
  const browser = () => running.browser;
  const orderRows = (page: Page) => page.getByRole('table').locator('tbody > tr');

  it('filters, searches, confirms the order paid at the door, archives one and exports CSV', async () => {
    const page = await signedIn(DESKTOP, '/dashboard/orders');
    await page.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: '4 orders' }).waitFor();
    expect(await orderRows(page).count()).toBe(4);
    // Status facets count over the other filters.
    await page.getByText('Pay at the door (1)').waitFor();
    await page.getByText('Paid (1)').waitFor();

    // Search a buyer, then by status.
    await page.getByLabel('Search orders').fill('hopper');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '1 order match the filters' }).waitFor();
    expect(await orderRows(page).first().innerText()).toContain('Grace Hopper');
    await page.getByLabel('Search orders').fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('Pay at the door (1)').click();
    await page.getByRole('status').filter({ hasText: '1 order match the filters' }).waitFor();
    expect(page.url()).toContain('status=OFFLINE_PENDING');

    // Confirm the order paid at the door: asked first, then a notice, then it is Paid.
    await page.getByRole('button', { name: `Mark paid order ${numbers.atDoor}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark this order as paid?' });
    await dialog.getByRole('button', { name: 'Mark as paid' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `Order ${numbers.atDoor} is marked as paid.` })
      .waitFor();
    await page.getByText('Pay at the door (0)').waitFor();
    await page.getByText('Paid (2)').waitFor();

    // Capturing a paid order is not offered; a void on an authorized one is asked first.
    await page.goto(`${origin}/dashboard/orders?status=AUTHORIZED`);
    await page.getByRole('button', { name: `Void payment order ${numbers.authorized}` }).waitFor();
    await page.getByRole('button', { name: `Capture payment order ${numbers.authorized}` }).click();
    await page
      .getByRole('dialog', { name: 'Capture this payment?' })
      .getByRole('button', { name: 'Go back' })
      .click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Captured meanwhile (another tab, the API): voiding from this stale list is refused in words.
    await api('POST', `/events/v1/events/orders/${numbers.authorized}/capture`, { eventId }, owner());
    await page.getByRole('button', { name: `Void payment order ${numbers.authorized}` }).click();
    await page
      .getByRole('dialog', { name: 'Void this payment?' })
      .getByRole('button', { name: 'Void payment' })
      .click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Cannot void an order whose status is PAID.' })
      .first()
      .waitFor();
    // The list refreshed after the refusal: the order, paid now, left the authorized ones.
    await page
      .getByRole('button', { name: `Void payment order ${numbers.authorized}` })
      .waitFor({ state: 'detached' });

    // Archive Grace's order: it leaves the current orders and is found among the archived.
    await page.goto(`${origin}/dashboard/orders`);
    await page.getByRole('button', { name: `Archive order ${numbers.paid}` }).click();
    await page
      .getByRole('dialog', { name: 'Archive this order?' })
      .getByRole('button', { name: 'Archive order' })
      .click();
    await page
      .getByRole('alert')
      .filter({ hasText: `Order ${numbers.paid} was archived.` })
      .waitFor();
    await page.getByRole('status').filter({ hasText: '3 orders' }).waitFor();
    await page.getByRole('combobox', { name: 'Archive' }).click();
    await page.getByRole('option', { name: 'Archived orders' }).click();
    await page.getByRole('status').filter({ hasText: '1 order match the filters' }).waitFor();
    expect(await orderRows(page).first().innerText()).toMatch(/archived/i);

    // Details of an order in the drawer.
    await page.goto(`${origin}/dashboard/orders?archived=all`);
    await page.getByRole('combobox', { name: 'Sort' }).click();
    await page.getByRole('option', { name: 'Highest total' }).click();
    await page.getByRole('table', { name: 'Orders, highest total' }).waitFor();
    // The caption changes at once; the rows when the sorted page arrives (the previous one stays shown).
    await orderRows(page).first().filter({ hasText: numbers.paid }).waitFor();
    expect(await orderRows(page).first().innerText()).toContain(numbers.paid);
    await page.getByRole('button', { name: `Details order ${numbers.paid}` }).click();
    const drawer = page.getByRole('dialog', { name: `Order ${numbers.paid}` });
    await drawer.getByRole('heading', { name: 'Tickets (2)' }).waitFor();
    expect(await drawer.innerText()).toContain('grace@example.com');
    expect(await drawer.getByRole('heading', { name: 'Invoice' }).count()).toBe(1);
    expect(await drawer.innerText()).toMatch(/Paid by the buyer\s+\$20\.00/);
    await screenshot(page, 'dashboard-orders-details-1280.png');
    await drawer.getByRole('button', { name: 'Close the order details' }).click();

    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-orders-1280.png');

    // Export everything the filters select (current and archived): every order, one row each.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header?.slice(0, 4)).toEqual(['Order number', 'Event', 'Event id', 'Status']);
    const byNumber = new Map(rows.map((row) => [row[0], row]));
    expect([...byNumber.keys()].sort()).toEqual(Object.values(numbers).sort());
    const column = (name: string, number: string) => byNumber.get(number)![header!.indexOf(name)];
    expect(column('Status', numbers.atDoor!)).toBe('Paid');
    expect(column('Status', numbers.free!)).toBe('Free');
    expect(column('Archived', numbers.paid!)).toBe('yes');
    expect(column('Total', numbers.paid!)).toBe('20.00');
    expect(column('Currency', numbers.paid!)).toBe('USD');
    expect(column('Event', numbers.paid!)).toBe('Orders Gala');
    expect(column('Tickets', numbers.paid!)).toBe('2');
    expect(column('First name', numbers.authorized!)).toBe(`'${MALLORY.firstName}`);
    await page.getByRole('alert').filter({ hasText: '4 orders were exported' }).waitFor();
    await page.context().close();
  });

  it('shows orders as cards and the event’s sales figures on a phone', async () => {
    const page = await signedIn(PHONE, `/dashboard/orders?event=${eventId}&archived=all`);
    await page.getByRole('list', { name: 'Orders, newest first' }).waitFor();
    expect(await page.getByRole('list', { name: 'Orders, newest first' }).getByRole('listitem').count()).toBe(
      4,
    );
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'dashboard-orders-390.png');

    await page.getByRole('link', { name: /Sales and check-in figures/ }).click();
    await page.getByRole('heading', { name: 'Orders Gala', level: 1 }).waitFor();
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.getByText('Tickets sold').waitFor();
    const figures = (await summary.innerText()).replace(/\s+/g, ' ');
    // 1 free + 2 paid + 1 at the door and 1 authorized (both paid since), of 70 places.
    expect(figures).toMatch(/Tickets sold 5 of 70/i);
    expect(figures).toContain('$39.00'); // revenue: $40 less the 2.5 % fee included
    expect(figures).toMatch(/Checked in 0 of 5 tickets/i);
    const types = (await page.getByRole('region', { name: 'Tickets by type' }).innerText()).replace(
      /\s+/g,
      ' ',
    );
    expect(types).toMatch(/Standard 4 50/);
    expect(types).toMatch(/Community 1 20/);
    expect(
      await page.getByRole('region', { name: 'Orders by status' }).getByRole('link').allInnerTexts(),
    ).toEqual(['Paid', 'Free']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-sales-390.png');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'dashboard-sales-1280.png');
    await page.context().close();
  });
});
