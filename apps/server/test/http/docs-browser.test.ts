import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The content security policy must leave Swagger UI working: rendered, and no violation reported.
describe.skipIf(!fs.existsSync(chromiumPath))('API docs in a browser, under the CSP', () => {
  let app: TestApp;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    app = await createTestApp();
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('renders Swagger UI with the operations and no CSP violation', async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${origin}/docs`);
    await page.locator('.swagger-ui .info .title', { hasText: 'Tessera API' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('.opblock').count()).toBeGreaterThan(10);
    expect(violations).toEqual([]);
    await page.close();
  });
});
