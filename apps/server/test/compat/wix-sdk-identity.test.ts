/**
 * Compatibility: a site's member login with the official `@wix/sdk` `OAuthStrategy`, unmodified,
 * against Tessera over real HTTP (`@tessera/wix-compat` moves its calls to the listening server):
 * visitor tokens and renewal, register in each state, login with each spec §8 error code,
 * processVerification with the code from the development mailbox, owner approval, and the hosted
 * login (`getAuthUrl` → the login page's own API calls → callback → `getMemberTokens`) ending in
 * `loggedIn` and `logout`. The browser's part is plain fetch with `redirect: 'manual'`.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuthStrategy } from '@wix/sdk';
import type { TestApp } from '../support/test-app.ts';
import { pointOfficialSdkAt, type Exchange } from '../support/official-sdk.ts';
import { createIdentityApp, latestCode, setSettings, uniqueEmail } from '../identity/helpers.ts';
import { REDIRECT_URI, SITE, allowOrigins } from '../oauth/helpers.ts';

const PASSWORD = 'correct-horse';

describe('official @wix/sdk OAuthStrategy member login against Tessera (real HTTP)', () => {
  let app: TestApp;
  let server = '';
  let restoreFetch = () => {};
  const log: Exchange[] = [];

  /** The §8 code the server put on the wire for the last call to `path`. */
  const lastCode = (path: string) => {
    const exchange = log.findLast((entry) => entry.url.startsWith(path));
    return JSON.parse(exchange?.responseBody ?? '{}').details?.applicationError?.code;
  };

  /** The browser at `url` (the server's public address swapped for the listening one). */
  const browse = (url: string, init: RequestInit = {}) => {
    const parsed = new URL(url);
    return fetch(server + parsed.pathname + parsed.search, { redirect: 'manual', ...init });
  };

  const json = async (path: string, body: unknown, authorization?: string) => {
    const response = await fetch(server + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    app = await createIdentityApp();
    await allowOrigins(app);
    restoreFetch = await pointOfficialSdkAt(app, log);
    server = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    restoreFetch();
    await app?.close();
  });

  it('generateVisitorTokens and renewToken; a visitor is not loggedIn', async () => {
    const auth = OAuthStrategy({ clientId: app.site.clientId });
    const tokens = await auth.generateVisitorTokens();
    expect(tokens.refreshToken.role).toBe('visitor');
    expect(tokens.accessToken.expiresAt).toBeGreaterThan(Date.now() / 1000);
    const renewed = await auth.renewToken(tokens.refreshToken);
    expect(renewed.accessToken.value).toMatch(/^OauthNG\.JWS\./);
    expect(renewed.accessToken.value).not.toBe(tokens.accessToken.value);
    auth.setTokens(tokens);
    expect(auth.loggedIn()).toBe(false);
  });

  it('register → SUCCESS; register failures carry -19995 and the EMAIL field violation', async () => {
    const auth = OAuthStrategy({ clientId: app.site.clientId });
    const email = uniqueEmail('compat');
    expect(await auth.register({ email, password: PASSWORD, profile: { nickname: 'compat' } })).toMatchObject(
      {
        loginState: 'SUCCESS',
        data: { sessionToken: expect.any(String) },
      },
    );
    expect(await auth.register({ email, password: PASSWORD })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'emailAlreadyExists',
    });
    expect(lastCode('/_api/iam/authentication/v2/register')).toBe('-19995');
    expect(await auth.register({ email: 'not-an-email', password: PASSWORD })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidEmail',
      error: expect.any(String),
    });
  });

  it('login with each §8 error code: -19976, -19973, -19999 (and SUCCESS)', async () => {
    const auth = OAuthStrategy({ clientId: app.site.clientId });
    const email = uniqueEmail('compat-login');
    await auth.register({ email, password: PASSWORD });
    expect(await auth.login({ email, password: PASSWORD })).toMatchObject({ loginState: 'SUCCESS' });

    expect(await auth.login({ email, password: 'wrong-password' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidPassword',
    });
    expect(lastCode('/_api/iam/authentication/v2/login')).toBe('-19976');

    // Anything but the four known codes is "invalidEmail" to the SDK; the server says -19999.
    expect(await auth.login({ email: uniqueEmail('nobody'), password: PASSWORD })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidEmail',
    });
    expect(lastCode('/_api/iam/authentication/v2/login')).toBe('-19999');

    // A member the site signed on has no password yet: -19973.
    const signedOn = uniqueEmail('compat-sso');
    const created = await json(
      '/_api/iam/authentication/v2/sign-on',
      { loginId: { email: signedOn } },
      app.ownerHeaders().authorization,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(await auth.login({ email: signedOn, password: PASSWORD })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'resetPassword',
    });
    expect(lastCode('/_api/iam/authentication/v2/login')).toBe('-19973');
  });

  it('captcha codes -19971 and -19970 on login and register', async () => {
    const auth = OAuthStrategy({ clientId: app.site.clientId });
    const email = uniqueEmail('compat-captcha');
    await auth.register({ email, password: PASSWORD });
    await setSettings(app, { requireCaptcha: true });
    try {
      expect(await auth.login({ email, password: PASSWORD })).toMatchObject({
        errorCode: 'missingCaptchaToken',
      });
      expect(lastCode('/_api/iam/authentication/v2/login')).toBe('-19971');
      const forged = { recaptchaToken: 'forged' };
      expect(await auth.login({ email, password: PASSWORD, captchaTokens: forged })).toMatchObject({
        errorCode: 'invalidCaptchaToken',
      });
      expect(lastCode('/_api/iam/authentication/v2/login')).toBe('-19970');
      const other = uniqueEmail('compat-captcha');
      expect(await auth.register({ email: other, password: PASSWORD })).toMatchObject({
        errorCode: 'missingCaptchaToken',
      });
      expect(await auth.register({ email: other, password: PASSWORD, captchaTokens: forged })).toMatchObject({
        errorCode: 'invalidCaptchaToken',
      });
      const passing = { recaptchaToken: 'test-pass' };
      expect(await auth.login({ email, password: PASSWORD, captchaTokens: passing })).toMatchObject({
        loginState: 'SUCCESS',
      });
    } finally {
      await setSettings(app, { requireCaptcha: false });
    }
  });

  it('REQUIRE_EMAIL_VERIFICATION: processVerification with the mailed code, on register and on login', async () => {
    await setSettings(app, { requireEmailVerification: true });
    try {
      const auth = OAuthStrategy({ clientId: app.site.clientId });
      const email = uniqueEmail('compat-verify');
      const registered = await auth.register({ email, password: PASSWORD });
      expect(registered).toMatchObject({
        loginState: 'EMAIL_VERIFICATION_REQUIRED',
        data: { stateToken: expect.any(String) },
      });
      // A wrong code is refused in the wire envelope (the SDK lets the error through), not a 5xx.
      await expect(auth.processVerification({ verificationCode: '000000' })).rejects.toThrow();
      expect(log.at(-1)!.status).toBeGreaterThanOrEqual(400);
      expect(log.at(-1)!.status).toBeLessThan(500);
      const code = await latestCode(app, email);
      expect(await auth.processVerification({ verificationCode: code })).toMatchObject({
        loginState: 'SUCCESS',
        data: { sessionToken: expect.any(String) },
      });

      // Unverified member logging in: a fresh code, then the same step (with an explicit state).
      const later = uniqueEmail('compat-verify');
      await auth.register({ email: later, password: PASSWORD });
      const login = await auth.login({ email: later, password: PASSWORD });
      expect(login.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
      const fresh = await latestCode(app, later);
      expect(await auth.processVerification({ verificationCode: fresh }, login)).toMatchObject({
        loginState: 'SUCCESS',
      });
    } finally {
      await setSettings(app, { requireEmailVerification: false });
    }
  });

  it('REQUIRE_OWNER_APPROVAL on register and login until the owner approves', async () => {
    await setSettings(app, { requireOwnerApproval: true });
    try {
      const auth = OAuthStrategy({ clientId: app.site.clientId });
      const email = uniqueEmail('compat-approve');
      expect((await auth.register({ email, password: PASSWORD })).loginState).toBe('OWNER_APPROVAL_REQUIRED');
      expect((await auth.login({ email, password: PASSWORD })).loginState).toBe('OWNER_APPROVAL_REQUIRED');
      const registered = log.findLast((entry) => entry.url.endsWith('/v2/register'))!;
      const memberId = JSON.parse(registered.responseBody).identity.id as string;
      const approved = await json(
        `/members/v1/members/${memberId}/approve`,
        {},
        app.ownerHeaders().authorization,
      );
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect((await auth.login({ email, password: PASSWORD })).loginState).toBe('SUCCESS');
    } finally {
      await setSettings(app, { requireOwnerApproval: false });
    }
  });

  it('getAuthUrl → hosted login page → callback → getMemberTokens; loggedIn; logout revokes', async () => {
    const email = uniqueEmail('compat-hosted');
    await OAuthStrategy({ clientId: app.site.clientId }).register({ email, password: PASSWORD });

    const auth = OAuthStrategy({ clientId: app.site.clientId });
    auth.setTokens(await auth.generateVisitorTokens());
    const oauthData = auth.generateOAuthData(REDIRECT_URI, `${SITE}/account`);
    const { authUrl } = await auth.getAuthUrl(oauthData, { responseMode: 'query' });

    // The browser opens the authorize address and lands on the login page.
    const authorize = await browse(authUrl);
    expect(authorize.status).toBe(302);
    const loginPage = new URL(authorize.headers.get('location')!, server);
    const session = loginPage.searchParams.get('session')!;
    expect(loginPage.searchParams.get('clientId')).toBe(app.site.clientId);

    // The login page's calls (README "Login page contract"): a visitor token, login, callback.
    const visitor = await json('/oauth2/token', { clientId: app.site.clientId, grantType: 'anonymous' });
    expect(visitor.status).toBe(200);
    const loggedInAnswer = await json(
      '/_api/iam/authentication/v2/login',
      { loginId: { email }, password: PASSWORD },
      visitor.body.access_token,
    );
    expect(loggedInAnswer.body.state).toBe('SUCCESS');
    // The browser brings back the sign-in cookie the authorize page set (login CSRF defence).
    const signIn = authorize.headers.getSetCookie().find((c) => c.startsWith('tessera_login_'))!;
    const back = await browse(
      `${server}/_api/iam/authentication/v1/callback?state=${encodeURIComponent(session)}` +
        `&sessionToken=${encodeURIComponent(loggedInAnswer.body.sessionToken)}`,
      { headers: { cookie: signIn.split(';')[0]! } },
    );
    expect(back.status).toBe(302);
    const redirect = back.headers.get('location')!;
    expect(redirect.startsWith(`${REDIRECT_URI}?`)).toBe(true);

    const { code, state } = auth.parseFromUrl(redirect, 'query');
    expect(state).toBe(oauthData.state);
    const tokens = await auth.getMemberTokens(code, state, oauthData);
    expect(tokens.refreshToken.role).toBe('member');
    auth.setTokens(tokens);
    expect(auth.loggedIn()).toBe(true);
    const info = await json('/oauth2/token-info', { token: tokens.accessToken.value });
    expect(info.body).toMatchObject({ active: true, subjectType: 'MEMBER' });

    const { logoutUrl } = await auth.logout(`${SITE}/`);
    expect(auth.loggedIn()).toBe(false);
    // The browser sends back the login cookie the callback set (its name=value part).
    const cookie = (back.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toContain('=');
    const out = await browse(logoutUrl, { headers: { cookie } });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe(`${SITE}/`);
    // Revocation reaches every process within ~2 s; this one at once or shortly.
    await expect
      .poll(async () => (await json('/oauth2/token-info', { token: tokens.accessToken.value })).body.active, {
        timeout: 3000,
      })
      .toBe(false);
  });
});
