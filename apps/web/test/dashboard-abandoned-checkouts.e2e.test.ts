import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '@tessera/sdk';
import { OAuthStrategy } from '@tessera/sdk/oauth';
import { currentCart } from '@tessera/sdk/current-cart';
import { sweepAbandonedCheckouts } from '../../server/src/modules/store-abandoned-checkouts/abandonment-sweep.ts';
import { storeCartModule } from '../../server/src/modules/store-cart/index.ts';
import type { Db } from '../../server/src/platform/db.ts';
import { hasChromium } from './support/site-in-browser.ts';
import { ownerPage, PHONE as PHONE_CONTEXT, scrollsSideways } from './support/owner-in-browser.ts';
import { DESKTOP, productIdOf, startStoreSite, type StoreSite } from './support/store-site.ts';

// Abandoned checkouts (H78): a visitor's checkout left alone is found by the server's sweep (run
// here at once, with no abandonment time), then the owner finds it in the dashboard with the
// month's figures, reads its details, copies its recovery link and deletes it after confirming.
describe.skipIf(!hasChromium)('abandoned checkouts in the dashboard', () => {
  let store: StoreSite;

  beforeAll(async () => {
    store = await startStoreSite('Abandoned checkouts test site');
  }, 180_000);
  afterAll(() => store?.close());

  /** A visitor's checkout of two pin sets with an email, left alone; the sweep then finds it. */
  async function leaveCheckout(email: string) {
    const buyer = createClient({
      baseUrl: store.origin,
      auth: OAuthStrategy({ clientId: store.site.clientId }),
      modules: { cart: currentCart },
    });
    await buyer.cart.addToCart([{ productId: await productIdOf(store, 'enamel-pin-set'), quantity: 2 }]);
    const checkoutId = await buyer.cart.createCheckout({ email });
    const { app } = store;
    const found = await sweepAbandonedCheckouts(
      {
        // The app's database (the unit of work keeps it private; the test server has no other handle).
        db: (app.uow as unknown as { db: Db }).db,
        uow: app.uow,
        cart: app.modules.get(storeCartModule),
        abandonAfterMs: 0,
        publicUrl: store.origin,
      },
      Date.now(),
    );
    expect(found).toBe(1);
    return checkoutId;
  }

  const notice = (page: Page, text: string) => page.getByText(text).first().waitFor();

  it('lists the abandoned checkout with the figures, shows its details, copies its link, deletes it', async () => {
    const checkoutId = await leaveCheckout('ada@example.com');
    const page = await ownerPage(
      store,
      { locale: 'en-US', viewport: DESKTOP },
      '/dashboard/store-abandoned-checkouts',
    );
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: store.origin });
    await page.getByRole('heading', { name: 'Abandoned checkouts', level: 1 }).waitFor();
    const figures = page.getByRole('region', { name: 'Not recovered' });
    await figures.getByText('1', { exact: true }).waitFor();
    const list = page.getByRole('table', { name: 'Abandoned checkouts, newest first' });
    await list.getByRole('cell', { name: 'ada@example.com', exact: true }).waitFor();
    await list.getByText('Not recovered').waitFor();

    await page.getByRole('button', { name: 'Details ada@example.com' }).click();
    const details = page.getByRole('dialog', { name: 'Checkout left by ada@example.com' });
    await details.getByRole('cell', { name: 'Enamel Pin Set' }).waitFor();
    await details.getByText(/Recovery email sent/).waitFor();
    await details.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Copy recovery link ada@example.com' }).click();
    await notice(page, "The recovery link of ada@example.com's checkout is copied.");
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain('/redirect-to-checkout?metasiteId=');
    // The link leads to the site's page for paying that checkout.
    const followed = await fetch(link, { redirect: 'manual' });
    expect(followed.status).toBe(302);
    expect(followed.headers.get('location')).toBe(`${store.origin}/store/checkout/${checkoutId}`);

    await store.looks(page, 'dashboard-abandoned-checkouts');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Recovered', exact: true }).click();
    await page.getByText('No abandoned checkouts match.').waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    const search = page.getByRole('search', { name: 'Find abandoned checkouts' });
    await search.getByLabel("Buyer's email or name").fill('nobody');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No abandoned checkouts match.').waitFor();
    await search.getByLabel("Buyer's email or name").fill('ADA@example');
    await search.getByRole('button', { name: 'Search' }).click();
    await list.getByRole('cell', { name: 'ada@example.com', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Delete ada@example.com' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete abandoned checkout' }).click();
    await notice(page, "ada@example.com's abandoned checkout was deleted.");
    // The search for Ada still applies: nothing matches any more.
    await page.getByText('No abandoned checkouts match.').waitFor();
    expect(
      (await store.owner('POST', '/ecom/v1/abandoned-checkout/query', { query: {} })).abandonedCheckouts,
    ).toEqual([]);
    await page.close();
  });

  it('fits a phone', async () => {
    await leaveCheckout('bo@example.com');
    const page = await ownerPage(store, PHONE_CONTEXT, '/dashboard/store-abandoned-checkouts');
    await page.getByRole('list', { name: 'Abandoned checkouts, newest first' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await page.close();
  });
});
