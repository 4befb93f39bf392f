import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { hasChromium } from './support/site-in-browser.ts';
import { APPROVE, DECLINE, fillCard, PHONE, startStoreSite, type StoreSite } from './support/store-site.ts';
import { screenshot } from './support/screenshots.ts';

// Issue 15 items 9 and 10: a visitor browses the shop, picks a variant, adds it to the cart,
// applies a coupon, checks out with shipping and tax, pays with the test card (a declined card
// first) and sees the confirmation; the owner then finds the paid order.
describe.skipIf(!hasChromium)('store purchase in a browser', () => {
  let store: StoreSite;

  const owner = (method: string, url: string, body?: unknown) => store.owner(method, url, body);
  const newPage = (viewport?: { width: number; height: number }): Promise<Page> => store.newPage(viewport);
  const looks = (page: Page, name: string) => store.looks(page, name);

  beforeAll(async () => {
    store = await startStoreSite('Store purchase test site');
  }, 180_000);

  afterAll(() => store?.close());

  it('a visitor orders a T-shirt: variant, cart, coupon, shipping, tax, a declined card, then paid', async () => {
    const page = await newPage();
    await page.goto(`${store.origin}/shop`);
    await page.getByRole('heading', { name: 'Shop', level: 1 }).waitFor();
    const grid = page.getByRole('list').filter({ has: page.getByRole('link', { name: 'Festival T-Shirt' }) });
    await grid.waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'products' }).innerText()).toBe('3 products');
    // Sorted by price, the pins come first; the Merch collection holds all three.
    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect.poll(() => grid.getByRole('link').first().innerText()).toContain('Enamel Pin Set');
    await page.getByRole('button', { name: 'Merch' }).click();
    await expect.poll(() => page.url()).toContain('collection=');
    await page.getByLabel('Name starts with').fill('Fest');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('status').filter({ hasText: '1 product' }).waitFor();
    await looks(page, 'catalog');

    await page.getByRole('link', { name: 'Festival T-Shirt' }).click();
    await page.getByRole('heading', { name: 'Festival T-Shirt', level: 1 }).waitFor();
    expect(await page.locator('.shop-product-price').innerText()).toMatch(/\$25\.00.*\$20\.00/s);
    await page.getByText('Choose size and color to see the price and stock.').waitFor();
    await page.getByLabel('Size').selectOption('M');
    await page.getByLabel('Color').selectOption('Black');
    await page.getByRole('status').filter({ hasText: 'In stock' }).waitFor();
    await page.getByLabel('Quantity').fill('2');
    await looks(page, 'product');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByText('Added to your cart.').waitFor();
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();

    await page.getByRole('link', { name: 'View cart' }).click();
    await page.getByRole('heading', { name: 'Your cart', level: 1 }).waitFor();
    const item = page.getByRole('listitem', { name: 'Festival T-Shirt' });
    expect(await item.innerText()).toContain('Size: M');
    const summary = page.getByRole('region', { name: 'Cart summary' });
    await expect.poll(() => summary.innerText()).toContain('$40.00');
    // A code that does not exist is a sentence on the field; the right one discounts 10 %.
    await page.getByLabel('Coupon code').fill('NOPE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('There is no coupon with this code.').waitFor();
    await page.getByLabel('Coupon code').fill('WELCOME');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Coupon WELCOME applied.').waitFor();
    await expect.poll(() => summary.innerText()).toContain('$36.00');
    await looks(page, 'cart');

    await page.getByRole('button', { name: 'Check out' }).click();
    await page.waitForURL(/\/store\/checkout\//);
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByText('Enter a valid email address.').waitFor();
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Country').selectOption('US');
    await page.getByLabel('Street address').fill('1 Harbour Road');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('Postal code').fill('12345');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByRole('radio', { name: /Express courier/ }).click();
    const order = page.getByRole('region', { name: 'Order summary' });
    // 36.00 + 15.00 shipping + 10 % tax on the items (3.60): the server's numbers.
    await expect.poll(() => order.innerText()).toContain('$15.00');
    await expect.poll(() => order.innerText()).toMatch(/Tax\s*\$3\.60/);
    await page.getByRole('radio', { name: /Standard post/ }).click();
    await expect.poll(() => order.innerText()).toMatch(/Total\s*\$44\.60/);
    await fillCard(page, DECLINE);
    await looks(page, 'checkout');
    await page.getByRole('button', { name: 'Pay $44.60' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined' }).waitFor();
    await fillCard(page, APPROVE);
    await page.getByRole('button', { name: 'Pay $44.60' }).click();

    await page.waitForURL(/\/store\/orders\//);
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('Paid');
    expect(text).toContain('Festival T-Shirt × 2');
    expect(text).toContain('$44.60');
    expect(text).toContain('Standard post');
    await page.getByRole('link', { name: 'Cart', exact: true }).waitFor();
    await looks(page, 'confirmation');

    // The owner finds the order, paid, with the buyer's address.
    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const { order: placed } = await owner('GET', `/ecom/v1/orders/${orderId}`);
    expect(placed).toMatchObject({
      paymentStatus: 'PAID',
      buyerInfo: { email: 'ada@example.com' },
      priceSummary: { total: { amount: '44.60' } },
    });
    await page.close();
  }, 180_000);

  it('an item out of stock takes a back-in-stock email instead of an order', async () => {
    const { products } = await owner('POST', '/stores-reader/v1/products/query-platformized', {
      query: { filter: JSON.stringify({ slug: 'enamel-pin-set' }) },
    });
    await owner('PATCH', `/stores/v2/inventoryItems/product/${products[0].id}`, {
      inventoryItem: {
        trackQuantity: true,
        variants: [
          { variantId: products[0].variants?.[0]?.id ?? '00000000-0000-0000-0000-000000000000', quantity: 0 },
        ],
      },
    });
    await owner(
      'POST',
      '/back-in-stock-service/v1/back-in-stock-notification-requests/settings/start-collecting',
      {
        appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
      },
    );
    const page = await newPage(PHONE);
    await page.goto(`${store.origin}/shop/products/enamel-pin-set`);
    await page.getByRole('heading', { name: 'Enamel Pin Set', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Out of stock' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
    await page.getByLabel('Email').fill('grace@example.com');
    await page.getByRole('button', { name: 'Notify me' }).click();
    await page.getByText('We will email grace@example.com when it is back in stock.').waitFor();
    await screenshot(page, 'store-back-in-stock-390.png');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it('an unknown product says so; a checkout of another browser is not shown', async () => {
    const page = await newPage(PHONE);
    await page.goto(`${store.origin}/shop/products/no-such-thing`);
    await page.getByRole('heading', { name: 'Product not found' }).waitFor();
    await page.goto(`${store.origin}/store/checkout/00000000-0000-4000-8000-000000000000`);
    await page.getByText('This checkout was not found. It may belong to another browser.').waitFor();
    await page.close();
  }, 60_000);
});
