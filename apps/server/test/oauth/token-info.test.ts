import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { addMember, loginMember, createOAuthTestApp } from './helpers.ts';

describe('token-info, user-info and the access token forms', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createOAuthTestApp();
  });
  afterAll(() => app.close());

  const info = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    app.request({ method: 'POST', url: '/oauth2/token-info', headers, payload });

  it('introspects the token in the body (official SDK) or in Authorization', async () => {
    const { authorization } = await app.visitorHeaders();
    const fromBody = (await info({ token: authorization })).json();
    expect(fromBody).toMatchObject({
      active: true,
      subjectType: 'VISITOR',
      clientId: app.site.clientId,
      siteId: app.site.siteId,
    });
    expect(Number(fromBody.exp) - Number(fromBody.iat)).toBe(4 * 60 * 60);
    expect((await info({}, { authorization })).json().subjectId).toBe(fromBody.subjectId);
  });

  it('answers active: false for a forged, unknown or revoked token (never 401/5xx)', async () => {
    expect((await info({ token: 'OauthNG.JWS.a.b.c' })).json()).toMatchObject({ active: false });
    expect((await info({ token: 'not-a-token' })).json()).toMatchObject({ active: false });
    expect((await info({})).json()).toMatchObject({ active: false });
    const member = await addMember(app);
    const tokens = await loginMember(app, member);
    await app.revocations.revoke(app.db, app.site.siteId, member.id);
    expect((await info({ token: tokens.access_token })).json()).toMatchObject({ active: false });
  });

  it('accepts the plain JWT as well as the OauthNG.JWS. form', async () => {
    const { authorization } = await app.visitorHeaders();
    expect(authorization.startsWith('OauthNG.JWS.')).toBe(true);
    const plain = authorization.slice('OauthNG.JWS.'.length);
    for (const token of [authorization, plain, `Bearer ${plain}`]) {
      const response = await app.request({
        method: 'POST',
        url: '/events/v3/events/query',
        headers: { authorization: token },
        payload: {},
      });
      expect(response.statusCode, token.slice(0, 20)).toBe(200);
    }
  });

  it('user-info is for members only', async () => {
    const visitor = await app.visitorHeaders();
    expect(
      (await app.request({ method: 'GET', url: '/oauth2/user-info', headers: visitor })).statusCode,
    ).toBe(403);
    expect((await app.request({ method: 'GET', url: '/oauth2/user-info' })).statusCode).toBe(401);
  });
});
