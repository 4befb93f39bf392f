import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import {
  REDIRECT_URI,
  SITE,
  addMember,
  authSession,
  codeFrom,
  cookiesOf,
  exchange,
  openAuthorize,
  createOAuthTestApp,
} from '../oauth/helpers.ts';

const CALLBACK = '/_api/iam/authentication/v1/callback';

/** One browser's cookies for the server (name=value), as Set-Cookie answers change them. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(header: string | string[] | number | undefined): void {
    const list = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
    for (const cookie of list) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      if (/Max-Age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, pair!.slice(eq + 1));
    }
  }
  header(): Record<string, string> {
    const value = [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
    return value ? { cookie: value } : {};
  }
  has(prefix: string): boolean {
    return [...this.cookies.keys()].some((name) => name.startsWith(prefix));
  }
}

// Issue 12 item 1: an attacker logs in, starts a redirect session and sends a victim the callback
// link with the attacker's session token. The callback completes only in the browser that opened
// the sign-in (a SameSite=Strict nonce cookie whose digest the session keeps).
describe('login CSRF through the hosted callback', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createOAuthTestApp();
  });
  afterAll(() => app.close());

  const get = (url: string, jar: CookieJar) =>
    app.server.inject({ method: 'GET', url, headers: jar.header() }).then((response) => {
      jar.take(response.headers['set-cookie']);
      return response;
    });

  it("a victim opening the attacker's lure link gets no login cookie, and a silent login stays logged out", async () => {
    const attacker = await addMember(app);
    const attackerBrowser = new CookieJar();
    const victimBrowser = new CookieJar();
    // The attacker starts a login in their own browser (the authorize page binds it there).
    const { session } = await authSession(app);
    const authorize = await get(
      new URL(session.fullUrl).pathname + new URL(session.fullUrl).search,
      attackerBrowser,
    );
    expect(authorize.statusCode).toBe(302);
    expect(attackerBrowser.has('tessera_login_')).toBe(true);

    const lure = `${CALLBACK}?state=${encodeURIComponent(session.sessionToken)}&sessionToken=${encodeURIComponent(attacker.sessionToken)}`;
    const answer = await get(lure, victimBrowser);
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['content-type']).toMatch(/text\/html/);
    expect(answer.headers.location).toBeUndefined();
    expect(answer.body).toMatch(/another browser/);
    expect(victimBrowser.has('tessera_session_')).toBe(false);

    // The victim's site tries a silent login: nobody is logged in in this browser.
    const silent = await authSession(app, { prompt: 'none' });
    const attempt = await get(silent.path, victimBrowser);
    expect(attempt.statusCode).toBe(302);
    const { code, error } = codeFrom(attempt.headers.location as string);
    expect(error).toBe('login_required');
    expect(code).toBeNull();

    // The refusal spent nothing: the attacker's own browser can still finish its own login.
    const own = await get(lure, attackerBrowser);
    expect(own.statusCode).toBe(302);
    expect(codeFrom(own.headers.location as string).code).toBeTruthy();
  });

  it('the login page posts the session token as a form; the answer continues to the site', async () => {
    const member = await addMember(app);
    const { session, verifier } = await authSession(app);
    const binding = await openAuthorize(app, session.sessionToken);
    const answer = await app.server.inject({
      method: 'POST',
      url: CALLBACK,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: binding },
      payload: new URLSearchParams({
        state: session.sessionToken,
        sessionToken: member.sessionToken,
      }).toString(),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(cookiesOf(answer.headers['set-cookie']).some((c) => c.startsWith('tessera_session_'))).toBe(true);
    // A page whose script (and link) continue to the redirect URI: the posting page's CSP
    // `form-action 'self'` would block a cross-origin redirect.
    const href = /location\.replace\("([^"]+)"\)/.exec(answer.body)![1]!.replace(/\\u0026/g, '&');
    const { code, url } = codeFrom(href);
    expect(url.origin + url.pathname).toBe(REDIRECT_URI);
    expect((await exchange(app, code!, verifier)).statusCode).toBe(200);
  });

  it('a form without the sign-in cookie is refused like the link', async () => {
    const member = await addMember(app);
    const { session } = await authSession(app);
    await openAuthorize(app, session.sessionToken);
    const answer = await app.server.inject({
      method: 'POST',
      url: CALLBACK,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        state: session.sessionToken,
        sessionToken: member.sessionToken,
      }).toString(),
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it("the site's own page: the answer creating the session binds it to the browser that asked", async () => {
    const member = await addMember(app);
    const browser = new CookieJar();
    const created = await app.request({
      method: 'POST',
      url: '/_api/redirects-api/v1/redirect-session',
      headers: await app.visitorHeaders(),
      payload: { login: {}, callbacks: { postFlowUrl: `${SITE}/welcome` } },
    });
    expect(created.statusCode, created.body).toBe(200);
    browser.take(created.headers['set-cookie']);
    expect(browser.has('tessera_login_')).toBe(true);
    const { sessionToken } = created.json().redirectSession;
    const answer = await get(
      `${CALLBACK}?state=${encodeURIComponent(sessionToken)}&sessionToken=${encodeURIComponent(member.sessionToken)}`,
      browser,
    );
    expect(answer.statusCode, answer.body).toBe(302);
    expect(answer.headers.location).toBe(`${SITE}/welcome`);
    // The sign-in cookie is cleared once used.
    expect(browser.has('tessera_login_')).toBe(false);
  });

  it('the sign-in cookie is HttpOnly, SameSite=Strict and sent only to the callback', async () => {
    const { session } = await authSession(app);
    const authorize = await app.server.inject({
      method: 'GET',
      url: new URL(session.fullUrl).pathname + new URL(session.fullUrl).search,
    });
    const cookie = ([] as string[])
      .concat(authorize.headers['set-cookie'] as string[] | string)
      .find((c) => c.startsWith('tessera_login_'))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/_api\/iam\/authentication\/v1\/callback/);
  });

  it("a logout session's handle does not open the sign-in or the callback", async () => {
    const member = await addMember(app);
    const created = await app.request({
      method: 'POST',
      url: '/_api/redirects-api/v1/redirect-session',
      headers: await app.visitorHeaders(),
      payload: { logout: { clientId: app.site.clientId } },
    });
    const state = new URL(created.json().redirectSession.fullUrl).searchParams.get('state')!;
    const authorize = await app.server.inject({
      method: 'GET',
      url: `/_api/tessera/v1/oauth/authorize?session=${encodeURIComponent(state)}`,
    });
    expect(authorize.statusCode).toBe(400);
    const answer = await app.server.inject({
      method: 'GET',
      url: `${CALLBACK}?state=${encodeURIComponent(state)}&sessionToken=${encodeURIComponent(member.sessionToken)}`,
    });
    expect(answer.statusCode).toBe(400);
  });
});
