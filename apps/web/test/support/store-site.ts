import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { createClient, type AuthStrategy } from '@tessera/sdk';
import { checkouts } from '@tessera/sdk/checkouts';
import { currentCart } from '@tessera/sdk/current-cart';
import { seedDemoProducts } from '../../../server/src/modules/store-catalog/demo-products.ts';
import { seriousViolations } from './axe.ts';
import { newAuditablePage } from './kept-tabs.ts';
import { startSiteInBrowser, type SiteInBrowser } from './site-in-browser.ts';
import { screenshot } from './screenshots.ts';

// The store's browser tests share this: a site with the demo products, shipping, a coupon and
// tax; the owner's calls; pages, screenshots with the axe audit, the test card; members who log in
// through the site's pages; orders placed and paid as the shop's pages do.

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };
export const APPROVE = '4242 4242 4242 4242';
export const DECLINE = '4000 0000 0000 0002';

export interface StoreSite extends SiteInBrowser {
  /** An owner call; fails the test unless it answers 200. */
  owner<T = any>(method: string, url: string, body?: unknown): Promise<T>;
  /** A tab of its own (axe needs its own context), English, 15 s per step. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  /** Audited by axe at 390 and 1280 px, with screenshots (`store-<name>-<width>.png`) when asked for. */
  looks(page: Page, name: string): Promise<void>;
}

/**
 * A site with the demo products (Festival T-Shirt, Enamel Pin Set, …), two shipping options to the
 * US (Standard post 5.00, Express courier 15.00), the coupon WELCOME (10 %) and 10 % US tax.
 */
export async function startStoreSite(name: string): Promise<StoreSite> {
  const running = await startSiteInBrowser(name);
  const { origin, site, browser } = running;

  async function owner(method: string, url: string, body?: unknown) {
    const response = await fetch(`${origin}${url}`, {
      method,
      headers: {
        authorization: site.apiKey,
        'wix-site-id': site.siteId,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = await response.json();
    expect(response.status, JSON.stringify(answer)).toBe(200);
    return answer;
  }

  await seedDemoProducts(running.app.server, site);
  await owner('POST', '/ecom/v1/shipping-options', {
    shippingOption: { title: 'Standard post', deliveryRegionIds: ['US'], rates: [{ amount: '5.00' }] },
  });
  await owner('POST', '/ecom/v1/shipping-options', {
    shippingOption: { title: 'Express courier', deliveryRegionIds: ['US'], rates: [{ amount: '15.00' }] },
  });
  await owner('POST', '/ecom/v1/discount-rules', {
    discountRule: {
      name: 'Welcome',
      trigger: { triggerType: 'COUPON', coupon: { code: 'WELCOME' } },
      discounts: { values: [{ targetType: 'GLOBAL', discountType: 'PERCENTAGE', percentage: 10 }] },
    },
  });
  await owner('POST', '/_api/tessera/v1/store/tax-regions', { taxRegion: { country: 'US', rate: '10' } });

  return {
    ...running,
    owner,
    async newPage(viewport = DESKTOP) {
      const page = await newAuditablePage(browser, { locale: 'en-US', viewport });
      page.setDefaultTimeout(15_000);
      return page;
    },
    async looks(page, name) {
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await screenshot(page, `store-${name}-${viewport.width}.png`);
        expect(await seriousViolations(page), `${name} at ${viewport.width} px`).toEqual([]);
      }
    },
  };
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('Security code').fill('123');
}

/** The id of a product by its slug (the owner's platformized query). */
export async function productIdOf(store: StoreSite, slug: string): Promise<string> {
  const { products } = await store.owner('POST', '/stores-reader/v1/products/query-platformized', {
    query: { filter: JSON.stringify({ slug }) },
  });
  return products[0].id;
}

/** A site member, registered through the API as a site would (no email check, no captcha). */
export async function registerMember(store: SiteInBrowser, email: string, password: string) {
  const token = await fetch(`${store.origin}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientId: store.site.clientId, grantType: 'anonymous' }),
  }).then((r) => r.json());
  const registered = await fetch(`${store.origin}/_api/iam/authentication/v2/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token.access_token },
    body: JSON.stringify({ loginId: { email }, password }),
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
}

/**
 * Logs the member in through the site's login page (which comes back to `next`), and answers the
 * member's access token as the page keeps it, so a test can act as that member from Node too.
 */
export async function logInOnPage(
  store: SiteInBrowser,
  page: Page,
  member: { email: string; password: string },
  next: string,
): Promise<string> {
  await page.goto(`${store.origin}/login?next=${encodeURIComponent(next)}`);
  await page.getByRole('textbox', { name: /^Email/ }).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${store.origin}${next}`, { timeout: 20_000 });
  const key = `tessera.tokens.${store.site.siteId}`;
  const stored = await page.evaluate((k) => window.localStorage.getItem(k), key);
  const tokens = JSON.parse(stored ?? '{}') as {
    accessToken?: { value?: string };
    refreshToken?: { role?: string };
  };
  expect(tokens.refreshToken?.role).toBe('MEMBER');
  return tokens.accessToken!.value!;
}

const contact = (firstName: string) => ({
  address: { country: 'US', city: 'Springfield', postalCode: '12345', addressLine1: '1 Harbour Road' },
  contactDetails: { firstName, lastName: 'Buyer' },
});

/**
 * An order placed and paid as the shop's pages do it (cart → checkout → address → order → test
 * card), by whoever `accessToken` belongs to (a member's token: the member's order). Answers its id.
 */
export async function placePaidOrder(
  store: SiteInBrowser,
  accessToken: string,
  lines: { productId: string; quantity: number; options?: Record<string, string> }[],
  buyer: { email: string; firstName: string },
): Promise<string> {
  const auth: AuthStrategy = { getAuthHeaders: async () => ({ authorization: accessToken }) };
  const shopper = createClient({ baseUrl: store.origin, auth, modules: { cart: currentCart, checkouts } });
  await shopper.cart.addToCart(lines);
  const checkoutId = await shopper.cart.createCheckout({ email: buyer.email });
  await shopper.checkouts.updateCheckout(checkoutId, {
    shippingAddress: contact(buyer.firstName),
    billingInfo: contact(buyer.firstName),
  });
  const orderId = await shopper.checkouts.createOrder(checkoutId);
  expect((await shopper.checkouts.payOrder(orderId, 'tok_approve')).paymentStatus).toBe('PAID');
  return orderId;
}
