import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from './support/site-in-browser.ts';
import { APPROVE, fillCard, startStoreSite, type StoreSite } from './support/store-site.ts';

// Issue 15 item 9, the tip on the checkout page: with the store's tip settings on (presets 10, 15
// and 20 %, custom amounts allowed), a visitor picks a preset, then an amount of their own, with a
// separate billing address; the summary shows the tip as the server priced it, and the paid
// order's total carries it.
describe.skipIf(!hasChromium)('the tip on the store checkout', () => {
  let store: StoreSite;

  beforeAll(async () => {
    store = await startStoreSite('Store tip test site');
    await store.owner('POST', '/tip-settings/v1/tip-settings/create-default', { tipSettings: {} });
  }, 300_000);

  afterAll(() => store?.close());

  it('a chosen tip is in the summary, the total and the paid order', async () => {
    const page = await store.newPage();
    await page.goto(`${store.origin}/shop/products/enamel-pin-set`);
    await page.getByRole('heading', { name: 'Enamel Pin Set', level: 1 }).waitFor();
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'View cart' }).click();
    await page.getByRole('button', { name: 'Check out' }).click();
    await page.waitForURL(/\/store\/checkout\//);

    await page.getByLabel('Email').fill('lin@example.com');
    const shipping = page.getByRole('group', { name: 'Shipping address' });
    await shipping.getByLabel('First name').fill('Lin');
    await shipping.getByLabel('Last name').fill('Park');
    await shipping.getByLabel('Street address').fill('1 Harbour Road');
    await shipping.getByLabel('City').fill('Springfield');
    await shipping.getByLabel('Postal code').fill('12345');
    // A billing address of its own: required like the shipping one.
    await page.getByLabel('The billing address is the same as the shipping address').uncheck();
    const billing = page.getByRole('group', { name: 'Billing address' });
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await billing.getByText('This is required.').first().waitFor();
    await billing.getByLabel('First name').fill('Lin');
    await billing.getByLabel('Last name').fill('Park');
    await billing.getByLabel('Country').selectOption('CA');
    await billing.getByLabel('Street address').fill('9 Bay Street');
    await billing.getByLabel('City').fill('Toronto');
    await billing.getByLabel('Postal code').fill('M5J 2N8');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await page.getByRole('button', { name: 'Address saved' }).waitFor();

    // Items 19.00, shipping 5.00, tax 10 % of the items 1.90: 25.90 before a tip.
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect.poll(() => summary.innerText()).toMatch(/Total\s*\$25\.90/);
    const tips = page.getByRole('radiogroup', { name: 'Tip' });
    expect(await tips.getByRole('radio', { name: 'No tip' }).isChecked()).toBe(true);
    expect(await tips.getByRole('radio').count()).toBe(5); // none, 10 %, 15 %, 20 %, other
    // 15 % of the items: 2.85, as the choice's answer says.
    const chosen = page.waitForResponse(
      (r) => r.url().endsWith('/tips/v1/tips/choice') && r.request().method() === 'PATCH',
    );
    await tips.getByText('15 %').click();
    expect(await (await chosen).json()).toMatchObject({
      tipChoice: { tipType: 'PERCENTAGE', value: '15' },
      tipAmount: '2.85',
    });
    await page.getByRole('status').filter({ hasText: 'Tip added to your total.' }).waitFor();
    await expect.poll(() => summary.innerText()).toMatch(/Tip\s*\$2\.85/);
    await expect.poll(() => summary.innerText()).toMatch(/Total\s*\$28\.75/);
    // An amount of one's own; a word is refused on the field.
    await tips.getByText('Other amount').click();
    await page.getByLabel('Tip amount (USD)').fill('four');
    await page.getByRole('button', { name: 'Add tip' }).click();
    await page.getByText('Enter an amount, for example 5 or 2.50.').waitFor();
    await page.getByLabel('Tip amount (USD)').fill('4');
    await page.getByRole('button', { name: 'Add tip' }).click();
    await expect.poll(() => summary.innerText()).toMatch(/Tip\s*\$4\.00/);
    expect(await page.getByText('Enter an amount, for example 5 or 2.50.').count()).toBe(0);
    await expect.poll(() => summary.innerText()).toMatch(/Total\s*\$29\.90/);
    await fillCard(page, APPROVE);
    await store.looks(page, 'checkout-tip');

    await page.getByRole('button', { name: 'Pay $29.90' }).click();
    await page.waitForURL(/\/store\/orders\//);
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/Tip\s*\$4\.00/);
    expect(text).toMatch(/Total\s*\$29\.90/);

    const orderId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
    const { order } = await store.owner('GET', `/ecom/v1/orders/${orderId}`);
    expect(order.priceSummary.total.amount).toBe('29.90');
    expect(order.additionalFees).toEqual([
      expect.objectContaining({
        code: 'TIP',
        name: 'Tip',
        price: expect.objectContaining({ amount: '4.00' }),
      }),
    ]);
    expect(order.billingInfo.address).toMatchObject({ country: 'CA', city: 'Toronto' });
    expect(order.shippingInfo.logistics.shippingDestination.address).toMatchObject({ city: 'Springfield' });
    await page.context().close();
  }, 180_000);

  it('offers no tip when the store takes none', async () => {
    await store.owner('POST', '/tip-settings/v1/tip-settings/query', { query: {} }).then(({ tipSettings }) =>
      store.owner('PATCH', '/tip-settings/v1/tip-settings', {
        tipSettings: { id: tipSettings[0].id, revision: tipSettings[0].revision, allowCustomerTip: false },
      }),
    );
    const page = await store.newPage();
    await page.goto(`${store.origin}/shop/products/enamel-pin-set`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByRole('link', { name: 'View cart' }).click();
    await page.getByRole('button', { name: 'Check out' }).click();
    await page.getByLabel('Email').fill('kim@example.com');
    await page.getByLabel('First name').fill('Kim');
    await page.getByLabel('Last name').fill('Lee');
    await page.getByLabel('Street address').fill('2 Harbour Road');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('Postal code').fill('12345');
    // The picker asks once the address is saved: its answer (no settings offered) shows nothing.
    const asked = page.waitForResponse((r) => r.url().includes('/tips/v1/tips/choice/'));
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    expect((await asked).status()).toBe(200);
    await page.getByRole('heading', { name: 'Payment' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Tip' }).count()).toBe(0);
    await page.context().close();
  }, 120_000);
});
