import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../server/test/media/media-fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { newAuditablePage } from './support/kept-tabs.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';
import { screenshot } from './support/screenshots.ts';
import { signedInOwner } from './support/owner-in-browser.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

// Issue 13 item 12: the owner gives an event its image in the dashboard; the visitor page shows it.
describe.skipIf(!hasChromium)('an event image in a browser', () => {
  let running: SiteInBrowser;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    running = await startSiteInBrowser('Event image test site');
    ({ browser, origin } = running);
  }, 120_000);

  afterAll(() => running?.close());

  async function newEventForm(): Promise<Page> {
    const page = await newAuditablePage(
      browser,
      signedInOwner(running, { locale: 'en-US', viewport: DESKTOP }),
    );
    page.setDefaultTimeout(10_000);
    await page.goto(`${origin}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor({ timeout: 15_000 });
    // "New event" opens the event editor.
    await page.getByRole('link', { name: 'New event' }).click();
    await page.getByRole('heading', { level: 1, name: 'New event' }).waitFor();
    return page;
  }

  /** The main image's file input (the description editor has one of its own). */
  const chooseFile = async (page: Page, name: string, buffer: Buffer, mimeType = 'image/png') =>
    page
      .locator('input[type="file"]:not(.mantine-RichTextEditor-root input)')
      .setInputFiles({ name, mimeType, buffer });

  it('the owner uploads an image with alt text; the visitor page shows it at its size', async () => {
    const page = await newEventForm();
    await page.getByLabel('Title').fill('Gallery Night');
    await page.getByLabel('Starts').fill('2031-03-01T18:00');
    await page.getByLabel('Ends').fill('2031-03-01T21:00');
    await page.getByLabel('Venue name').fill('Gallery');
    await page.getByLabel('Save as draft').uncheck();

    await chooseFile(page, 'gallery.png', await pngImage(2000, 1000));
    await page.getByText('Image uploaded.').waitFor({ timeout: 20_000 });
    await page
      .getByRole('textbox', { name: 'Image description (alt text)' })
      .fill('Paintings on a white wall');
    const preview = page.getByRole('img', { name: 'Preview: Paintings on a white wall' });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await seriousViolations(page), `form at ${viewport.width} px`).toEqual([]);
    }
    await screenshot(page, 'event-image-form.png');
    await page.getByRole('button', { name: 'Create event' }).click();
    await page.getByRole('alert').filter({ hasText: '“Gallery Night” was created.' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Edit “Gallery Night”' }).waitFor();
    // Opened again, the editor shows the stored image with its alt text.
    await page.getByRole('img', { name: 'Preview: Paintings on a white wall' }).waitFor();

    // The visitor: the list's card and the event's page show the uploaded image.
    await page.goto(origin);
    const card = page.getByRole('link', { name: /Gallery Night/ });
    await card.waitFor({ timeout: 15_000 });
    const cardImage = card.getByRole('img', { name: 'Paintings on a white wall' });
    expect(await cardImage.getAttribute('width')).toBe('1600');
    expect(await cardImage.getAttribute('height')).toBe('800');
    await card.click();
    await page.getByRole('heading', { level: 1, name: 'Gallery Night' }).waitFor();
    const hero = page.getByRole('img', { name: 'Paintings on a white wall' });
    expect(await hero.getAttribute('width')).toBe('1600');
    expect(await hero.getAttribute('height')).toBe('800');
    expect(new URL((await hero.getAttribute('src'))!).pathname).toMatch(
      /^\/_media\/[^/]+\/[0-9a-f]{64}\.webp$/,
    );
    await expect
      .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1600);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await seriousViolations(page), `event page at ${viewport.width} px`).toEqual([]);
      await screenshot(page, `event-image-${viewport.width}.png`);
    }
    await page.context().close();
  }, 120_000); // the editor's page is heavier than the old form, and axe runs four times

  it('a file that is not an image is refused in a sentence; Create waits for an upload; remove clears the field', async () => {
    const page = await newEventForm();
    await chooseFile(page, 'notes.png', Buffer.from('<html>not an image</html>'));
    const error = page.getByText(/^The image must be a JPEG, PNG, WebP, GIF or AVIF image/);
    await error.waitFor({ timeout: 10_000 });
    expect(await page.getByRole('img', { name: /Preview/ }).count()).toBe(0);

    // Held on the way, the upload shows its state and the form waits for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_api/tessera/v1/media/images', async (route) => {
      await held;
      await route.continue();
    });
    await chooseFile(page, 'small.png', await pngImage(400, 300));
    await page.getByText('Uploading the image…').waitFor();
    expect(await page.getByRole('img', { name: 'Preview of the chosen image' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Create event' }).isDisabled()).toBe(true);
    release();
    await page.getByText('Image uploaded.').waitFor({ timeout: 10_000 });
    expect(await page.getByRole('button', { name: 'Create event' }).isDisabled()).toBe(false);
    expect(await error.count()).toBe(0);
    await page.getByRole('button', { name: 'Remove image' }).click();
    expect(await page.getByRole('img', { name: /Preview/ }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Image description (alt text)' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Choose an image' }).waitFor();
    await page.context().close();
  });
});
