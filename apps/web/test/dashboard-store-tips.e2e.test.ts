import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@tessera/sdk';
import { OAuthStrategy } from '@tessera/sdk/oauth';
import { checkouts } from '@tessera/sdk/checkouts';
import { currentCart } from '@tessera/sdk/current-cart';
import { tips } from '@tessera/sdk/tips';
import { hasChromium } from './support/site-in-browser.ts';
import { ownerPage, PHONE as PHONE_CONTEXT, scrollsSideways } from './support/owner-in-browser.ts';
import { DESKTOP, productIdOf, startStoreSite, type StoreSite } from './support/store-site.ts';

// Issue 15 item 9 (tips): the owner sets tips up in the dashboard, a visitor's checkout offers
// them and the order carries the tip; the owner finds the order's tip, gives parts of it to staff
// and removes it after confirming.
describe.skipIf(!hasChromium)('tips in the dashboard', () => {
  let store: StoreSite;
  let pins = '';

  beforeAll(async () => {
    store = await startStoreSite('Tips test site');
    pins = await productIdOf(store, 'enamel-pin-set');
  }, 180_000);
  afterAll(() => store?.close());

  /** A visitor orders the pins with the tip they pick (as the checkout page does); answers the order and its tip. */
  async function orderWithTip(percent: string) {
    const buyer = createClient({
      baseUrl: store.origin,
      auth: OAuthStrategy({ clientId: store.site.clientId }),
      modules: { cart: currentCart, checkouts, tips },
    });
    await buyer.cart.addToCart([{ productId: pins, quantity: 2 }]);
    const checkoutId = await buyer.cart.createCheckout({ email: 'ada@example.com' });
    const options = await buyer.tips.getChoice(checkoutId);
    expect(options.tipSettings?.presets.map((p) => p.value)).toEqual([10, 18, 20]);
    const chosen = await buyer.tips.updateChoice(checkoutId, { tipType: 'PERCENTAGE', value: percent });
    const checkout = await buyer.checkouts.getCheckout(checkoutId);
    expect(checkout.additionalFees.find((fee) => fee.code === 'TIP')?.price?.amount).toBe(chosen.tipAmount);
    const orderId = await buyer.checkouts.createOrder(checkoutId);
    return { orderId, tip: chosen.tipAmount };
  }

  const notice = (page: Page, text: string) => page.getByText(text).first().waitFor();
  /** Picks a staff member in the give-to-staff form's list (the site's staff, searchable by name). */
  async function pickStaff(page: Page, name: string) {
    await page
      .getByRole('form', { name: 'Give to staff' })
      .getByRole('combobox', { name: 'Staff member' })
      .fill(name);
    await page.getByRole('option', { name, exact: true }).click();
  }
  // The form's buttons are pressed from the keyboard: on a fast machine the last notices (bottom
  // right, 5 s) still lie over them, and a pointer click would land on a notice.

  it('sets tips up, a checkout charges the chosen tip, the owner splits it among staff and removes it', async () => {
    const page = await ownerPage(store, { locale: 'en-US', viewport: DESKTOP }, '/dashboard/store-tips');
    await page.getByRole('heading', { name: 'Tips', level: 1 }).waitFor();
    await page.getByText('Tips are off: customers are not offered a tip at checkout.').waitFor();
    await page.getByRole('button', { name: 'Set up tips' }).click();
    await notice(page, 'Tips are on: customers can pick 10 %, 15 % or 20 %.');

    const form = page.getByRole('form', { name: 'Tip settings' });
    await form.getByLabel('Tip 2 (%)').fill('180');
    await form.getByRole('button', { name: 'Save tip settings' }).click();
    await form.getByText('Enter a percentage from 0 to 100, e.g. 15.').waitFor();
    await form.getByLabel('Tip 2 (%)').fill('18');
    await form.getByLabel('Preselect tip 2').check({ force: true });
    await form.getByLabel('By the price of what each served').check({ force: true });
    await form.getByRole('button', { name: 'Save tip settings' }).click();
    await notice(page, 'Tip settings saved.');
    const saved = await store.owner('POST', '/tip-settings/v1/tip-settings/query', { query: {} });
    expect(saved.tipSettings[0]).toMatchObject({
      default: true,
      presets: [
        { value: 10, default: false },
        { value: 18, default: true },
        { value: 20, default: false },
      ],
      staffDistributionMethod: 'PROPORTIONAL',
    });
    await store.looks(page, 'dashboard-tips-settings');

    // The people tips go to: the site's staff members (Staff page), listed by the picker.
    for (const name of ['Ada', 'Bo', 'Cy']) {
      await store.owner('POST', '/events/v1/staff-members', {
        staffMember: { email: `${name.toLowerCase()}@salon.example`, name, scopes: ['CHECK_IN_GUESTS'] },
      });
    }
    const { orderId, tip } = await orderWithTip('18');
    expect(Number(tip)).toBeGreaterThan(0);

    await page.setViewportSize(DESKTOP);
    const find = page.getByRole('form', { name: 'Find an order' });
    await find.getByRole('button', { name: 'Show tip' }).click();
    await find.getByText('Paste the order ID from Store orders.').waitFor();
    await find.getByLabel('Order ID').fill(orderId);
    await find.getByRole('button', { name: 'Show tip' }).click();
    await page.getByText(`Tip $${tip}`).first().waitFor();
    await page.getByText('Nothing given to staff yet.').waitFor();

    const give = page.getByRole('form', { name: 'Give to staff' });
    await give.getByRole('button', { name: 'Give' }).press('Enter');
    await give.getByText('Pick who gets it.').waitFor();
    await pickStaff(page, 'Ada');
    await give.getByLabel('Amount (empty: their share)').fill('1.00');
    await give.getByRole('button', { name: 'Give' }).press('Enter');
    await notice(page, 'Part of the tip given to Ada.');
    await pickStaff(page, 'Bo');
    await give.getByRole('button', { name: 'Give' }).press('Enter');
    await notice(page, 'Part of the tip given to Bo.');
    const staffTable = page.getByRole('table', { name: 'Given to staff' });
    await staffTable.getByRole('cell', { name: 'Bo', exact: true }).waitFor();
    const left = (Math.round(Number(tip) * 100) - 100) / 100;
    await staffTable.getByRole('cell', { name: `$${left.toFixed(2)}`, exact: true }).waitFor();
    const sum = await store.owner('POST', '/tips/v1/tips/tip-distributions/sum-amounts', {
      filter: { orderId },
    });
    expect(sum.totalAmount).toBe(tip);
    const ada = await store.owner('POST', '/tips/v1/tips/tip-distributions/query', {
      query: { filter: { orderId } },
    });
    expect(ada.tipDistributions[0].staff).toMatchObject({ name: 'Ada', staffMemberId: expect.any(String) });

    // More than the tip is refused in words.
    await pickStaff(page, 'Cy');
    await give.getByLabel('Amount (empty: their share)').fill('0.01');
    await give.getByRole('button', { name: 'Give' }).press('Enter');
    await page.getByText('The tip was not changed').waitFor();
    await store.looks(page, 'dashboard-tips-order');

    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Remove tip' }).press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Remove tip' }).click();
    await notice(page, 'Tip removed.');
    await page.getByText('Tip $0.00').first().waitFor();
    await page.close();
  });

  it('fits a phone', async () => {
    const page = await ownerPage(store, PHONE_CONTEXT, '/dashboard/store-tips');
    await page.getByRole('form', { name: 'Tip settings' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await page.close();
  });
});
