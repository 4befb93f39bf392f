/**
 * Compatibility: the official `@wix/sdk` OAuthStrategy's register, login and processVerification
 * against Tessera's identity server, unmodified; `@tessera/wix-compat` sends its calls to the
 * server over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuthStrategy } from '@wix/sdk';
import type { TestApp } from '../support/test-app.ts';
import { pointOfficialSdkAt } from '../support/official-sdk.ts';
import { createIdentityApp, latestCode, setSettings, uniqueEmail } from './helpers.ts';

describe('official @wix/sdk register / login / processVerification against Tessera', () => {
  let app: TestApp;
  let restoreFetch = () => {};
  beforeAll(async () => {
    app = await createIdentityApp();
    restoreFetch = await pointOfficialSdkAt(app);
  });
  afterAll(async () => {
    restoreFetch();
    await app?.close();
  });

  it('register → SUCCESS with a session token; login → SUCCESS; error codes map to the SDK names', async () => {
    const auth = OAuthStrategy({ clientId: app.site.clientId });
    const email = uniqueEmail('sdk');
    const registered = await auth.register({
      email,
      password: 'correct-horse',
      profile: { nickname: 'sdk' },
    });
    expect(registered).toMatchObject({
      loginState: 'SUCCESS',
      data: { sessionToken: expect.stringMatching(/^tss_/) },
    });
    expect(await auth.login({ email, password: 'correct-horse' })).toMatchObject({ loginState: 'SUCCESS' });
    expect(await auth.login({ email, password: 'wrong-password' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidPassword',
    });
    expect(await auth.register({ email, password: 'correct-horse' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'emailAlreadyExists',
    });
    expect(await auth.register({ email: 'broken', password: 'correct-horse' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidEmail',
    });
    expect(await auth.login({ email: uniqueEmail('nobody'), password: 'whatever' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidEmail',
    });
    // A member the site signed on (no password yet) must reset it: -19973.
    const signedOn = uniqueEmail('sso');
    const created = await app.request({
      method: 'POST',
      url: '/_api/iam/authentication/v2/sign-on',
      headers: app.ownerHeaders(),
      payload: { loginId: { email: signedOn } },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(await auth.login({ email: signedOn, password: 'whatever1' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'resetPassword',
    });
  });

  it('captcha: missing and invalid tokens map to missingCaptchaToken / invalidCaptchaToken', async () => {
    await setSettings(app, { requireCaptcha: true });
    try {
      const auth = OAuthStrategy({ clientId: app.site.clientId });
      const email = uniqueEmail('sdk-captcha');
      expect(await auth.register({ email, password: 'correct-horse' })).toMatchObject({
        errorCode: 'missingCaptchaToken',
      });
      expect(
        await auth.register({
          email,
          password: 'correct-horse',
          captchaTokens: { recaptchaToken: 'forged' },
        }),
      ).toMatchObject({ errorCode: 'invalidCaptchaToken' });
      expect(
        await auth.register({
          email,
          password: 'correct-horse',
          captchaTokens: { recaptchaToken: 'test-pass' },
        }),
      ).toMatchObject({ loginState: 'SUCCESS' });
      expect(await auth.login({ email, password: 'correct-horse' })).toMatchObject({
        errorCode: 'missingCaptchaToken',
      });
    } finally {
      await setSettings(app, { requireCaptcha: false });
    }
  });

  it('email verification: EMAIL_VERIFICATION_REQUIRED, then processVerification with the emailed code', async () => {
    await setSettings(app, { requireEmailVerification: true });
    try {
      const auth = OAuthStrategy({ clientId: app.site.clientId });
      const email = uniqueEmail('sdk-verify');
      const registered = await auth.register({ email, password: 'correct-horse' });
      expect(registered.loginState).toBe('EMAIL_VERIFICATION_REQUIRED');
      const verified = await auth.processVerification({ verificationCode: await latestCode(app, email) });
      expect(verified).toMatchObject({
        loginState: 'SUCCESS',
        data: { sessionToken: expect.stringMatching(/^tss_/) },
      });
    } finally {
      await setSettings(app, { requireEmailVerification: false });
    }
  });

  it('owner approval: OWNER_APPROVAL_REQUIRED', async () => {
    await setSettings(app, { requireOwnerApproval: true });
    try {
      const auth = OAuthStrategy({ clientId: app.site.clientId });
      expect(
        (await auth.register({ email: uniqueEmail('sdk-approve'), password: 'correct-horse' })).loginState,
      ).toBe('OWNER_APPROVAL_REQUIRED');
    } finally {
      await setSettings(app, { requireOwnerApproval: false });
    }
  });
});
