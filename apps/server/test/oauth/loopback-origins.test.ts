import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.ts';
import { normalizeAllowedOrigin, originAllowed, ownHostOrigin } from '../../src/modules/oauth/origins.ts';
import { provisionSite } from '../../src/modules/sites/sites.service.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { loopbackOriginNotice } from '../../src/seed/bootstrap.ts';
import { createTestDatabaseUrl } from '../support/database.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('loopback names are one machine', () => {
  it('an entry naming one loopback name matches the others, same scheme and port', () => {
    expect(originAllowed('http://127.0.0.1:3000/login/callback', ['http://localhost:3000'])).toBe(true);
    expect(originAllowed('http://[::1]:5173', ['http://localhost:*'])).toBe(true);
    expect(originAllowed('http://localhost:5173', ['http://127.0.0.1:*'])).toBe(true);
    expect(originAllowed('http://127.0.0.1:3001', ['http://localhost:3000'])).toBe(false);
    expect(originAllowed('https://127.0.0.1:3000', ['http://localhost:3000'])).toBe(false);
    // Only the loopback names: another host is never "alike".
    expect(originAllowed('http://127.0.0.2:3000', ['http://localhost:3000'])).toBe(false);
    expect(originAllowed('http://localhost.evil.example:3000', ['http://localhost:*'])).toBe(false);
    expect(originAllowed('http://shop.example', ['http://localhost:*'])).toBe(false);
    expect(originAllowed('https://shop.example/a', ['https://shop.example'])).toBe(true);
  });

  it('stores allowed origins in one spelling and refuses anything but a plain origin', () => {
    expect(normalizeAllowedOrigin('HTTPS://Shop.Example:443')).toBe('https://shop.example');
    expect(normalizeAllowedOrigin('http://[::1]:*')).toBe('http://[::1]:*');
    expect(normalizeAllowedOrigin('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173');
    for (const bad of [
      'javascript:alert(1)',
      'https://shop.example/',
      'https://shop.example/path',
      'https://shop.example?x',
      'https://user@shop.example',
      'http://localhost:0',
      'http://localhost:99999',
      'ftp://shop.example',
      '*',
      '',
    ])
      expect(normalizeAllowedOrigin(bad), bad).toBeNull();
  });

  it("the server's own address under another host name is bound to that host", () => {
    const allowed = ['http://localhost:3000'];
    const own = { publicUrl: 'http://localhost:3000', host: '192.168.1.20:3000' };
    expect(ownHostOrigin('http://192.168.1.20:3000/login/callback', allowed, own)).toBe(
      'http://192.168.1.20:3000',
    );
    expect(ownHostOrigin('http://evil.example/cb', allowed, own)).toBeNull();
    // A client that does not allow the server's own address gains nothing from the Host.
    expect(ownHostOrigin('http://192.168.1.20:3000/cb', ['https://shop.example'], own)).toBeNull();
  });
});

describe('loopback origins by default only in development', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const originsOf = async (clientId: string) =>
    JSON.parse(
      (
        await app.db
          .selectFrom('oauth_clients')
          .select('allowed_origins')
          .where('id', '=', clientId)
          .executeTakeFirstOrThrow()
      ).allowed_origins,
    );

  it('NODE_ENV=production or ALLOW_LOOPBACK_ORIGINS decide, development allows', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).loopbackOrigins.allowed).toBe(false);
    expect(loadConfig({}).loopbackOrigins.allowed).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_LOOPBACK_ORIGINS: 'true' }).loopbackOrigins).toEqual({
      allowed: true,
      reason: 'ALLOW_LOOPBACK_ORIGINS=true',
    });
    expect(loadConfig({ ALLOW_LOOPBACK_ORIGINS: 'false' }).loopbackOrigins.allowed).toBe(false);
  });

  it('the first client allows PUBLIC_URL, and any loopback port only when asked', async () => {
    const production = await provisionSite(app.db, {
      name: 'Prod',
      publicUrl: 'https://events.example.org/',
    });
    expect(await originsOf(production.clientId)).toEqual(['https://events.example.org']);
    const development = await provisionSite(app.db, {
      name: 'Dev',
      publicUrl: 'http://localhost:3000',
      loopbackOrigins: true,
    });
    expect(await originsOf(development.clientId)).toEqual(['http://localhost:3000', 'http://localhost:*']);
  });

  it('a production start names every client that still allows loopback origins', async () => {
    // A database first started in development, then in production.
    await provisionSite(app.db, {
      name: 'Was dev',
      publicUrl: 'http://localhost:3000',
      loopbackOrigins: true,
    });
    const lines = await loopbackOriginNotice(app.db, { allowed: false, reason: 'NODE_ENV=production' });
    expect(lines[0]).toMatch(/not allowed by default \(NODE_ENV=production\)/);
    expect(
      lines.some((l) =>
        /Warning: OAuth client "Public site client" .* allows http:\/\/localhost:3000, http:\/\/localhost:\*;/.test(
          l,
        ),
      ),
    ).toBe(true);
    expect(
      await loopbackOriginNotice(app.db, {
        allowed: true,
        reason: 'development: NODE_ENV is not production',
      }),
    ).toEqual([expect.stringMatching(/^Loopback origins .* are allowed .*development/)]);
  });

  it('`tessera start` with NODE_ENV=production: no loopback origin, and says so', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-loopback-'));
    const databaseUrl = await createTestDatabaseUrl();
    const stdout: string[] = [];
    const started = await runCli(['start'], {
      env: {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        PORT: '0',
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        SEED_DEMO_DATA: 'false',
        PUBLIC_URL: 'https://tickets.example',
        TESSERA_CLIENT_ID: 'prod-client',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
      stdout: (line) => stdout.push(line),
      stderr: (line) => stdout.push(line),
    });
    try {
      expect(started.code, stdout.join('\n')).toBe(0);
      expect(stdout.join('\n')).toMatch(
        /Loopback origins are not allowed by default \(NODE_ENV=production\)/,
      );
      const origin = 'http://localhost:5173';
      const server = started.app!.server;
      const token = await server.inject({
        method: 'POST',
        url: '/oauth2/token',
        payload: { clientId: 'prod-client', grantType: 'anonymous' },
      });
      const call = await server.inject({
        method: 'POST',
        url: '/events/v3/events/query',
        headers: { authorization: token.json().access_token, origin },
        payload: {},
      });
      expect(call.statusCode).toBe(403);
      expect(call.json().message).toMatch(/^http:\/\/localhost:5173 is not an allowed origin/);
    } finally {
      await started.app?.server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
