import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { applicationCode, createIdentityApp, mailTo, post, registeredMember } from './helpers.ts';

const RECOVERY = '/_api/iam/recovery/v1';
const STATUS = '/_api/tessera/v1/recovery/token-status';
const tokenIn = (body: string) => /recoveryToken=([^\s&]+)/.exec(body)?.[1];

// Issue 12 item 14: the reset page asks whether its link is still usable before showing the form.
describe('recovery link status', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp();
  });
  afterAll(() => app.close());

  const newLink = async () => {
    const member = await registeredMember(app);
    expect((await post(app, `${RECOVERY}/send-email`, { email: member.email })).statusCode).toBe(200);
    const [message] = await mailTo(app, member.email);
    const token = tokenIn(message?.body ?? '');
    expect(token, JSON.stringify(message)).toBeDefined();
    return { member, recoveryToken: decodeURIComponent(token!) };
  };
  const status = async (recoveryToken: string) => {
    const response = await post(app, STATUS, { recoveryToken });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('a fresh link is usable, and asking does not use it up', async () => {
    const { recoveryToken } = await newLink();
    expect(await status(recoveryToken)).toEqual({ usable: true });
    expect(await status(recoveryToken)).toEqual({ usable: true });
    const recovered = await post(app, `${RECOVERY}/recover`, { recoveryToken, password: 'fresh-password' });
    expect(recovered.statusCode, recovered.body).toBe(200);
  });

  it('a used link is not usable', async () => {
    const { recoveryToken } = await newLink();
    await post(app, `${RECOVERY}/recover`, { recoveryToken, password: 'fresh-password' });
    expect(await status(recoveryToken)).toEqual({ usable: false });
  });

  it('an expired link is not usable', async () => {
    const { member, recoveryToken } = await newLink();
    await app.db
      .updateTable('identity_challenges')
      .set({ expires_date: new Date(Date.now() - 1000).toISOString() })
      .where('member_id', '=', member.id)
      .execute();
    expect(await status(recoveryToken)).toEqual({ usable: false });
  });

  it("a blocked member's link is not usable (recover would refuse it)", async () => {
    const { member, recoveryToken } = await newLink();
    await app.db.updateTable('members').set({ status: 'BLOCKED' }).where('id', '=', member.id).execute();
    expect(await status(recoveryToken)).toEqual({ usable: false });
  });

  it('unknown, foreign-kind and other-site tokens are not usable, with the same answer', async () => {
    expect(await status('trc_unknown')).toEqual({ usable: false });
    expect(await status('')).toEqual({ usable: false });
    const { recoveryToken } = await newLink();
    const other = await app.createSite('Other site');
    const elsewhere = await post(app, STATUS, { recoveryToken }, await app.visitorHeaders(other));
    expect(elsewhere.json()).toEqual({ usable: false });
  });

  it('refuses malformed bodies with field violations', async () => {
    for (const payload of [{}, { recoveryToken: 12 }, { recoveryToken: 'x'.repeat(201) }]) {
      const response = await post(app, STATUS, payload);
      expect(response.statusCode, response.body).toBe(400);
    }
  });

  it('needs a caller of the site', async () => {
    const response = await app.request({ method: 'POST', url: STATUS, payload: { recoveryToken: 'trc_x' } });
    expect(response.statusCode).toBe(401);
    expect(applicationCode(response)).toBe('UNAUTHENTICATED');
  });
});

describe('recovery link status: rate limited like the other recovery calls', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp({ rateLimits: { perIp: 3, windowMs: 60_000 } });
  });
  afterAll(() => app.close());

  it('answers 429 TOO_MANY_REQUESTS past the per-address allowance', async () => {
    const headers = await app.visitorHeaders();
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push((await post(app, STATUS, { recoveryToken: `trc_${i}` }, headers)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
