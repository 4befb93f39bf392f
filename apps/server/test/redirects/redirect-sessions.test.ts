import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import {
  SITE,
  addMember,
  authSession,
  callback,
  codeFrom,
  exchange,
  createOAuthTestApp,
} from '../oauth/helpers.ts';

describe('redirect sessions and the silent login', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createOAuthTestApp();
  });
  afterAll(() => app.close());

  const create = async (payload: Record<string, unknown>, url = '/_api/redirects-api/v1/redirect-session') =>
    app.request({ method: 'POST', url, headers: await app.visitorHeaders(), payload });

  it.each([
    [
      { eventsCheckout: { eventSlug: 'gala', reservationId: 'r1' } },
      '/events/gala/checkout?reservationId=r1',
    ],
    [{ ecomCheckout: { checkoutId: 'c1' } }, '/store/checkout/c1?'],
    [{ storesProduct: { productSlug: 'mug' } }, '/shop/products/mug?'],
    [{ bookingsCheckout: { timezone: 'UTC' } }, '/bookings/checkout?timezone=UTC'],
    [{ bookingsBook: { resourceId: 'x' } }, '/bookings/book?resourceId=x'],
    [{ paidPlansCheckout: { planId: 'p' } }, '/plans/checkout?planId=p'],
    [{ membersAccount: { section: 'ORDERS' } }, '/account/orders'],
  ])('%j leads to a page of the site', async (section, path) => {
    const response = await create({ ...section, callbacks: { thankYouPageUrl: `${SITE}/thanks` } });
    expect(response.statusCode, response.body).toBe(200);
    const { fullUrl, urlDetails } = response.json().redirectSession;
    const url = new URL(fullUrl);
    expect(`${url.pathname}${url.search}`.startsWith(path)).toBe(true);
    expect(url.searchParams.get('thankYouPageUrl')).toBe(`${SITE}/thanks`);
    expect(urlDetails.endpoint).toBe(`http://tessera.test${url.pathname}`);
  });

  it('serves the alias path and refuses zero or two sections', async () => {
    expect(
      (await create({ ecomCheckout: { checkoutId: 'c' } }, '/headless/v1/redirect-session')).statusCode,
    ).toBe(200);
    expect((await create({})).statusCode).toBe(400);
    expect((await create({ ecomCheckout: {}, storesProduct: {} })).statusCode).toBe(400);
  });

  it('needs a visitor of the site', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/_api/redirects-api/v1/redirect-session',
      payload: { login: {} },
    });
    expect(response.statusCode).toBe(401);
  });

  it('login section: the hosted login, then back to the post-flow URL with the login cookie set', async () => {
    const member = await addMember(app);
    const response = await create({ login: {}, callbacks: { postFlowUrl: `${SITE}/welcome` } });
    expect(response.statusCode, response.body).toBe(200);
    const { sessionToken, fullUrl } = response.json().redirectSession;
    const authorize = await app.server.inject({
      method: 'GET',
      url: new URL(fullUrl).pathname + new URL(fullUrl).search,
    });
    expect(authorize.statusCode).toBe(302);
    const answer = await callback(app, sessionToken, member.sessionToken);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(`${SITE}/welcome`);
    expect(String(answer.headers['set-cookie'])).toMatch(/^tessera_session_/);
    expect(
      (await create({ login: {}, callbacks: { postFlowUrl: 'https://evil.example/' } })).statusCode,
    ).toBe(400);
  });

  it('prompt=none without a session answers error=login_required', async () => {
    const { path } = await authSession(app, { prompt: 'none' });
    const response = await app.server.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(302);
    expect(codeFrom(response.headers.location as string).error).toBe('login_required');
  });

  it('prompt=none with the login cookie answers with a code at once', async () => {
    const member = await addMember(app);
    const first = await authSession(app);
    const login = await callback(app, first.session.sessionToken, member.sessionToken);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const silent = await authSession(app, { prompt: 'none' });
    const response = await app.server.inject({ method: 'GET', url: silent.path, headers: { cookie } });
    const { code } = codeFrom(response.headers.location as string);
    expect((await exchange(app, code!, silent.verifier)).statusCode).toBe(200);
  });

  it('web_message: a page posting code and state to the site origin, frameable by it only', async () => {
    const member = await addMember(app);
    const { path, verifier } = await authSession(app, {
      responseMode: 'web_message',
      prompt: 'none',
      redirectUri: null,
      sessionToken: member.sessionToken,
      headers: { origin: SITE },
    });
    const response = await app.server.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toMatch(`frame-ancestors ${SITE}`);
    expect(response.headers['x-frame-options']).toBeUndefined();
    const message = /var m=(\{.*?\}),o=("[^"]*")/.exec(response.body)!;
    const posted = JSON.parse(message[1]);
    expect(JSON.parse(message[2])).toBe(SITE);
    expect(posted.state).toBe('state-123');
    expect((await exchange(app, posted.code, verifier, '')).statusCode).toBe(200);
  });

  it('web_message without a usable origin is refused', async () => {
    // The origin named in the body (a header from a refused origin is stopped earlier, by CORS).
    const response = await app.request({
      method: 'POST',
      url: '/_api/redirects-api/v1/redirect-session',
      headers: await app.visitorHeaders(),
      payload: {
        origin: 'https://evil.example',
        auth: {
          authRequest: {
            clientId: app.site.clientId,
            responseMode: 'web_message',
            codeChallenge: 'a'.repeat(43),
            codeChallengeMethod: 'S256',
          },
        },
      },
    });
    expect(response.statusCode).toBe(400);
  });

  it('logout ends the member’s sessions, clears the cookie and goes to the post-flow URL', async () => {
    const member = await addMember(app);
    const first = await authSession(app);
    const login = await callback(app, first.session.sessionToken, member.sessionToken);
    const cookie = String(login.headers['set-cookie']).split(';')[0];
    const { code } = codeFrom(login.headers.location as string);
    const tokens = (await exchange(app, code!, first.verifier)).json();

    const session = await create({
      logout: { clientId: app.site.clientId },
      callbacks: { postFlowUrl: `${SITE}/bye` },
    });
    const logoutUrl = new URL(session.json().redirectSession.fullUrl);
    expect(logoutUrl.pathname).toBe('/_api/iam/authentication/v1/logout');
    const response = await app.server.inject({
      method: 'GET',
      url: logoutUrl.pathname + logoutUrl.search,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${SITE}/bye`);
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=0/);
    const me = await app.request({
      method: 'GET',
      url: '/oauth2/user-info',
      headers: { authorization: tokens.access_token },
    });
    expect(me.statusCode).toBe(401);
    const renewed = await app.request({
      method: 'POST',
      url: '/oauth2/token',
      payload: {
        clientId: app.site.clientId,
        grantType: 'refresh_token',
        refreshToken: tokens.refresh_token,
      },
    });
    expect(renewed.statusCode).toBe(400);
    // The cookie no longer logs in silently.
    const silent = await authSession(app, { prompt: 'none' });
    const after = await app.server.inject({ method: 'GET', url: silent.path, headers: { cookie } });
    expect(codeFrom(after.headers.location as string).error).toBe('login_required');
  });

  it('logout refuses a post-flow URL outside the allowed origins', async () => {
    expect(
      (
        await create({
          logout: { clientId: app.site.clientId },
          callbacks: { postFlowUrl: 'https://evil.example/' },
        })
      ).statusCode,
    ).toBe(400);
    const direct = await app.server.inject({
      method: 'GET',
      url: `/_api/iam/authentication/v1/logout?clientId=${app.site.clientId}&postLogoutRedirectUri=${encodeURIComponent('https://evil.example/')}`,
    });
    expect(direct.statusCode).toBe(400);
  });
});
