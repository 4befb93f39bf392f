import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeFrameHost } from '../support/node-frame-host.ts';
import {
  SITE_ORIGIN,
  startMemberSite,
  type MemberSite,
} from '../../../../apps/server/test/support/member-site.ts';
import { LoginState, OAuthStrategy, type StateMachine } from '../../src/identity.ts';
import { createClient } from '../../src/core.ts';

// Member login with `@tessera/sdk/identity` against a real Tessera server on loopback: the state
// machine of register / login / verification / MFA with the spec §8 error codes, the hosted
// login redirect with PKCE, direct login, refresh rotation and logout.

describe('@tessera/sdk/identity against a Tessera server', () => {
  let site: MemberSite;
  let baseUrl: string;
  let clientId: string;
  let serial = 0;

  const siteFetch = (input: string, init?: RequestInit) => site.siteFetch(input, init);

  const member = () => {
    const auth = OAuthStrategy({ clientId, frameHost: nodeFrameHost() });
    createClient({ baseUrl, auth, fetch: siteFetch });
    return auth;
  };
  const email = () => `member-${++serial}-${Date.now()}@example.com`;
  /** The site's fetch, noting the grant type of each `POST /oauth2/token`. */
  const countingTokenCalls = () => {
    const grants: string[] = [];
    const fetch = (input: string, init: RequestInit = {}) => {
      if (String(input).endsWith('/oauth2/token'))
        grants.push((JSON.parse(String(init.body)) as { grantType: string }).grantType);
      return siteFetch(input, init);
    };
    return { grants, fetch };
  };

  const owner = <T>(method: string, path: string, body?: unknown) => site.owner<T>(method, path, body);
  const settings = (changes: Record<string, unknown>) =>
    owner('PATCH', '/_api/tessera/v1/identity-settings', { settings: changes });
  const mailedCode = (to: string) => site.mailedCode(to);

  beforeAll(async () => {
    site = await startMemberSite('SDK test site');
    ({ baseUrl, clientId } = site);
  });
  afterAll(() => site?.close());

  it('registers, logs in directly and reads the member with the tokens it got', async () => {
    const auth = member();
    const address = email();
    const registered = await auth.register({
      email: address,
      password: 'correct horse battery',
      profile: { firstName: 'Ada' },
    });
    expect(registered.loginState).toBe(LoginState.SUCCESS);
    const tokens = await auth.getMemberTokensForDirectLogin(
      (registered as Extract<StateMachine, { loginState: 'SUCCESS' }>).data.sessionToken,
    );
    expect(tokens.refreshToken.role).toBe('MEMBER');
    auth.setTokens(tokens);
    expect(auth.loggedIn()).toBe(true);

    const me = await fetch(`${baseUrl}/members/v1/members/my`, {
      headers: { authorization: tokens.accessToken.value },
    });
    expect(me.status).toBe(200);
    expect((await me.json()).member.loginEmail).toBe(address);

    const { logoutUrl } = await auth.logout(`${SITE_ORIGIN}/`);
    expect(auth.loggedIn()).toBe(false);
    expect(auth.getTokens().refreshToken.value).toBe('');
    expect(new URL(logoutUrl).searchParams.get('state')).toMatch(/^rs_/);
    const out = await fetch(logoutUrl, { redirect: 'manual' });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe(`${SITE_ORIGIN}/`);
    // A direct login leaves no cookie: the logout session named the member, whose token is ended.
    const after = await fetch(`${baseUrl}/members/v1/members/my`, {
      headers: { authorization: tokens.accessToken.value },
    });
    expect(after.status).toBe(401);
  });

  it('maps each login failure to the spec §8 error code', async () => {
    const auth = member();
    const address = email();
    await auth.register({ email: address, password: 'correct horse battery' });
    const failed = async (params: Parameters<typeof auth.login>[0]) => {
      const state = await auth.login(params);
      expect(state.loginState).toBe(LoginState.FAILURE);
      return (state as Extract<StateMachine, { loginState: 'FAILURE' }>).errorCode;
    };
    expect(await failed({ email: address, password: 'wrong password' })).toBe('invalidPassword');
    expect(await failed({ email: `nobody-${address}`, password: 'whatever1' })).toBe('invalidEmail');

    await owner('POST', '/_api/iam/authentication/v2/sign-on', { loginId: { email: `sso-${address}` } });
    expect(await failed({ email: `sso-${address}`, password: 'whatever1' })).toBe('resetPassword');

    await settings({ requireCaptcha: true });
    try {
      expect(await failed({ email: address, password: 'correct horse battery' })).toBe('missingCaptchaToken');
      expect(
        await failed({
          email: address,
          password: 'correct horse battery',
          captchaTokens: { recaptchaToken: 'not-a-token' },
        }),
      ).toBe('invalidCaptchaToken');
      const passed = await auth.login({
        email: address,
        password: 'correct horse battery',
        captchaTokens: { recaptchaToken: 'test-pass' },
      });
      expect(passed.loginState).toBe(LoginState.SUCCESS);
    } finally {
      await settings({ requireCaptcha: false });
    }
  });

  it('maps each registration failure (invalid email, existing email)', async () => {
    const auth = member();
    const invalid = await auth.register({ email: 'not-an-email', password: 'correct horse battery' });
    expect(invalid).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidEmail',
      error: 'Invalid email address',
    });
    const address = email();
    await auth.register({ email: address, password: 'correct horse battery' });
    const again = await auth.register({ email: address, password: 'correct horse battery' });
    expect(again).toMatchObject({ loginState: 'FAILURE', errorCode: 'emailAlreadyExists' });
  });

  it('verifies the emailed code, after a wrong one, then waits for owner approval', async () => {
    await settings({ requireEmailVerification: true });
    try {
      const auth = member();
      const address = email();
      const registered = await auth.register({ email: address, password: 'correct horse battery' });
      expect(registered.loginState).toBe(LoginState.EMAIL_VERIFICATION_REQUIRED);
      const wrong = await auth.processVerification({ verificationCode: '000000' });
      expect(wrong).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidCode' });
      // The step is kept: the right code still goes through, from the remembered state.
      const verified = await auth.processVerification({ verificationCode: await mailedCode(address) });
      expect(verified.loginState).toBe(LoginState.SUCCESS);
      // The finished step is forgotten: nothing left to verify.
      expect(await auth.processVerification({ verificationCode: '123456' })).toEqual({
        loginState: 'FAILURE',
        error: 'Unknown _state',
      });
      // With no verification pending, the spec's answer.
      expect(await auth.processVerification({ verificationCode: '1' }, { loginState: 'INITIAL' })).toEqual({
        loginState: 'FAILURE',
        error: 'Unknown _state',
      });
    } finally {
      await settings({ requireEmailVerification: false });
    }

    await settings({ requireOwnerApproval: true });
    try {
      const pending = await member().register({ email: email(), password: 'correct horse battery' });
      expect(pending).toEqual({ loginState: LoginState.OWNER_APPROVAL_REQUIRED });
    } finally {
      await settings({ requireOwnerApproval: false });
    }
  });

  it('asks for the authenticator code at login (MFA) and logs in with it', async () => {
    const auth = member();
    const address = email();
    const registered = await auth.register({ email: address, password: 'correct horse battery' });
    const tokens = await auth.getMemberTokensForDirectLogin(
      (registered as Extract<StateMachine, { loginState: 'SUCCESS' }>).data.sessionToken,
    );
    const asMember = { authorization: tokens.accessToken.value, 'content-type': 'application/json' };
    const enrolled = await (
      await fetch(`${baseUrl}/_api/tessera/v1/mfa/totp/enroll`, {
        method: 'POST',
        headers: asMember,
        body: '{}',
      })
    ).json();
    expect(enrolled.secret).toBeTruthy();
    const confirmed = await fetch(`${baseUrl}/_api/tessera/v1/mfa/factors/confirm`, {
      method: 'POST',
      headers: asMember,
      body: JSON.stringify({ factorId: enrolled.factorId, code: authenticator.generate(enrolled.secret) }),
    });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    await settings({ mfaPolicy: 'OPTIONAL' });
    try {
      const next = member();
      const asked = await next.login({ email: address, password: 'correct horse battery' });
      expect(asked.loginState).toBe(LoginState.MFA_REQUIRED);
      expect((asked as Extract<StateMachine, { loginState: 'MFA_REQUIRED' }>).data.factors).toEqual([
        expect.objectContaining({ factorType: 'TOTP' }),
      ]);
      expect(await next.processVerification({ code: '000000' })).toMatchObject({ errorCode: 'invalidCode' });
      // The code that confirmed the factor cannot be replayed: use the next step's (the server
      // accepts one step either side).
      const code = authenticator.clone({ epoch: Date.now() + 30_000 }).generate(enrolled.secret);
      const done = await next.processVerification({ code, factorType: 'TOTP' });
      expect(done.loginState).toBe(LoginState.SUCCESS);
    } finally {
      await settings({ mfaPolicy: 'OFF' });
    }
  });

  it('logs in through the hosted login page and gets the tokens for its code (PKCE)', async () => {
    const auth = member();
    const address = email();
    await auth.register({ email: address, password: 'correct horse battery' });

    const data = auth.generateOAuthData(`${SITE_ORIGIN}/callback`, `${SITE_ORIGIN}/account`);
    const { authUrl } = await auth.getAuthUrl(data, { prompt: 'login', responseMode: 'query' });
    // The browser opens the authorize address and lands on the login page of the session.
    const toLogin = await fetch(authUrl, { redirect: 'manual' });
    expect(toLogin.status).toBe(302);
    const session = new URL(toLogin.headers.get('location')!, baseUrl).searchParams.get('session')!;
    // The authorize page bound the session to this browser with a cookie (login CSRF defence).
    const signIn = toLogin.headers.getSetCookie().find((c) => c.startsWith('tessera_login_'))!;
    // The login page logs the member in and sends the browser to the callback.
    const loggedIn = await member().login({ email: address, password: 'correct horse battery' });
    const sessionToken = (loggedIn as Extract<StateMachine, { loginState: 'SUCCESS' }>).data.sessionToken;
    const back = await fetch(
      `${baseUrl}/_api/iam/authentication/v1/callback?state=${encodeURIComponent(session)}&sessionToken=${encodeURIComponent(sessionToken)}`,
      { redirect: 'manual', headers: { cookie: signIn.split(';')[0]! } },
    );
    expect(back.status).toBe(302);
    const answer = auth.parseFromUrl(back.headers.get('location')!, 'query');
    expect(answer.state).toBe(data.state);

    await expect(auth.getMemberTokens(answer.code, 'another state', data)).rejects.toThrow('Invalid _state');
    await expect(auth.getMemberTokens(null, answer.state, data)).rejects.toThrow('Missing code or _state');
    const tokens = await auth.getMemberTokens(answer.code, answer.state, data);
    expect(tokens.refreshToken.role).toBe('MEMBER');

    // Renewals: concurrent calls share one refresh grant, and the rotated token is kept.
    auth.setTokens({ ...tokens, accessToken: { value: '', expiresAt: 0 } });
    const counted = countingTokenCalls();
    const client = createClient({ baseUrl, auth, fetch: counted.fetch });
    const reads = await Promise.all(
      [1, 2, 3].map(() =>
        client.request<{ member: { loginEmail: string } }>({ method: 'GET', path: '/members/v1/members/my' }),
      ),
    );
    expect(reads.map((r) => r.member.loginEmail)).toEqual([address, address, address]);
    expect(counted.grants).toEqual(['refresh_token']);
    expect(auth.getTokens().refreshToken.value).not.toBe(tokens.refreshToken.value);
    expect(auth.loggedIn()).toBe(true);

    // Codes are single-use, and a replay ends what the code issued (RFC 6749 §4.1.2).
    await expect(auth.getMemberTokens(answer.code, answer.state, data)).rejects.toMatchObject({
      status: 400,
    });
    await expect(auth.renewToken(auth.getTokens().refreshToken)).rejects.toMatchObject({ status: 400 });
  });

  it('answers a silent login without a session as not logged in, and sends a password reset email', async () => {
    const auth = member();
    expect(await auth.silentLogin()).toBe(false);
    expect(auth.loggedIn()).toBe(false);

    const address = email();
    await auth.register({ email: address, password: 'correct horse battery' });
    await auth.sendPasswordResetEmail(address, `${SITE_ORIGIN}/reset`);
    // Mail goes out through the outbox after the commit.
    await expect
      .poll(
        async () =>
          (
            await owner<{ messages: { subject: string }[] }>(
              'GET',
              `/_api/tessera/v1/dev-mailbox?to=${encodeURIComponent(address)}`,
            )
          ).messages.length,
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
  });
});
