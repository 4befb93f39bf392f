import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import {
  applicationCode,
  createIdentityApp,
  login,
  mailTo,
  memberHeaders,
  post,
  registeredMember,
} from './helpers.ts';
import { insertTestMember, uniqueEmail } from './fixtures.ts';

const RECOVERY = '/_api/iam/recovery/v1';
const tokenIn = (body: string) => /recoveryToken=([^\s&]+)/.exec(body)?.[1];

// Recovery email with a single-use, expiring link; recover sets a new password and signs out
// every session; the owner's activation email works the same way for members without a password.
describe('recovery and activation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp();
  });
  afterAll(() => app.close());

  const linkToken = async (email: string) => {
    const [message] = await mailTo(app, email);
    const token = tokenIn(message?.body ?? '');
    expect(token, JSON.stringify(message)).toBeDefined();
    return decodeURIComponent(token!);
  };

  it('recovers with the emailed link once; the new password works and old tokens are revoked', async () => {
    const member = await registeredMember(app);
    const headers = await memberHeaders(app, member.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await post(app, `${RECOVERY}/send-email`, { email: member.email })).statusCode).toBe(200);
    const recoveryToken = await linkToken(member.email);
    const recovered = await post(app, `${RECOVERY}/recover`, { recoveryToken, password: 'fresh-password' });
    expect(recovered.statusCode, recovered.body).toBe(200);
    expect(
      (await login(app, { loginId: { email: member.email }, password: 'fresh-password' })).json().state,
    ).toBe('SUCCESS');
    expect(
      applicationCode(await login(app, { loginId: { email: member.email }, password: member.password })),
    ).toBe('-19976');
    const again = await post(app, `${RECOVERY}/recover`, { recoveryToken, password: 'another-password' });
    expect(again.statusCode).toBe(404);
    const me = await app.request({ method: 'GET', url: '/members/v1/members/my', headers });
    expect(me.statusCode).toBe(401);
  });

  it('an expired link is refused', async () => {
    const member = await registeredMember(app);
    await post(app, `${RECOVERY}/send-email`, { email: member.email });
    const token = await linkToken(member.email);
    await app.db
      .updateTable('identity_challenges')
      .set({ expires_date: new Date(Date.now() - 1000).toISOString() })
      .where('member_id', '=', member.id)
      .execute();
    const response = await post(app, `${RECOVERY}/recover`, {
      recoveryToken: token,
      password: 'fresh-password',
    });
    expect(response.statusCode).toBe(404);
    expect(applicationCode(response)).toBe('RECOVERY_TOKEN_NOT_FOUND');
  });

  it('an unknown email gets the same answer and no mail', async () => {
    const email = uniqueEmail('nobody');
    const response = await post(app, `${RECOVERY}/send-email`, { email });
    expect(response.statusCode).toBe(200);
    expect(await mailTo(app, email)).toEqual([]);
  });

  it('two recoveries with one link at once: exactly one wins', async () => {
    const member = await registeredMember(app);
    await post(app, `${RECOVERY}/send-email`, { email: member.email });
    const token = await linkToken(member.email);
    const headers = await app.visitorHeaders();
    const answers = await Promise.all(
      ['password-one', 'password-two'].map((password) =>
        post(app, `${RECOVERY}/recover`, { recoveryToken: token, password }, headers),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
  });

  it('the owner sends an activation email; the member sets a password and logs in', async () => {
    const email = uniqueEmail('activate');
    const id = await insertTestMember(app.db, app.site.siteId, { email });
    const sent = await post(app, `${RECOVERY}/activation-email`, { identityId: id }, app.ownerHeaders());
    expect(sent.statusCode, sent.body).toBe(200);
    const [message] = await mailTo(app, email);
    expect(message.subject).toMatch(/Activate/);
    const token = decodeURIComponent(tokenIn(message.body)!);
    expect(
      (await post(app, `${RECOVERY}/recover`, { recoveryToken: token, password: 'first-password' }))
        .statusCode,
    ).toBe(200);
    expect((await login(app, { loginId: { email }, password: 'first-password' })).json().state).toBe(
      'SUCCESS',
    );
    const missing = await post(
      app,
      `${RECOVERY}/activation-email`,
      { identityId: 'nobody' },
      app.ownerHeaders(),
    );
    expect(missing.statusCode).toBe(404);
  });

  it('queued mail is blanked in the outbox once delivered (codes and links do not linger)', async () => {
    const member = await registeredMember(app);
    await post(app, `${RECOVERY}/send-email`, { email: member.email });
    await mailTo(app, member.email);
    const rows = await app.db
      .selectFrom('outbox')
      .select('payload')
      .where('name', '=', 'tessera_message_requested')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.payload).not.toContain('recoveryToken');
  });
});
