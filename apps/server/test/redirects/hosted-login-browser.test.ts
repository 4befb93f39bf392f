import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/modules/identity/secrets.ts';
import { newId } from '../../src/platform/ids.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { authSession, exchange } from '../oauth/helpers.ts';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

// The whole hosted login in Chromium: the fallback login page under its CSP, the callback's
// redirect with a code, then a silent login (prompt=none, web_message) in a hidden iframe of the
// site that finds the member by the login cookie.
describe.skipIf(!fs.existsSync(chromiumPath))('hosted login in a browser', () => {
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let origin: string;
  /** The headless site on its own origin: a blank page, and the callback it records. */
  let SITE: string;
  let site: http.Server;
  const landed: string[] = [];
  const email = `ada-${newId()}@example.com`;

  beforeAll(async () => {
    site = http.createServer((request, response) => {
      if (request.url?.startsWith('/callback')) landed.push(`${SITE}${request.url}`);
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Shop</title><body></body>');
    });
    const sitePort = await freePort();
    await new Promise<void>((resolve) => site.listen(sitePort, '127.0.0.1', resolve));
    // Another origin of the same site (ports differ): browsers that block third-party cookies still
    // send the login cookie to the iframe. Across sites, the SDK's direct login (sessionToken) works.
    SITE = `http://localhost:${sitePort}`;
    const port = await freePort();
    origin = `http://localhost:${port}`;
    app = await createTestApp({ publicUrl: origin });
    await app.server.listen({ port, host: '127.0.0.1' });
    await app.db
      .updateTable('oauth_clients')
      .set({ allowed_origins: JSON.stringify([SITE, 'http://localhost:*']) })
      .where('id', '=', app.site.clientId)
      .execute();
    const now = new Date().toISOString();
    await app.db
      .insertInto('members')
      .values({
        site_id: app.site.siteId,
        id: newId(),
        login_email: email,
        password_hash: await hashPassword('correct horse battery'),
        status: 'ACTIVE',
        pending_reasons: '[]',
        email_verified: 1,
        privacy_status: 'PRIVATE',
        profile: '{}',
        created_date: now,
        updated_date: now,
      })
      .execute();
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    context = await browser.newContext();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    site?.close();
  });

  it('logs in on the hosted page, then logs in silently in an iframe of the site', async () => {
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
    });

    const login = await authSession(app, { redirectUri: `${SITE}/callback` });
    await page.goto(`${origin}${login.path}`);
    await page.fill('#e', email);
    await page.fill('#p', 'correct horse battery');
    await page.click('#login');
    await page.waitForURL(`${SITE}/callback**`, { timeout: 15_000 });
    const code = new URL(landed[0]).searchParams.get('code')!;
    expect((await exchange(app, code, login.verifier, `${SITE}/callback`)).statusCode).toBe(200);
    expect(violations).toEqual([]);

    // Silent login: the site frames the authorize URL and waits for the posted code.
    const silent = await authSession(app, {
      prompt: 'none',
      responseMode: 'web_message',
      redirectUri: null,
      headers: { origin: SITE },
    });
    await page.goto(`${SITE}/`);
    const message = await page.evaluate(
      (src) =>
        new Promise<Record<string, string>>((resolve, reject) => {
          window.addEventListener('message', (e) => resolve(e.data));
          const frame = document.createElement('iframe');
          frame.style.display = 'none';
          frame.src = src;
          document.body.appendChild(frame);
          setTimeout(() => reject(new Error('no message')), 10_000);
        }),
      `${origin}${silent.path}`,
    );
    expect(message.state).toBe('state-123');
    expect(message.error, JSON.stringify(message)).toBeUndefined();
    expect((await exchange(app, message.code, silent.verifier, '')).statusCode).toBe(200);
    await page.close();
  });
});
