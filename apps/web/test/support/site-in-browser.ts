import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { buildApp, type App } from '../../../server/src/app.ts';
import { openDatabase } from '../../../server/src/platform/db.ts';
import { migrateToLatest } from '../../../server/src/platform/migrations/index.ts';
import { provisionSite, type NewSite } from '../../../server/src/modules/sites/sites.service.ts';
import { seedDemoEvents } from '../../../server/src/seed/bootstrap.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = fs.existsSync(chromiumPath);

export interface SiteInBrowser {
  app: App;
  site: NewSite;
  origin: string;
  browser: Browser;
  /** Where the site was built; screenshots can go here. */
  dist: string;
  close(): Promise<void>;
}

/**
 * The web app built into a temp dir, served by a real server on in-memory SQLite with the demo
 * data, and Debian's Chromium (flags that keep it off this machine's closed network).
 */
export async function startSiteInBrowser(siteName: string): Promise<SiteInBrowser> {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-web-e2e-'));
  execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: webRoot,
    stdio: 'inherit',
  });
  const database = openDatabase({ sqliteFile: ':memory:' });
  await migrateToLatest(database.db);
  const site = await provisionSite(database.db, { name: siteName });
  const app = await buildApp({
    database,
    logLevel: 'silent',
    webDist: dist,
    siteConfig: { siteId: site.siteId, clientId: site.clientId },
    ownsDatabase: true,
  });
  await seedDemoEvents(app, site);
  const origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    app,
    site,
    origin,
    browser,
    dist,
    async close() {
      await browser.close();
      await app.server.close();
      fs.rmSync(dist, { recursive: true, force: true });
    },
  };
}
