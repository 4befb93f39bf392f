import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewSite } from '../../src/modules/sites/sites.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('GET /oauth2/jwks lists one site’s keys only', () => {
  let app: TestApp;
  let other: NewSite;
  let kidOf: (site: NewSite) => Promise<string>;

  beforeAll(async () => {
    app = await createTestApp();
    other = await app.createSite('Other');
    kidOf = async (site) => {
      const { authorization } = await app.visitorHeaders(site);
      return decodeProtectedHeader(authorization.replace(/^OauthNG\.JWS\./, '')).kid!;
    };
  });
  afterAll(() => app.close());

  const kids = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.request({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().keys.map((k: { kid: string }) => k.kid);
  };

  it('refuses a request that names no site, instead of listing every site', async () => {
    const response = await app.request({ method: 'GET', url: '/oauth2/jwks' });
    expect(response.statusCode).toBe(400);
    const [violation] = response.json().details.validationError.fieldViolations;
    expect(violation.field).toBe('siteId');
  });

  it('takes the site from wix-site-id, siteId, client_id or an access token', async () => {
    const mine = await kidOf(app.site);
    const theirs = await kidOf(other);
    expect(await kids('/oauth2/jwks', { 'wix-site-id': app.site.siteId })).toEqual([mine]);
    expect(await kids(`/oauth2/jwks?siteId=${other.siteId}`)).toEqual([theirs]);
    expect(await kids(`/oauth2/jwks?client_id=${other.clientId}`)).toEqual([theirs]);
    expect(await kids('/oauth2/jwks', await app.visitorHeaders(other))).toEqual([theirs]);
  });

  it('answers 400 for an unknown client or a token it did not sign', async () => {
    const unknownClient = await app.request({ method: 'GET', url: '/oauth2/jwks?client_id=nope' });
    expect(unknownClient.statusCode).toBe(400);
    expect(unknownClient.json().details.validationError.fieldViolations[0].field).toBe('client_id');
    const foreignToken = await app.request({
      method: 'GET',
      url: '/oauth2/jwks',
      headers: { authorization: 'eyJhbGciOiJFUzI1NiIsImtpZCI6Im5vcGUifQ.e30.sig' },
    });
    expect(foreignToken.statusCode).toBe(400);
  });
});
