import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieName } from '../../src/modules/redirects/member-cookie.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { addMember, allowOrigins, codeFrom, cookiesOf, exchange, pkce } from '../oauth/helpers.ts';

// Issue 12 item 7: the server's own web app opened under another host name than PUBLIC_URL's (a
// LAN address) logs members in; a session allowed through the Host header is bound to that host.
const PUBLIC_URL = 'https://tickets.example';
const PUBLIC_HOST = 'tickets.example';
const LAN_HOST = '192.168.1.20:3000';
const LAN = `http://${LAN_HOST}`;
const LAN_CALLBACK = `${LAN}/login/callback`;
const AUTHORIZE = '/_api/tessera/v1/oauth/authorize';
const LOGIN_PAGE = '/_api/tessera/v1/oauth/login';
const CALLBACK = '/_api/iam/authentication/v1/callback';
const LOGOUT = '/_api/iam/authentication/v1/logout';

describe('the server’s own web app under another host name', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ publicUrl: PUBLIC_URL });
  });
  afterAll(() => app.close());

  /** The site's client allows only the server's own origin, as the first client does in production. */
  const ownClientOnly = () => allowOrigins(app, [PUBLIC_URL]);

  const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

  /** Creates a login session from a page at `host` (its Origin and Host headers). */
  async function createLogin(
    host: string,
    options: { redirectUri?: string; origin?: string; prompt?: 'login' | 'none' } = {},
  ) {
    const pair = pkce();
    const redirectUri = options.redirectUri ?? `http://${host}/login/callback`;
    const response = await app.request({
      method: 'POST',
      url: '/_api/redirects-api/v1/redirect-session',
      headers: { ...(await app.visitorHeaders()), host, origin: options.origin ?? `http://${host}` },
      payload: {
        auth: {
          authRequest: {
            clientId: app.site.clientId,
            codeChallenge: pair.challenge,
            codeChallengeMethod: 'S256',
            responseMode: 'query',
            responseType: 'code',
            scope: 'offline_access',
            state: 'state-7',
            redirectUri,
          },
          prompt: options.prompt ?? 'login',
        },
      },
    });
    return { response, redirectUri, ...pair };
  }

  const get = (url: string, host: string, cookie = '') =>
    app.server.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });

  async function sessionRow(sessionToken: string) {
    const hash = createHash('sha256').update(sessionToken).digest('hex');
    return app.db
      .selectFrom('redirect_sessions')
      .selectAll()
      .where('token_hash', '=', hash)
      .executeTakeFirstOrThrow();
  }
  const codeCount = async () =>
    Number(
      (
        await app.db
          .selectFrom('authorization_codes')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('site_id', '=', app.site.siteId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('logs a member in end to end under the LAN address: authorize → login page → callback → code → token', async () => {
    await ownClientOnly();
    const member = await addMember(app);
    const { response, redirectUri, verifier } = await createLogin(LAN_HOST);
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json().redirectSession;
    // Its pages live on the host it was created under, and its cookies suit that host (http).
    expect(session.fullUrl.startsWith(`${LAN}${AUTHORIZE}?session=`)).toBe(true);

    const authorize = await get(pathOf(session.fullUrl), LAN_HOST);
    expect(authorize.statusCode, authorize.body).toBe(302);
    expect(authorize.headers.location).toMatch(new RegExp(`^${LOGIN_PAGE}\\?session=`));
    const setCookies = [authorize.headers['set-cookie']].flat().map(String);
    expect(setCookies.some((c) => c.startsWith('tessera_login_') && !/Secure/.test(c))).toBe(true);
    const binding = cookiesOf(authorize.headers['set-cookie']).find((c) => c.startsWith('tessera_login_'))!;

    const loginPage = await get(authorize.headers.location as string, LAN_HOST);
    expect(loginPage.statusCode).toBe(200);
    expect(loginPage.body).toContain('Sign in');

    const answer = await get(
      `${CALLBACK}?state=${encodeURIComponent(session.sessionToken)}&sessionToken=${encodeURIComponent(member.sessionToken)}`,
      LAN_HOST,
      binding,
    );
    expect(answer.statusCode, answer.body).toBe(302);
    const { code, state, url } = codeFrom(answer.headers.location as string);
    expect(url.origin + url.pathname).toBe(LAN_CALLBACK);
    expect(state).toBe('state-7');
    const loginCookie = [answer.headers['set-cookie']]
      .flat()
      .map(String)
      .find((c) => c.startsWith(cookieName(app.site.siteId)))!;
    // An http page cannot keep a Secure cookie: the login cookie is made for the LAN host.
    expect(loginCookie).toMatch(/SameSite=Lax/);
    expect(loginCookie).not.toMatch(/Secure/);

    const tokens = await exchange(app, code!, verifier, redirectUri);
    expect(tokens.statusCode, tokens.body).toBe(200);
    expect(tokens.json().access_token).toBeTruthy();
  });

  it('the web app’s own login (binding cookie from the create answer, POSTed callback) works under the LAN address', async () => {
    await ownClientOnly();
    const member = await addMember(app);
    const { response, redirectUri, verifier } = await createLogin(LAN_HOST);
    expect(response.statusCode, response.body).toBe(200);
    const binding = cookiesOf(response.headers['set-cookie']).find((c) => c.startsWith('tessera_login_'))!;
    expect(binding).toBeTruthy();
    const answer = await app.server.inject({
      method: 'POST',
      url: CALLBACK,
      headers: { host: LAN_HOST, cookie: binding, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        state: response.json().redirectSession.sessionToken,
        sessionToken: member.sessionToken,
      }).toString(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const href = /location\.replace\("([^"]+)"\)/.exec(answer.body)![1]!.replace(/\\u0026/g, '&');
    const { code } = codeFrom(href);
    expect((await exchange(app, code!, verifier, redirectUri)).statusCode).toBe(200);
  });

  it('refuses at the real host a session an attacker made with a forged Host: no code, no cookie, nothing spent', async () => {
    await ownClientOnly();
    const victim = await addMember(app);
    const before = await codeCount();
    // The attacker's script sends `Host: evil.example` and a redirect URI there: accepted, but bound.
    const forged = await createLogin('evil.example', {
      redirectUri: 'https://evil.example/cb',
      prompt: 'none',
    });
    expect(forged.response.statusCode, forged.response.body).toBe(200);
    const session = forged.response.json().redirectSession;
    expect(new URL(session.fullUrl).host).toBe('evil.example');

    // The victim, logged in at the real host (login cookie), is lured to the authorize page there.
    const victimCookie = `${cookieName(app.site.siteId)}=${encodeURIComponent(victim.sessionToken)}`;
    const lured = await get(pathOf(session.fullUrl), PUBLIC_HOST, victimCookie);
    expect(lured.statusCode).toBe(403);
    expect(lured.headers.location).toBeUndefined();
    expect(lured.headers['set-cookie']).toBeUndefined();
    expect(lured.body).toMatch(/another address of this site/);
    // The login page and the callback under the real host refuse it too.
    const page = await get(`${LOGIN_PAGE}?session=${encodeURIComponent(session.sessionToken)}`, PUBLIC_HOST);
    expect(page.statusCode).toBe(403);
    const binding = cookiesOf(forged.response.headers['set-cookie']).find((c) =>
      c.startsWith('tessera_login_'),
    )!;
    const callback = await get(
      `${CALLBACK}?state=${encodeURIComponent(session.sessionToken)}&sessionToken=${encodeURIComponent(victim.sessionToken)}`,
      PUBLIC_HOST,
      `${binding}; ${victimCookie}`,
    );
    expect(callback.statusCode).toBe(403);
    expect(callback.headers['set-cookie']).toBeUndefined();
    expect(callback.headers.location).toBeUndefined();

    expect(await codeCount()).toBe(before);
    expect((await sessionRow(session.sessionToken)).consumed_date).toBeNull();
  });

  it('refuses the callback under another host than the session’s, and still finishes it under its own', async () => {
    await ownClientOnly();
    const member = await addMember(app);
    const { response } = await createLogin(LAN_HOST);
    const session = response.json().redirectSession;
    const binding = cookiesOf(response.headers['set-cookie']).find((c) => c.startsWith('tessera_login_'))!;
    const callbackUrl = `${CALLBACK}?state=${encodeURIComponent(session.sessionToken)}&sessionToken=${encodeURIComponent(member.sessionToken)}`;
    for (const host of [PUBLIC_HOST, '192.168.1.20:3001', 'evil.example']) {
      const refused = await get(callbackUrl, host, binding);
      expect(refused.statusCode, host).toBe(403);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
    const noHost = await app.server.inject({
      method: 'GET',
      url: callbackUrl,
      headers: { host: '', cookie: binding },
    });
    expect(noHost.statusCode).toBeGreaterThanOrEqual(400);
    expect(noHost.statusCode).toBeLessThan(500);
    expect((await sessionRow(session.sessionToken)).consumed_date).toBeNull();

    const finished = await get(callbackUrl, LAN_HOST, binding);
    expect(finished.statusCode).toBe(302);
    expect(codeFrom(finished.headers.location as string).code).toBeTruthy();
  });

  it('a client that does not allow PUBLIC_URL’s origin gets nothing new', async () => {
    await allowOrigins(app, ['https://shop.example']);
    const { response } = await createLogin(LAN_HOST);
    expect(response.statusCode).toBe(400);
    expect(response.json().message ?? response.body).toMatch(
      /http:\/\/192\.168\.1\.20:3000 is not an allowed origin/,
    );
    const sessions = await app.db
      .selectFrom('redirect_sessions')
      .select('id')
      .where('request', 'like', '%192.168.1.20%')
      .execute();
    const before = sessions.length;
    const again = await createLogin(LAN_HOST);
    expect(again.response.statusCode).toBe(400);
    expect(
      (
        await app.db
          .selectFrom('redirect_sessions')
          .select('id')
          .where('request', 'like', '%192.168.1.20%')
          .execute()
      ).length,
    ).toBe(before);
  });

  it('the Host allows only its own origin: a redirect URI on another host, or another scheme’s port, is refused', async () => {
    await ownClientOnly();
    const elsewhere = await createLogin(LAN_HOST, { redirectUri: 'https://evil.example/cb' });
    expect(elsewhere.response.statusCode).toBe(400);
    const otherPort = await createLogin(LAN_HOST, { redirectUri: 'http://192.168.1.20:3001/login/callback' });
    expect(otherPort.response.statusCode).toBe(400);
  });

  it('a logout session made under the LAN address logs out only there', async () => {
    await ownClientOnly();
    const member = await addMember(app);
    const { response, redirectUri, verifier } = await createLogin(LAN_HOST);
    const binding = cookiesOf(response.headers['set-cookie']).find((c) => c.startsWith('tessera_login_'))!;
    const answer = await get(
      `${CALLBACK}?state=${encodeURIComponent(response.json().redirectSession.sessionToken)}&sessionToken=${encodeURIComponent(member.sessionToken)}`,
      LAN_HOST,
      binding,
    );
    const tokens = (
      await exchange(app, codeFrom(answer.headers.location as string).code!, verifier, redirectUri)
    ).json();

    const created = await app.request({
      method: 'POST',
      url: '/_api/redirects-api/v1/redirect-session',
      headers: { authorization: tokens.access_token, host: LAN_HOST, origin: LAN },
      payload: { logout: { clientId: app.site.clientId }, callbacks: { postFlowUrl: `${LAN}/` } },
    });
    expect(created.statusCode, created.body).toBe(200);
    const logout = created.json().redirectSession;
    expect(new URL(logout.fullUrl).origin + new URL(logout.fullUrl).pathname).toBe(`${LAN}${LOGOUT}`);

    // Under the real host the state is not this page's: it only asks, and logs nobody out.
    const elsewhere = await get(pathOf(logout.fullUrl), PUBLIC_HOST);
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).toMatch(/Sign out\?/);
    const me = () =>
      app.request({
        method: 'GET',
        url: '/members/v1/members/my',
        headers: { authorization: tokens.access_token },
      });
    expect((await me()).statusCode).toBe(200);

    const here = await get(pathOf(logout.fullUrl), LAN_HOST);
    expect(here.statusCode).toBe(302);
    expect(here.headers.location).toBe(`${LAN}/`);
    expect((await me()).statusCode).toBe(401);
  });
});
