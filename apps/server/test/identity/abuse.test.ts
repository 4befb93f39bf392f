import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentitySweeper } from '../../src/modules/identity/sweeper.ts';
import type { TestApp } from '../support/test-app.ts';
import {
  applicationCode,
  createIdentityApp,
  login,
  post,
  register,
  registeredMember,
  uniqueEmail,
} from './helpers.ts';

// Lockout after repeated wrong passwords, rate limits per IP and per login id, bounded bodies,
// and the sweep of expired codes and sessions.
describe('abuse protection', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp({
      lockout: { maxFailures: 3, lockMs: 60_000 },
      rateLimits: { perIp: 1000, perLogin: 8, windowMs: 60_000 },
    });
  });
  afterAll(() => app.close());

  it('locks a login after repeated wrong passwords, even for the right one; recovery lifts it', async () => {
    const member = await registeredMember(app);
    for (let i = 0; i < 3; i++) {
      expect(applicationCode(await login(app, { loginId: { email: member.email }, password: 'guess' }))).toBe(
        '-19976',
      );
    }
    const locked = await login(app, { loginId: { email: member.email }, password: member.password });
    expect(locked.statusCode).toBe(429);
    expect(applicationCode(locked)).toBe('ACCOUNT_LOCKED');
    await app.db
      .updateTable('members')
      .set({ locked_until: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', member.id)
      .execute();
    expect(
      (await login(app, { loginId: { email: member.email }, password: member.password })).json().state,
    ).toBe('SUCCESS');
  });

  it('a success resets the failure count', async () => {
    const member = await registeredMember(app);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 2; i++) await login(app, { loginId: { email: member.email }, password: 'guess' });
      expect(
        (await login(app, { loginId: { email: member.email }, password: member.password })).json().state,
      ).toBe('SUCCESS');
    }
  });

  it('rate-limits one login id across visitors: 429 with Retry-After', async () => {
    const email = uniqueEmail('limited');
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 10; i++) {
      last = await login(app, { loginId: { email }, password: 'whatever-it-is' });
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 8).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(applicationCode(last!)).toBe('TOO_MANY_REQUESTS');
    // Another login id is unaffected.
    expect(
      (await login(app, { loginId: { email: uniqueEmail() }, password: 'whatever-it-is' })).statusCode,
    ).toBe(400);
  });

  it('rate-limits per IP', async () => {
    const strict = await createIdentityApp({ rateLimits: { perIp: 3, perLogin: 100, windowMs: 60_000 } });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        codes.push(
          (await register(strict, { loginId: { email: uniqueEmail() }, password: 'correct-horse' }))
            .statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 200, 429]);
    } finally {
      await strict.close();
    }
  });

  it('huge or deep bodies are 4xx, never 5xx', async () => {
    const huge = await register(app, {
      loginId: { email: uniqueEmail() },
      password: 'x'.repeat(10_000),
      profile: {
        firstName: 'y'.repeat(100_000),
        customFields: Array.from({ length: 1000 }, (_, i) => ({ name: `f${i}`, value: { strValue: 'z' } })),
      },
    });
    expect(huge.statusCode).toBe(400);
    const tooBig = await app.server.inject({
      method: 'POST',
      url: '/_api/iam/authentication/v2/login',
      headers: { ...(await app.visitorHeaders()), 'content-type': 'application/json' },
      payload: JSON.stringify({ loginId: { email: 'a@example.com' }, password: 'p'.repeat(6 * 1024 * 1024) }),
    });
    expect(tooBig.statusCode).toBeGreaterThanOrEqual(400);
    expect(tooBig.statusCode).toBeLessThan(500);
    const code = await post(app, '/_api/iam/verification/v1/auth/verify', {
      code: '1'.repeat(1000),
      stateToken: 'tst_x',
    });
    expect(code.statusCode).toBe(400);
  });

  it('the sweep deletes expired challenges and sessions, keeps live ones', async () => {
    const member = await registeredMember(app);
    await post(app, '/_api/iam/recovery/v1/send-email', { email: member.email });
    const live = await app.db
      .selectFrom('identity_challenges')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(live).toHaveLength(1);
    const sweeper = new IdentitySweeper(app.db);
    await sweeper.sweep();
    expect(
      await app.db
        .selectFrom('identity_challenges')
        .select('id')
        .where('member_id', '=', member.id)
        .execute(),
    ).toHaveLength(1);
    const removed = await sweeper.sweep(Date.now() + 8 * 24 * 60 * 60 * 1000);
    expect(removed).toBeGreaterThan(0);
    expect(
      await app.db
        .selectFrom('identity_challenges')
        .select('id')
        .where('member_id', '=', member.id)
        .execute(),
    ).toEqual([]);
    expect(
      await app.db.selectFrom('member_sessions').select('id').where('member_id', '=', member.id).execute(),
    ).toEqual([]);
  });
});
