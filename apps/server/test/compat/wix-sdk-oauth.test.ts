/**
 * Compatibility: the official `@wix/sdk` `OAuthStrategy`, unmodified, against Tessera: visitor
 * tokens and renewal, the hosted login (`getAuthUrl` → authorize → login → callback →
 * `parseFromUrl` → `getMemberTokens`), a member on behalf of the site, and logout. Its calls go to
 * the server through `@tessera/wix-compat` as in wix-sdk-events.test.ts; the browser's part
 * (following the redirects, the login page's call) is done with `inject`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuthStrategy, createClient } from '@wix/sdk';
import { wixEventsV2 } from '@wix/events';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { pointOfficialSdkAt } from '../support/official-sdk.ts';
import { REDIRECT_URI, SITE, addMember, allowOrigins, callback } from '../oauth/helpers.ts';

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

describe('official @wix/sdk OAuthStrategy against Tessera', () => {
  let app: TestApp;
  let restoreFetch = () => {};

  beforeAll(async () => {
    app = await createTestApp();
    await allowOrigins(app);
    restoreFetch = await pointOfficialSdkAt(app);
  });
  afterAll(async () => {
    restoreFetch();
    await app?.close();
  });

  it('generateVisitorTokens, renewToken (again and again), and calls with the visitor token', async () => {
    const auth = OAuthStrategy({ clientId: app.site.clientId });
    const tokens = await auth.generateVisitorTokens();
    expect(tokens.accessToken.value.startsWith('OauthNG.JWS.')).toBe(true);
    expect(tokens.refreshToken.role).toBe('visitor');
    // renewToken keeps the refresh token it was given: renewal must keep working with it.
    for (let i = 0; i < 3; i++) {
      const renewed = await auth.renewToken(tokens.refreshToken);
      expect(renewed.accessToken.value).toMatch(/^OauthNG\.JWS\./);
    }
    const client = createClient({
      modules: { wixEventsV2 },
      auth: OAuthStrategy({ clientId: app.site.clientId, tokens }),
    });
    const page = await client.wixEventsV2.queryEvents().find();
    expect(Array.isArray(page.items)).toBe(true);
  });

  it('getAuthUrl → hosted login → parseFromUrl → getMemberTokens', async () => {
    const member = await addMember(app);
    const auth = OAuthStrategy({ clientId: app.site.clientId });
    const oauthData = auth.generateOAuthData(REDIRECT_URI, `${SITE}/account`);
    const { authUrl } = await auth.getAuthUrl(oauthData, { responseMode: 'query' });
    expect(authUrl).toMatch(/^http:\/\/tessera\.test\/_api\/tessera\/v1\/oauth\/authorize\?session=/);

    // The browser: authorize sends it to the login page, which logs in and goes to the callback.
    const authorize = await app.server.inject({ method: 'GET', url: pathOf(authUrl) });
    expect(authorize.statusCode).toBe(302);
    const session = new URL(authorize.headers.location as string, 'http://tessera.test').searchParams.get(
      'session',
    )!;
    const answer = await callback(app, session, member.sessionToken);
    expect(answer.statusCode).toBe(302);

    const { code, state } = auth.parseFromUrl(answer.headers.location as string, 'query');
    const tokens = await auth.getMemberTokens(code, state, oauthData);
    expect(tokens.refreshToken.role).toBe('member');
    auth.setTokens(tokens);
    expect(auth.loggedIn()).toBe(true);
    const renewed = await auth.renewToken(tokens.refreshToken);
    expect(renewed.accessToken.value).toMatch(/^OauthNG\.JWS\./);

    const info = await app.request({
      method: 'POST',
      url: '/oauth2/token-info',
      payload: { token: tokens.accessToken.value },
    });
    expect(info.json()).toMatchObject({ active: true, subjectType: 'MEMBER', subjectId: member.id });

    const { logoutUrl } = await auth.logout(`${SITE}/`);
    const out = await app.server.inject({ method: 'GET', url: pathOf(logoutUrl) });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe(`${SITE}/`);
  });

  it('getAuthUrl with the fragment response mode (the SDK default)', async () => {
    const member = await addMember(app);
    const auth = OAuthStrategy({ clientId: app.site.clientId });
    const oauthData = auth.generateOAuthData(REDIRECT_URI);
    const { authUrl } = await auth.getAuthUrl(oauthData);
    const session = new URL(authUrl).searchParams.get('session')!;
    const answer = await callback(app, session, member.sessionToken);
    const { code, state } = auth.parseFromUrl(answer.headers.location as string);
    expect((await auth.getMemberTokens(code, state, oauthData)).refreshToken.role).toBe('member');
  });

  it('getMemberTokensForExternalLogin: a member on behalf of the site with the API key', async () => {
    const member = await addMember(app);
    const auth = OAuthStrategy({ clientId: app.site.clientId });
    auth.setTokens(await auth.generateVisitorTokens());
    const tokens = await auth.getMemberTokensForExternalLogin(member.id, app.site.apiKey);
    expect(tokens.refreshToken.role).toBe('member');
    await expect(auth.getMemberTokensForExternalLogin(member.id, 'not-the-key')).rejects.toThrow(
      /Failed to fetch tokens from OAuth API/,
    );
  });
});
