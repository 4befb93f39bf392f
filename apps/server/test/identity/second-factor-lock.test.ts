import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import {
  applicationCode,
  createIdentityApp,
  latestCode,
  login,
  mailTo,
  memberHeaders,
  post,
  registeredMember,
  setSettings,
} from './helpers.ts';

const MFA = '/_api/tessera/v1/mfa';
const VERIFY_TOTP = '/_api/iam/authentication/v2/totp/verify';
const unlockUrl = (id: string) => `/_api/tessera/v1/members/${encodeURIComponent(id)}/mfa/unlock`;
const LIMIT = 10;

/** The authenticator's code `steps` time steps from now (the server accepts one step either side). */
const totp = (secret: string, steps = 0) =>
  authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);
/** A six-digit code the authenticator does not accept now (none of the three steps it checks). */
const wrongCode = (secret: string, n: number) => {
  const valid = new Set([-1, 0, 1].map((s) => totp(secret, s)));
  for (let i = n; ; i++) {
    const code = String(100000 + ((i * 7919) % 900000));
    if (!valid.has(code)) return code;
  }
};

// Issue 12 item 3: wrong second-factor codes count per member across logins; at the limit the
// second factor locks (even the right code is refused) until recovery or an owner unlock.
describe('second-factor lock', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp();
    await setSettings(app, { mfaPolicy: 'OPTIONAL' });
  });
  afterAll(() => app.close());

  const enrolTotp = async (memberId: string) => {
    const headers = await memberHeaders(app, memberId);
    const { factorId, secret } = (await post(app, `${MFA}/totp/enroll`, {}, headers)).json();
    const code = totp(secret);
    const confirmed = await post(app, `${MFA}/factors/confirm`, { factorId, code }, headers);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { secret: secret as string, code };
  };
  const memberWithTotp = async () => {
    const member = await registeredMember(app);
    const { secret, code } = await enrolTotp(member.id);
    return { ...member, secret, enrolmentCode: code };
  };
  const stateTokenOf = async (member: { email: string; password: string }) => {
    const answer = await login(app, { loginId: { email: member.email }, password: member.password });
    expect(answer.json().state, answer.body).toBe('REQUIRE_MFA');
    return answer.json().stateToken as string;
  };
  const verify = (stateToken: string, code: string) =>
    post(app, VERIFY_TOTP, { stateToken, totpData: { code } });
  /** `count` wrong codes, at most 3 per login (each login's state token allows 5). */
  const guessWrong = async (member: { email: string; password: string; secret: string }, count: number) => {
    const codes: string[] = [];
    let stateToken = '';
    for (let i = 0; i < count; i++) {
      if (i % 3 === 0) stateToken = await stateTokenOf(member);
      codes.push(applicationCode(await verify(stateToken, wrongCode(member.secret, i))));
    }
    return codes;
  };

  it('wrong codes across logins lock the second factor: the right code is refused after that', async () => {
    const member = await memberWithTotp();
    const earlier = await stateTokenOf(member);
    const codes = await guessWrong(member, LIMIT);
    expect(codes.slice(0, LIMIT - 1).every((c) => c === 'INVALID_CODE')).toBe(true);
    expect(codes[LIMIT - 1]).toBe('MFA_LOCKED');
    // A state token from before the lock, with the right code: still locked.
    const right = await verify(earlier, totp(member.secret, 1));
    expect(right.statusCode).toBe(403);
    expect(applicationCode(right)).toBe('MFA_LOCKED');
    expect(right.json().details.applicationError.description).toMatch(/ask the site owner/);
    // A new login with the right password says so at once (no code to wait for).
    const again = await login(app, { loginId: { email: member.email }, password: member.password });
    expect(again.statusCode).toBe(403);
    expect(applicationCode(again)).toBe('MFA_LOCKED');
  });

  it('a right code resets the count', async () => {
    const member = await memberWithTotp();
    await guessWrong(member, LIMIT - 1);
    const usedCode = totp(member.secret, 1);
    const ok = await verify(await stateTokenOf(member), usedCode);
    expect(ok.json().state, ok.body).toBe('SUCCESS');
    const codes = await guessWrong(member, LIMIT - 1);
    expect(codes.every((c) => c === 'INVALID_CODE')).toBe(true);
    // A code not used yet (the enrolment's and the one above would be replays), the next step's
    // first: a step boundary may pass during this test, and a past step's code may be one of them.
    const used = new Set([member.enrolmentCode, usedCode]);
    const fresh = [1, 0, -1].map((steps) => totp(member.secret, steps)).find((code) => !used.has(code))!;
    const ok2 = await verify(await stateTokenOf(member), fresh);
    expect(ok2.json().state, ok2.body).toBe('SUCCESS');
  });

  it('parallel wrong codes on many logins are checked at most the limit, the rest MFA_LOCKED', async () => {
    const member = await memberWithTotp();
    const tokens: string[] = [];
    for (let i = 0; i < 20; i++) tokens.push(await stateTokenOf(member));
    const answers = await Promise.all(tokens.map((t, i) => verify(t, wrongCode(member.secret, i))));
    const codes = answers.map(applicationCode);
    expect(codes.filter((c) => c === 'INVALID_CODE').length).toBeLessThanOrEqual(LIMIT - 1);
    expect(codes.filter((c) => c === 'INVALID_CODE' || c === 'MFA_LOCKED')).toHaveLength(20);
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);
  });

  it('the owner unlocks it: the member logs in with the right code again', async () => {
    const member = await memberWithTotp();
    await guessWrong(member, LIMIT);
    const unlocked = await app.request({
      method: 'POST',
      url: unlockUrl(member.id),
      headers: app.ownerHeaders(),
      payload: {},
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(unlocked.json()).toEqual({});
    const ok = await verify(await stateTokenOf(member), totp(member.secret, 1));
    expect(ok.json().state, ok.body).toBe('SUCCESS');
  });

  it('unlock: 403 for visitors and members, 404 for unknown members and another site’s member', async () => {
    const member = await registeredMember(app);
    const asVisitor = await post(app, unlockUrl(member.id), {});
    expect(asVisitor.statusCode).toBe(403);
    const asMember = await post(app, unlockUrl(member.id), {}, await memberHeaders(app, member.id));
    expect(asMember.statusCode).toBe(403);
    const unknown = await post(app, unlockUrl('no-such-member'), {}, app.ownerHeaders());
    expect(unknown.statusCode).toBe(404);
    const other = await app.createSite('Other owner');
    const foreign = await post(app, unlockUrl(member.id), {}, app.ownerHeaders(other));
    expect(foreign.statusCode).toBe(404);
  });

  it('password recovery unlocks it', async () => {
    const member = await memberWithTotp();
    await guessWrong(member, LIMIT);
    await post(app, '/_api/iam/recovery/v1/send-email', { email: member.email });
    const [mail] = await mailTo(app, member.email);
    const recoveryToken = /recoveryToken=([^\s&]+)/.exec(mail.body)![1];
    const recovered = await post(app, '/_api/iam/recovery/v1/recover', {
      recoveryToken: decodeURIComponent(recoveryToken),
      password: 'a-new-password',
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    const ok = await verify(
      await stateTokenOf({ email: member.email, password: 'a-new-password' }),
      totp(member.secret, 1),
    );
    expect(ok.json().state, ok.body).toBe('SUCCESS');
  });

  it('emailed second-factor codes count too', async () => {
    await setSettings(app, { mfaPolicy: 'REQUIRED' });
    try {
      const member = await registeredMember(app);
      const codes: string[] = [];
      for (let i = 0; i < LIMIT; i++) {
        const stateToken = await stateTokenOf(member);
        const sent = await latestCode(app, member.email);
        const wrong = sent === '000000' ? '111111' : '000000';
        codes.push(
          applicationCode(
            await post(app, '/_api/iam/authentication/v2/email/verify', {
              stateToken,
              emailData: { code: wrong },
            }),
          ),
        );
      }
      expect(codes[LIMIT - 1]).toBe('MFA_LOCKED');
      expect(
        applicationCode(await login(app, { loginId: { email: member.email }, password: member.password })),
      ).toBe('MFA_LOCKED');
    } finally {
      await setSettings(app, { mfaPolicy: 'OPTIONAL' });
    }
  });
});
