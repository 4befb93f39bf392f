import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import {
  applicationCode,
  createIdentityApp,
  latestCode,
  login,
  memberHeaders,
  post,
  registeredMember,
  setSettings,
} from './helpers.ts';

const MFA = '/_api/tessera/v1/mfa';
const verifyUrl = (factor: string) => `/_api/iam/authentication/v2/${factor}/verify`;
/** The authenticator's code `steps` time steps from now (the server accepts one step either side). */
const totp = (secret: string, steps = 0) =>
  authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);

// Second factors: TOTP from an authenticator app, codes by email (SMS and calls go through the
// same pluggable sender, the development mailbox by default), and remembered devices.
describe('multi-factor login', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp();
  });
  afterAll(() => app.close());

  const enrolTotp = async (memberId: string) => {
    const headers = await memberHeaders(app, memberId);
    const enrolled = await post(app, `${MFA}/totp/enroll`, {}, headers);
    expect(enrolled.statusCode, enrolled.body).toBe(200);
    const { factorId, secret, otpauthUrl } = enrolled.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await post(app, `${MFA}/factors/confirm`, { factorId, code: '000000' }, headers);
    if (authenticator.generate(secret) !== '000000') expect(applicationCode(wrong)).toBe('INVALID_CODE');
    const confirmed = await post(
      app,
      `${MFA}/factors/confirm`,
      { factorId, code: authenticator.generate(secret) },
      headers,
    );
    expect(confirmed.json()).toMatchObject({ factorId, type: 'TOTP', status: 'ACTIVE' });
    return secret as string;
  };

  it('OPTIONAL: a member with TOTP gets REQUIRE_MFA, then SUCCESS with the app code', async () => {
    await setSettings(app, { mfaPolicy: 'OPTIONAL' });
    const member = await registeredMember(app);
    const plain = await registeredMember(app);
    const secret = await enrolTotp(member.id);

    const first = await login(app, { loginId: { email: member.email }, password: member.password });
    expect(first.json()).toMatchObject({
      state: 'REQUIRE_MFA',
      requireMfaData: { availableFactors: [{ factorType: 'TOTP', factorStatus: 'ENABLED' }] },
    });
    expect(first.json().sessionToken).toBeUndefined();
    const stateToken = first.json().stateToken;

    // The current step's code confirmed the enrolment; the login takes the next one.
    const code = totp(secret, 1);
    const wrongCode = code === '123456' ? '654321' : '123456';
    const wrong = await post(app, verifyUrl('totp'), { stateToken, totpData: { code: wrongCode } });
    expect(applicationCode(wrong)).toBe('INVALID_CODE');
    const ok = await post(app, verifyUrl('totp'), { stateToken, totpData: { code } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().state).toBe('SUCCESS');
    expect(ok.json().sessionToken).toMatch(/^tss_/);
    // The state token is single use.
    expect(
      (await post(app, verifyUrl('totp'), { stateToken, totpData: { code: totp(secret, -1) } })).statusCode,
    ).toBe(404);
    // The same code cannot be replayed for another login.
    const replay = await login(app, { loginId: { email: member.email }, password: member.password });
    const replayed = await post(app, verifyUrl('totp'), {
      stateToken: replay.json().stateToken,
      totpData: { code },
    });
    expect(applicationCode(replayed)).toBe('INVALID_CODE');
    // A member without a factor is not asked for one under OPTIONAL.
    expect(
      (await login(app, { loginId: { email: plain.email }, password: plain.password })).json().state,
    ).toBe('SUCCESS');
  });

  it('one TOTP code replayed on two logins at once: exactly one succeeds, no 5xx', async () => {
    await setSettings(app, { mfaPolicy: 'OPTIONAL' });
    const member = await registeredMember(app);
    const secret = await enrolTotp(member.id);
    const tokens = await Promise.all(
      [1, 2].map(
        async () =>
          (await login(app, { loginId: { email: member.email }, password: member.password })).json()
            .stateToken,
      ),
    );
    const code = totp(secret, 1);
    const answers = await Promise.all(
      tokens.map((stateToken) => post(app, verifyUrl('totp'), { stateToken, totpData: { code } })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('rememberThisDevice: the device token skips MFA on later logins of that member only', async () => {
    await setSettings(app, { mfaPolicy: 'OPTIONAL' });
    const member = await registeredMember(app);
    const secret = await enrolTotp(member.id);
    const first = await login(app, { loginId: { email: member.email }, password: member.password });
    const verified = await post(app, verifyUrl('totp'), {
      stateToken: first.json().stateToken,
      rememberThisDevice: true,
      totpData: { code: totp(secret, 1) },
    });
    const deviceToken = verified.json().additionalData.deviceToken.strValue;
    expect(deviceToken).toMatch(/^tsd_/);

    const again = await login(app, {
      loginId: { email: member.email },
      password: member.password,
      clientMetaData: { deviceToken },
    });
    expect(again.json().state).toBe('SUCCESS');
    const withoutDevice = await login(app, { loginId: { email: member.email }, password: member.password });
    expect(withoutDevice.json().state).toBe('REQUIRE_MFA');

    const other = await registeredMember(app);
    await enrolTotp(other.id);
    const foreign = await login(app, {
      loginId: { email: other.email },
      password: other.password,
      clientMetaData: { deviceToken },
    });
    expect(foreign.json().state).toBe('REQUIRE_MFA');
  });

  it('REQUIRED: a member without factors gets an email code; wrong factor type or code is refused', async () => {
    await setSettings(app, { mfaPolicy: 'REQUIRED' });
    try {
      const member = await registeredMember(app);
      const first = await login(app, { loginId: { email: member.email }, password: member.password });
      expect(first.json()).toMatchObject({
        state: 'REQUIRE_MFA',
        requireMfaData: { availableFactors: [{ factorType: 'EMAIL' }] },
      });
      const stateToken = first.json().stateToken;
      const code = await latestCode(app, member.email);
      expect(applicationCode(await post(app, verifyUrl('sms'), { stateToken, smsData: { code } }))).toBe(
        'INVALID_CODE',
      );
      const ok = await post(app, verifyUrl('email'), { stateToken, emailData: { code } });
      expect(ok.json().state).toBe('SUCCESS');
    } finally {
      await setSettings(app, { mfaPolicy: 'OFF' });
    }
  });

  it('an SMS factor: enrolment code and login codes go through the phone sender (dev mailbox)', async () => {
    await setSettings(app, { mfaPolicy: 'OPTIONAL' });
    const member = await registeredMember(app);
    const headers = await memberHeaders(app, member.id);
    const phone = '+15550001234';
    const enrolled = await post(app, `${MFA}/factors`, { factorType: 'SMS', target: phone }, headers);
    expect(enrolled.json()).toMatchObject({ type: 'SMS', status: 'INACTIVE' });
    const confirm = await post(
      app,
      `${MFA}/factors/confirm`,
      { factorId: enrolled.json().factorId, code: await latestCode(app, phone) },
      headers,
    );
    expect(confirm.json().status).toBe('ACTIVE');
    const first = await login(app, { loginId: { email: member.email }, password: member.password });
    expect(first.json().state).toBe('REQUIRE_MFA');
    const ok = await post(app, verifyUrl('sms'), {
      stateToken: first.json().stateToken,
      smsData: { code: await latestCode(app, phone) },
    });
    expect(ok.json().state).toBe('SUCCESS');
    const listed = await app.request({ method: 'GET', url: `${MFA}/factors`, headers });
    expect(listed.json().factors).toEqual([expect.objectContaining({ type: 'SMS', status: 'ACTIVE' })]);
    await setSettings(app, { mfaPolicy: 'OFF' });
  });

  it('a bad phone number or email target is a field violation', async () => {
    const member = await registeredMember(app);
    const headers = await memberHeaders(app, member.id);
    const bad = await post(app, `${MFA}/factors`, { factorType: 'SMS', target: 'call me' }, headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.validationError.fieldViolations[0].field).toBe('target');
  });
});
