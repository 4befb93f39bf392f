import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newAuditablePage } from './axe.ts';
import type { SiteInBrowser } from './site-in-browser.ts';

// What the owner's dashboard tests share: the two widths, the owner's API calls, signing in with
// the site's API key, and screenshots next to the build (or in SCREENSHOT_DIR).

export const DESKTOP = { viewport: { width: 1280, height: 900 }, locale: 'en-US' };
export const PHONE = {
  viewport: { width: 390, height: 844 },
  locale: 'en-US',
  isMobile: true,
  hasTouch: true,
};

/** An owner's call to the running site; anything but 200 fails the test with the answer. */
export async function ownerApi(running: SiteInBrowser, method: string, apiPath: string, body?: unknown) {
  const response = await fetch(`${running.origin}${apiPath}`, {
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

/** A new page at `url`, signed in with the site's API key (axe-ready). */
export async function ownerPage(
  running: SiteInBrowser,
  options: BrowserContextOptions,
  url: string,
): Promise<Page> {
  const page = await newAuditablePage(running.browser, options);
  page.setDefaultTimeout(15_000);
  await page.goto(`${running.origin}${url}`);
  await page.getByRole('tab', { name: 'API key' }).click();
  await page.getByLabel('API key').and(page.locator('input')).fill(running.site.apiKey);
  await page.getByLabel('Site id').fill(running.site.siteId);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

export const screenshot = (running: SiteInBrowser, page: Page, name: string) =>
  page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR ?? running.dist, name), fullPage: true });

/** Whether the page is wider than its window (something scrolls sideways). */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
