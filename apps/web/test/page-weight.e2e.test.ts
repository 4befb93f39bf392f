import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoProducts } from '../../server/src/modules/store-catalog/demo-products.ts';
import { hasChromium, startSiteInBrowser, type SiteInBrowser } from './support/site-in-browser.ts';

// The visitor pages stay light (issue 7 item 15): Mantine is for the dashboard and member pages only.
const EVENT_PAGE_JS_GZIP_LIMIT = 150 * 1024;
const PRODUCT_PAGE_JS_GZIP_LIMIT = 150 * 1024;

interface Loaded {
  url: string;
  type: string;
  body: Buffer;
}

/** Every script and stylesheet a page loads until its heading is shown and the network is idle. */
async function assetsOf(page: Page, url: string, heading: RegExp | string): Promise<Loaded[]> {
  const loaded: Promise<Loaded>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      loaded.push(response.body().then((body) => ({ url: response.url(), type, body })));
    }
  });
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  return Promise.all(loaded);
}

const gzipSize = (assets: Loaded[]) =>
  assets.reduce((sum, asset) => sum + zlib.gzipSync(asset.body, { level: 9 }).length, 0);
const mentionsMantine = (assets: Loaded[]) =>
  assets.filter((asset) => asset.body.toString('utf8').includes('mantine')).map((asset) => asset.url);

describe.skipIf(!hasChromium)('page weight in a browser', () => {
  let running: SiteInBrowser;
  let browser: Browser;

  beforeAll(async () => {
    running = await startSiteInBrowser('Page weight test site');
    ({ browser } = running);
  }, 120_000);

  afterAll(() => running?.close());

  it('loads under 150 KB of gzipped JavaScript and no Mantine on an event page', async () => {
    const page = await browser.newPage();
    const assets = await assetsOf(page, `${running.origin}/events/berlin-jazz-night`, 'Berlin Jazz Night');
    const scripts = assets.filter((asset) => asset.type === 'script');
    const size = gzipSize(scripts);
    console.log(
      `event page JavaScript: ${(size / 1024).toFixed(1)} KB gzip in ${scripts.length} files:`,
      scripts.map((s) => `${new URL(s.url).pathname} ${(gzipSize([s]) / 1024).toFixed(1)} KB`).join(', '),
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(size).toBeLessThan(EVENT_PAGE_JS_GZIP_LIMIT);
    expect(mentionsMantine(assets)).toEqual([]);
    await page.close();
  });

  it('loads under 150 KB of gzipped JavaScript and no Mantine on a store product page', async () => {
    await seedDemoProducts(running.app.server, running.site);
    const page = await browser.newPage();
    const assets = await assetsOf(
      page,
      `${running.origin}/shop/products/festival-t-shirt`,
      'Festival T-Shirt',
    );
    const scripts = assets.filter((asset) => asset.type === 'script');
    const size = gzipSize(scripts);
    console.log(`product page JavaScript: ${(size / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);
    expect(size).toBeLessThan(PRODUCT_PAGE_JS_GZIP_LIMIT);
    expect(mentionsMantine(assets)).toEqual([]);
    await page.close();
  });

  it('loads Mantine (script and CSS) on the dashboard, so the check above can see it', async () => {
    const page = await browser.newPage();
    const assets = await assetsOf(page, `${running.origin}/dashboard`, 'Owner dashboard');
    const withMantine = mentionsMantine(assets);
    expect(withMantine.some((url) => url.endsWith('.css'))).toBe(true);
    expect(withMantine.some((url) => url.endsWith('.js'))).toBe(true);
    await page.close();
  });
});
