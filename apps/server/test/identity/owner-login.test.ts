import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureOwnerUser } from '../../src/modules/identity/owner.service.ts';
import type { TestApp } from '../support/test-app.ts';
import { applicationCode, createIdentityApp, post } from './helpers.ts';

const LOGIN = '/_api/tessera/v1/owner/login';

// The owner signs in to the dashboard with email and password; the session acts as the owner
// and what the owner writes records the owner user's id.
describe('owner login', () => {
  let app: TestApp;
  let ownerId: string;
  beforeAll(async () => {
    app = await createIdentityApp({ lockout: { maxFailures: 3, lockMs: 60_000 } });
    ownerId = (
      await ensureOwnerUser(app.db, app.site.siteId, { email: 'Boss@Example.com', password: 'owner-secret' })
    ).id;
  });
  afterAll(() => app.close());

  it('gives an owner session that works on owner routes and records the owner user as userId', async () => {
    const response = await post(app, LOGIN, { email: 'boss@example.com', password: 'owner-secret' }, {});
    expect(response.statusCode, response.body).toBe(200);
    const { token, siteId, ownerUserId } = response.json();
    expect(token).toMatch(/^tso_/);
    expect(siteId).toBe(app.site.siteId);
    expect(ownerUserId).toBe(ownerId);
    const headers = { authorization: token };
    expect(
      (await app.request({ method: 'GET', url: '/_api/tessera/v1/identity-settings', headers })).statusCode,
    ).toBe(200);
    const created = await post(
      app,
      '/events/v3/events',
      {
        event: {
          title: 'Owner made this',
          location: { type: 'ONLINE' },
          dateAndTimeSettings: { startDate: '2031-01-01T10:00:00Z', endDate: '2031-01-01T12:00:00Z' },
          registration: { initialType: 'RSVP' },
        },
        fields: ['DASHBOARD'],
      },
      headers,
    );
    expect(created.statusCode, created.body).toBe(200);
    const row = await app.db
      .selectFrom('events')
      .select('user_id')
      .where('id', '=', created.json().event.id)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(ownerId);
    // Another site's id with this session is refused.
    const other = await app.createSite('Not yours');
    const foreign = await app.request({
      method: 'GET',
      url: '/_api/tessera/v1/identity-settings',
      headers: { ...headers, 'wix-site-id': other.siteId },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('wrong password is 401; repeated failures lock the owner login', async () => {
    for (let i = 0; i < 3; i++) {
      const wrong = await post(app, LOGIN, { email: 'boss@example.com', password: 'nope-nope' }, {});
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await post(app, LOGIN, { email: 'boss@example.com', password: 'owner-secret' }, {});
    expect(locked.statusCode).toBe(429);
    expect(applicationCode(locked)).toBe('ACCOUNT_LOCKED');
  });

  it('wrong guesses sent in parallel all count towards the lockout', async () => {
    await ensureOwnerUser(app.db, app.site.siteId, {
      email: 'parallel@example.com',
      password: 'owner-secret',
    });
    const guesses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(app, LOGIN, { email: 'parallel@example.com', password: `guess-${i}` }, {}),
      ),
    );
    expect(guesses.every((g) => g.statusCode === 401 || g.statusCode === 429)).toBe(true);
    const right = await post(app, LOGIN, { email: 'parallel@example.com', password: 'owner-secret' }, {});
    expect(right.statusCode).toBe(429);
  });

  it('an unknown or expired owner session is 401', async () => {
    const response = await app.request({
      method: 'GET',
      url: '/_api/tessera/v1/identity-settings',
      headers: { authorization: 'tso_not-a-session' },
    });
    expect(response.statusCode).toBe(401);
  });
});
