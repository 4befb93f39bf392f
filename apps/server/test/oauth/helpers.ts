import { createHash, randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { createSessionToken } from '../../src/modules/identity/sessions.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import { newId } from '../../src/platform/ids.ts';
import type { NewSite } from '../../src/modules/sites/sites.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

export const SITE = 'https://shop.example';
export const REDIRECT_URI = `${SITE}/callback`;

/** A member row (the identity module's table) and a live session token for it. */
export async function addMember(app: TestApp, options: { status?: string; site?: NewSite } = {}) {
  const site = options.site ?? app.site;
  const id = newId();
  const now = new Date().toISOString();
  await app.db
    .insertInto('members')
    .values({
      site_id: site.siteId,
      id,
      login_email: `${id}@example.com`,
      password_hash: null,
      status: options.status ?? 'ACTIVE',
      pending_reasons: '[]',
      email_verified: 1,
      privacy_status: 'PRIVATE',
      profile: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace' }),
      created_date: now,
      updated_date: now,
    })
    .execute();
  const sessionToken = await createSessionToken(siteScope(app.db, site.siteId), id);
  return { id, sessionToken };
}

export function pkce() {
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** Lets the site's client redirect to (and be called from) the test site's origin. */
export async function allowOrigins(app: TestApp, origins = [SITE, 'http://localhost:*'], site = app.site) {
  await app.db
    .updateTable('oauth_clients')
    .set({ allowed_origins: JSON.stringify(origins) })
    .where('id', '=', site.clientId)
    .execute();
}

/** A test app whose public client allows the test site's origins: the OAuth and redirect suites' server. */
export async function createOAuthTestApp(): Promise<TestApp> {
  const app = await createTestApp();
  await allowOrigins(app);
  return app;
}

/** GET /oauth2/user-info with a member's access token. */
export const userInfo = (app: TestApp, accessToken: string) =>
  app.request({ method: 'GET', url: '/oauth2/user-info', headers: { authorization: accessToken } });

/** A refresh_token grant of the site's public client. */
export const renew = (app: TestApp, refreshToken: string) =>
  app.request({
    method: 'POST',
    url: '/oauth2/token',
    payload: { clientId: app.site.clientId, grantType: 'refresh_token', refreshToken },
  });

export interface AuthOptions {
  responseMode?: 'query' | 'fragment' | 'web_message';
  prompt?: 'login' | 'none';
  redirectUri?: string | null;
  sessionToken?: string;
  challenge?: string;
  headers?: Record<string, string>;
}

/** Creates a login redirect session as the official SDK does; returns it and the PKCE pair. */
export async function authSession(app: TestApp, options: AuthOptions = {}) {
  const pair = pkce();
  const response = await app.request({
    method: 'POST',
    url: '/_api/redirects-api/v1/redirect-session',
    headers: { ...(await app.visitorHeaders()), ...options.headers },
    payload: {
      auth: {
        authRequest: {
          clientId: app.site.clientId,
          codeChallenge: options.challenge ?? pair.challenge,
          codeChallengeMethod: 'S256',
          responseMode: options.responseMode ?? 'query',
          responseType: 'code',
          scope: 'offline_access',
          state: 'state-123',
          ...(options.redirectUri === null ? {} : { redirectUri: options.redirectUri ?? REDIRECT_URI }),
          ...(options.sessionToken ? { sessionToken: options.sessionToken } : {}),
        },
        prompt: options.prompt ?? 'login',
      },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const session = response.json().redirectSession;
  return { session, ...pair, path: new URL(session.fullUrl).pathname + new URL(session.fullUrl).search };
}

/**
 * The browser opening a login session's authorize page, as it does before the login page: answers
 * the sign-in cookie (`name=value`) that binds the session to this browser, or '' when none.
 */
export async function openAuthorize(app: TestApp, session: string): Promise<string> {
  const authorize = await app.server.inject({
    method: 'GET',
    url: `/_api/tessera/v1/oauth/authorize?session=${encodeURIComponent(session)}`,
  });
  return cookiesOf(authorize.headers['set-cookie']).find((c) => c.startsWith('tessera_login_')) ?? '';
}

/** The `name=value` parts of Set-Cookie headers. */
export function cookiesOf(header: string | string[] | number | undefined): string[] {
  const list = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
  return list.map((cookie) => cookie.split(';')[0]!);
}

/**
 * The browser at the callback after a login (having opened the authorize page first, as a
 * browser does): returns the answer (redirect or page).
 */
export async function callback(app: TestApp, state: string, sessionToken: string, cookie?: string) {
  const binding = await openAuthorize(app, state);
  const cookies = [binding, cookie].filter(Boolean).join('; ');
  return app.server.inject({
    method: 'GET',
    url: `/_api/iam/authentication/v1/callback?state=${encodeURIComponent(state)}&sessionToken=${encodeURIComponent(sessionToken)}`,
    headers: cookies ? { cookie: cookies } : {},
  });
}

/** The `code` and `state` of a query-mode redirect. */
export function codeFrom(location: string | undefined, mode: 'query' | 'fragment' = 'query') {
  expect(location).toBeTruthy();
  const url = new URL(location!);
  const params = mode === 'query' ? url.searchParams : new URLSearchParams(url.hash.slice(1));
  return { code: params.get('code'), state: params.get('state'), error: params.get('error'), url };
}

export function exchange(
  app: TestApp,
  code: string,
  verifier: string,
  redirectUri: string | undefined = REDIRECT_URI,
) {
  return app.request({
    method: 'POST',
    url: '/oauth2/token',
    payload: {
      clientId: app.site.clientId,
      grantType: 'authorization_code',
      code,
      codeVerifier: verifier,
      ...(redirectUri ? { redirectUri } : {}),
    },
  });
}

/** A full login: redirect session, callback with the member's session token, code exchange. */
export async function loginMember(app: TestApp, member: { sessionToken: string }) {
  const { session, verifier } = await authSession(app);
  const answer = await callback(app, session.sessionToken, member.sessionToken);
  expect(answer.statusCode, answer.body).toBe(302);
  const { code } = codeFrom(answer.headers.location as string);
  const tokens = await exchange(app, code!, verifier);
  expect(tokens.statusCode, tokens.body).toBe(200);
  return tokens.json() as { access_token: string; refresh_token: string; expires_in: number };
}
