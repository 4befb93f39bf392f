import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { SITE, addMember, callback, createOAuthTestApp } from '../oauth/helpers.ts';

const create = async (app: TestApp, payload: Record<string, unknown>) =>
  app.request({
    method: 'POST',
    url: '/_api/redirects-api/v1/redirect-session',
    headers: await app.visitorHeaders(),
    payload,
  });

const fieldsOf = (body: { details?: { validationError?: { fieldViolations?: { field: string }[] } } }) =>
  (body.details?.validationError?.fieldViolations ?? []).map((v) => v.field);

// Issue 12 items 5 and 6: URLs the browser is sent to after a flow are checked and normalised
// when received; a Location header carries only their normalised href.
describe('redirect targets: normalised, checked before anything is spent', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createOAuthTestApp();
  });
  afterAll(() => app.close());

  it.each([
    [`${SITE}/チケット`, `${SITE}/%E3%83%81%E3%82%B1%E3%83%83%E3%83%88`],
    [`${SITE}/my tickets?x=a b`, `${SITE}/my%20tickets?x=a%20b`],
  ])('after login, %s is followed as %s', async (postFlowUrl, href) => {
    const member = await addMember(app);
    const created = await create(app, { login: {}, callbacks: { postFlowUrl } });
    expect(created.statusCode, created.body).toBe(200);
    const answer = await callback(app, created.json().redirectSession.sessionToken, member.sessionToken);
    expect(answer.statusCode, answer.body).toBe(302);
    expect(answer.headers.location).toBe(href);
  });

  it('after logout, a non-ASCII post-flow URL is followed as its normalised href', async () => {
    const created = await create(app, {
      logout: { clientId: app.site.clientId },
      callbacks: { postFlowUrl: `${SITE}/チケット` },
    });
    expect(created.statusCode, created.body).toBe(200);
    const url = new URL(created.json().redirectSession.fullUrl);
    const answer = await app.server.inject({ method: 'GET', url: url.pathname + url.search });
    expect(answer.statusCode, answer.body).toBe(302);
    expect(answer.headers.location).toBe(`${SITE}/%E3%83%81%E3%82%B1%E3%83%83%E3%83%88`);
  });

  it.each([
    ['login', { login: {} }],
    ['logout', { logout: {} }],
  ])(
    '%s: CR/LF, tabs or an unparsable post-flow URL are a 400 naming callbacks.postFlowUrl',
    async (_, section) => {
      for (const postFlowUrl of [
        `${SITE}/a\r\nSet-Cookie: x=1`,
        `${SITE}/a\tb`,
        'not a url',
        'javascript:alert(1)',
      ]) {
        const response = await create(app, { ...section, callbacks: { postFlowUrl } });
        expect(response.statusCode, postFlowUrl).toBe(400);
        expect(fieldsOf(response.json())).toEqual(['callbacks.postFlowUrl']);
      }
    },
  );

  it('an authorize redirect URI with a line break is refused when the session is created', async () => {
    const response = await create(app, {
      auth: {
        authRequest: {
          clientId: app.site.clientId,
          redirectUri: `${SITE}/callback\r\n`,
          codeChallenge: 'a'.repeat(43),
          codeChallengeMethod: 'S256',
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['auth.authRequest.redirectUri']);
  });

  it('the hosted logout: a CR/LF or unparsable postLogoutRedirectUri is a 400 in the wire format', async () => {
    for (const target of [`${SITE}/a\r\nb`, 'http://[bad']) {
      const response = await app.request({
        method: 'GET',
        url: `/_api/iam/authentication/v1/logout?clientId=${app.site.clientId}&postLogoutRedirectUri=${encodeURIComponent(target)}`,
      });
      expect(response.statusCode, target).toBe(400);
      expect(fieldsOf(response.json())).toEqual(['postLogoutRedirectUri']);
    }
  });

  it('a login session whose stored target cannot be used is not spent by the failing answer', async () => {
    const member = await addMember(app);
    const created = await create(app, { login: {}, callbacks: { postFlowUrl: `${SITE}/ok` } });
    const { id, sessionToken } = created.json().redirectSession;
    // A session stored before targets were checked (as an older server wrote them).
    const row = await app.db
      .selectFrom('redirect_sessions')
      .select('request')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await app.db
      .updateTable('redirect_sessions')
      .set({ request: JSON.stringify({ ...JSON.parse(row.request), redirectUri: 'http://[bad' }) })
      .where('id', '=', id)
      .execute();
    const answer = await callback(app, sessionToken, member.sessionToken);
    expect(answer.statusCode).toBe(400);
    const after = await app.db
      .selectFrom('redirect_sessions')
      .select('consumed_date')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.consumed_date).toBeNull();
  });

  describe('pages of the site: callbacks only on the client’s allowed origins', () => {
    it.each([
      ['thankYouPageUrl', 'javascript:alert(document.cookie)'],
      ['postFlowUrl', 'https://evil.example/phish'],
      ['cartPageUrl', 'data:text/html,<script>alert(1)</script>'],
      ['loginUrl', `${SITE}/a\nb`],
    ])('callbacks.%s = %s is a 400 naming it', async (name, url) => {
      const response = await create(app, {
        eventsCheckout: { eventSlug: 'gala' },
        callbacks: { [name]: url },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(fieldsOf(response.json())).toEqual([`callbacks.${name}`]);
    });

    it('an allowed callback is carried normalised', async () => {
      const response = await create(app, {
        membersAccount: { section: 'ORDERS' },
        callbacks: { postFlowUrl: `${SITE}/チ` },
      });
      expect(response.statusCode, response.body).toBe(200);
      const url = new URL(response.json().redirectSession.fullUrl);
      expect(url.searchParams.get('postFlowUrl')).toBe(`${SITE}/%E3%83%81`);
    });

    it("an API key caller's callbacks are checked against the site's clients", async () => {
      const response = await app.request({
        method: 'POST',
        url: '/_api/redirects-api/v1/redirect-session',
        headers: app.ownerHeaders(),
        payload: {
          ecomCheckout: { checkoutId: 'c' },
          callbacks: { thankYouPageUrl: 'https://evil.example/' },
        },
      });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.json())).toEqual(['callbacks.thankYouPageUrl']);
    });
  });
});
