import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { DESKTOP, PHONE, ownerApi, ownerPage, scrollsSideways } from './support/owner-in-browser.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';
import { screenshot } from './support/screenshots.ts';

// The owner's collections in Debian's Chromium against a real server: made, renamed and re-addressed
// in the page, products added through the picker and removed, deleted after asking; All Products
// listed but not editable; the phone layout.
describe.skipIf(!hasChromium)('dashboard store collections in a browser', () => {
  let running: SiteInBrowser;
  const api = (method: string, path: string, body?: unknown) => ownerApi(running, method, path, body);

  beforeAll(async () => {
    running = await startSiteInBrowser('Collections test site');
    for (const name of ['Poster', 'Postcard', 'Mug']) {
      await api('POST', '/stores/v1/products', { product: { name, priceData: { price: 10 } } });
    }
  }, 180_000);

  afterAll(() => running?.close());

  const collectionsOf = async () =>
    (await api('GET', '/v2/collections/query?paging.limit=100')).collections as {
      id: string;
      name: string;
      slug: string;
      description?: string | null;
      visible: boolean;
      numberOfProducts: number;
    }[];

  it('creates a collection, changes its details, adds and removes products, deletes it after asking', async () => {
    const page = await ownerPage(running, DESKTOP, '/dashboard/collections');
    await page.getByRole('heading', { name: 'Collections', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'No collections of your own yet' }).waitFor();
    // All Products is listed, read-only: no link, no Delete.
    const table = page.getByRole('table', { name: 'Collections by name' });
    await table
      .getByRole('row', { name: /All Products/ })
      .getByText('it cannot be changed')
      .waitFor();
    expect(await table.getByRole('button', { name: /Delete All Products/ }).count()).toBe(0);
    // The store pages have their own row under the bar; this one is current.
    const storeNav = page.getByRole('navigation', { name: 'Store' });
    expect(await storeNav.getByRole('link', { name: 'Collections' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'Store' })
        .getAttribute('aria-current'),
    ).toBe('true');

    // Sent empty, the form names what is missing; the reserved address is refused before sending.
    await page.getByRole('button', { name: 'New collection' }).click();
    const form = page.getByRole('form', { name: 'New collection' });
    await form.getByRole('button', { name: 'Create collection' }).click();
    await form.getByText('Give the collection a name.').waitFor();
    await form.getByLabel('Name').fill('Summer Sale');
    await form.getByLabel('Address (slug)').fill('All Products');
    await form.getByRole('button', { name: 'Create collection' }).click();
    await form.getByText('Another collection has the address “all-products”.').waitFor();
    await form.getByLabel('Address (slug)').fill('');
    await form.getByLabel('Description').fill('Warm days, cool prices.');
    await form.getByRole('button', { name: 'Create collection' }).click();
    await page.getByText('Collection “Summer Sale” created.').waitFor();
    await page.getByRole('status').filter({ hasText: '1 collection of your own' }).waitFor();
    const created = (await collectionsOf()).find((c) => c.name === 'Summer Sale')!;
    expect(created).toMatchObject({
      slug: 'summer-sale',
      description: 'Warm days, cool prices.',
      visible: true,
    });
    expect(await seriousViolations(page)).toEqual([]);

    // Its page: rename, new address, hidden.
    await page.getByRole('link', { name: 'Summer Sale' }).click();
    await page.getByRole('heading', { name: 'Summer Sale', level: 1 }).waitFor();
    const details = page.getByRole('form', { name: 'Details' });
    await details.getByLabel('Name').fill('Summer Deals');
    await details.getByLabel('Address (slug)').fill('Deals 2026');
    await details.getByText('Kept as “deals-2026”.').waitFor();
    await details.getByRole('switch', { name: 'Visible in the shop' }).click({ force: true });
    await details.getByRole('button', { name: 'Save collection' }).click();
    await page.getByText('“Summer Deals” was saved.').waitFor();
    await page.getByRole('heading', { name: 'Summer Deals', level: 1 }).waitFor();
    expect((await collectionsOf()).find((c) => c.id === created.id)).toMatchObject({
      name: 'Summer Deals',
      slug: 'deals-2026',
      visible: false,
    });

    // Products: none yet; the picker finds by the start of the name.
    await page.getByText('No products yet: add some below.').waitFor();
    await page.getByLabel('Find a product').fill('Post');
    const found = page.getByRole('list', { name: 'Products found' });
    await found.getByRole('listitem').filter({ hasText: 'Postcard' }).waitFor();
    // The list of every product (shown before the search answers) gives way to the matches.
    await expect.poll(() => found.getByRole('listitem').filter({ hasText: 'Mug' }).count()).toBe(0);
    await found.getByRole('button', { name: 'Add Poster' }).click();
    await page.getByText('“Poster” added to Summer Deals.').waitFor();
    await found.getByRole('button', { name: 'Add Postcard' }).click();
    await page.getByText('“Postcard” added to Summer Deals.').waitFor();
    const members = page.getByRole('list', { name: 'Products in Summer Deals' });
    await members.getByRole('listitem').nth(1).waitFor();
    await found.getByText('In Summer Deals').first().waitFor();
    await page.getByRole('status').filter({ hasText: '2 products' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-collection-1280.png');

    await members.getByRole('button', { name: 'Remove Poster' }).click();
    await page.getByText('“Poster” removed from Summer Deals.').waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^1 product$/ })
      .waitFor();
    const inCollection = (await api('GET', '/stores-reader/v1/products/query-platformized')).products
      .filter((p: { collectionIds: string[] }) => p.collectionIds.includes(created.id))
      .map((p: { name: string }) => p.name);
    expect(inCollection).toEqual(['Postcard']);

    // Back to the list: the count and the new address; deleting asks first.
    await page.getByRole('link', { name: '← All collections' }).click();
    const row = table.getByRole('row', { name: /Summer Deals/ });
    await row.getByText('1 product', { exact: true }).waitFor();
    await row.getByText('deals-2026').waitFor();
    await row.getByText('Hidden').waitFor();
    await screenshot(page, 'dashboard-collections-1280.png');
    await row.getByRole('button', { name: 'Delete Summer Deals' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this collection?' })
      .getByRole('button', { name: 'Go back' })
      .click();
    expect((await collectionsOf()).some((c) => c.id === created.id)).toBe(true);
    await row.getByRole('button', { name: 'Delete Summer Deals' }).click();
    await page.getByRole('button', { name: 'Delete collection' }).click();
    await page.getByText('Collection “Summer Deals” deleted.').waitFor();
    await page.getByRole('status').filter({ hasText: 'No collections of your own yet' }).waitFor();
    expect((await collectionsOf()).some((c) => c.id === created.id)).toBe(false);
    await page.close();
  }, 120_000);

  it('is usable on a phone: cards, the store pages in the menu, a taken address said in words', async () => {
    const gifts = (
      await api('POST', '/stores/v1/collections', { collection: { name: 'Gifts', slug: 'gifts' } })
    ).collection;
    await api('POST', '/stores/v1/collections', {
      collection: { name: 'A collection with a rather long name' },
    });
    const page = await ownerPage(running, PHONE, '/dashboard/collections');
    const cards = page.getByRole('list', { name: 'Collections by name' });
    await cards.getByRole('listitem').filter({ hasText: 'Gifts' }).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-collections-390.png');

    // The menu groups the store's pages; the current one is marked.
    await page.getByRole('button', { name: 'Dashboard pages' }).click();
    const store = page.getByRole('dialog', { name: 'Dashboard' }).getByRole('region', { name: 'Store' });
    expect(await store.getByRole('link', { name: 'Collections' }).getAttribute('aria-current')).toBe('page');
    await store.getByRole('link', { name: 'Back in stock' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-menu-390.png');
    await page.getByRole('button', { name: 'Close the menu' }).click();

    // The long-named one may not take the address "gifts": said before sending.
    await cards.getByRole('link', { name: 'A collection with a rather long name' }).click();
    const details = page.getByRole('form', { name: 'Details' });
    await details.getByLabel('Address (slug)').fill('gifts');
    await details.getByRole('button', { name: 'Save collection' }).click();
    await details.getByText('Another collection has the address “gifts”.').waitFor();
    await page.getByLabel('Find a product').fill('M');
    await page.getByRole('button', { name: 'Add Mug' }).click();
    await page.getByText('“Mug” added to A collection with a rather long name.').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-collection-390.png');
    expect(gifts.slug).toBe('gifts');
    await page.close();
  }, 120_000);
});
