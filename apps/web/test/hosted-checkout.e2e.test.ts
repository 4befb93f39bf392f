import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewSite } from '../../server/src/modules/sites/sites.service.ts';
import { seriousViolations } from './support/axe.ts';
import { newAuditablePage } from './support/kept-tabs.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';
import { screenshot } from './support/screenshots.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const HOUR = 3_600_000;
/** The site built on the SDK: its own origin and OAuth client; the browser's requests to it are answered here. */
const SHOP = 'https://shop.example';

// Issue 14 item 10: a site on another origin (another OAuth client, its own visitor tokens) reserves
// and sends its visitor to the hosted checkout through a redirect session; the web app continues as
// that visitor (the session's handle is traded once), checks out and returns to the post-flow URL.
describe.skipIf(!hasChromium)('hosted checkout from another site', () => {
  let running: SiteInBrowser;
  let browser: Browser;
  let origin: string;
  let site: NewSite;
  let slug: string;
  let shopClientId: string;

  async function call(method: string, url: string, authorization: Record<string, string>, body?: unknown) {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: { ...authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = await response.json();
    expect(response.status, JSON.stringify(answer)).toBe(200);
    return answer;
  }
  const owner = (method: string, url: string, body: unknown) =>
    call(method, url, { authorization: site.apiKey, 'wix-site-id': site.siteId }, body);

  beforeAll(async () => {
    running = await startSiteInBrowser('Hosted checkout test site');
    ({ browser, origin, site } = running);
    const { event } = await owner('POST', '/events/v3/events', {
      event: {
        title: 'Riverside Open Day',
        location: { type: 'VENUE', name: 'Riverside Hall' },
        dateAndTimeSettings: {
          startDate: new Date(Date.now() + 48 * HOUR).toISOString(),
          endDate: new Date(Date.now() + 51 * HOUR).toISOString(),
          timeZoneId: 'Etc/UTC',
        },
        registration: { initialType: 'TICKETING' },
      },
    });
    slug = event.slug;
    await owner('POST', '/events-ticket-definitions/v3/ticket-definitions', {
      ticketDefinition: {
        eventId: event.id,
        name: 'Open day pass',
        pricingMethod: { free: true },
        initialLimit: 50,
      },
    });
    // The shop's own OAuth client, made through the API, allowing its origin.
    const { client } = await owner('POST', '/_api/tessera/v1/oauth-clients', {
      client: { name: 'Shop on its own origin', allowedRedirectOrigins: [SHOP] },
    });
    shopClientId = client.id;
  }, 180_000);

  afterAll(() => running?.close());

  /** What the shop's server does with the SDK: a visitor of its client reserves and asks for the hosted checkout. */
  async function shopReservesAndRedirects(postFlowUrl: string): Promise<string> {
    const tokens = await call(
      'POST',
      '/oauth2/token',
      {},
      { clientId: shopClientId, grantType: 'anonymous' },
    );
    const visitor = { authorization: tokens.access_token as string };
    const { definitions } = await call('GET', '/events/v1/checkout/available-tickets?limit=10', visitor);
    const pass = definitions.find((d: { name: string }) => d.name === 'Open day pass');
    const reservation = await call('POST', '/events/v1/checkout/reservations', visitor, {
      eventId: pass.eventId,
      ticketQuantities: [{ ticketDefinitionId: pass.id, quantity: 1 }],
    });
    const { redirectSession } = await call('POST', '/_api/redirects-api/v1/redirect-session', visitor, {
      eventsCheckout: { reservationId: reservation.id, eventSlug: slug },
      callbacks: { postFlowUrl },
    });
    return redirectSession.fullUrl as string;
  }

  /** A browser that has never seen the web app; the shop's pages are answered here. */
  async function freshBrowserPage(viewport = DESKTOP): Promise<Page> {
    const page = await newAuditablePage(browser, { locale: 'en-US', viewport });
    page.setDefaultTimeout(15_000);
    await page.route(`${SHOP}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><title>Shop</title><h1>Thanks from the shop</h1></html>',
      }),
    );
    return page;
  }

  async function fillOrder(page: Page) {
    const buyer = page.getByRole('region', { name: 'Your details' });
    await buyer.getByLabel('First name').fill('Mary');
    await buyer.getByLabel('Last name').fill('Somerville');
    await buyer.getByLabel('Email').fill('mary@example.com');
    const guest = page.getByRole('region', { name: /^Ticket 1:/ });
    await guest.getByLabel('First name').fill('Mary');
    await guest.getByLabel('Last name').fill('Guest');
    await guest.getByLabel('Email').fill('mary@example.com');
  }

  it("opens the shop's reservation as its visitor, checks out and lands on the post-flow URL", async () => {
    const postFlowUrl = `${SHOP}/thanks?order=done`;
    const sessionUrl = await shopReservesAndRedirects(postFlowUrl);
    expect(new URL(sessionUrl).searchParams.get('redirectSession')).toMatch(/^rs_/);
    const page = await freshBrowserPage();
    await page.goto(sessionUrl);
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Your details' }).waitFor();
    // The handle left the address bar once traded.
    expect(new URL(page.url()).searchParams.has('redirectSession')).toBe(false);
    expect(new URL(page.url()).searchParams.get('reservationId')).toBeTruthy();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await screenshot(page, `hosted-checkout-${viewport.width}.png`);
      expect(await seriousViolations(page), `hosted checkout at ${viewport.width} px`).toEqual([]);
    }
    await fillOrder(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    // The session's own post-flow URL, confirmed by the server: followed to the shop's origin.
    await page.waitForURL(postFlowUrl);
    await page.getByRole('heading', { name: 'Thanks from the shop' }).waitFor();
    await page.close();

    // The same address in another browser: the handle is spent, the reservation stays the shop visitor's.
    const other = await freshBrowserPage(PHONE);
    await other.goto(sessionUrl);
    await other.getByText('It may belong to another browser', { exact: false }).waitFor();
    await screenshot(other, 'hosted-checkout-spent-390.png');
    await other.close();
  });
});
