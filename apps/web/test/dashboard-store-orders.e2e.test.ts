import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyStrategy, createClient } from '@tessera/sdk';
import { OAuthStrategy } from '@tessera/sdk/oauth';
import { catalogAdmin } from '@tessera/sdk/catalog-admin';
import { checkouts } from '@tessera/sdk/checkouts';
import { currentCart } from '@tessera/sdk/current-cart';
import { inventoryAdmin } from '@tessera/sdk/inventory-admin';
import { seriousViolations } from './support/axe.ts';
import { newAuditablePage } from './support/kept-tabs.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';
import { screenshot } from './support/screenshots.ts';
import { signedInOwner } from './support/owner-in-browser.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const address = (firstName: string, lastName: string) => ({
  address: {
    country: 'US',
    subdivision: 'US-NY',
    city: 'New York',
    postalCode: '10001',
    addressLine1: '1 Main St',
  },
  contactDetails: { firstName, lastName },
});

// Issue 15 items 9 and 10 (dashboard part): visitors order and pay through the SDK as the shop's
// pages do; the owner finds the orders in the dashboard (revenue, search), opens one, comments on
// it and refunds it (asked first), and sees it refunded.
describe.skipIf(!hasChromium)('store orders in the dashboard', () => {
  let running: SiteInBrowser;
  let origin: string;
  let mug = '';
  const numbers: Record<string, string> = {};

  async function placePaidOrder(
    productId: string,
    quantity: number,
    email: string,
    first: string,
    last: string,
  ) {
    const buyer = createClient({
      baseUrl: origin,
      auth: OAuthStrategy({ clientId: running.site.clientId }),
      modules: { cart: currentCart, checkouts },
    });
    await buyer.cart.addToCart([{ productId, quantity }]);
    const checkoutId = await buyer.cart.createCheckout({ email });
    await buyer.checkouts.updateCheckout(checkoutId, {
      shippingAddress: address(first, last),
      billingInfo: address(first, last),
    });
    const orderId = await buyer.checkouts.createOrder(checkoutId);
    expect((await buyer.checkouts.payOrder(orderId, 'tok_approve')).paymentStatus).toBe('PAID');
    return orderId;
  }

  beforeAll(async () => {
    running = await startSiteInBrowser('Store orders test site');
    origin = running.origin;
    const owner = createClient({
      baseUrl: origin,
      auth: ApiKeyStrategy({ apiKey: running.site.apiKey, siteId: running.site.siteId }),
      modules: { catalog: catalogAdmin, inventory: inventoryAdmin },
    });
    mug = (
      await owner.catalog.createProduct({
        name: 'Coffee mug',
        productType: 'physical',
        priceData: { price: 12.5 },
      })
    ).id!;
    await owner.inventory.setStock(mug, true, [{ quantity: 10 }]);
    numbers.ada = await placePaidOrder(mug, 2, 'ada@example.com', 'Ada', 'Lovelace');
    numbers.grace = await placePaidOrder(mug, 1, 'grace@example.com', 'Grace', 'Hopper');
  }, 180_000);

  afterAll(() => running?.close());

  async function signedIn(url: string): Promise<Page> {
    const page = await newAuditablePage(
      running.browser,
      signedInOwner(running, { locale: 'en-US', viewport: DESKTOP }),
    );
    page.setDefaultTimeout(15_000);
    await page.goto(`${origin}${url}`);
    return page;
  }

  async function looks(page: Page, name: string) {
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await screenshot(page, `store-orders-${name}-${viewport.width}.png`);
      expect(await seriousViolations(page), `${name} at ${viewport.width} px`).toEqual([]);
    }
  }

  it('lists, searches, comments on and refunds an order', async () => {
    const page = await signedIn('/dashboard/store-orders');
    await page.getByRole('heading', { name: 'Store orders', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: '2 orders on this page' }).waitFor();
    // Revenue of today: 2 × 12.50 + 12.50 (no shipping option, no tax region).
    const today = page.getByRole('region', { name: 'Today' });
    await expect.poll(() => today.innerText()).toContain('2 orders');
    expect(await today.innerText()).toContain('$37.50');
    await looks(page, 'list');

    await page.getByLabel('Search orders').fill('grace');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '1 order on this page match the filters' }).waitFor();
    expect(page.url()).toContain('q=grace');
    await page.getByLabel('Search orders').fill('ada@');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '1 order on this page match the filters' }).waitFor();
    await page.getByRole('table').getByRole('link').first().click();

    await page.getByRole('heading', { name: /^Order #\d+$/, level: 1 }).waitFor();
    expect(page.url()).toContain(numbers.ada);
    await page.getByRole('region', { name: 'Items' }).getByText('Coffee mug').waitFor();
    expect(await page.getByRole('region', { name: 'Totals' }).innerText()).toContain('$25.00');
    await page.getByRole('region', { name: 'Buyer' }).getByText('ada@example.com').waitFor();
    await page.getByRole('region', { name: 'Payments and refunds' }).getByText('Paid').waitFor();

    await page.getByLabel('Add a comment').fill('Gift wrap, please.');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await page.getByText('Your comment was added.').waitFor();
    await page.getByRole('region', { name: 'Activity' }).getByText('Gift wrap, please.').waitFor();

    // A refund is asked first; going back changes nothing.
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund this order?' });
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.getByLabel(/^Amount/).fill('999');
    await dialog.getByRole('button', { name: /^Refund/ }).click();
    await dialog.getByText('At most 25.00 can be refunded.').waitFor();
    await dialog.getByLabel(/^Amount/).fill('25.00');
    await looks(page, 'refund-dialog');
    await dialog.getByRole('button', { name: 'Refund 25.00 USD' }).click();
    await page.getByText(/The refund of order #\d+ was sent\./).waitFor();
    await page.getByRole('group', { name: 'Statuses' }).getByText('Refunded').waitFor();
    await page.getByRole('region', { name: 'Totals' }).getByText('Refunded').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);
    await looks(page, 'order');

    // The list and the figures follow: refunded revenue is taken off.
    await page.getByRole('link', { name: '← All store orders' }).click();
    await page.getByRole('heading', { name: 'Store orders', level: 1 }).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Today' }).innerText()).toContain('$12.50');
    await page.close();
  }, 120_000);

  it('ships an order in two parts with tracking, and takes a shipment back (asked first)', async () => {
    const orderId = await placePaidOrder(mug, 3, 'lin@example.com', 'Lin', 'Chen');
    const page = await signedIn(`/dashboard/store-orders/${orderId}`);
    await page.getByRole('heading', { name: /^Order #\d+$/, level: 1 }).waitFor();
    const shipments = page.getByRole('region', { name: 'Shipments' });
    await shipments.getByText('Nothing shipped yet.').waitFor();

    await shipments.getByRole('button', { name: 'Ship items' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ship items' });
    await dialog.getByLabel('Coffee mug (3 left to ship)').fill('2');
    await dialog.getByLabel('Tracking number (optional)').fill('1Z999AA1');
    await looks(page, 'ship-dialog');
    await dialog.getByRole('button', { name: 'Ship 2 item(s)' }).click();
    await page.getByText(/Items of order #\d+ were marked as shipped\./).waitFor();
    await shipments.getByText('2 × Coffee mug').waitFor();
    expect(await shipments.getByRole('link', { name: 'Track the parcel' }).getAttribute('href')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA1',
    );
    await page
      .getByRole('group', { name: 'Statuses' })
      .getByText(/partially/i)
      .waitFor();

    // The last mug by another carrier with its own link; then nothing is left to ship.
    await shipments.getByRole('button', { name: 'Ship items' }).click();
    await dialog.getByLabel('Carrier').click();
    await page.getByRole('option', { name: 'Other carrier' }).click();
    await dialog.getByLabel('Carrier name').fill('Bike courier');
    await dialog.getByLabel('Tracking link (optional)').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Ship 1 item(s)' }).click();
    await dialog.getByRole('alert').waitFor();
    await dialog.getByLabel('Tracking link (optional)').fill('https://courier.example/track/7');
    await dialog.getByRole('button', { name: 'Ship 1 item(s)' }).click();
    await page
      .getByRole('group', { name: 'Statuses' })
      .getByText(/^Fulfilled$/i)
      .waitFor();
    await expect.poll(() => shipments.getByRole('button', { name: 'Ship items' }).count()).toBe(0);
    await looks(page, 'shipped');

    await shipments.getByRole('button', { name: 'Delete shipment 2' }).click();
    await page
      .getByRole('dialog', { name: 'Take this shipment back?' })
      .getByRole('button', { name: 'Delete shipment' })
      .click();
    await page.getByText('The shipment was deleted.').waitFor();
    await shipments.getByRole('button', { name: 'Ship items' }).waitFor();
    await page
      .getByRole('group', { name: 'Statuses' })
      .getByText(/partially/i)
      .waitFor();
    await page.close();
  }, 120_000);
});
