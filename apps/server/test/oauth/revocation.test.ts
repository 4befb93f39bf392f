import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { expectAppError } from '../events/helpers.ts';
import {
  addMember,
  authSession,
  callback,
  codeFrom,
  exchange,
  loginMember,
  createOAuthTestApp,
  userInfo as userInfoOf,
  renew as renewOf,
} from './helpers.ts';

// Issue 12 item 6: a replayed authorization code ends the tokens it issued (RFC 6749 §4.1.2),
// and tokens can be revoked (RFC 7009 `POST /oauth2/revoke`).
describe('token revocation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createOAuthTestApp();
  });
  afterAll(() => app.close());

  const userInfo = (accessToken: string) => userInfoOf(app, accessToken);
  const renew = (refreshToken: string) => renewOf(app, refreshToken);
  const revokeForm = (fields: Record<string, string>) =>
    app.server.inject({
      method: 'POST',
      url: '/oauth2/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('a replayed code is refused and the tokens its first exchange issued are revoked', async () => {
    const member = await addMember(app);
    const { session, verifier } = await authSession(app);
    const { code } = codeFrom(
      (await callback(app, session.sessionToken, member.sessionToken)).headers.location as string,
    );
    const first = await exchange(app, code!, verifier);
    expect(first.statusCode).toBe(200);
    const tokens = first.json();
    expect((await userInfo(tokens.access_token)).statusCode).toBe(200);
    expectAppError(await exchange(app, code!, verifier), 400, 'invalid_grant');
    expect((await userInfo(tokens.access_token)).statusCode).toBe(401);
    expect((await renew(tokens.refresh_token)).statusCode).toBe(400);
  });

  it('revoking a refresh token (a form, as RFC 7009 sends it) ends its login', async () => {
    const member = await addMember(app);
    const tokens = await loginMember(app, member);
    const response = await revokeForm({
      token: tokens.refresh_token,
      token_type_hint: 'refresh_token',
      client_id: app.site.clientId,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({});
    expect((await renew(tokens.refresh_token)).statusCode).toBe(400);
    expect((await userInfo(tokens.access_token)).statusCode).toBe(401);
  });

  it('revoking an access token (JSON) makes it inactive', async () => {
    const member = await addMember(app);
    const tokens = await loginMember(app, member);
    const response = await app.request({
      method: 'POST',
      url: '/oauth2/revoke',
      payload: { token: tokens.access_token, clientId: app.site.clientId },
    });
    expect(response.statusCode, response.body).toBe(200);
    const info = await app.request({
      method: 'POST',
      url: '/oauth2/token-info',
      payload: { token: tokens.access_token },
    });
    expect(info.json().active).toBe(false);
  });

  it('an unknown, garbled or already revoked token answers 200', async () => {
    for (const token of ['rt_unknown', 'OauthNG.JWS.not.a.jwt', 'x'.repeat(4000)]) {
      const response = await revokeForm({ token, client_id: app.site.clientId });
      expect(response.statusCode, token).toBe(200);
    }
  });

  it("another client's token is left alone (and still answers 200)", async () => {
    const member = await addMember(app);
    const tokens = await loginMember(app, member);
    const other = await app.createSite('Other');
    const response = await revokeForm({ token: tokens.refresh_token, client_id: other.clientId });
    expect(response.statusCode).toBe(200);
    expect((await renew(tokens.refresh_token)).statusCode).toBe(200);
  });

  it('needs a known client and a token', async () => {
    expectAppError(await revokeForm({ token: 'rt_x' }), 400, 'invalid_request');
    expectAppError(await revokeForm({ token: 'rt_x', client_id: 'nope' }), 400, 'invalid_client');
    const missing = await revokeForm({ client_id: app.site.clientId });
    expect(missing.statusCode).toBe(400);
  });

  it('a visitor token can be revoked too', async () => {
    const visitor = (
      await app.request({
        method: 'POST',
        url: '/oauth2/token',
        payload: { clientId: app.site.clientId, grantType: 'anonymous' },
      })
    ).json();
    expect(
      (await revokeForm({ token: visitor.refresh_token, client_id: app.site.clientId })).statusCode,
    ).toBe(200);
    expect((await renew(visitor.refresh_token)).statusCode).toBe(400);
  });
});
