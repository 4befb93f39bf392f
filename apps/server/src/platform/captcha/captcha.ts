/** The tokens a register or login call may carry (`captchaTokens`). */
export interface CaptchaTokens {
  visible?: string;
  invisible?: string;
}

/** Checks a captcha token with its provider; true when the provider accepts it. */
export interface CaptchaVerifier {
  verify(token: string, kind: 'VISIBLE' | 'INVISIBLE', remoteIp?: string): Promise<boolean>;
}

/**
 * reCAPTCHA-style verification over HTTP (`CAPTCHA_VERIFY_URL`, `CAPTCHA_SECRET`): a form POST of
 * secret, response and remote IP, answered with `{"success": true|false}`. A provider that is
 * down or slow counts as a failed check (the caller gets "invalid captcha", not a 5xx).
 */
export class HttpCaptchaVerifier implements CaptchaVerifier {
  constructor(
    private readonly verifyUrl: string,
    private readonly secret: string,
    private readonly timeoutMs = 5000,
  ) {}

  async verify(token: string, _kind: 'VISIBLE' | 'INVISIBLE', remoteIp?: string): Promise<boolean> {
    const form = new URLSearchParams({ secret: this.secret, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    try {
      const response = await fetch(this.verifyUrl, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) return false;
      const answer = (await response.json()) as { success?: unknown };
      return answer.success === true;
    } catch {
      return false;
    }
  }
}

/**
 * For development and tests (`CAPTCHA_VERIFIER=test`): accepts exactly the tokens
 * `test-pass` (visible) and `test-pass-invisible` (invisible), refuses everything else.
 * Never use it on a public site: anyone who reads this can pass.
 */
export class TestCaptchaVerifier implements CaptchaVerifier {
  async verify(token: string, kind: 'VISIBLE' | 'INVISIBLE'): Promise<boolean> {
    return token === (kind === 'VISIBLE' ? 'test-pass' : 'test-pass-invisible');
  }
}

/** No verifier configured: a site that requires captcha cannot be passed (fails closed). */
export class UnconfiguredCaptchaVerifier implements CaptchaVerifier {
  async verify(): Promise<boolean> {
    return false;
  }
}
