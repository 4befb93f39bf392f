import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/** Tabs a test closed, clean, for the next test that asks for the same context options. */
const freeTabs = new WeakMap<Browser, Map<string, Page[]>>();

type Storage = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** The event emitter under Playwright's Page (its types leave these two out). */
const events = (page: Page) =>
  page as unknown as { eventNames(): (string | symbol)[]; listenerCount(name: string | symbol): number };

/**
 * A tab as if in a new context of its own: no cookies, storage or permissions from another test's
 * pages, the context options asked for (`storageState` included). Close it with
 * `page.context().close()` or `page.close()` (either closes its context).
 *
 * The tab is a kept one when an earlier test of this file closed a tab of the same options (and
 * left nothing behind that cannot be undone: see `park`): its context is the same, but its cookies,
 * permissions, local and session storage were cleared, and its viewport and timeouts set back. What
 * that saves: a new context is a new renderer process (and Playwright sets its storage through a
 * page of its own), which loads and compiles the app from nothing: about 0.6 CPU-s for the
 * signed-in dashboard, where the next page of a kept tab (the same process, V8's compiled scripts
 * and the HTTP cache still there) costs about 0.15. An axe audit costs the same either way (0.35-
 * 0.5 CPU-s, two thirds of it the color-contrast rule). `closeContexts` closes them for good.
 */
export async function newAuditablePage(browser: Browser, asked: BrowserContextOptions = {}): Promise<Page> {
  // As a visitor who asks for less motion (styles.css, theme.ts): no spinner, skeleton or transition
  // animates, so the browser draws no frames the test never looks at (~7 % of its CPU).
  const options: BrowserContextOptions = { reducedMotion: 'reduce', ...asked };
  const { storageState, ...contextOptions } = options;
  if (typeof storageState === 'string') return (await browser.newContext(options)).newPage();
  const key = JSON.stringify(contextOptions);
  const kept = freeTabs.get(browser)?.get(key)?.pop();
  if (kept && !kept.isClosed()) {
    await applyStorage(kept, storageState);
    return kept;
  }
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const origins = new Set<string>();
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && /^https?:/.test(frame.url())) origins.add(new URL(frame.url()).origin);
  });
  // Playwright's own listeners and ours: a test that adds one leaves its tab unkept.
  const listeners = new Map(
    events(page)
      .eventNames()
      .map((name) => [name, events(page).listenerCount(name)]),
  );
  // The test's "close" (of the context or of the tab) keeps the tab for the next test when it can
  // be cleaned, else closes its context. A tab closed as a user closes it (`runBeforeUnload`, the
  // page's "leave this page?" question) is closed for real.
  const closeTab = page.close.bind(page);
  page.close = (options) => (options?.runBeforeUnload ? closeTab(options) : context.close());
  context.close = async () => {
    if (await park(page, contextOptions, origins, listeners)) {
      let byOptions = freeTabs.get(browser);
      if (!byOptions) freeTabs.set(browser, (byOptions = new Map()));
      byOptions.set(key, [...(byOptions.get(key) ?? []), page]);
    } else {
      await reallyClose(context);
    }
  };
  return page;
}

/** Closes every context of the browser, kept tabs too. */
export async function closeContexts(browser: Browser): Promise<void> {
  freeTabs.delete(browser);
  await Promise.all(browser.contexts().map(reallyClose));
}

const reallyClose = (context: BrowserContext) =>
  (Object.getPrototypeOf(context) as BrowserContext).close.call(context);

/**
 * Cleans a tab a test is done with, so the next test starts as in a new context: it answers false
 * (close it instead) when the test left what cannot be undone here: a second tab, routes, event
 * listeners of its own, a page of another origin (whose session storage this tab would keep).
 * The tab goes to the site's icon (an SVG: no script of the site left running, nothing writing
 * storage after it is cleared), where cookies, permissions, local and session storage are cleared.
 */
async function park(
  page: Page,
  options: BrowserContextOptions,
  origins: Set<string>,
  listeners: Map<string | symbol, number>,
): Promise<boolean> {
  const context = page.context();
  const internals = (object: object) => object as unknown as { _routes?: unknown[] };
  const listened = events(page)
    .eventNames()
    .some((name) => events(page).listenerCount(name) !== (listeners.get(name) ?? 0));
  if (
    page.isClosed() ||
    context.pages().length !== 1 ||
    listened ||
    internals(page)._routes?.length ||
    internals(context)._routes?.length ||
    origins.size > 1
  ) {
    return false;
  }
  try {
    const [origin] = origins;
    if (origin) {
      await page.goto(`${origin}/favicon.svg`, { timeout: 10_000 });
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    origins.clear();
    if (origin) origins.add(origin);
    await context.clearCookies();
    await context.clearPermissions();
    const viewport = options.viewport === undefined ? { width: 1280, height: 720 } : options.viewport;
    const now = page.viewportSize();
    if (viewport && (now?.width !== viewport.width || now?.height !== viewport.height)) {
      await page.setViewportSize(viewport);
    }
    // No element under a pointer the last test left somewhere (a hover state in the next audit).
    await page.mouse.move(-1, -1);
    page.setDefaultTimeout(30_000);
    page.setDefaultNavigationTimeout(30_000);
    return true;
  } catch {
    return false;
  }
}

/** The cookies and local storage a new context would have been given. */
async function applyStorage(page: Page, storage: Storage | undefined): Promise<void> {
  if (!storage) return;
  if (storage.cookies.length) await page.context().addCookies(storage.cookies);
  for (const { origin, localStorage } of storage.origins) {
    if (!page.url().startsWith(`${origin}/`)) await page.goto(`${origin}/favicon.svg`);
    await page.evaluate((entries) => {
      for (const { name, value } of entries) window.localStorage.setItem(name, value);
    }, localStorage);
  }
}
