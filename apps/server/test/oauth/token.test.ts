import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewSite } from '../../src/modules/sites/sites.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent, expectAppError, queryEvents } from '../events/helpers.ts';

/** The JWT of an access token (`OauthNG.JWS.<jwt>`, the hosted platform's form). */
const jwt = (token: string) => token.replace(/^OauthNG\.JWS\./, '');

describe('POST /oauth2/token', () => {
  let app: TestApp;
  let other: NewSite;
  beforeAll(async () => {
    app = await createTestApp();
    other = await app.createSite();
  });
  afterAll(() => app.close());

  const token = (payload: Record<string, unknown>) =>
    app.request({ method: 'POST', url: '/oauth2/token', payload });
  const anonymous = async (site: NewSite = app.site) => {
    const response = await token({ clientId: site.clientId, grantType: 'anonymous' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const tokenInfo = (accessToken: string) =>
    app.request({ method: 'POST', url: '/oauth2/token-info', headers: { authorization: accessToken } });

  describe('anonymous grant', () => {
    it('returns visitor tokens', async () => {
      const tokens = await anonymous();
      expect(tokens).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        expires_in: 4 * 60 * 60,
        token_type: 'Bearer',
      });
      const claims = decodeJwt(jwt(tokens.access_token));
      expect(claims).toMatchObject({
        site_id: app.site.siteId,
        client_id: app.site.clientId,
        role: 'VISITOR',
      });
      expect(claims.exp! - claims.iat!).toBe(tokens.expires_in);
    });

    it('accepts the snake_case spelling', async () => {
      const response = await token({ client_id: app.site.clientId, grant_type: 'anonymous' });
      expect(response.statusCode, response.body).toBe(200);
    });

    it('gives every visitor their own subject', async () => {
      const [a, b] = [await anonymous(), await anonymous()];
      expect(decodeJwt(jwt(a.access_token)).sub).not.toBe(decodeJwt(jwt(b.access_token)).sub);
      expect(a.refresh_token).not.toBe(b.refresh_token);
    });

    it('issues tokens that authenticate as that visitor', async () => {
      const tokens = await anonymous();
      for (const authorization of [tokens.access_token, `Bearer ${tokens.access_token}`]) {
        const response = await app.request({
          method: 'POST',
          url: '/oauth2/token-info',
          headers: { authorization },
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({
          active: true,
          siteId: app.site.siteId,
          subjectType: 'VISITOR',
          subjectId: decodeJwt(jwt(tokens.access_token)).sub,
        });
      }
    });
  });

  describe('refresh_token grant', () => {
    it('issues a new access token for the same subject', async () => {
      const first = await anonymous();
      const response = await token({
        clientId: app.site.clientId,
        grantType: 'refresh_token',
        refreshToken: first.refresh_token,
      });
      expect(response.statusCode, response.body).toBe(200);
      const renewed = response.json();
      expect(renewed).toMatchObject({ token_type: 'Bearer', expires_in: 4 * 60 * 60 });
      expect(decodeJwt(jwt(renewed.access_token)).sub).toBe(decodeJwt(jwt(first.access_token)).sub);
      expect((await tokenInfo(renewed.access_token)).json().subjectId).toBe(
        decodeJwt(jwt(first.access_token)).sub,
      );

      const snake = await token({
        client_id: app.site.clientId,
        grant_type: 'refresh_token',
        refresh_token: first.refresh_token,
      });
      expect(snake.statusCode, snake.body).toBe(200);
    });

    it('refuses an unknown refresh token', async () => {
      const response = await token({
        clientId: app.site.clientId,
        grantType: 'refresh_token',
        refreshToken: 'rt_not-a-real-token',
      });
      expectAppError(response, 400, 'invalid_grant');
    });

    it('refuses a missing refresh token', async () => {
      const response = await token({ clientId: app.site.clientId, grantType: 'refresh_token' });
      expectAppError(response, 400, 'invalid_request');
    });

    it('renews even when the request carries a stale or broken Authorization header', async () => {
      const { refresh_token } = await anonymous();
      const response = await app.request({
        method: 'POST',
        url: '/oauth2/token',
        headers: { authorization: 'eyJhbGciOiJFUzI1NiJ9.eyJleHAiOjF9.c2ln' },
        payload: { clientId: app.site.clientId, grantType: 'refresh_token', refreshToken: refresh_token },
      });
      expect(response.statusCode, response.body).toBe(200);
    });

    it("refuses another client's refresh token", async () => {
      const theirs = await anonymous(other);
      const response = await token({
        clientId: app.site.clientId,
        grantType: 'refresh_token',
        refreshToken: theirs.refresh_token,
      });
      expectAppError(response, 400, 'invalid_grant');
    });
  });

  describe('refused requests', () => {
    it('refuses an unknown client', async () => {
      expectAppError(
        await token({ clientId: 'no-such-client', grantType: 'anonymous' }),
        400,
        'invalid_client',
      );
    });

    it('refuses a missing client id', async () => {
      expectAppError(await token({ grantType: 'anonymous' }), 400, 'invalid_request');
    });

    it('refuses an unsupported grant type', async () => {
      for (const grantType of ['password', undefined]) {
        const response = await token({ clientId: app.site.clientId, grantType });
        expectAppError(response, 400, 'unsupported_grant_type');
      }
    });

    it('answers a malformed body with a 400 envelope', async () => {
      const response = await app.request({
        method: 'POST',
        url: '/oauth2/token',
        headers: { 'content-type': 'application/json' },
        payload: '{"clientId":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details.validationError.fieldViolations).toHaveLength(1);
    });
  });

  describe('access tokens', () => {
    it("see only their own site's events", async () => {
      const mine = await createEvent(app, { title: 'Site A Event' });
      const theirs = await createEvent(app, { title: 'Site B Event' }, { headers: app.ownerHeaders(other) });
      const visitorA = { authorization: (await anonymous()).access_token };
      const visitorB = { authorization: (await anonymous(other)).access_token };

      const seenByA = (await queryEvents(app, {}, visitorA)).json().events.map((e: any) => e.id);
      expect(seenByA).toContain(mine.id);
      expect(seenByA).not.toContain(theirs.id);
      const seenByB = (await queryEvents(app, {}, visitorB)).json().events.map((e: any) => e.id);
      expect(seenByB).toEqual([theirs.id]);

      const direct = await app.request({
        method: 'GET',
        url: `/events/v3/events/${theirs.id}`,
        headers: visitorA,
      });
      expectAppError(direct, 404, 'EVENT_NOT_FOUND');
      // A visitor token does not pick its site from wix-site-id.
      const spoofed = await queryEvents(app, {}, { ...visitorA, 'wix-site-id': other.siteId });
      expect(spoofed.json().events.map((e: any) => e.id)).not.toContain(theirs.id);
    });

    it('refuses a tampered token with 401', async () => {
      const { access_token } = await anonymous();
      const [header, payload, signature] = jwt(access_token).split('.');
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const forgedPayload = Buffer.from(JSON.stringify({ ...claims, role: 'MEMBER' })).toString('base64url');
      const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
      for (const bad of [
        `${header}.${forgedPayload}.${signature}`,
        `${header}.${payload}.${flipped}`,
        `${header}.${payload}.`,
        'x.y.z',
      ]) {
        const response = await queryEvents(app, {}, { authorization: bad });
        expectAppError(response, 401, 'UNAUTHENTICATED');
      }
    });

    it('refuses a token re-signed under the header of another site key', async () => {
      const mine = await anonymous();
      const theirs = await anonymous(other);
      const [, payload, signature] = jwt(mine.access_token).split('.');
      const [otherHeader] = jwt(theirs.access_token).split('.');
      const response = await queryEvents(
        app,
        {},
        { authorization: `${otherHeader}.${payload}.${signature}` },
      );
      expectAppError(response, 401, 'UNAUTHENTICATED');
    });
  });

  describe('GET /oauth2/jwks', () => {
    it('lists the public keys that verify access tokens', async () => {
      const response = await app.request({ method: 'GET', url: `/oauth2/jwks?siteId=${app.site.siteId}` });
      expect(response.statusCode, response.body).toBe(200);
      const jwks = response.json();
      expect(jwks.keys.length).toBe(1);
      for (const key of jwks.keys) {
        expect(key).toMatchObject({
          kty: 'EC',
          crv: 'P-256',
          alg: 'ES256',
          use: 'sig',
          kid: expect.any(String),
        });
        expect(key).not.toHaveProperty('d');
      }
      const { access_token } = await anonymous();
      const { kid } = decodeProtectedHeader(jwt(access_token));
      expect(jwks.keys.map((k: any) => k.kid)).toContain(kid);
      const { payload } = await jwtVerify(jwt(access_token), createLocalJWKSet(jwks));
      expect(payload.site_id).toBe(app.site.siteId);
    });

    it('narrows to one site with siteId', async () => {
      const response = await app.request({ method: 'GET', url: `/oauth2/jwks?siteId=${other.siteId}` });
      const keys = response.json().keys;
      expect(keys).toHaveLength(1);
      const { kid } = decodeProtectedHeader(jwt((await anonymous(other)).access_token));
      expect(keys[0].kid).toBe(kid);
    });
  });
});
