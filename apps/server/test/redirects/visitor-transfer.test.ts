import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthRoutes } from '@tessera/contracts/routes/oauth.routes';
import { verifyAccessToken } from '../../src/platform/auth/access-tokens.ts';
import { SigningKeyCache } from '../../src/platform/auth/signing-keys.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { addMember, loginMember, allowOrigins, SITE } from '../oauth/helpers.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { testClient } from '../support/test-client.ts';

const SESSION_PATH = '/_api/redirects-api/v1/redirect-session';
const EXCHANGE_PATH = '/_api/tessera/v1/redirect-sessions/visitor-tokens';

// A site on its own origin (its own OAuth client) sends its visitor to the web app's checkout; the
// web app (the site's public client) trades the page session's handle for that visitor's tokens.
describe('page redirect sessions carry their visitor to the web app', () => {
  let app: TestApp;
  const clock = new TestClock();
  let shopClientId: string;

  beforeAll(async () => {
    app = await createTestApp({ app: { clock } });
    await allowOrigins(app);
    const created = await testClient(app).call(oauthRoutes.createOAuthClient, {
      input: { client: { name: 'Shop', allowedRedirectOrigins: [SITE] } },
      as: app.ownerHeaders(),
    });
    shopClientId = created.client.id;
  });
  afterAll(() => app.close());

  /** A visitor of the shop's own client: `/oauth2/token` as the official SDK asks. */
  async function shopVisitor() {
    const response = await app.request({
      method: 'POST',
      url: '/oauth2/token',
      payload: { clientId: shopClientId, grantType: 'anonymous' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json().access_token as string;
    const claims = await verifyAccessToken(new SigningKeyCache(app.db), token);
    return { authorization: token, visitorId: claims!.subjectId };
  }

  async function pageSession(authorization: string, extra: Record<string, unknown> = {}) {
    const response = await app.request({
      method: 'POST',
      url: SESSION_PATH,
      headers: { authorization },
      payload: {
        eventsCheckout: { eventSlug: 'gala', reservationId: 'r-1' },
        callbacks: { postFlowUrl: `${SITE}/thanks` },
        ...extra,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json().redirectSession.fullUrl);
    return { url, handle: url.searchParams.get('redirectSession') };
  }

  /** The web app's call: its own visitor token (the site's public client) and the handle. */
  const exchange = async (sessionToken: unknown, headers?: Record<string, string>) =>
    app.request({
      method: 'POST',
      url: EXCHANGE_PATH,
      headers: headers ?? (await app.visitorHeaders()),
      payload: { sessionToken },
    });

  const code = (response: { json(): any }) => response.json().details.applicationError.code;

  it("gives the web app's client tokens of the visitor who reserved, once", async () => {
    const visitor = await shopVisitor();
    const { url, handle } = await pageSession(visitor.authorization);
    expect(url.pathname).toBe('/events/gala/checkout');
    expect(url.searchParams.get('reservationId')).toBe('r-1');
    expect(handle).toMatch(/^rs_/);

    const answer = await exchange(handle);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.role).toBe('VISITOR');
    expect(body.callbacks).toEqual({ postFlowUrl: `${SITE}/thanks` });
    const claims = await verifyAccessToken(new SigningKeyCache(app.db), body.tokens.access_token);
    expect(claims).toMatchObject({
      subjectId: visitor.visitorId,
      clientId: app.site.clientId,
      role: 'VISITOR',
    });

    // The refresh token renews with the web app's client, still as that visitor.
    const renewed = await app.request({
      method: 'POST',
      url: '/oauth2/token',
      payload: {
        clientId: app.site.clientId,
        grantType: 'refresh_token',
        refreshToken: body.tokens.refresh_token,
      },
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const renewedClaims = await verifyAccessToken(new SigningKeyCache(app.db), renewed.json().access_token);
    expect(renewedClaims?.subjectId).toBe(visitor.visitorId);

    const again = await exchange(handle);
    expect(again.statusCode, again.body).toBe(409);
    expect(code(again)).toBe('REDIRECT_SESSION_ALREADY_USED');
  });

  it('is refused 30 minutes after the session was made (the injected clock)', async () => {
    const visitor = await shopVisitor();
    const late = await pageSession(visitor.authorization);
    const inTime = await pageSession(visitor.authorization);
    clock.advance(29 * 60_000);
    expect((await exchange(inTime.handle)).statusCode).toBe(200);
    clock.advance(60_000);
    const refused = await exchange(late.handle);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(code(refused)).toBe('REDIRECT_SESSION_EXPIRED');
  });

  it("answers another site's session like an unknown one, and spends nothing", async () => {
    const other = await app.createSite('Other');
    const visitor = await shopVisitor();
    const { handle } = await pageSession(visitor.authorization);
    const refused = await exchange(handle, await app.visitorHeaders(other));
    const unknown = await exchange('rs_unknown');
    expect(refused.statusCode, refused.body).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(refused.json().details).toEqual(unknown.json().details);
    expect((await exchange(handle)).statusCode).toBe(200);
  });

  it('carries a member as the member', async () => {
    const member = await addMember(app);
    const tokens = await loginMember(app, member);
    const { handle } = await pageSession(tokens.access_token);
    const answer = await exchange(handle);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().role).toBe('MEMBER');
    const claims = await verifyAccessToken(new SigningKeyCache(app.db), answer.json().tokens.access_token);
    expect(claims).toMatchObject({ subjectId: member.id, role: 'MEMBER', clientId: app.site.clientId });
  });

  it('carries nobody for an API key, or when the site asks for a new identity', async () => {
    const owner = await app.request({
      method: 'POST',
      url: SESSION_PATH,
      headers: app.ownerHeaders(),
      payload: { eventsCheckout: { eventSlug: 'gala', reservationId: 'r-1' } },
    });
    expect(new URL(owner.json().redirectSession.fullUrl).searchParams.has('redirectSession')).toBe(false);
    const visitor = await shopVisitor();
    const declined = await pageSession(visitor.authorization, { preferences: { maintainIdentity: false } });
    expect(declined.handle).toBeNull();
  });

  it('keeps its handle when the request names the same query parameter', async () => {
    const visitor = await shopVisitor();
    const { url, handle } = await pageSession(visitor.authorization, {
      preferences: { additionalQueryParameters: { redirectSession: 'rs_forged' } },
    });
    expect(handle).not.toBe('rs_forged');
    expect(url.searchParams.getAll('redirectSession')).toHaveLength(1);
  });

  it('refuses a caller without an OAuth client, and bad bodies, with 400s', async () => {
    const visitor = await shopVisitor();
    const { handle } = await pageSession(visitor.authorization);
    const owner = await exchange(handle, app.ownerHeaders());
    expect(owner.statusCode, owner.body).toBe(400);
    for (const bad of ['', 42, 'x'.repeat(201), null]) expect((await exchange(bad)).statusCode).toBe(400);
    const proto = await app.request({
      method: 'POST',
      url: EXCHANGE_PATH,
      headers: { ...(await app.visitorHeaders()), 'content-type': 'application/json' },
      payload: '{"sessionToken":"rs_x","__proto__":{"polluted":true}}',
    });
    expect(proto.statusCode).toBe(400);
    // The refused calls spent nothing.
    expect((await exchange(handle)).statusCode).toBe(200);
  });
});
