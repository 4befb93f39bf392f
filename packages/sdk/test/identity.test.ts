import { describe, expect, it, vi } from 'vitest';
import { ApplicationError, ValidationError } from '../src/errors.ts';
import {
  LoginState,
  generateOAuthData,
  parseFromUrl,
  stateFromResponse,
  waitForWebMessage,
  type FrameHost,
} from '../src/identity.ts';
import { loginFailure, registerFailure } from '../src/identity/login-state.ts';
import { codeChallenge } from '../src/auth/pkce.ts';

const appError = (code: string) =>
  new ApplicationError('failed', { description: 'failed', code }, { status: 400 });

describe('login state mapping (spec §4)', () => {
  it('maps the server states, and anything else to Unknown _state', () => {
    expect(stateFromResponse({ state: 'SUCCESS', sessionToken: 's' })).toEqual({
      loginState: 'SUCCESS',
      data: { sessionToken: 's' },
    });
    expect(stateFromResponse({ state: 'REQUIRE_OWNER_APPROVAL' })).toEqual({
      loginState: 'OWNER_APPROVAL_REQUIRED',
    });
    expect(stateFromResponse({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 't' })).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: 't' },
    });
    expect(
      stateFromResponse({
        state: 'REQUIRE_MFA',
        stateToken: 't',
        requireMfaData: { availableFactors: [{ factorType: 'TOTP', factorStatus: 'ACTIVE' }] },
      }),
    ).toEqual({
      loginState: 'MFA_REQUIRED',
      data: { stateToken: 't', factors: [{ factorType: 'TOTP', factorStatus: 'ACTIVE' }] },
    });
    expect(stateFromResponse({ state: 'STATUS_CHECK' })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
      errorCode: 'statusCheck',
    });
    expect(stateFromResponse({ state: 'UNKNOWN_STATE' })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    });
    // A SUCCESS without its session token is not a success.
    expect(stateFromResponse({ state: 'SUCCESS' }).loginState).toBe(LoginState.FAILURE);
  });

  it('maps login failures by code (spec §8), anything else to invalid email', () => {
    const codes = ['-19971', '-19970', '-19976', '-19973', '-19999'].map(
      (code) => (loginFailure(appError(code)) as { errorCode: string }).errorCode,
    );
    expect(codes).toEqual([
      'missingCaptchaToken',
      'invalidCaptchaToken',
      'invalidPassword',
      'resetPassword',
      'invalidEmail',
    ]);
  });

  it('maps registration failures: EMAIL violation, captcha, existing email; otherwise only the message', () => {
    const email = new ValidationError(
      [{ field: 'loginId.email', description: 'Invalid email address', data: { type: 'EMAIL' } }],
      { status: 400 },
    );
    expect(registerFailure(email)).toMatchObject({
      errorCode: 'invalidEmail',
      error: 'Invalid email address',
    });
    expect(registerFailure(appError('-19995'))).toMatchObject({ errorCode: 'emailAlreadyExists' });
    expect(registerFailure(appError('-19971'))).toMatchObject({ errorCode: 'missingCaptchaToken' });
    expect(registerFailure(appError('-19970'))).toMatchObject({ errorCode: 'invalidCaptchaToken' });
    expect(registerFailure(appError('OTHER'))).not.toHaveProperty('errorCode');
  });

  it('lets programming errors through instead of calling them a failed login', () => {
    expect(() => loginFailure(new TypeError('bug'))).toThrow('bug');
  });
});

describe('OAuth data and the redirect answer', () => {
  it('generates a 43-character verifier whose S256 challenge matches, synchronously', async () => {
    const data = generateOAuthData('https://shop.example/callback', '/account');
    expect(data.codeVerifier).toMatch(/^[A-Za-z0-9\-._~]{43}$/);
    expect(data.codeChallenge).toBe(await codeChallenge(data.codeVerifier));
    expect(data.state).not.toBe(generateOAuthData('x').state);
    expect(data.originalUri).toBe('/account');
  });

  it('reads code, state and errors from the query or the fragment', () => {
    expect(parseFromUrl('https://s.example/cb?code=c&state=s', 'query')).toEqual({ code: 'c', state: 's' });
    expect(parseFromUrl('https://s.example/cb#code=c&state=s')).toEqual({ code: 'c', state: 's' });
    expect(parseFromUrl('https://s.example/cb#error=login_required&error_description=no&state=s')).toEqual({
      code: null,
      state: 's',
      error: 'login_required',
      errorDescription: 'no',
    });
  });
});

describe('hidden frame flow (web_message)', () => {
  const host = () => {
    let listener: ((m: { origin: string; data: unknown }) => void) | undefined;
    const frames: string[] = [];
    let removed = 0;
    const fake: FrameHost & {
      post(origin: string, data: unknown): void;
      frames: string[];
      removed: () => number;
      listening: () => boolean;
    } = {
      openHiddenFrame(url) {
        frames.push(url);
        return () => void removed++;
      },
      onMessage(l) {
        listener = l;
        return () => (listener = undefined);
      },
      post: (origin, data) => listener?.({ origin, data }),
      frames,
      removed: () => removed,
      listening: () => !!listener,
    };
    return fake;
  };

  it('takes only the message with its state from the server origin, then removes frame and listener', async () => {
    const fake = host();
    const answer = waitForWebMessage(fake, 'https://api.example/authorize', 'st', 'https://api.example');
    fake.post('https://evil.example', { code: 'stolen', state: 'st' });
    fake.post('https://api.example', { code: 'other', state: 'another' });
    fake.post('https://api.example', { code: 'c', state: 'st' });
    await expect(answer).resolves.toEqual({ code: 'c', state: 'st' });
    expect(fake.frames).toEqual(['https://api.example/authorize']);
    expect(fake.removed()).toBe(1);
    expect(fake.listening()).toBe(false);
  });

  it("fails with 'OAuth flow timed out' after 120 s without an answer", async () => {
    vi.useFakeTimers();
    try {
      const fake = host();
      const answer = waitForWebMessage(fake, 'https://api.example/authorize', 'st', 'https://api.example');
      const failed = expect(answer).rejects.toThrow('OAuth flow timed out');
      await vi.advanceTimersByTimeAsync(119_999);
      expect(fake.listening()).toBe(true);
      await vi.advanceTimersByTimeAsync(1);
      await failed;
      expect(fake.removed()).toBe(1);
      expect(fake.listening()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('needs no window until a frame flow starts (server-side rendering)', async () => {
    const { OAuthStrategy } = await import('../src/identity.ts');
    expect(() => OAuthStrategy({ clientId: 'c' })).not.toThrow();
  });
});
