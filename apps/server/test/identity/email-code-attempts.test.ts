import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import {
  applicationCode,
  createIdentityApp,
  latestCode,
  login,
  post,
  register,
  setSettings,
  uniqueEmail,
} from './helpers.ts';

const VERIFY = '/_api/iam/verification/v1/auth/verify';
const RESEND = '/_api/iam/verification/v1/auth/resend';

// Issue 12 item 3, email codes: one live challenge per member and purpose, and neither a resend
// nor a new login brings new tries while the code is still valid.
describe('emailed code attempts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp();
    await setSettings(app, { requireEmailVerification: true });
  });
  afterAll(() => app.close());

  const start = async () => {
    const email = uniqueEmail('codes');
    const response = await register(app, { loginId: { email }, password: 'correct-horse' });
    expect(response.json().state).toBe('REQUIRE_EMAIL_VERIFICATION');
    return { email, stateToken: response.json().stateToken as string };
  };
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  it('a resend keeps the wrong tries: 4 wrong, resend, 1 wrong is the last', async () => {
    const { email, stateToken } = await start();
    const first = await latestCode(app, email);
    for (let i = 0; i < 4; i++) {
      expect(applicationCode(await post(app, VERIFY, { code: wrongFor(first), stateToken }))).toBe(
        'INVALID_CODE',
      );
    }
    expect((await post(app, RESEND, { stateToken })).statusCode).toBe(200);
    const second = await latestCode(app, email);
    const fifth = await post(app, VERIFY, { code: wrongFor(second), stateToken });
    expect(applicationCode(fifth)).toBe('TOO_MANY_ATTEMPTS');
    expect(applicationCode(await post(app, VERIFY, { code: second, stateToken }))).toBe('TOO_MANY_ATTEMPTS');
  });

  it('a new login ends the earlier challenge and carries its wrong tries over', async () => {
    const { email, stateToken } = await start();
    const first = await latestCode(app, email);
    for (let i = 0; i < 5; i++) await post(app, VERIFY, { code: wrongFor(first), stateToken });
    const again = await login(app, { loginId: { email }, password: 'correct-horse' });
    expect(again.json().state).toBe('REQUIRE_EMAIL_VERIFICATION');
    const next = again.json().stateToken as string;
    // The earlier state token is no longer live.
    expect((await post(app, VERIFY, { code: first, stateToken })).statusCode).toBe(404);
    const code = await latestCode(app, email);
    expect(applicationCode(await post(app, VERIFY, { code, stateToken: next }))).toBe('TOO_MANY_ATTEMPTS');
    // Once the earlier code would have expired, a new login starts with fresh tries.
    await app.db
      .updateTable('identity_challenges')
      .set({ code_expires_date: new Date(Date.now() - 1000).toISOString() })
      .where('target', '=', email)
      .execute();
    const later = await login(app, { loginId: { email }, password: 'correct-horse' });
    const verified = await post(app, VERIFY, {
      code: await latestCode(app, email),
      stateToken: later.json().stateToken,
    });
    expect(verified.json().state, verified.body).toBe('SUCCESS');
  });

  it('one live challenge: two logins leave one state token that works', async () => {
    const { email } = await start();
    const a = (await login(app, { loginId: { email }, password: 'correct-horse' })).json().stateToken;
    const b = (await login(app, { loginId: { email }, password: 'correct-horse' })).json().stateToken;
    const live = await app.db
      .selectFrom('identity_challenges')
      .select('id')
      .where('target', '=', email)
      .where('kind', '=', 'EMAIL_VERIFICATION')
      .where('consumed_date', 'is', null)
      .execute();
    expect(live).toHaveLength(1);
    const code = await latestCode(app, email);
    expect((await post(app, VERIFY, { code, stateToken: a })).statusCode).toBe(404);
    expect((await post(app, VERIFY, { code, stateToken: b })).json().state).toBe('SUCCESS');
  });
});
