import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { addMember, allowOrigins, authSession, callback, codeFrom, exchange } from './helpers.ts';

const DASHBOARD_HINT =
  "is not an allowed origin of this site's OAuth client; add it in Dashboard → OAuth clients";

// A site opened at 127.0.0.1 where its client lists localhost logs a member in; an origin that is
// refused is named in plain words with where to allow it.
describe('redirects on loopback names, and refused origins named', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
    // What a server with PUBLIC_URL=http://localhost:3000 stores for its first client.
    await allowOrigins(app, ['http://localhost:3000']);
  });
  afterAll(() => app.close());

  it('the site opened at http://127.0.0.1:3000 logs a member in', async () => {
    const member = await addMember(app);
    const redirectUri = 'http://127.0.0.1:3000/login/callback';
    const { session, verifier } = await authSession(app, { redirectUri });
    const answer = await callback(
      app,
      new URL(session.fullUrl).searchParams.get('session')!,
      member.sessionToken,
    );
    const { code, url } = codeFrom(answer.headers.location as string);
    expect(url.origin).toBe('http://127.0.0.1:3000');
    const tokens = await exchange(app, code!, verifier, redirectUri);
    expect(tokens.statusCode, tokens.body).toBe(200);
  });

  const createSession = (payload: unknown) =>
    app.request({
      method: 'POST',
      url: '/_api/redirects-api/v1/redirect-session',
      headers: app.ownerHeaders(),
      payload,
    });

  it('a refused redirect URI names its origin and where to allow it', async () => {
    const response = await createSession({
      auth: {
        authRequest: {
          clientId: app.site.clientId,
          redirectUri: 'http://127.0.0.1:5173/callback',
          codeChallenge: 'a'.repeat(43),
          codeChallengeMethod: 'S256',
          responseType: 'code',
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.validationError.fieldViolations).toEqual([
      expect.objectContaining({
        field: 'auth.authRequest.redirectUri',
        description: `http://127.0.0.1:5173 ${DASHBOARD_HINT}`,
      }),
    ]);
  });

  it('a refused post-logout address names its origin and where to allow it', async () => {
    const response = await createSession({
      logout: { clientId: app.site.clientId },
      callbacks: { postFlowUrl: 'https://shop.example/bye' },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(`https://shop.example ${DASHBOARD_HINT}`);
  });
});
