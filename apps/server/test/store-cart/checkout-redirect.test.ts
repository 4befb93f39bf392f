import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../src/platform/auth/access-tokens.ts';
import { SigningKeyCache } from '../../src/platform/auth/signing-keys.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { newId } from '../../src/platform/ids.ts';
import { createOAuthClient } from '../../src/modules/sites/sites.service.ts';
import { storeCartModule } from '../../src/modules/store-cart/index.ts';
import type { TestApp } from '../support/test-app.ts';
import { sampleCheckout } from '../support/route-samples/checkouts.ts';
import { storeTestApp } from '../store-orders/helpers.ts';

const REDIRECT = '/ecom/v1/checkouts/mark-checkout-as-completed-and-redirect-to-url';

/**
 * The completion redirect: a server-signed token completes its checkout and sends the browser
 * to its URL — only a URL on an allowed origin of the site's OAuth client (checked when the token
 * is made and again when it is used), never for a token this server did not sign, that expired
 * or that is another kind of token (an open redirect or a forged completion is the risk).
 */
describe('checkouts: mark completed and redirect', () => {
  let app: TestApp;
  let clock: TestClock;
  let clientId: string;
  beforeAll(async () => {
    clock = new TestClock(Date.parse('2026-06-01T10:00:00Z'));
    app = await storeTestApp({ clock });
    clientId = await createOAuthClient(app.db, app.site.siteId, 'Shop', undefined, ['https://shop.example']);
  }, 180_000);
  afterAll(() => app.close());

  const port = () => app.modules.get(storeCartModule);
  const tokenFor = (
    checkoutId: string,
    redirectUrl = 'https://shop.example/thank-you?order=1',
    client = clientId,
  ) => port().completionToken(app.site.siteId, { checkoutId, redirectUrl, clientId: client });
  const redeem = (token: unknown) =>
    app.request({ method: 'GET', url: `${REDIRECT}?token=${encodeURIComponent(String(token))}` });
  /** A visitor's checkout, and whether it is completed (read as the visitor). */
  async function visitorCheckout() {
    const visitorId = newId();
    const checkoutId = await sampleCheckout({ app } as never, visitorId);
    const token = await signAccessToken(new SigningKeyCache(app.db), {
      siteId: app.site.siteId,
      clientId: app.site.clientId,
      subjectId: visitorId,
      role: 'VISITOR',
    });
    const completed = async () =>
      (
        await app.request({
          method: 'GET',
          url: `/ecom/v1/checkouts/${checkoutId}`,
          headers: { authorization: token },
        })
      ).json().checkout.completed as boolean;
    return { checkoutId, completed, visitorToken: token };
  }

  it('completes the checkout and answers 302 to the URL, with no credentials; again: the same', async () => {
    const { checkoutId, completed } = await visitorCheckout();
    const token = await tokenFor(checkoutId);
    const first = await redeem(token);
    expect(first.statusCode, first.body).toBe(302);
    expect(first.headers.location).toBe('https://shop.example/thank-you?order=1');
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toBe('');
    expect(await completed()).toBe(true);
    const again = await redeem(token);
    expect(again.statusCode).toBe(302);
    expect(again.headers.location).toBe('https://shop.example/thank-you?order=1');
  });

  it('refuses to make a token for a URL off the client origins, or not http(s), or a foreign client', async () => {
    const { checkoutId } = await visitorCheckout();
    for (const url of [
      'https://evil.example/phish',
      'https://shop.example.evil.example/',
      'javascript:alert(1)',
      'https://user:pw@shop.example/',
      'https://shop.example/\r\nSet-Cookie: a=b',
      '//evil.example/',
    ]) {
      await expect(tokenFor(checkoutId, url), url).rejects.toMatchObject({ status: 400 });
    }
    const other = await app.createSite('Other');
    await expect(tokenFor(checkoutId, 'https://shop.example/', other.clientId)).rejects.toMatchObject({
      status: 400,
    });
    await expect(tokenFor(newId())).rejects.toMatchObject({ status: 404 });
  });

  it('a URL the client no longer allows is refused when used: 400, no redirect, checkout untouched', async () => {
    const client = await createOAuthClient(app.db, app.site.siteId, 'Old shop', undefined, [
      'https://old.example',
    ]);
    const { checkoutId, completed } = await visitorCheckout();
    const token = await tokenFor(checkoutId, 'https://old.example/done', client);
    await app.db
      .updateTable('oauth_clients')
      .set({ allowed_origins: '[]' })
      .where('id', '=', client)
      .execute();
    const refused = await redeem(token);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.headers.location).toBeUndefined();
    expect(await completed()).toBe(false);
  });

  it('a forged, altered, expired or other kind of token is 401 UNAUTHENTICATED_TOKEN and writes nothing', async () => {
    const { checkoutId, completed, visitorToken } = await visitorCheckout();
    const token = await tokenFor(checkoutId);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const altered = Buffer.from(
      JSON.stringify({ ...claims, redirect_url: 'https://evil.example/' }),
    ).toString('base64url');
    const unsigned = Buffer.from(JSON.stringify({ alg: 'none', typ: 'checkout-completion+jwt' })).toString(
      'base64url',
    );
    for (const bad of [
      `${header}.${altered}.${signature}`,
      `${unsigned}.${payload}.`,
      visitorToken,
      visitorToken.replace(/^OauthNG\.JWS\./, ''),
      'not-a-token',
      `${header}.${payload}`,
      'x'.repeat(4096),
    ]) {
      const answer = await redeem(bad);
      expect(answer.statusCode, `${bad.slice(0, 40)}: ${answer.body}`).toBe(401);
      expect(answer.json().details.applicationError.code).toBe('UNAUTHENTICATED_TOKEN');
      expect(answer.headers.location).toBeUndefined();
    }
    expect((await redeem('x'.repeat(4097))).statusCode).toBe(400);
    expect((await app.request({ method: 'GET', url: REDIRECT })).statusCode).toBe(400);
    expect(await completed()).toBe(false);

    clock.advance(60 * 60 * 1000 + 1000);
    const expired = await redeem(token);
    expect(expired.statusCode).toBe(401);
    expect(await completed()).toBe(false);
  });

  it('a completion token is no access token', async () => {
    const { checkoutId } = await visitorCheckout();
    const token = await tokenFor(checkoutId);
    const answer = await app.request({
      method: 'GET',
      url: `/ecom/v1/checkouts/${checkoutId}`,
      headers: { authorization: token },
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('checkout content', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await storeTestApp();
  }, 180_000);
  afterAll(() => app.close());

  it('no content app is installed: 404 REQUIRED_APP_NOT_INSTALLED; ids must be GUIDs; callers need a site', async () => {
    const visitor = await app.visitorHeaders();
    const url = `/ecom/v1/checkout-content/${newId()}/${newId()}?languageCode=en`;
    const answer = await app.request({ method: 'GET', url, headers: visitor });
    expect(answer.statusCode, answer.body).toBe(404);
    expect(answer.json().details.applicationError.code).toBe('REQUIRED_APP_NOT_INSTALLED');
    const bad = await app.request({
      method: 'GET',
      url: '/ecom/v1/checkout-content/app/component',
      headers: visitor,
    });
    expect(bad.statusCode).toBe(400);
    expect((await app.request({ method: 'GET', url })).statusCode).toBe(401);
  });
});
