import type { BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { saveOwnerCredentials } from '../../src/features/dashboard/owner-session.ts';
import { newAuditablePage } from './kept-tabs.ts';
import type { SiteInBrowser } from './site-in-browser.ts';

// What the owner's dashboard tests share: the two widths, the owner's API calls, signing in with
// the site's API key (screenshots: screenshots.ts).

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

/**
 * Context options for a browser where the owner signed in with the site's API key before: the
 * dashboard's own saveOwnerCredentials (owner-session.ts) writes what its sign-in form keeps, and
 * the page opens on the dashboard itself. For the tests about something else; the sign-in form is
 * tested through the page in dashboard.e2e.test.ts and accessibility.e2e.test.ts. Saves a render
 * of the form and its owner call per page (~0.3 CPU-s).
 */
export function signedInOwner(
  running: SiteInBrowser,
  options: BrowserContextOptions = {},
): BrowserContextOptions {
  const kept = new Map<string, string>();
  saveOwnerCredentials(
    { apiKey: running.site.apiKey, siteId: running.site.siteId },
    {
      getItem: (key) => kept.get(key) ?? null,
      setItem: (key, value) => kept.set(key, value),
      removeItem: () => {},
    },
  );
  const localStorage = [...kept].map(([name, value]) => ({ name, value }));
  return { ...options, storageState: { cookies: [], origins: [{ origin: running.origin, localStorage }] } };
}

/** A new page at `url`, the owner signed in with the site's API key (axe-ready). */
export async function ownerPage(
  running: SiteInBrowser,
  options: BrowserContextOptions,
  url: string,
): Promise<Page> {
  const page = await newAuditablePage(running.browser, signedInOwner(running, options));
  page.setDefaultTimeout(15_000);
  await page.goto(`${running.origin}${url}`);
  return page;
}

/** Whether the page is wider than its window (something scrolls sideways). */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
