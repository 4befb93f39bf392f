import type { CaptchaVerifier } from './captcha.ts';
import type { CaptchaConfig } from '../config.ts';
import type { ThirdPartyOrigins } from '../security-headers.ts';

/**
 * What the web app needs to show the captcha a site may require (`GET /api/site-config`):
 * - `recaptcha`: the provider's widget, loaded from `scriptUrl` with the public `siteKey`;
 * - `test`: a checkbox that yields the test verifier's token (development only);
 * - `none`: no verifier is configured, so a site that requires a captcha cannot be passed.
 */
export type CaptchaWidget =
  { provider: 'recaptcha'; siteKey: string; scriptUrl: string } | { provider: 'test' } | { provider: 'none' };

const GOOGLE_SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

export function captchaWidgetOf(config: CaptchaConfig | CaptchaVerifier | undefined): CaptchaWidget {
  if (!config || 'verify' in config) return { provider: 'none' };
  if (config.kind === 'test') return { provider: 'test' };
  if (!config.siteKey) return { provider: 'none' };
  return { provider: 'recaptcha', siteKey: config.siteKey, scriptUrl: config.scriptUrl ?? GOOGLE_SCRIPT };
}

/**
 * Origins the site's pages must allow for the widget: its script's origin for scripts and frames,
 * plus Google's static host for reCAPTCHA, whose loader pulls the rest of its code from there.
 */
export function captchaWidgetOrigins(widget: CaptchaWidget): ThirdPartyOrigins {
  if (widget.provider !== 'recaptcha') return {};
  const origin = new URL(widget.scriptUrl).origin;
  const scripts = origin === 'https://www.google.com' ? [origin, 'https://www.gstatic.com'] : [origin];
  return { scripts, frames: [origin] };
}
