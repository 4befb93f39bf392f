import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewSite } from '../../server/src/modules/sites/sites.service.ts';
import { seriousViolations } from './support/axe.ts';
import { newAuditablePage } from './support/kept-tabs.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';
import { screenshot } from './support/screenshots.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const APPROVE = '4242 4242 4242 4242';
const DECLINE = '4000 0000 0000 0002';
const HOUR = 3_600_000;

// Issue 14 item 13, browser test 1: a visitor buys paid tickets on the event page, through the
// checkout (guest forms, the server's field errors, the test gateway's card form) to the
// confirmation with QR codes; a declined card and a retry; the hosted checkout of a redirect session.
describe.skipIf(!hasChromium)('ticket purchase in a browser', () => {
  let running: SiteInBrowser;
  let browser: Browser;
  let origin: string;
  let site: NewSite;
  let slug: string;

  async function owner(method: string, url: string, body: unknown) {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: { authorization: site.apiKey, 'wix-site-id': site.siteId, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    expect(response.status, JSON.stringify(answer)).toBe(200);
    return answer;
  }

  beforeAll(async () => {
    running = await startSiteInBrowser('Ticket purchase test site');
    ({ browser, origin, site } = running);
    const { event } = await owner('POST', '/events/v3/events', {
      event: {
        title: 'Harbour Lights Concert',
        location: { type: 'VENUE', name: 'Harbour Hall' },
        dateAndTimeSettings: {
          startDate: new Date(Date.now() + 48 * HOUR).toISOString(),
          endDate: new Date(Date.now() + 51 * HOUR).toISOString(),
          timeZoneId: 'Etc/UTC',
        },
        registration: { initialType: 'TICKETING' },
      },
    });
    slug = event.slug;
    const definition = (ticketDefinition: Record<string, unknown>) =>
      owner('POST', '/events-ticket-definitions/v3/ticket-definitions', {
        ticketDefinition: { eventId: event.id, ...ticketDefinition },
      });
    await definition({
      name: 'Standard',
      description: 'A seat in the hall.',
      pricingMethod: { fixedPrice: { value: '20.00', currency: 'USD' } },
      feeType: 'FEE_ADDED_AT_CHECKOUT',
      initialLimit: 100,
    });
    await definition({
      name: 'Supporter',
      pricingMethod: { guestPrice: { value: '5.00', currency: 'USD' }, pricingType: 'DONATION' },
    });
    await definition({ name: 'Community', pricingMethod: { free: true }, initialLimit: 10 });
    await definition({
      name: 'Late release',
      pricingMethod: { fixedPrice: { value: '15.00', currency: 'USD' } },
      salePeriod: { startDate: new Date(Date.now() + 24 * HOUR).toISOString(), displayNotOnSale: true },
    });
  }, 180_000);

  afterAll(() => running?.close());

  async function newPage(viewport = DESKTOP): Promise<Page> {
    const page = await newAuditablePage(browser, { locale: 'en-US', viewport });
    page.setDefaultTimeout(15_000);
    return page;
  }

  /** Picks `quantity` Standard tickets on the event page and reserves them: the checkout opens. */
  async function reserveStandard(page: Page, quantity: number) {
    await page.goto(`${origin}/events/${slug}`);
    await page.getByRole('heading', { name: 'Tickets' }).waitFor();
    await page.getByLabel('Quantity of Standard').selectOption(String(quantity));
    await page.getByRole('button', { name: 'Reserve' }).click();
    await page.waitForURL(/\/checkout\?reservationId=/);
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
  }

  async function fillBuyer(page: Page) {
    const buyer = page.getByRole('region', { name: 'Your details' });
    await buyer.getByLabel('First name').fill('Ada');
    await buyer.getByLabel('Last name').fill('Lovelace');
    await buyer.getByLabel('Email').fill('ada@example.com');
  }

  async function fillGuest(page: Page, ticket: number, first: string, email: string) {
    const guest = page.getByRole('region', { name: new RegExp(`^Ticket ${ticket}:`) });
    await guest.getByLabel('First name').fill(first);
    await guest.getByLabel('Last name').fill('Guest');
    await guest.getByLabel('Email').fill(email);
  }

  async function fillCard(page: Page, number: string) {
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('Security code').fill('123');
  }

  it('shows each ticket with its sale status and price, fees included', async () => {
    const page = await newPage();
    await page.goto(`${origin}/events/${slug}`);
    const tickets = page.getByRole('region', { name: 'Tickets' });
    await tickets.getByText('Standard').waitFor();
    const text = await tickets.innerText();
    expect(text).toContain('$20.00');
    expect(text).toContain('+ $0.50 service fee');
    expect(text).toContain('From $5.00');
    expect(text).toMatch(/On sale from/);
    // Nothing chosen: the picker says so instead of reserving.
    await page.getByRole('button', { name: 'Reserve' }).click();
    await page.getByText('Choose how many tickets you want first.').waitFor();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await screenshot(page, `tickets-picker-${viewport.width}.png`);
      expect(await seriousViolations(page), `picker at ${viewport.width} px`).toEqual([]);
    }
    await page.close();
  });

  it('buys two paid tickets: a bad guest email is shown on its field, then the confirmation has 2 QR codes', async () => {
    const page = await newPage();
    await reserveStandard(page, 2);
    await page.getByRole('timer').waitFor();
    expect(await page.getByRole('region', { name: 'Order summary' }).innerText()).toContain('$41.00');
    await fillBuyer(page);
    await fillGuest(page, 1, 'Ada', 'not-an-email');
    await fillGuest(page, 2, 'Charles', 'charles@example.com');
    await fillCard(page, APPROVE);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await screenshot(page, `tickets-checkout-${viewport.width}.png`);
      expect(await seriousViolations(page), `checkout at ${viewport.width} px`).toEqual([]);
    }
    await page.getByRole('button', { name: 'Pay $41.00' }).click();

    const first = page.getByRole('region', { name: /^Ticket 1:/ });
    await first.getByText('Enter a valid email address.').waitFor();
    expect(await first.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'tickets-checkout-error-1280.png');
    await first.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Pay $41.00' }).click();

    await page.waitForURL(/\/orders\//);
    await page.getByRole('heading', { name: 'You are going!' }).waitFor();
    const qr = page.getByRole('img', { name: /^QR code of ticket / });
    await expect.poll(() => qr.count()).toBe(2);
    await expect
      .poll(() => qr.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const text = await page.locator('main').innerText();
    expect(text).toContain('Ada Guest');
    expect(text).toContain('Charles Guest');
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await screenshot(page, `tickets-confirmation-${viewport.width}.png`);
      expect(await seriousViolations(page), `confirmation at ${viewport.width} px`).toEqual([]);
    }
    await page.close();
  });

  it('a declined card says so in a sentence; the visitor retries with another card', async () => {
    const page = await newPage(PHONE);
    await reserveStandard(page, 1);
    await fillBuyer(page);
    await fillGuest(page, 1, 'Grace', 'grace@example.com');
    await fillCard(page, DECLINE);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined' }).waitFor();
    await screenshot(page, 'tickets-declined-390.png');
    await fillCard(page, APPROVE);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/orders\//);
    await page.getByRole('heading', { name: 'You are going!' }).waitFor();
    await expect.poll(() => page.getByRole('img', { name: /^QR code of ticket / }).count()).toBe(1);
    await page.close();
  });

  it('an order placed without payment (pay later) is paid on its confirmation page', async () => {
    const page = await newPage(PHONE);
    await page.goto(`${origin}/events/${slug}`);
    await page.getByRole('heading', { name: 'Tickets' }).waitFor();
    // The visitor's own tokens place a PENDING order through the API, as the official checkout does.
    const orderNumber = await page.evaluate(async (siteId) => {
      const tokens = JSON.parse(localStorage.getItem(`tessera.tokens.${siteId}`) ?? '{}');
      const headers = { authorization: tokens.accessToken.value, 'content-type': 'application/json' };
      const post = async (url: string, body: unknown) => {
        const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
        if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
        return response.json();
      };
      const { definitions } = await (
        await fetch(`/events/v1/checkout/available-tickets?limit=10`, { headers })
      ).json();
      const standard = definitions.find((d: { name: string }) => d.name === 'Standard');
      const reservation = await post('/events/v1/checkout/reservations', {
        eventId: standard.eventId,
        ticketQuantities: [{ ticketDefinitionId: standard.id, quantity: 1 }],
      });
      const { order } = await post('/events/v1/checkout', {
        eventId: standard.eventId,
        reservationId: reservation.id,
        buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      });
      if (order.status !== 'PENDING') throw new Error(`expected PENDING, got ${order.status}`);
      return order.orderNumber as string;
    }, site.siteId);
    await page.goto(`${origin}/events/${slug}/orders/${orderNumber}`);
    await page.getByRole('heading', { name: 'Payment needed', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Pay now' }).waitFor();
    await screenshot(page, 'tickets-pay-now-390.png');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'tickets-pay-now-1280.png');
    // A card that is not a test card is refused on the page; then a test card pays.
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByText('Enter a valid card number.').waitFor();
    await fillCard(page, APPROVE);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('heading', { name: 'You are going!' }).waitFor();
    await expect.poll(() => page.getByRole('img', { name: /^QR code of ticket / }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Pay now' }).count()).toBe(0);
    await page.close();
  });

  it('a free ticket skips payment: no card form, the order is confirmed', async () => {
    const page = await newPage(PHONE);
    await page.goto(`${origin}/events/${slug}`);
    await page.getByLabel('Quantity of Community').selectOption('1');
    await page.getByRole('button', { name: 'Reserve' }).click();
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await fillBuyer(page);
    await fillGuest(page, 1, 'Free', 'free@example.com');
    await page.getByRole('button', { name: 'Place order' }).click();
    await page.waitForURL(/\/orders\//);
    await page.getByText('Your order is confirmed.', { exact: false }).waitFor();
    await expect.poll(() => page.getByRole('img', { name: /^QR code of ticket / }).count()).toBe(1);
    await page.close();
  });

  it('when the hold lapses the checkout says so and offers to pick again', async () => {
    const page = await newPage(PHONE);
    // The browser's clock, moved instead of waited for (the server's hold lasts 20 minutes).
    await page.clock.install();
    await reserveStandard(page, 1);
    await page.getByRole('timer').waitFor();
    await page.clock.fastForward('20:05');
    await page.getByRole('heading', { name: 'Your reservation has expired' }).waitFor();
    await screenshot(page, 'tickets-expired-390.png');
    await page.getByRole('link', { name: 'Pick tickets again' }).click();
    await page.waitForURL(`${origin}/events/${slug}`);
    await page.getByRole('heading', { name: 'Tickets' }).waitFor();
    await page.close();
  });

  it('hosted checkout: a redirect session with eventsCheckout opens the checkout and ends on the post-flow URL', async () => {
    const page = await newPage();
    // The site's visitor (as a site built on the SDK would be, sharing the visitor's tokens) holds
    // tickets and asks for the hosted checkout with a post-flow URL.
    await page.goto(`${origin}/events/${slug}`);
    await page.getByRole('heading', { name: 'Tickets' }).waitFor();
    const postFlowUrl = `${origin}/?checkout=done`;
    const sessionUrl = await page.evaluate(
      async ({ siteId, slug, postFlowUrl }) => {
        const tokens = JSON.parse(localStorage.getItem(`tessera.tokens.${siteId}`) ?? '{}');
        const headers = { authorization: tokens.accessToken.value, 'content-type': 'application/json' };
        const post = async (url: string, body: unknown) => {
          const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
          if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
          return response.json();
        };
        const { definitions } = await (
          await fetch(`/events/v1/checkout/available-tickets?limit=10`, { headers })
        ).json();
        const standard = definitions.find((d: { name: string }) => d.name === 'Standard');
        const reservation = await post('/events/v1/checkout/reservations', {
          eventId: standard.eventId,
          ticketQuantities: [{ ticketDefinitionId: standard.id, quantity: 1 }],
        });
        const { redirectSession } = await post('/_api/redirects-api/v1/redirect-session', {
          eventsCheckout: { reservationId: reservation.id, eventSlug: slug },
          callbacks: { postFlowUrl },
        });
        return redirectSession.fullUrl as string;
      },
      { siteId: site.siteId, slug, postFlowUrl },
    );
    expect(sessionUrl).toContain(`/events/${slug}/checkout?reservationId=`);
    await page.goto(sessionUrl);
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await fillBuyer(page);
    await fillGuest(page, 1, 'Hosted', 'hosted@example.com');
    await fillCard(page, APPROVE);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(postFlowUrl);
    await page.close();
  });
});
