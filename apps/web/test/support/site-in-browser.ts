import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { inject } from 'vitest';
import { builtWebApp } from '../../../../scripts/web-build.mjs';
import { closeContexts } from './kept-tabs.ts';
// The ProvidedContext augmentation (webBuildDir); type-only, erased at runtime.
import type {} from './web-build.global.ts';
import { buildApp, type App, type AppOptions } from '../../../server/src/app.ts';
import { freePort } from '../../../server/test/support/free-port.ts';
import { openDatabase } from '../../../server/src/platform/db.ts';
import { migrateToLatest } from '../../../server/src/platform/migrations/index.ts';
import { sqliteTemplateImage } from '../../../server/test/support/template-database.ts';
import { ensureOwnerUser } from '../../../server/src/modules/identity/owner.service.ts';
import { provisionSite, type NewSite } from '../../../server/src/modules/sites/sites.service.ts';
import { seedDemoEvents } from '../../../server/src/seed/bootstrap.ts';

/**
 * Debian's Chromium: its headless shell (package chromium-headless-shell, Playwright's own choice
 * for headless runs; the same Blink, without the full browser's UI processes: ~40 % less CPU in the
 * browser and GPU processes) when installed, else the full browser. CHROMIUM_PATH chooses another.
 */
export const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file)) ??
  '/usr/bin/chromium';
export const hasChromium = fs.existsSync(chromiumPath);

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * One Chromium per test worker for the files that need no flags of their own: workers keep their
 * modules from one file to the next (vitest.config.ts, isolate: false), so the next browser test
 * file in this process reuses the browser instead of starting another (~1 CPU-second each). Each
 * file still gets contexts of its own: its `close()` closes every context, never this browser,
 * which ends with the worker (Chromium exits when its pipe to this process closes).
 */
let sharedBrowser: Promise<Browser> | undefined;

async function launchBrowser(extraArgs: readonly string[]): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export async function workerBrowser(): Promise<Browser> {
  const current = sharedBrowser && (await sharedBrowser.catch(() => undefined));
  if (current?.isConnected()) return current;
  sharedBrowser = launchBrowser([]);
  return sharedBrowser;
}

/** The site owner's email and password for the dashboard's email sign-in. */
export const OWNER = { email: 'owner@example.com', password: 'owner password 1' };

export interface SiteInBrowser {
  app: App;
  site: NewSite;
  origin: string;
  browser: Browser;
  /** Where the site was built (shared by this run's browser tests). */
  dist: string;
  close(): Promise<void>;
}

const BUILD_TIMEOUT_MS = 180_000;

/**
 * The web app, built once per vitest run into the directory web-build.global.ts provides (by
 * `npm test` beside its checks, else by the first browser test: scripts/web-build.mjs). Outside
 * that setup (another config) it builds into a temp dir of its own.
 */
async function webAppBuild(): Promise<string> {
  let base: string | undefined;
  try {
    base = inject('webBuildDir');
  } catch {
    // not inside a vitest worker
  }
  base ??= fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-web-e2e-'));
  return builtWebApp(base, BUILD_TIMEOUT_MS);
}

/**
 * The web app (built once per run), served by a real server on in-memory SQLite with the demo
 * data, and Debian's Chromium (flags that keep it off this machine's closed network).
 */
export async function startSiteInBrowser(
  siteName: string,
  options: {
    identity?: AppOptions['identity'];
    /** More Chromium flags, e.g. `--host-resolver-rules` to reach the server under another name. */
    browserArgs?: readonly string[];
  } = {},
): Promise<SiteInBrowser> {
  const dist = await webAppBuild();
  // A copy of the run's migrated template (template-database.ts); migrating it again is a no-op.
  const database = openDatabase({ sqliteImage: await sqliteTemplateImage() });
  await migrateToLatest(database.db);
  // The public URL is known before the server listens: redirect sessions and links point at it,
  // and the site's OAuth client allows it as a redirect origin.
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const site = await provisionSite(database.db, { name: siteName, publicUrl });
  await ensureOwnerUser(database.db, site.siteId, OWNER);
  const app = await buildApp({
    database,
    logLevel: 'silent',
    webDist: dist,
    publicUrl,
    // The web app's /login is the hosted login page of redirect sessions.
    loginPagePath: '/login',
    // Documented test captcha tokens, and no rate limits for a test that logs in many times.
    identity: { captcha: { kind: 'test' }, rateLimits: false, ...options.identity },
    siteConfig: { siteId: site.siteId, clientId: site.clientId },
    ownsDatabase: true,
  });
  await seedDemoEvents(app, site);
  const origin = await app.server.listen({ port, host: '127.0.0.1' });
  const ownBrowser = Boolean(options.browserArgs?.length);
  const browser = ownBrowser ? await launchBrowser(options.browserArgs!) : await workerBrowser();
  return {
    app,
    site,
    origin,
    browser,
    dist,
    async close() {
      if (ownBrowser) await browser.close();
      else await closeContexts(browser);
      await app.server.close();
    },
  };
}
