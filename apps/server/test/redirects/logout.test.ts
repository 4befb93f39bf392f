import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import {
  SITE,
  addMember,
  authSession,
  callback,
  codeFrom,
  loginMember,
  createOAuthTestApp,
  userInfo as userInfoOf,
  renew as renewOf,
} from '../oauth/helpers.ts';

const LOGOUT = '/_api/iam/authentication/v1/logout';

// Issue 12 item 6: a logout after a direct login (no cookie) ends the member's tokens; a GET
// logout without the state of a logout redirect session logs nobody out (another site's link);
// a POST is accepted from the server's own page only.
describe('hosted logout', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createOAuthTestApp();
  });
  afterAll(() => app.close());

  const userInfo = (accessToken: string) => userInfoOf(app, accessToken);
  const renew = (refreshToken: string) => renewOf(app, refreshToken);
  const logoutSession = async (authorization: string, postFlowUrl?: string) => {
    const response = await app.request({
      method: 'POST',
      url: '/_api/redirects-api/v1/redirect-session',
      headers: { authorization },
      payload: {
        logout: { clientId: app.site.clientId },
        ...(postFlowUrl ? { callbacks: { postFlowUrl } } : {}),
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json().redirectSession.fullUrl);
    return url.pathname + url.search;
  };
  /** A logged-in browser: the member's tokens and the login cookie the callback set. */
  const loggedInBrowser = async () => {
    const member = await addMember(app);
    const { session, verifier } = await authSession(app);
    const login = await callback(app, session.sessionToken, member.sessionToken);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const { code } = codeFrom(login.headers.location as string);
    const tokens = await app.request({
      method: 'POST',
      url: '/oauth2/token',
      payload: {
        clientId: app.site.clientId,
        grantType: 'authorization_code',
        code,
        codeVerifier: verifier,
        redirectUri: `${SITE}/callback`,
      },
    });
    return { member, cookie, tokens: tokens.json() as { access_token: string; refresh_token: string } };
  };
  const silentLogin = async (cookie: string) => {
    const silent = await authSession(app, { prompt: 'none' });
    const answer = await app.server.inject({ method: 'GET', url: silent.path, headers: { cookie } });
    return codeFrom(answer.headers.location as string);
  };

  it('after a direct login (no cookie), the logout session made with the member’s token ends their tokens', async () => {
    const member = await addMember(app);
    const tokens = await loginMember(app, member);
    const path = await logoutSession(tokens.access_token, `${SITE}/bye`);
    expect(path).toMatch(/[?&]state=rs_/);
    const out = await app.server.inject({ method: 'GET', url: path });
    expect(out.statusCode, out.body).toBe(302);
    expect(out.headers.location).toBe(`${SITE}/bye`);
    expect((await userInfo(tokens.access_token)).statusCode).toBe(401);
    expect((await renew(tokens.refresh_token)).statusCode).toBe(400);
    // The session token of the direct login is ended too.
    const again = await authSession(app, { sessionToken: member.sessionToken, prompt: 'none' });
    const answer = await app.server.inject({ method: 'GET', url: again.path });
    expect(codeFrom(answer.headers.location as string).error).toBe('login_required');
  });

  it("another site's link (a GET without state) logs nobody out: it only asks", async () => {
    const { cookie, tokens } = await loggedInBrowser();
    const page = await app.server.inject({
      method: 'GET',
      url: `${LOGOUT}?clientId=${app.site.clientId}&postLogoutRedirectUri=${encodeURIComponent(`${SITE}/`)}`,
      headers: { cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/<form method="post" action="\/_api\/iam\/authentication\/v1\/logout">/);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect((await userInfo(tokens.access_token)).statusCode).toBe(200);
    expect((await silentLogin(cookie)).code).toBeTruthy();
  });

  it('the confirmation form logs the browser’s member out when posted from this server’s page', async () => {
    const { cookie, tokens } = await loggedInBrowser();
    const form = new URLSearchParams({ clientId: app.site.clientId, postLogoutRedirectUri: `${SITE}/bye` });
    const refused = await app.server.inject({
      method: 'POST',
      url: LOGOUT,
      headers: {
        cookie,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: form.toString(),
    });
    expect(refused.statusCode).toBe(403);
    const crossSite = await app.server.inject({
      method: 'POST',
      url: LOGOUT,
      headers: {
        cookie,
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: form.toString(),
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await userInfo(tokens.access_token)).statusCode).toBe(200);

    const out = await app.server.inject({
      method: 'POST',
      url: LOGOUT,
      headers: {
        cookie,
        origin: 'http://tessera.test',
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: form.toString(),
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.body).toContain('location.replace("https://shop.example/bye")');
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await userInfo(tokens.access_token)).statusCode).toBe(401);
    expect((await silentLogin(cookie)).error).toBe('login_required');
  });

  it('a logout session is spent once; its second use only asks', async () => {
    const member = await addMember(app);
    const tokens = await loginMember(app, member);
    const path = await logoutSession(tokens.access_token);
    expect((await app.server.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    const again = await app.server.inject({ method: 'GET', url: path });
    expect(again.statusCode).toBe(200);
    expect(again.body).toMatch(/Sign out\?/);
  });

  it('an unknown client without a session is a 400 naming clientId', async () => {
    const response = await app.request({ method: 'GET', url: `${LOGOUT}?clientId=nope` });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.validationError.fieldViolations[0].field).toBe('clientId');
  });
});
