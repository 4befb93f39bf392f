import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../server/test/media/media-fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { newAuditablePage } from './support/kept-tabs.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';
import { screenshot } from './support/screenshots.ts';
import { signedInOwner } from './support/owner-in-browser.ts';

const DESKTOP = { viewport: { width: 1280, height: 900 }, locale: 'en-US' };
const PHONE = { viewport: { width: 390, height: 844 }, locale: 'en-US', isMobile: true, hasTouch: true };

// The owner's catalog pages in Debian's Chromium against a real server: a product with two options
// made in the editor, stock per variant, an image uploaded, the visitor's product page, bulk prices.
describe.skipIf(!hasChromium)('dashboard products in a browser', () => {
  let running: SiteInBrowser;
  let origin: string;

  async function api(method: string, apiPath: string, body?: unknown) {
    const response = await fetch(`${origin}${apiPath}`, {
      method,
      headers: {
        'content-type': 'application/json',
        authorization: running.site.apiKey,
        'wix-site-id': running.site.siteId,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    return JSON.parse(text);
  }

  beforeAll(async () => {
    running = await startSiteInBrowser('Products test site');
    origin = running.origin;
    await api('POST', '/stores/v1/products', { product: { name: 'Poster', priceData: { price: 10 } } });
  }, 180_000);

  afterAll(() => running?.close());

  async function signedIn(options: BrowserContextOptions, url: string): Promise<Page> {
    const page = await newAuditablePage(running.browser, signedInOwner(running, options));
    page.setDefaultTimeout(15_000);
    await page.goto(`${origin}${url}`);
    return page;
  }

  it('creates a product with two options, stocks each variant, uploads an image and changes prices in bulk', async () => {
    const page = await signedIn(DESKTOP, '/dashboard/products');
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: '1 product' }).waitFor();

    await page.getByRole('link', { name: 'New product' }).click();
    await page.getByRole('heading', { name: 'New product', level: 1 }).waitFor();
    // Sent empty: the form names what is missing and sends nothing.
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByText('Give the product a name.').waitFor();

    await page.getByRole('textbox', { name: /^Name/ }).fill('Festival Hoodie');
    await page.getByLabel('Description').fill('Warm and soft.');
    await page.getByRole('textbox', { name: 'Price' }).fill('40');
    await page.getByRole('textbox', { name: 'Cost of goods' }).fill('15');
    await page.getByText('Profit: 25.00').waitFor();
    await page.getByLabel('Brand').fill('Tessera');
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel('Option 1 name').fill('Size');
    await page.getByLabel('Option 1 choices').fill('S, M');
    await page.getByRole('button', { name: 'Add an option' }).click();
    await page.getByLabel('Option 2 name').fill('Color');
    await page.getByRole('combobox', { name: 'Option 2 type' }).click();
    await page.getByRole('option', { name: 'Color', exact: true }).click();
    await page.getByLabel('Option 2 choices').fill('Red #ff0000, Blue #0000ff');
    await page.getByRole('button', { name: 'Create product' }).click();

    await page.getByRole('heading', { name: 'Festival Hoodie', level: 1 }).waitFor();
    const productId = page.url().split('/').pop()!;
    expect(productId).toMatch(/^[0-9a-f-]{36}$/);

    // Four variants; stock tracked with a quantity each (Blue M sold out).
    await page.getByLabel('Track quantities in stock').check();
    const quantities = { 'S / Red': '3', 'S / Blue': '2', 'M / Red': '1', 'M / Blue': '0' };
    for (const [variant, quantity] of Object.entries(quantities)) {
      await page.getByLabel(`Quantity of ${variant}`).fill(quantity);
    }
    await page.getByLabel('Price of M / Blue').fill('44');
    await page.getByRole('button', { name: 'Save variants and stock' }).click();
    await page.getByText('Variants and stock were saved.').waitFor();

    const saved = (await api('GET', `/stores-reader/v1/products/${productId}`)).product;
    const stockOf = (choices: Record<string, string>) =>
      saved.variants.find(
        (v: { choices: Record<string, string> }) =>
          v.choices.Size === choices.Size && v.choices.Color === choices.Color,
      );
    expect(stockOf({ Size: 'S', Color: 'Red' }).stock).toMatchObject({ trackQuantity: true, quantity: 3 });
    expect(stockOf({ Size: 'M', Color: 'Blue' }).stock).toMatchObject({ quantity: 0, inStock: false });
    expect(stockOf({ Size: 'M', Color: 'Blue' }).variant.priceData.price).toBe(44);
    expect(saved.stock.inventoryStatus).toBe('PARTIALLY_OUT_OF_STOCK');

    // The image uploads through the site's media and joins the product.
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'hoodie.png', mimeType: 'image/png', buffer: await pngImage(800, 800) });
    await page.getByText('The image was added.').waitFor();
    await page.getByRole('button', { name: 'Remove image' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-product-editor-1280.png');

    // The visitor's product page shows it, with the image the owner uploaded.
    const shopLink = page.getByRole('link', { name: 'View in the shop' });
    const href = await shopLink.getAttribute('href');
    expect(href).toBe(`/shop/products/${saved.slug}`);
    const visitor = await running.browser.newPage();
    await visitor.goto(`${origin}${href}`);
    await visitor.getByRole('heading', { name: 'Festival Hoodie', level: 1 }).waitFor();
    const imageSrc = await visitor.locator('img.shop-gallery-main').getAttribute('src');
    const mediaUrl = (await api('GET', `/stores-reader/v1/products/${productId}`)).product.media.items[0]
      .image.url;
    expect(imageSrc).toBe(mediaUrl);
    await visitor.close();

    // Bulk: both products up by 10%, each product's result listed.
    await page.getByRole('link', { name: '← All products' }).click();
    await page.getByRole('status').filter({ hasText: '2 products' }).waitFor();
    await page.getByLabel('Select every product on this page').check();
    await page.getByRole('button', { name: 'Change prices (2)' }).click();
    await page.getByText('By percent', { exact: true }).click();
    await page.getByLabel('Change by (%)').fill('10');
    await page.getByRole('button', { name: 'Apply to 2 products' }).click();
    await page.getByText('2 changed, 0 failed').waitFor();
    await page.getByText('Poster: price changed').waitFor();
    const posterId = (await api('GET', '/stores-reader/v1/products/query-platformized')).products.find(
      (p: { name: string }) => p.name === 'Poster',
    ).id;
    const priceOf = async (id: string) =>
      (await api('GET', `/stores-reader/v1/products/${id}`)).product.priceData.price;
    const prices = { Poster: await priceOf(posterId), 'Festival Hoodie': await priceOf(productId) };
    expect(prices).toEqual({ Poster: 11, 'Festival Hoodie': 44 });
    await page.getByRole('button', { name: 'Close', exact: true }).last().click();
    await screenshot(page, 'dashboard-products-1280.png');
    await page.close();
  }, 120_000);

  it('reads on a phone, and deletes a product only after asking', async () => {
    const page = await signedIn(PHONE, '/dashboard/products');
    await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: '2 products' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-products-390.png');

    await page.getByRole('button', { name: 'Delete Poster' }).click();
    await page.getByRole('dialog', { name: 'Delete this product?' }).waitFor();
    await page.getByRole('button', { name: 'Go back' }).click();
    await page.getByRole('button', { name: 'Delete Poster' }).click();
    await page.getByRole('button', { name: 'Delete product' }).click();
    await page.getByRole('status').filter({ hasText: '1 product' }).waitFor();

    await page.getByRole('link', { name: 'Festival Hoodie' }).click();
    await page.getByRole('heading', { name: 'Festival Hoodie', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'dashboard-product-editor-390.png');

    await page.close();
  }, 120_000);

  it('lists brands and ribbons with their product counts, renames a brand onto its products, deletes a ribbon after asking', async () => {
    // The hoodie made in the editor carries the brand "Tessera"; its v3 brand is made by name.
    await api('POST', '/stores/v3/brands/get-or-create', { brandName: 'Tessera' });
    const page = await signedIn(DESKTOP, '/dashboard/products');
    await page.getByRole('link', { name: 'Brands and ribbons' }).click();
    await page.getByRole('heading', { name: 'Brands and ribbons', level: 1 }).waitFor();
    const brands = page.getByRole('region', { name: 'Brands' });
    await brands.getByRole('row', { name: /Tessera\s+1 product/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-brands-ribbons-1280.png');

    await page.getByRole('button', { name: 'Rename Tessera' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename the brand “Tessera”' });
    await rename.getByLabel('New name').fill('Tessera Goods');
    await rename.getByRole('button', { name: 'Rename brand' }).click();
    await brands.getByRole('row', { name: /Tessera Goods\s+1 product/ }).waitFor();
    const listed = await api('POST', '/stores-reader/v1/products/query-platformized', {
      query: { filter: { name: 'Festival Hoodie' } },
      includeHiddenProducts: true,
    });
    expect(listed.products[0].brand).toBe('Tessera Goods');

    const ribbons = page.getByRole('region', { name: 'Ribbons' });
    await ribbons.getByLabel('New ribbon').fill('Clearance');
    await ribbons.getByRole('button', { name: 'Add ribbon' }).click();
    await page.getByText('The ribbon “Clearance” was added.').waitFor();
    await ribbons.getByRole('row', { name: /Clearance\s+0 products/ }).waitFor();
    // A name taken (case aside) is refused at the field.
    await ribbons.getByLabel('New ribbon').fill('clearance');
    await ribbons.getByRole('button', { name: 'Add ribbon' }).click();
    await expect.poll(() => ribbons.getByLabel('New ribbon').getAttribute('aria-invalid')).toBe('true');
    expect(await ribbons.getByRole('row').count()).toBe(2);
    await page.getByRole('button', { name: 'Delete Clearance' }).click();
    await page.getByRole('dialog', { name: 'Delete the ribbon “Clearance”?' }).waitFor();
    await page.getByRole('button', { name: 'Go back' }).click();
    await ribbons.getByRole('row', { name: /Clearance\s+0 products/ }).waitFor();
    await page.getByRole('button', { name: 'Delete Clearance' }).click();
    await page.getByRole('button', { name: 'Delete ribbon' }).click();
    await ribbons.getByText('No ribbons yet.').waitFor();

    // On a phone the lists still fit the screen's width.
    await page.setViewportSize({ width: 390, height: 844 });
    await brands.getByRole('row', { name: /Tessera Goods\s+1 product/ }).waitFor();
    await screenshot(page, 'dashboard-brands-ribbons-390.png');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.close();
  }, 120_000);
});
