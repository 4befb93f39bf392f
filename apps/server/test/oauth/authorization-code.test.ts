import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { expectAppError } from '../events/helpers.ts';
import {
  REDIRECT_URI,
  addMember,
  authSession,
  callback,
  codeFrom,
  exchange,
  loginMember,
  pkce,
  createOAuthTestApp,
} from './helpers.ts';

const jwt = (token: string) => token.replace(/^OauthNG\.JWS\./, '');

describe('authorization_code grant through the hosted login', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createOAuthTestApp();
  });
  afterAll(() => app.close());

  it('login → callback → code in the query → member tokens like the hosted platform’s', async () => {
    const member = await addMember(app);
    const { session, verifier, path } = await authSession(app);
    expect(session.fullUrl).toMatch(/^http:\/\/tessera\.test\/_api\/tessera\/v1\/oauth\/authorize\?session=/);
    expect(session.urlDetails.endpoint).toBe('http://tessera.test/_api/tessera/v1/oauth/authorize');
    // Not logged in: the browser goes to the login page.
    const authorize = await app.server.inject({ method: 'GET', url: path });
    expect(authorize.statusCode).toBe(302);
    expect(authorize.headers.location).toMatch(/^\/_api\/tessera\/v1\/oauth\/login\?session=.+&clientId=/);
    const page = await app.server.inject({ method: 'GET', url: authorize.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-/);

    const answer = await callback(app, session.sessionToken, member.sessionToken);
    expect(answer.statusCode).toBe(302);
    expect(String(answer.headers['set-cookie'])).toMatch(/HttpOnly/);
    const { code, state, url } = codeFrom(answer.headers.location as string);
    expect(url.origin + url.pathname).toBe(REDIRECT_URI);
    expect(state).toBe('state-123');
    const tokens = await exchange(app, code!, verifier);
    expect(tokens.statusCode, tokens.body).toBe(200);
    const { access_token, refresh_token } = tokens.json();
    expect(access_token.startsWith('OauthNG.JWS.')).toBe(true);
    const claims = decodeJwt(jwt(access_token));
    expect(claims).toMatchObject({ sub: member.id, role: 'MEMBER' });
    expect(JSON.parse(claims.data as string).instance.metaSiteId).toBe(app.site.siteId);
    expect(refresh_token).toMatch(/^rt_/);
    const info = await app.request({
      method: 'GET',
      url: '/oauth2/user-info',
      headers: { authorization: access_token },
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({
      sub: member.id,
      givenName: 'Ada',
      familyName: 'Lovelace',
      emailVerified: true,
    });
  });

  it('puts code and state in the fragment when responseMode is fragment', async () => {
    const member = await addMember(app);
    const { session, verifier } = await authSession(app, { responseMode: 'fragment' });
    const answer = await callback(app, session.sessionToken, member.sessionToken);
    const { code, state, url } = codeFrom(answer.headers.location as string, 'fragment');
    expect(url.search).toBe('');
    expect(state).toBe('state-123');
    expect((await exchange(app, code!, verifier)).statusCode).toBe(200);
  });

  it('refuses a code verifier that does not match the challenge (PKCE), and the code is spent', async () => {
    const member = await addMember(app);
    const { session, verifier } = await authSession(app);
    const { code } = codeFrom(
      (await callback(app, session.sessionToken, member.sessionToken)).headers.location as string,
    );
    expectAppError(await exchange(app, code!, pkce().verifier), 400, 'invalid_grant');
    expectAppError(await exchange(app, code!, verifier), 400, 'invalid_grant');
  });

  it('refuses a replayed code', async () => {
    const member = await addMember(app);
    const { session, verifier } = await authSession(app);
    const { code } = codeFrom(
      (await callback(app, session.sessionToken, member.sessionToken)).headers.location as string,
    );
    expect((await exchange(app, code!, verifier)).statusCode).toBe(200);
    expectAppError(await exchange(app, code!, verifier), 400, 'invalid_grant');
  });

  it('refuses an expired code', async () => {
    const member = await addMember(app);
    const { session, verifier } = await authSession(app);
    const { code } = codeFrom(
      (await callback(app, session.sessionToken, member.sessionToken)).headers.location as string,
    );
    await app.db
      .updateTable('authorization_codes')
      .set({ expires_date: '2000-01-01T00:00:00.000Z' })
      .execute();
    expectAppError(await exchange(app, code!, verifier), 400, 'invalid_grant');
  });

  it('refuses a code exchanged with another redirect URI or by another client', async () => {
    const member = await addMember(app);
    const first = await authSession(app);
    const a = codeFrom(
      (await callback(app, first.session.sessionToken, member.sessionToken)).headers.location as string,
    );
    expectAppError(
      await exchange(app, a.code!, first.verifier, 'https://shop.example/elsewhere'),
      400,
      'invalid_grant',
    );
    const other = await app.createSite();
    const second = await authSession(app);
    const b = codeFrom(
      (await callback(app, second.session.sessionToken, member.sessionToken)).headers.location as string,
    );
    const response = await app.request({
      method: 'POST',
      url: '/oauth2/token',
      payload: {
        clientId: other.clientId,
        grantType: 'authorization_code',
        code: b.code,
        codeVerifier: second.verifier,
        redirectUri: REDIRECT_URI,
      },
    });
    expectAppError(response, 400, 'invalid_grant');
  });

  it('refuses a redirect URI outside the client’s allowed origins when the session is created', async () => {
    for (const redirectUri of [
      'https://evil.example/cb',
      'javascript:alert(1)',
      'https://user@shop.example/cb',
    ]) {
      const response = await app.request({
        method: 'POST',
        url: '/_api/redirects-api/v1/redirect-session',
        headers: await app.visitorHeaders(),
        payload: {
          auth: {
            authRequest: {
              clientId: app.site.clientId,
              redirectUri,
              codeChallenge: pkce().challenge,
              codeChallengeMethod: 'S256',
              responseType: 'code',
            },
          },
        },
      });
      expect(response.statusCode, redirectUri).toBe(400);
    }
  });

  it('requires PKCE S256', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/_api/redirects-api/v1/redirect-session',
      headers: await app.visitorHeaders(),
      payload: {
        auth: {
          authRequest: {
            clientId: app.site.clientId,
            redirectUri: REDIRECT_URI,
            codeChallenge: pkce().challenge,
            codeChallengeMethod: 'plain',
          },
        },
      },
    });
    expect(response.statusCode).toBe(400);
  });

  it('a blocked member gets no tokens, even with a code issued before the block', async () => {
    const member = await addMember(app);
    const { session, verifier } = await authSession(app);
    const { code } = codeFrom(
      (await callback(app, session.sessionToken, member.sessionToken)).headers.location as string,
    );
    await app.db.updateTable('members').set({ status: 'BLOCKED' }).where('id', '=', member.id).execute();
    expectAppError(await exchange(app, code!, verifier), 400, 'invalid_grant');
    const next = await authSession(app);
    expect((await callback(app, next.session.sessionToken, member.sessionToken)).statusCode).toBe(401);
  });

  it('a blocked member cannot renew', async () => {
    const member = await addMember(app);
    const tokens = await loginMember(app, member);
    await app.db.updateTable('members').set({ status: 'BLOCKED' }).where('id', '=', member.id).execute();
    const renewed = await app.request({
      method: 'POST',
      url: '/oauth2/token',
      payload: {
        clientId: app.site.clientId,
        grantType: 'refresh_token',
        refreshToken: tokens.refresh_token,
      },
    });
    expectAppError(renewed, 400, 'invalid_grant');
  });

  it('a redirect session is single-use', async () => {
    const member = await addMember(app);
    const { session } = await authSession(app);
    expect((await callback(app, session.sessionToken, member.sessionToken)).statusCode).toBe(302);
    expect((await callback(app, session.sessionToken, member.sessionToken)).statusCode).toBe(400);
  });

  it('answers bad hosted-login input with 4xx pages, never 5xx', async () => {
    for (const url of [
      '/_api/tessera/v1/oauth/authorize',
      '/_api/tessera/v1/oauth/authorize?session=nope',
      '/_api/tessera/v1/oauth/login?session=%00',
      '/_api/iam/authentication/v1/callback?state=x&sessionToken=y',
      `/_api/iam/authentication/v1/callback?state=${'a'.repeat(5000)}`,
      '/_api/iam/authentication/v1/logout',
      '/_api/iam/authentication/v1/logout?clientId=__proto__',
    ]) {
      const response = await app.server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });
});
