import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, PHONE, ownerApi, ownerPage, scrollsSideways } from './support/owner-in-browser.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';
import { screenshot } from './support/screenshots.ts';

const STORES_APP_ID = '215238eb-22a5-4c36-9e7b-e7c08025e04e';
const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000';
const BASE = '/back-in-stock-service/v1/back-in-stock-notification-requests';

// The owner's back-in-stock requests in Debian's Chromium against a real server: listed with the
// item in words, filtered by status and product, counted per item, emailed one by one or for an
// item (through the development mailbox), marked as notified, deleted after asking; collecting
// switched off and on; the phone layout.
describe.skipIf(!hasChromium)('dashboard back-in-stock requests in a browser', () => {
  let running: SiteInBrowser;
  const api = (method: string, path: string, body?: unknown) => ownerApi(running, method, path, body);
  let hoodieM: object;
  let mug: object;

  const ask = (email: string, catalogReference: object) =>
    fetch(`${running.origin}${BASE}`, {
      method: 'POST',
      // Any caller of the site may ask; the owner's key stands in for a visitor's token here.
      headers: {
        'content-type': 'application/json',
        authorization: running.site.apiKey,
        'wix-site-id': running.site.siteId,
      },
      body: JSON.stringify({ request: { catalogReference, email }, itemDetails: {} }),
    });
  const statuses = async () =>
    Object.fromEntries(
      (await api('GET', BASE)).requests.map((r: { email: string; status: string }) => [r.email, r.status]),
    );
  const mailTo = async (email: string) =>
    (await api('GET', `/_api/tessera/v1/dev-mailbox?to=${encodeURIComponent(email)}`)).messages as {
      subject: string;
      text?: string;
    }[];

  beforeAll(async () => {
    running = await startSiteInBrowser('Back in stock test site');
    const hoodie = (
      await api('POST', '/stores/v1/products', {
        product: {
          name: 'Hoodie',
          priceData: { price: 40 },
          manageVariants: true,
          productOptions: [
            {
              name: 'Size',
              choices: [
                { value: 'S', description: 'S' },
                { value: 'M', description: 'M' },
              ],
            },
          ],
        },
      })
    ).product;
    const m = hoodie.variants.find((v: { choices: Record<string, string> }) => v.choices.Size === 'M');
    const mugProduct = (
      await api('POST', '/stores/v1/products', { product: { name: 'Mug', priceData: { price: 9 } } })
    ).product;
    hoodieM = { catalogItemId: hoodie.id, appId: STORES_APP_ID, options: { variantId: m.id } };
    mug = { catalogItemId: mugProduct.id, appId: STORES_APP_ID, options: { variantId: DEFAULT_VARIANT_ID } };
    for (const [email, ref] of [
      ['ana@example.com', hoodieM],
      ['ben@example.com', hoodieM],
      ['cy@example.com', mug],
      ['dee@example.com', mug],
    ] as const) {
      expect((await ask(email, ref)).status).toBe(200);
    }
  }, 180_000);

  afterAll(() => running?.close());

  it('lists, filters, counts, emails, marks and deletes requests', async () => {
    const page = await ownerPage(running, DESKTOP, '/dashboard/back-in-stock');
    await page.getByRole('heading', { name: 'Back in stock', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: '4 requests' }).waitFor();
    const table = page.getByRole('table', { name: 'Back-in-stock requests, newest first' });
    const rowOf = (email: string) => table.getByRole('row', { name: new RegExp(email) });
    await rowOf('ana@example.com').getByText('Hoodie — M').waitFor();
    await rowOf('cy@example.com').getByText('Mug', { exact: true }).waitFor();
    await rowOf('cy@example.com').getByText('Waiting').waitFor();
    const perItem = page.getByRole('list', { name: 'Requests per item' });
    await perItem.getByRole('listitem').filter({ hasText: 'Hoodie — M' }).getByText('2 requests').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-back-in-stock-1280.png');

    // Filter by product: the address keeps it.
    await page.getByRole('combobox', { name: 'Product' }).fill('Mu');
    await page.getByRole('option', { name: 'Mug' }).click();
    await page.getByRole('status').filter({ hasText: '2 requests' }).waitFor();
    expect(page.url()).toContain('product=');
    expect(await rowOf('ana@example.com').count()).toBe(0);

    // One shopper emailed now (asked first), then shown as notified.
    await rowOf('cy@example.com').getByRole('button', { name: 'Email now cy@example.com' }).click();
    await page
      .getByRole('dialog', { name: 'Email this shopper now?' })
      .getByRole('button', { name: 'Send the email' })
      .click();
    await page.getByText('An email to cy@example.com is on its way.').waitFor();
    await rowOf('cy@example.com').getByText('Notified').waitFor();
    expect((await mailTo('cy@example.com')).length).toBe(1);
    // Another marked as notified (sent some other way): no email.
    await rowOf('dee@example.com').getByRole('button', { name: 'Mark as notified dee@example.com' }).click();
    await page.getByText('dee@example.com is marked as notified.').waitFor();
    await rowOf('dee@example.com').getByText('Notified').waitFor();
    expect(await mailTo('dee@example.com')).toEqual([]);

    // Back to every product; waiting ones only; then everyone waiting for the hoodie is emailed.
    await page.getByRole('button', { name: 'Show every product' }).click();
    await page.getByRole('status').filter({ hasText: '4 requests' }).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Waiting' }).click();
    await page.getByRole('status').filter({ hasText: '2 requests' }).waitFor();
    await perItem.getByRole('button', { name: 'Email everyone waiting for Hoodie — M' }).click();
    await page
      .getByRole('dialog', { name: 'Email everyone waiting for Hoodie — M?' })
      .getByRole('button', { name: 'Send the emails' })
      .click();
    await page.getByText('Emails about Hoodie — M are on their way.').waitFor();
    await page.getByRole('status').filter({ hasText: 'No requests match.' }).waitFor();
    expect(await statuses()).toEqual({
      'ana@example.com': 'NOTIFICATION_SENT',
      'ben@example.com': 'NOTIFICATION_SENT',
      'cy@example.com': 'NOTIFICATION_SENT',
      'dee@example.com': 'NOTIFICATION_SENT',
    });
    expect((await mailTo('ana@example.com')).length).toBe(1);

    // Deleting asks first.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Every status' }).click();
    await rowOf('ana@example.com').getByRole('button', { name: 'Delete ana@example.com' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this request?' })
      .getByRole('button', { name: 'Go back' })
      .click();
    await rowOf('ana@example.com').getByRole('button', { name: 'Delete ana@example.com' }).click();
    await page.getByRole('button', { name: 'Delete request' }).click();
    await page.getByText('The request of ana@example.com was deleted.').waitFor();
    await page.getByRole('status').filter({ hasText: '3 requests' }).waitFor();
    expect(Object.keys(await statuses()).sort()).toEqual([
      'ben@example.com',
      'cy@example.com',
      'dee@example.com',
    ]);

    // Collecting off: shoppers are refused; on again.
    const collecting = page.getByRole('switch', { name: 'Collect requests from shoppers' });
    await collecting.click({ force: true });
    await page.getByText('Shoppers can no longer ask; waiting requests stay.').waitFor();
    expect((await ask('eve@example.com', mug)).status).not.toBe(200);
    await collecting.click({ force: true });
    await page.getByText('Shoppers can ask again.').waitFor();
    expect((await ask('eve@example.com', mug)).status).toBe(200);
    await page.close();
  }, 120_000);

  it('is usable on a phone', async () => {
    await ask('a.shopper.with.a.long.address@example.com', hoodieM);
    const page = await ownerPage(running, PHONE, '/dashboard/back-in-stock');
    const cards = page.getByRole('list', { name: 'Back-in-stock requests, newest first' });
    await cards
      .getByRole('listitem')
      .filter({ hasText: 'a.shopper.with.a.long.address@example.com' })
      .waitFor();
    await page
      .getByRole('list', { name: 'Requests per item' })
      .getByText('Hoodie — M', { exact: true })
      .waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-back-in-stock-390.png');
    await page.close();
  }, 120_000);
});
