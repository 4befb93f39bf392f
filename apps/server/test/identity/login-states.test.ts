import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import {
  applicationCode,
  createIdentityApp,
  latestCode,
  login,
  mailTo,
  post,
  register,
  setSettings,
  uniqueEmail,
} from './helpers.ts';

const VERIFY = '/_api/iam/verification/v1/auth/verify';
const RESEND = '/_api/iam/verification/v1/auth/resend';

// The owner's settings drive the login states: approval, email verification, captcha.
describe('login states from the site settings', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp();
  });
  afterAll(() => app.close());

  it('a new site starts open: no approval, no verification, no captcha, MFA off', async () => {
    const response = await app.request({
      method: 'GET',
      url: '/_api/tessera/v1/identity-settings',
      headers: app.ownerHeaders(),
    });
    expect(response.json().settings).toEqual({
      registrationOpen: true,
      requireOwnerApproval: false,
      requireEmailVerification: false,
      requireCaptcha: false,
      mfaPolicy: 'OFF',
    });
  });

  describe('owner approval', () => {
    beforeAll(() => setSettings(app, { requireOwnerApproval: true }));
    afterAll(() => setSettings(app, { requireOwnerApproval: false }));

    it('register and login answer REQUIRE_OWNER_APPROVAL until the owner approves', async () => {
      const email = uniqueEmail();
      const registered = await register(app, { loginId: { email }, password: 'correct-horse' });
      expect(registered.json()).toMatchObject({
        state: 'REQUIRE_OWNER_APPROVAL',
        identity: { status: { name: 'PENDING', reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] } },
      });
      expect(registered.json().sessionToken).toBeUndefined();
      const before = await login(app, { loginId: { email }, password: 'correct-horse' });
      expect(before.json().state).toBe('REQUIRE_OWNER_APPROVAL');
      const id = registered.json().identity.id;
      const approved = await post(app, `/members/v1/members/${id}/approve`, {}, app.ownerHeaders());
      expect(approved.json().member.status).toBe('APPROVED');
      const after = await login(app, { loginId: { email }, password: 'correct-horse' });
      expect(after.json().state).toBe('SUCCESS');
    });
  });

  describe('email verification', () => {
    beforeAll(() => setSettings(app, { requireEmailVerification: true }));
    afterAll(() => setSettings(app, { requireEmailVerification: false }));

    const start = async () => {
      const email = uniqueEmail('verify');
      const response = await register(app, { loginId: { email }, password: 'correct-horse' });
      expect(response.json()).toMatchObject({
        state: 'REQUIRE_EMAIL_VERIFICATION',
        identity: {
          status: {
            name: 'PENDING',
            reasons: expect.arrayContaining(['PENDING_EMAIL_VERIFICATION_REQUIRED']),
          },
        },
      });
      return { email, stateToken: response.json().stateToken as string };
    };

    it('the emailed code finishes the registration: SUCCESS, email verified, status ACTIVE', async () => {
      const { email, stateToken } = await start();
      const code = await latestCode(app, email);
      const response = await post(app, VERIFY, { code, stateToken });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        state: 'SUCCESS',
        identity: { email: { isVerified: true }, status: { name: 'ACTIVE' } },
      });
      // The state token is used up.
      expect((await post(app, VERIFY, { code, stateToken })).statusCode).toBe(404);
      // Later logins go straight through.
      expect((await login(app, { loginId: { email }, password: 'correct-horse' })).json().state).toBe(
        'SUCCESS',
      );
    });

    it('login before verifying sends a new code and answers REQUIRE_EMAIL_VERIFICATION', async () => {
      const { email } = await start();
      const response = await login(app, { loginId: { email }, password: 'correct-horse' });
      expect(response.json().state).toBe('REQUIRE_EMAIL_VERIFICATION');
      expect(response.json().stateToken).toMatch(/^tst_/);
      expect(await mailTo(app, email)).toHaveLength(2);
    });

    it('a wrong code is refused and counted; after 5 the state is dead even for the right code', async () => {
      const { email, stateToken } = await start();
      const code = await latestCode(app, email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) {
        const response = await post(app, VERIFY, { code: wrong, stateToken });
        expect(applicationCode(response)).toBe('INVALID_CODE');
      }
      const fifth = await post(app, VERIFY, { code: wrong, stateToken });
      expect(fifth.statusCode).toBe(429);
      expect(applicationCode(fifth)).toBe('TOO_MANY_ATTEMPTS');
      const right = await post(app, VERIFY, { code, stateToken });
      expect(applicationCode(right)).toBe('TOO_MANY_ATTEMPTS');
    });

    it('resend issues a new code (the old one stops working) and is limited', async () => {
      const { email, stateToken } = await start();
      const first = await latestCode(app, email);
      expect((await post(app, RESEND, { stateToken })).statusCode).toBe(200);
      const second = await latestCode(app, email);
      if (first !== second) {
        expect(applicationCode(await post(app, VERIFY, { code: first, stateToken }))).toBe('INVALID_CODE');
      }
      for (let i = 0; i < 3; i++) expect((await post(app, RESEND, { stateToken })).statusCode).toBe(200);
      const tooMany = await post(app, RESEND, { stateToken });
      expect(tooMany.statusCode).toBe(429);
      const last = await latestCode(app, email);
      expect((await post(app, VERIFY, { code: last, stateToken })).json().state).toBe('SUCCESS');
    });

    it('an expired code is refused with CODE_EXPIRED; a resend brings a fresh one', async () => {
      const { email, stateToken } = await start();
      const code = await latestCode(app, email);
      await app.db
        .updateTable('identity_challenges')
        .set({ code_expires_date: new Date(Date.now() - 1000).toISOString() })
        .where('target', '=', email)
        .execute();
      expect(applicationCode(await post(app, VERIFY, { code, stateToken }))).toBe('CODE_EXPIRED');
      await post(app, RESEND, { stateToken });
      expect((await post(app, VERIFY, { code: await latestCode(app, email), stateToken })).json().state).toBe(
        'SUCCESS',
      );
    });

    it('an unknown or foreign state token is a 404', async () => {
      const { stateToken } = await start();
      const other = await app.createSite('Elsewhere');
      const response = await post(
        app,
        VERIFY,
        { code: '123456', stateToken },
        await app.visitorHeaders(other),
      );
      expect(response.statusCode).toBe(404);
      expect((await post(app, VERIFY, { code: '123456', stateToken: 'tst_nope' })).statusCode).toBe(404);
    });

    it('with approval too: verification first, then REQUIRE_OWNER_APPROVAL', async () => {
      await setSettings(app, { requireOwnerApproval: true });
      try {
        const { email, stateToken } = await start();
        const response = await post(app, VERIFY, { code: await latestCode(app, email), stateToken });
        expect(response.json()).toMatchObject({
          state: 'REQUIRE_OWNER_APPROVAL',
          identity: { status: { name: 'PENDING', reasons: ['PENDING_ADMIN_APPROVAL_REQUIRED'] } },
        });
      } finally {
        await setSettings(app, { requireOwnerApproval: false });
      }
    });
  });

  describe('captcha', () => {
    beforeAll(() => setSettings(app, { requireCaptcha: true }));
    afterAll(() => setSettings(app, { requireCaptcha: false }));

    it('register without a token is -19971, with a refused token -19970, with a good one SUCCESS', async () => {
      const email = uniqueEmail('captcha');
      const missing = await register(app, { loginId: { email }, password: 'correct-horse' });
      expect(applicationCode(missing)).toBe('-19971');
      const invalid = await register(app, {
        loginId: { email },
        password: 'correct-horse',
        captchaTokens: [{ Recaptcha: 'forged' }],
      });
      expect(applicationCode(invalid)).toBe('-19970');
      const ok = await register(app, {
        loginId: { email },
        password: 'correct-horse',
        captchaTokens: [{ Recaptcha: 'test-pass' }],
      });
      expect(ok.json().state).toBe('SUCCESS');
    });

    it('login takes the invisible token too; without one it is -19971 before any password check', async () => {
      const email = uniqueEmail('captcha');
      await register(app, {
        loginId: { email },
        password: 'correct-horse',
        captchaTokens: [{ Recaptcha: 'test-pass' }],
      });
      expect(applicationCode(await login(app, { loginId: { email }, password: 'wrong-password' }))).toBe(
        '-19971',
      );
      const ok = await login(app, {
        loginId: { email },
        password: 'correct-horse',
        captchaTokens: [{ InvisibleRecaptcha: 'test-pass-invisible' }],
      });
      expect(ok.json().state).toBe('SUCCESS');
    });
  });
});
