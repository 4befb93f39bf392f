import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { expectAppError } from '../events/helpers.ts';

describe('refresh-token rotation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const renew = (refreshToken: string) =>
    app.request({
      method: 'POST',
      url: '/oauth2/token',
      payload: { clientId: app.site.clientId, grantType: 'refresh_token', refreshToken },
    });
  const anonymous = async () =>
    (
      await app.request({
        method: 'POST',
        url: '/oauth2/token',
        payload: { clientId: app.site.clientId, grantType: 'anonymous' },
      })
    ).json();
  /** Moves the family's "newest generation in use since" back past the grace period. */
  const afterGrace = () =>
    app.db.updateTable('refresh_token_families').set({ used_since: '2000-01-01T00:00:00.000Z' }).execute();

  it('returns a new refresh token each time', async () => {
    const first = await anonymous();
    const second = (await renew(first.refresh_token)).json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await renew(second.refresh_token)).statusCode).toBe(200);
  });

  it('lets parallel renewals with the same token all succeed (grace)', async () => {
    const first = await anonymous();
    const a = (await renew(first.refresh_token)).json();
    // Tab A adopts its new token; tab B renews with the old one a moment later.
    expect((await renew(a.refresh_token)).statusCode).toBe(200);
    const answers = await Promise.all([renew(first.refresh_token), renew(first.refresh_token)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
  });

  it('revokes the whole family when a superseded token is used after the grace', async () => {
    const first = await anonymous();
    const second = (await renew(first.refresh_token)).json();
    const third = (await renew(second.refresh_token)).json();
    await afterGrace();
    expectAppError(await renew(first.refresh_token), 400, 'invalid_grant');
    // Every token of the login is void now, the newest included.
    expectAppError(await renew(third.refresh_token), 400, 'invalid_grant');
    expectAppError(await renew(second.refresh_token), 400, 'invalid_grant');
  });

  it('a client that keeps its first token (official SDK renewToken) is never logged out', async () => {
    const first = await anonymous();
    for (let i = 0; i < 3; i++) {
      expect((await renew(first.refresh_token)).statusCode).toBe(200);
      await afterGrace();
    }
  });

  it('other logins are not touched by one family’s revocation', async () => {
    const mine = await anonymous();
    const yours = await anonymous();
    const next = (await renew(mine.refresh_token)).json();
    await renew(next.refresh_token);
    await afterGrace();
    expectAppError(await renew(mine.refresh_token), 400, 'invalid_grant');
    expect((await renew(yours.refresh_token)).statusCode).toBe(200);
  });
});
