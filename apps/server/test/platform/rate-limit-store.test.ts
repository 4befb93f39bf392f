import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { databaseRateLimitStore, sweepRateLimitCounters } from '../../src/platform/rate-limit-store.ts';
import { provisionSite, type NewSite } from '../../src/modules/sites/sites.service.ts';
import { createTestDatabaseUrl } from '../support/database.ts';

// Rate limits hold across server processes on one database: with per-process counters, two
// processes behind a load balancer would grant twice the allowance.
describe('rate limits shared by the processes on one database', () => {
  let dir: string;
  let handles: DatabaseHandle[];
  let apps: App[];
  let site: NewSite;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-limits-'));
    const databaseUrl = await createTestDatabaseUrl();
    const open = () => openDatabase({ databaseUrl, sqliteFile: path.join(dir, 'shared.db'), poolSize: 4 });
    handles = [open(), open()];
    for (const h of handles) await migrateToLatest(h.db);
    site = await provisionSite(handles[0].db, { name: 'Limits' });
    apps = await Promise.all(
      handles.map((database) =>
        buildApp({
          database,
          logLevel: 'silent',
          tokenRateLimit: { max: 6, windowMs: 60_000 },
          identity: { rateLimits: { perIp: 1000, perLogin: 4, windowMs: 60_000 } },
        }),
      ),
    );
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.server.close();
    for (const h of handles ?? []) await h.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const anonymousGrant = (app: App, ip: string) =>
    app.server.inject({
      method: 'POST',
      url: '/oauth2/token',
      remoteAddress: ip,
      payload: { clientId: site.clientId, grantType: 'anonymous' },
    });

  it('counts token requests of one address in both processes together', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await anonymousGrant(apps[0], '203.0.113.7')).statusCode);
      statuses.push((await anonymousGrant(apps[1], '203.0.113.7')).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
    const refused = await anonymousGrant(apps[1], '203.0.113.7');
    expect(refused.json()).toMatchObject({ details: { applicationError: { code: 'TOO_MANY_REQUESTS' } } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address keeps its own allowance.
    expect((await anonymousGrant(apps[1], '203.0.113.8')).statusCode).toBe(200);
  });

  it('counts guesses at one login in both processes together, whatever the address', async () => {
    const visitor = (await anonymousGrant(apps[0], '198.51.100.1')).json().access_token as string;
    const login = (app: App, ip: string) =>
      app.server.inject({
        method: 'POST',
        url: '/_api/iam/authentication/v2/login',
        remoteAddress: ip,
        headers: { authorization: visitor },
        payload: { loginId: { email: 'someone@example.com' }, password: 'wrong-password' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await login(apps[0], `198.51.100.${10 + i}`)).statusCode);
      statuses.push((await login(apps[1], `198.51.100.${20 + i}`)).statusCode);
    }
    expect(statuses.slice(0, 4).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });

  it('never loses a count when many requests race, and sweeps ended windows', async () => {
    const Store = databaseRateLimitStore(handles[0].db, 'race');
    const OtherProcess = databaseRateLimitStore(handles[1].db, 'race');
    const stores = [new Store({}), new OtherProcess({})];
    const increment = (i: number, key: string, windowMs: number) =>
      new Promise<number>((resolve, reject) =>
        stores[i % 2].incr(
          key,
          (error, counter) => (error ? reject(error) : resolve(counter!.current)),
          windowMs,
          100,
        ),
      );
    const counts = await Promise.all(Array.from({ length: 30 }, (_, i) => increment(i, 'hot key', 60_000)));
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));

    // A window that has ended starts again at 1, and the sweeper removes it.
    await increment(0, 'short key', 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await increment(1, 'short key', 1)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await sweepRateLimitCounters(handles[0].db)).toBeGreaterThanOrEqual(1);
    const left = await handles[0].db.selectFrom('rate_limit_counters').select('key').execute();
    expect(left.length).toBeGreaterThan(0);
    // Keys are digests: a login id is never stored in clear.
    expect(left.every((row) => /^[0-9a-f]{64}$/.test(row.key))).toBe(true);
  });
});
