import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../server/test/media/media-fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { newAuditablePage } from './support/kept-tabs.ts';
import { DESKTOP, PHONE, ownerApi, ownerPage, scrollsSideways } from './support/owner-in-browser.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';
import { screenshot } from './support/screenshots.ts';

// A collection's image in Debian's Chromium against a real server: the owner uploads it on the
// collection's page and describes it, or chooses it in the new-collection form; the shop's
// collection filter shows its thumbnail; removing it asks first; both widths without sideways
// scrolling.
describe.skipIf(!hasChromium)('a collection image from the dashboard to the shop', () => {
  let running: SiteInBrowser;
  let collectionId: string;
  const api = (method: string, path: string, body?: unknown) => ownerApi(running, method, path, body);
  const mediaOf = async () => (await api('GET', `/v2/collections/${collectionId}`)).collection.media;

  beforeAll(async () => {
    running = await startSiteInBrowser('Collection image test site');
    const lamp = (
      await api('POST', '/stores/v1/products', { product: { name: 'Desk lamp', priceData: { price: 30 } } })
    ).product;
    collectionId = (await api('POST', '/stores/v1/collections', { collection: { name: 'Lamps' } })).collection
      .id;
    await api('POST', `/stores/v1/collections/${collectionId}/productIds`, { productIds: [lamp.id] });
  }, 180_000);

  afterAll(() => running?.close());

  /** The shop's filter button of the collection, and its picture. */
  const shopFilter = async (page: Page) => {
    await page.goto(`${running.origin}/shop`);
    const button = page
      .getByRole('navigation', { name: 'Collections' })
      .getByRole('button', { name: 'Lamps' });
    await button.waitFor();
    return { button, image: button.locator('img') };
  };

  it('uploads, describes and removes the image; the shop shows it beside the name', async () => {
    const page = await ownerPage(running, DESKTOP, `/dashboard/collections/${collectionId}`);
    await page.getByRole('heading', { name: 'Lamps', level: 1 }).waitFor();
    const section = page.getByRole('region', { name: 'Image' });
    await section.getByText('No image yet.').waitFor();
    expect(await section.getByRole('button', { name: 'Remove image' }).count()).toBe(0);

    await section
      .locator('input[type=file]')
      .setInputFiles({ name: 'lamps.png', mimeType: 'image/png', buffer: await pngImage(600, 400) });
    await page.getByText('The image was saved.').waitFor();
    await section.getByRole('button', { name: 'Replace the image' }).waitFor();
    const saved = (await mediaOf()).mainMedia;
    expect(saved.image).toMatchObject({ width: 600, height: 400 });
    expect(saved.thumbnail).toMatchObject({ width: 320, height: 213 });
    expect(await section.getByRole('img', { name: 'Image of Lamps' }).getAttribute('src')).toBe(
      saved.image.url,
    );

    await section.getByLabel('Image description (alt text)').fill('Three brass lamps');
    await section.getByRole('button', { name: 'Save description' }).click();
    await page.getByText('The image description was saved.').waitFor();
    expect((await mediaOf()).mainMedia.image.altText).toBe('Three brass lamps');
    await section.getByRole('img', { name: 'Three brass lamps' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-collection-image-1280.png');

    // The visitor's shop: the picture sits in the filter button, sized and lazy, its thumbnail (the
    // 320 px variant) rather than the largest; choosing filters.
    const visitor = await newAuditablePage(running.browser, DESKTOP);
    const { button, image } = await shopFilter(visitor);
    expect(await image.getAttribute('src')).toBe(saved.thumbnail.url);
    expect(await image.getAttribute('width')).toBe('320');
    expect(await image.getAttribute('height')).toBe('213');
    expect(await image.getAttribute('loading')).toBe('lazy');
    expect(await image.getAttribute('alt')).toBe('');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await button.click();
    // The filter is pressed once React has applied the click (not necessarily when click() returns).
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true');
    await visitor
      .getByRole('status')
      .filter({ hasText: /^1 product$/ })
      .waitFor();
    expect(await seriousViolations(visitor)).toEqual([]);
    await screenshot(visitor, 'shop-collection-image-1280.png');
    await visitor.close();

    // Removing asks first; going back keeps it.
    await section.getByRole('button', { name: 'Remove image' }).click();
    await page
      .getByRole('dialog', { name: 'Remove the image?' })
      .getByRole('button', { name: 'Go back' })
      .click();
    expect((await mediaOf()).mainMedia?.id).toBe(saved.id);
    await section.getByRole('button', { name: 'Remove image' }).click();
    await page
      .getByRole('dialog', { name: 'Remove the image?' })
      .getByRole('button', { name: 'Remove image' })
      .click();
    await page.getByText('The image was removed.').waitFor();
    await section.getByText('No image yet.').waitFor();
    expect(await mediaOf()).toEqual({ items: [] });
    await page.close();
  }, 120_000);

  it('creates a collection with its image from the new-collection form', async () => {
    const page = await ownerPage(running, DESKTOP, '/dashboard/collections');
    await page.getByRole('button', { name: 'New collection' }).click();
    const form = page.getByRole('form', { name: 'New collection' });
    const field = form.getByRole('group', { name: 'Image' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Rugs');
    expect(await field.getByRole('button', { name: 'Remove image' }).count()).toBe(0);

    // A file that is not an image is refused in words; the form stays usable.
    await field
      .locator('input[type=file]')
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
    await field.getByRole('alert').waitFor();
    expect(await field.getByRole('button', { name: 'Remove image' }).count()).toBe(0);

    await field
      .locator('input[type=file]')
      .setInputFiles({ name: 'rugs.png', mimeType: 'image/png', buffer: await pngImage(800, 600) });
    await field.getByRole('button', { name: 'Replace the image' }).waitFor();
    expect(await field.getByRole('alert').count()).toBe(0);
    await field.getByLabel('Image description (alt text)').fill('Rolled wool rugs');
    await field.getByRole('img', { name: 'Rolled wool rugs' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'dashboard-new-collection-image-1280.png');

    await form.getByRole('button', { name: 'Create collection' }).click();
    await page.getByText('Collection “Rugs” created.').waitFor();
    const created = (await api('POST', '/v2/collections/query', { query: {} })).collections.find(
      (c: { name: string }) => c.name === 'Rugs',
    );
    expect(created.media.mainMedia).toMatchObject({
      image: { width: 800, height: 600, altText: 'Rolled wool rugs' },
      thumbnail: { width: 320, height: 240 },
    });

    // Its page shows the image with its description; the shop's filter shows the thumbnail.
    await page.getByRole('link', { name: 'Rugs' }).first().click();
    await page.getByRole('heading', { name: 'Rugs', level: 1 }).waitFor();
    await page
      .getByRole('region', { name: 'Image' })
      .getByRole('img', { name: 'Rolled wool rugs' })
      .waitFor();
    await page.close();
    const visitor = await newAuditablePage(running.browser, DESKTOP);
    await visitor.goto(`${running.origin}/shop`);
    const image = visitor
      .getByRole('navigation', { name: 'Collections' })
      .getByRole('button', { name: 'Rugs' })
      .locator('img');
    await image.waitFor();
    expect(await image.getAttribute('src')).toBe(created.media.mainMedia.thumbnail.url);
    await visitor.close();
  }, 120_000);

  it('fits a phone: the image section in the dashboard and the pictured filter in the shop', async () => {
    const page = await ownerPage(running, PHONE, `/dashboard/collections/${collectionId}`);
    const section = page.getByRole('region', { name: 'Image' });
    await section.getByText('No image yet.').waitFor();
    await section
      .locator('input[type=file]')
      .setInputFiles({ name: 'tall.png', mimeType: 'image/png', buffer: await pngImage(300, 500) });
    await page.getByText('The image was saved.').waitFor();
    await section.getByLabel('Image description (alt text)').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await screenshot(page, 'dashboard-collection-image-390.png');
    await page.close();

    // The new-collection form with a chosen image.
    const list = await ownerPage(running, PHONE, '/dashboard/collections');
    await list.getByRole('button', { name: 'New collection' }).click();
    const field = list.getByRole('form', { name: 'New collection' }).getByRole('group', { name: 'Image' });
    await field
      .locator('input[type=file]')
      .setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await pngImage(900, 300) });
    await field.getByLabel('Image description (alt text)').waitFor();
    expect(await scrollsSideways(list)).toBe(false);
    await screenshot(list, 'dashboard-new-collection-image-390.png');
    await list.close();

    const visitor = await newAuditablePage(running.browser, PHONE);
    const { image } = await shopFilter(visitor);
    expect(await image.getAttribute('height')).toBe('500');
    expect(await scrollsSideways(visitor)).toBe(false);
    await screenshot(visitor, 'shop-collection-image-390.png');
    await visitor.close();
  }, 120_000);
});
