import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/src/app.ts';
import { openDatabase } from '../../server/src/platform/db.ts';
import { migrateToLatest } from '../../server/src/platform/migrations/index.ts';
import { provisionSite } from '../../server/src/modules/sites/sites.service.ts';
import { seedDemoEvents } from '../../server/src/seed/bootstrap.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The visitor site in Debian's Chromium, served by a real server with the demo data.
describe.skipIf(!fs.existsSync(chromiumPath))('visitor site in a browser', () => {
  let app: App;
  let browser: Browser;
  let origin: string;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-web-e2e-'));
    execFileSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: webRoot,
      stdio: 'inherit',
    });
    const database = openDatabase({ sqliteFile: ':memory:' });
    await migrateToLatest(database.db);
    const site = await provisionSite(database.db, { name: 'Browser test site' });
    app = await buildApp({
      database,
      logLevel: 'silent',
      webDist: dist,
      siteConfig: { siteId: site.siteId, clientId: site.clientId },
      ownsDatabase: true,
    });
    await seedDemoEvents(app, site);
    origin = await app.server.listen({ port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({
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
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await app?.server.close();
    if (dist) fs.rmSync(dist, { recursive: true, force: true });
  });

  it('lists published events and opens one by its slug', async () => {
    const page = await browser.newPage();
    await page.goto(origin);
    await page.getByText('Berlin Jazz Night').first().waitFor({ timeout: 15_000 });
    const text = await page.locator('body').innerText();
    expect(text).not.toContain('Winter Gala (planning)'); // a draft
    await page.getByText('Berlin Jazz Night').first().click();
    await page.waitForURL(/\/events\/berlin-jazz-night$/);
    await page.getByText('Kulturbrauerei').first().waitFor({ timeout: 10_000 });
    await page.screenshot({ path: path.join(dist, 'event-page.png') });
  });

  it('serves the event page on a direct visit and a 404 envelope for unknown API paths', async () => {
    const page = await browser.newPage();
    await page.goto(`${origin}/events/intro-to-pottery-workshop`);
    await page.getByText('Intro to Pottery Workshop').first().waitFor({ timeout: 15_000 });
    const api = await fetch(`${origin}/events/v3/nope`);
    expect(api.status).toBe(404);
    expect((await api.json()).details.applicationError.code).toBe('NOT_FOUND');
  });
});
