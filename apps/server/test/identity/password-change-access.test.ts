import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveSessionToken } from '../../src/modules/identity/sessions.ts';
import { siteScope } from '../../src/platform/site-scope.ts';
import type { TestApp } from '../support/test-app.ts';
import { allowOrigins, loginMember } from '../oauth/helpers.ts';
import {
  createIdentityApp,
  login,
  mailTo,
  memberHeaders,
  post,
  registeredMember,
  setSettings,
} from './helpers.ts';

const MFA = '/_api/tessera/v1/mfa';
const totp = (secret: string, steps = 0) =>
  authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);

// Issue 12 item 6: a password change or reset ends everything the old password gave — the
// member's access and refresh tokens, session tokens and remembered devices.
describe('what a new password ends', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createIdentityApp();
    await allowOrigins(app);
    await setSettings(app, { mfaPolicy: 'OPTIONAL' });
  });
  afterAll(() => app.close());

  /** A member with TOTP, signed in elsewhere (tokens from the hosted login) and on a remembered device. */
  const signedInEverywhere = async () => {
    const member = await registeredMember(app);
    const headers = await memberHeaders(app, member.id);
    const { factorId, secret } = (await post(app, `${MFA}/totp/enroll`, {}, headers)).json();
    await post(app, `${MFA}/factors/confirm`, { factorId, code: totp(secret) }, headers);
    const first = await login(app, { loginId: { email: member.email }, password: member.password });
    const verified = await post(app, '/_api/iam/authentication/v2/totp/verify', {
      stateToken: first.json().stateToken,
      rememberThisDevice: true,
      totpData: { code: totp(secret, 1) },
    });
    expect(verified.json().state, verified.body).toBe('SUCCESS');
    const deviceToken = verified.json().additionalData.deviceToken.strValue as string;
    // Another device: a session token not yet exchanged, and one exchanged for OAuth tokens.
    const again = await login(app, {
      loginId: { email: member.email },
      password: member.password,
      clientMetaData: { deviceToken },
    });
    expect(again.json().state).toBe('SUCCESS');
    const pendingSession = again.json().sessionToken as string;
    const exchanged = await login(app, {
      loginId: { email: member.email },
      password: member.password,
      clientMetaData: { deviceToken },
    });
    const tokens = await loginMember(app, { sessionToken: exchanged.json().sessionToken });
    return { member, headers, deviceToken, pendingSession, tokens };
  };

  const expectAllEnded = async (
    state: Awaited<ReturnType<typeof signedInEverywhere>>,
    newPassword: string,
  ) => {
    const me = (authorization: string) =>
      app.request({ method: 'GET', url: '/members/v1/members/my', headers: { authorization } });
    expect((await me(state.headers.authorization)).statusCode).toBe(401);
    expect((await me(state.tokens.access_token)).statusCode).toBe(401);
    const renewed = await app.request({
      method: 'POST',
      url: '/oauth2/token',
      payload: {
        clientId: app.site.clientId,
        grantType: 'refresh_token',
        refreshToken: state.tokens.refresh_token,
      },
    });
    expect(renewed.statusCode).toBeGreaterThanOrEqual(400);
    expect(renewed.statusCode).toBeLessThan(500);
    expect(await resolveSessionToken(siteScope(app.db, app.site.siteId), state.pendingSession)).toBeNull();
    // The remembered device no longer skips the second factor.
    const withDevice = await login(app, {
      loginId: { email: state.member.email },
      password: newPassword,
      clientMetaData: { deviceToken: state.deviceToken },
    });
    expect(withDevice.json().state, withDevice.body).toBe('REQUIRE_MFA');
  };

  it('changing the password ends the other tokens, sessions and remembered devices', async () => {
    const state = await signedInEverywhere();
    const other = await memberHeaders(app, state.member.id);
    const changed = await post(
      app,
      '/_api/iam/authentication/v2/change-password',
      { newPassword: 'changed-password' },
      other,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    await expectAllEnded(state, 'changed-password');
  });

  it('a password reset (recovery) ends them too, remembered devices included', async () => {
    const state = await signedInEverywhere();
    await post(app, '/_api/iam/recovery/v1/send-email', { email: state.member.email });
    const [mail] = await mailTo(app, state.member.email);
    const recoveryToken = decodeURIComponent(/recoveryToken=([^\s&]+)/.exec(mail.body)![1]);
    const recovered = await post(app, '/_api/iam/recovery/v1/recover', {
      recoveryToken,
      password: 'recovered-password',
    });
    expect(recovered.statusCode, recovered.body).toBe(200);
    await expectAllEnded(state, 'recovered-password');
  });
});
