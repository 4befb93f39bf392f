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

// Issue 14 item 11 and browser test 4: an owner writes a description with a heading, a paragraph
// and an uploaded image in the event editor, sets an address, saves, previews the draft,
// publishes, and the visitor's event page shows the description with the image.
describe.skipIf(!hasChromium)('the event editor in a browser', () => {
  let running: SiteInBrowser;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    running = await startSiteInBrowser('Event editor test site');
    ({ browser, origin } = running);
  }, 120_000);

  afterAll(() => running?.close());

  async function ownerPage(): Promise<Page> {
    const page = await newAuditablePage(
      browser,
      signedInOwner(running, { locale: 'en-US', viewport: DESKTOP }),
    );
    page.setDefaultTimeout(10_000);
    await page.goto(`${origin}/dashboard`);
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor({ timeout: 15_000 });
    return page;
  }

  const notice = (page: Page, text: string) =>
    page.getByRole('alert').filter({ hasText: text }).waitFor({ timeout: 15_000 });

  it('writes a description with a heading, text and an image; preview, publish, the visitor sees it', async () => {
    const page = await ownerPage();
    await page.getByRole('link', { name: 'New event' }).click();
    await page.getByRole('heading', { level: 1, name: 'New event' }).waitFor();

    await page.getByLabel('Title').fill('Rich Description Night');
    await page.getByLabel('Short description').fill('Three bands, two stages.');
    await page.getByLabel('Starts').fill('2031-04-01T19:00');
    await page.getByLabel('Ends').fill('2031-04-01T23:00');
    await page.getByLabel('Venue name').fill('Kulturbrauerei');
    await page.getByLabel('Street and number').fill('Schönhauser Allee 36');
    await page.getByLabel('City').fill('Berlin');
    await page.getByLabel('Postal code').fill('10435');
    await page.getByLabel('Country code').fill('de');

    // The description: a heading, a paragraph, then an uploaded image with its alt text.
    const description = page.getByRole('textbox', { name: 'Description', exact: true });
    await description.click();
    await page.getByRole('button', { name: 'Heading 2' }).click();
    await page.keyboard.type('The line-up');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Doors open at seven; the first band plays at eight.');
    await page.keyboard.press('Enter');
    await page
      .locator('.mantine-RichTextEditor-root input[type="file"]')
      .setInputFiles({ name: 'stage.png', mimeType: 'image/png', buffer: await pngImage(1200, 800) });
    const editorImage = description.locator('img');
    await expect
      .poll(() => editorImage.getAttribute('src'), { timeout: 20_000 })
      .toMatch(/\/_media\/[^/]+\/[0-9a-f]{64}\.webp$/);
    await editorImage.click();
    await page.getByRole('button', { name: 'Image description (alt text)' }).click();
    await page.getByLabel('What the image shows').fill('The main stage');
    await page.getByRole('button', { name: 'Save alt text' }).click();
    expect(await editorImage.getAttribute('alt')).toBe('The main stage');

    // A button and a table, each inserted through its form (the button's bad link refused first).
    await page.getByRole('button', { name: 'Insert a button' }).click();
    const buttonForm = page.getByRole('dialog', { name: 'Insert a button' });
    await buttonForm.getByLabel('Button label').fill('Get your tickets');
    await buttonForm.getByLabel('Button link').fill('javascript:alert(1)');
    await buttonForm.getByRole('button', { name: 'Insert' }).click();
    await buttonForm.getByText('Enter an https address or a path of this site').waitFor();
    await buttonForm.getByLabel('Button link').fill('https://tickets.example.com/night');
    await buttonForm.getByRole('button', { name: 'Insert' }).click();
    await buttonForm.waitFor({ state: 'hidden' });
    await description.getByText('Button: Get your tickets').waitFor();

    await page.getByRole('button', { name: 'Insert a table' }).click();
    const tableForm = page.getByRole('dialog', { name: 'Insert a table' });
    await tableForm.getByLabel('Rows').fill('3');
    await tableForm.getByLabel('Row 1, column 1').fill('Band');
    await tableForm.getByLabel('Row 1, column 2').fill('Stage');
    await tableForm.getByLabel('Row 2, column 1').fill('The Trio');
    await tableForm.getByLabel('Row 2, column 2').fill('Main');
    await tableForm.getByLabel('Row 3, column 1').fill('Night Owls');
    await tableForm.getByLabel('Row 3, column 2').fill('Club');
    await screenshot(page, 'event-editor-table-form-1280.png', { fullPage: false });
    await tableForm.getByRole('button', { name: 'Insert' }).click();
    await tableForm.waitFor({ state: 'hidden' });
    await description.getByText('Table of 3 rows').waitFor();
    // The card opens its form again to edit.
    await description.getByRole('button', { name: 'Edit table' }).click();
    const editTable = page.getByRole('dialog', { name: 'Edit the table' });
    await editTable.getByLabel('Row 3, column 2').fill('Club stage');
    await editTable.getByRole('button', { name: 'Save changes' }).click();
    await editTable.waitFor({ state: 'hidden' });

    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await seriousViolations(page), `editor at ${viewport.width} px`).toEqual([]);
      await screenshot(page, `event-editor-${viewport.width}.png`);
    }

    await page.getByRole('button', { name: 'Create event' }).click();
    await notice(page, '“Rich Description Night” was created as a draft.');
    await page.getByRole('heading', { level: 1, name: 'Edit “Rich Description Night”' }).waitFor();
    expect(page.url()).toMatch(/\/dashboard\/events\/[0-9a-f-]{36}$/);
    const editorUrl = page.url();

    // The draft's preview: the visitor's page, read with the owner's credentials.
    const previewHref = await page.getByRole('link', { name: 'Preview' }).getAttribute('href');
    expect(previewHref).toBe('/preview/events/rich-description-night');
    await page.goto(`${origin}${previewHref}`);
    await page
      .getByRole('heading', { level: 1, name: 'Rich Description Night' })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('status').filter({ hasText: 'Preview' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'The line-up' }).waitFor();
    await screenshot(page, 'event-preview-1280.png');
    // A visitor gets no draft.
    const visitor = await newAuditablePage(browser, { locale: 'en-US', viewport: PHONE });
    await visitor.goto(`${origin}/events/rich-description-night`);
    await visitor.getByRole('heading', { level: 1, name: 'Event not found' }).waitFor({ timeout: 15_000 });

    await page.goto(editorUrl);
    await page.getByRole('button', { name: 'Publish' }).click();
    await notice(page, '“Rich Description Night” is published.');

    await visitor.reload();
    await visitor
      .getByRole('heading', { level: 1, name: 'Rich Description Night' })
      .waitFor({ timeout: 15_000 });
    const about = visitor.getByRole('region', { name: 'About this event' });
    await about.getByRole('heading', { level: 2, name: 'The line-up' }).waitFor();
    expect(await about.innerText()).toContain('Doors open at seven; the first band plays at eight.');
    const ticketsLink = about.getByRole('link', { name: 'Get your tickets' });
    expect(await ticketsLink.getAttribute('href')).toBe('https://tickets.example.com/night');
    const table = about.getByRole('table');
    await table.getByRole('columnheader', { name: 'Band' }).waitFor();
    expect(await table.getByRole('row').nth(2).innerText()).toMatch(/Night Owls\s+Club stage/);
    const image = about.getByRole('img', { name: 'The main stage' });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(await visitor.locator('.facts').innerText()).toContain('Schönhauser Allee 36');
    for (const viewport of [PHONE, DESKTOP]) {
      await visitor.setViewportSize(viewport);
      expect(await seriousViolations(visitor), `event page at ${viewport.width} px`).toEqual([]);
      await screenshot(visitor, `event-description-${viewport.width}.png`);
    }
    await visitor.context().close();

    // Clone: a draft named as a copy, opened in the editor.
    await page.getByRole('button', { name: 'Clone' }).click();
    await notice(page, 'A draft copy “Rich Description Night (copy)” was created.');
    await page.getByRole('heading', { level: 1, name: 'Edit “Rich Description Night (copy)”' }).waitFor();
    expect(page.url()).not.toBe(editorUrl);
    await page.context().close();
  }, 180_000);

  it('shows the server’s violation on its field; edits land on the list', async () => {
    const page = await ownerPage();
    await page.getByRole('link', { name: 'Edit Berlin Jazz Night', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit “Berlin Jazz Night”' }).waitFor();
    const starts = await page.getByLabel('Starts').inputValue();
    expect(starts).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await page.getByLabel('Ends').fill(starts.replace(/T\d{2}:\d{2}/, 'T00:00'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const end = page.getByLabel('Ends');
    await expect.poll(() => end.getAttribute('aria-invalid'), { timeout: 10_000 }).toBe('true');
    const said = await end.evaluate(
      (input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(said).toBe('The end must be after the start.');

    await page.getByLabel('Title').fill('Berlin Jazz Night Revisited');
    await page.getByLabel('Ends').fill(starts.replace(/T\d{2}:\d{2}/, 'T23:59'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await notice(page, '“Berlin Jazz Night Revisited” was saved.');
    await page.getByRole('link', { name: '← All events' }).click();
    await page.getByRole('row', { name: /Berlin Jazz Night Revisited/ }).waitFor();
    await page.context().close();
  }, 60_000);
});
