import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../src/platform/auth/access-tokens.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// A visitor's or member's Authorization header, once verified, is found again as sent
// (platform/auth/authenticate.ts: KnownHeaders) instead of being parsed and looked up by token.
// Found again, it is still refused once its token expires or its subject is revoked.
describe('a known access-token header keeps the checks of a new one', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ visitorCacheMs: 0 });
  });
  afterAll(() => app.close());
  afterEach(() => vi.useRealTimers());

  const query = (authorization: string) =>
    app.request({ method: 'POST', url: '/events/v3/events/query', headers: { authorization }, payload: {} });
  const subjectOf = (token: string) =>
    JSON.parse(Buffer.from(token.replace(/^OauthNG\.JWS\./, '').split('.')[1], 'base64url').toString())
      .sub as string;

  it('refuses a known header once its subject is revoked, and keeps other subjects', async () => {
    const { authorization: revoked } = await app.visitorHeaders();
    const { authorization: bystander } = await app.visitorHeaders();
    for (const header of [revoked, revoked, bystander, bystander])
      expect((await query(header)).statusCode).toBe(200);
    await app.revocations.revoke(app.db, app.site.siteId, subjectOf(revoked));
    expect((await query(revoked)).statusCode).toBe(401);
    expect((await query(revoked)).statusCode).toBe(401);
    expect((await query(bystander)).statusCode).toBe(200);
  });

  it('refuses a known header once its token expired', async () => {
    const { authorization } = await app.visitorHeaders();
    expect((await query(authorization)).statusCode).toBe(200);
    expect((await query(authorization)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
    expect((await query(authorization)).statusCode).toBe(401);
  });

  it('answers each form of a header as its own: Bearer, altered, and with an API key', async () => {
    const { authorization } = await app.visitorHeaders();
    expect((await query(authorization)).statusCode).toBe(200);
    expect((await query(`Bearer ${authorization}`)).statusCode).toBe(200);
    // Same signature, other payload: not the known header, and not a valid token.
    const [prefix, payload, signature] = authorization.split('.').slice(-3);
    const forged = authorization.replace(
      `${prefix}.${payload}.${signature}`,
      `${prefix}.${payload}x.${signature}`,
    );
    expect((await query(forged)).statusCode).toBe(401);
    // The token with an API key of another site acts with the key: refused, though the token is known.
    const other = await app.createSite('Other');
    const mixed = await query(`${authorization},${other.apiKey}`);
    expect(mixed.statusCode).toBe(403);
    expect((await query(authorization)).statusCode).toBe(200);
  });
});
