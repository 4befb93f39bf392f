import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { signAccessToken } from '../../src/platform/auth/access-tokens.ts';
import { SigningKeyCache } from '../../src/platform/auth/signing-keys.ts';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { provisionSite, type NewSite } from '../../src/modules/sites/sites.service.ts';
import { createTestDatabaseUrl } from '../support/database.ts';

// Logging out or blocking a member voids their tokens at once in the process that did it, and
// within one poll interval in every other process on the same database (tokens are cached
// after verification until they expire, so expiry alone would take hours).
describe('token revocation across processes', () => {
  let dir: string;
  let handles: DatabaseHandle[];
  let apps: App[];
  let site: NewSite;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-revoke-'));
    const databaseUrl = await createTestDatabaseUrl();
    const open = () => openDatabase({ databaseUrl, sqliteFile: path.join(dir, 'shared.db'), poolSize: 4 });
    handles = [open(), open()];
    for (const h of handles) await migrateToLatest(h.db);
    site = await provisionSite(handles[0].db, { name: 'Revoke' });
    apps = await Promise.all(
      handles.map((database) =>
        buildApp({ database, logLevel: 'silent', visitorCacheMs: 0, background: true, revocationPollMs: 50 }),
      ),
    );
  });
  afterAll(async () => {
    for (const app of apps ?? []) await app.server.close();
    for (const h of handles ?? []) await h.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const visitorTokens = async () =>
    (
      await apps[0].server.inject({
        method: 'POST',
        url: '/oauth2/token',
        payload: { clientId: site.clientId, grantType: 'anonymous' },
      })
    ).json() as { access_token: string; refresh_token: string };
  const query = (app: App, token: string) =>
    app.server.inject({
      method: 'POST',
      url: '/events/v3/events/query',
      headers: { authorization: token },
      payload: {},
    });
  const subjectOf = (token: string) =>
    JSON.parse(Buffer.from(token.replace(/^OauthNG\.JWS\./, '').split('.')[1], 'base64url').toString())
      .sub as string;

  it('refuses a revoked subject at once here and within a poll elsewhere; others keep working', async () => {
    const revoked = await visitorTokens();
    const bystander = await visitorTokens();
    for (const app of apps) expect((await query(app, revoked.access_token)).statusCode).toBe(200);

    await apps[0].revocations.revoke(handles[0].db, site.siteId, subjectOf(revoked.access_token));
    expect((await query(apps[0], revoked.access_token)).statusCode).toBe(401);

    let elsewhere = 0;
    for (let i = 0; i < 100 && elsewhere !== 401; i++) {
      elsewhere = (await query(apps[1], revoked.access_token)).statusCode;
      if (elsewhere !== 401) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(elsewhere).toBe(401);
    for (const app of apps) expect((await query(app, bystander.access_token)).statusCode).toBe(200);

    const renewal = await apps[1].server.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { clientId: site.clientId, grantType: 'refresh_token', refreshToken: revoked.refresh_token },
    });
    expect(renewal.statusCode).toBe(400);
  });

  it('accepts tokens issued after the revocation', async () => {
    const tokens = await visitorTokens();
    const subject = subjectOf(tokens.access_token);
    await apps[0].revocations.revoke(handles[0].db, site.siteId, subject);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const fresh = await signAccessToken(new SigningKeyCache(handles[0].db), {
      siteId: site.siteId,
      clientId: site.clientId,
      subjectId: subject,
      role: 'VISITOR',
    });
    expect((await query(apps[0], fresh)).statusCode).toBe(200);
  });
});
