import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from './support/site-in-browser.ts';
import {
  logInOnPage,
  placePaidOrder,
  productIdOf,
  registerMember,
  startStoreSite,
  type StoreSite,
} from './support/store-site.ts';

const ADA = { email: 'ada-orders@example.com', password: 'correct horse battery' };
const GRACE = { email: 'grace-orders@example.com', password: 'correct horse battery' };

// Issue 15 item 9, "my orders" in the member account: two members each order from the shop; each
// sees only their own orders on /account/orders, newest first, a page of ten at a time, and opens one.
describe.skipIf(!hasChromium)('my store orders in the member account', () => {
  let store: StoreSite;
  let pins: string;
  let tote: string;

  beforeAll(async () => {
    store = await startStoreSite('My orders test site');
    await registerMember(store, ADA.email, ADA.password);
    await registerMember(store, GRACE.email, GRACE.password);
    pins = await productIdOf(store, 'enamel-pin-set');
    tote = await productIdOf(store, 'tessera-tote-bag');
  }, 300_000);

  afterAll(() => store?.close());

  const ordersList = (page: Page) => page.getByRole('list', { name: 'Your orders, newest first' });

  it('each member sees only their own orders, newest first, ten to a page, and opens one', async () => {
    const ada = await store.newPage();
    const adaToken = await logInOnPage(store, ada, ADA, '/account/orders');
    await ada.getByRole('heading', { name: 'My orders', level: 1 }).waitFor();
    await ada.getByText('You have not ordered anything from the shop yet.').waitFor();
    await store.looks(ada, 'my-orders-empty');

    const grace = await store.newPage();
    const graceToken = await logInOnPage(store, grace, GRACE, '/account/orders');

    // Ada: eleven orders of pins (1 to 11 sets), then one of two tote bags; Grace: one order.
    const adaOrders: string[] = [];
    for (let quantity = 1; quantity <= 11; quantity++) {
      adaOrders.push(
        await placePaidOrder(store, adaToken, [{ productId: pins, quantity }], {
          email: ADA.email,
          firstName: 'Ada',
        }),
      );
    }
    adaOrders.push(
      await placePaidOrder(
        store,
        adaToken,
        [{ productId: tote, quantity: 2, options: { Color: 'Charcoal' } }],
        { email: ADA.email, firstName: 'Ada' },
      ),
    );
    const graceOrder = await placePaidOrder(store, graceToken, [{ productId: pins, quantity: 3 }], {
      email: GRACE.email,
      firstName: 'Grace',
    });
    const numberOf = async (orderId: string) =>
      (await store.owner('GET', `/ecom/v1/orders/${orderId}`)).order.number as string;
    const graceNumber = await numberOf(graceOrder);
    const adaNewest = await numberOf(adaOrders.at(-1)!);
    const adaOldest = await numberOf(adaOrders[0]!);

    // The owner ships the tote bags with UPS.
    await store.owner('POST', `/ecom/v1/fulfillments/orders/${adaOrders.at(-1)}/create-fulfillment`, {
      fulfillment: { trackingInfo: { shippingProvider: 'ups', trackingNumber: '1Z999AA10123456784' } },
    });

    // Grace: her one order only.
    await grace.reload();
    const graceList = ordersList(grace);
    await graceList.waitFor();
    expect(await graceList.getByRole('listitem').count()).toBe(1);
    const graceCard = graceList.getByRole('listitem', { name: `Order ${graceNumber}` });
    expect(await graceCard.innerText()).toMatch(/Enamel Pin Set × 3[\s\S]*Paid[\s\S]*Not sent yet/i);
    expect(await grace.getByRole('navigation', { name: 'Pages' }).count()).toBe(0);

    // Ada: the tote bags first, ten on the first page, the first order alone on the second.
    await ada.reload();
    const adaList = ordersList(ada);
    await adaList.waitFor();
    expect(await adaList.getByRole('listitem').count()).toBe(10);
    const first = adaList.getByRole('listitem').first();
    expect(await first.getAttribute('aria-label')).toBe(`Order ${adaNewest}`);
    expect(await first.innerText()).toMatch(/Tessera Tote Bag × 2[\s\S]*Paid · Sent/);
    expect(await adaList.getByRole('listitem', { name: `Order ${graceNumber}` }).count()).toBe(0);
    await store.looks(ada, 'my-orders');
    await ada.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => ada.getByText('Page 2').count()).toBe(1);
    await expect.poll(() => adaList.getByRole('listitem').count()).toBe(2);
    expect(await adaList.getByRole('listitem').last().getAttribute('aria-label')).toBe(`Order ${adaOldest}`);
    await ada.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => adaList.getByRole('listitem').count()).toBe(10);

    // An order opens its page, headed by its number, with the way back.
    await first.getByRole('link', { name: `Order #${adaNewest}` }).click();
    await ada.getByRole('heading', { name: `Order #${adaNewest}`, level: 1 }).waitFor();
    // The shipments are their own request: the section appears when it answers.
    await ada.getByRole('heading', { name: 'Shipment', level: 2 }).waitFor();
    const opened = await ada.locator('main').innerText();
    expect(opened).toContain('Tessera Tote Bag × 2');
    expect(opened).toMatch(/Placed on .+ · Sent/);
    expect(opened).toMatch(/Sent on .+ with UPS, tracking number 1Z999AA10123456784/);
    expect(await ada.getByRole('link', { name: 'Track the parcel' }).getAttribute('href')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    await store.looks(ada, 'my-order');
    await ada.getByRole('link', { name: 'Back to my orders' }).click();
    await adaList.waitFor();

    // The account's tabs lead here.
    await ada.goto(`${store.origin}/account/tickets`);
    await ada
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'My orders' })
      .click();
    await adaList.waitFor();
    await ada.context().close();

    // The server out of reach: a sentence and a retry that brings the list back.
    await grace.route('**/ecom/v1/orders/search', (route) => route.abort('connectionrefused'));
    // The client retries with backoff (about 7 s in all): the page's clock is moved, not waited for.
    await grace.clock.install();
    await grace.reload();
    const alert = grace.getByRole('alert').filter({ hasText: 'Your orders could not be loaded' });
    const unreachable = alert.getByText(
      'The server could not be reached. Check your connection and try again.',
    );
    await expect
      .poll(
        async () => {
          await grace.clock.fastForward(1_000);
          return unreachable.count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await grace.unroute('**/ecom/v1/orders/search');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await graceList.getByRole('listitem', { name: `Order ${graceNumber}` }).waitFor();
    await grace.context().close();
  }, 180_000);

  it('asks a visitor to log in', async () => {
    const page = await store.newPage();
    await page.goto(`${store.origin}/account/orders`);
    await page.getByText('Log in to see your orders.').waitFor();
    await page.context().close();
  }, 60_000);
});
