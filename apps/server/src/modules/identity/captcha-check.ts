import type { CaptchaVerifier } from '../../platform/captcha/captcha.ts';
import { captchaInvalid, captchaMissing } from './identity.errors.ts';

export interface CaptchaTokenInput {
  Recaptcha?: string | null;
  InvisibleRecaptcha?: string | null;
  NoCaptcha?: string | null;
}

/**
 * A site that requires captcha accepts a register or login call only with a visible or an
 * invisible token its verifier accepts: none is -19971, a refused one -19970.
 */
export async function checkCaptcha(
  verifier: CaptchaVerifier,
  tokens: CaptchaTokenInput[] | undefined,
  remoteIp?: string,
): Promise<void> {
  const candidates: { token: string; kind: 'VISIBLE' | 'INVISIBLE' }[] = [];
  for (const t of tokens ?? []) {
    if (t.Recaptcha) candidates.push({ token: t.Recaptcha, kind: 'VISIBLE' });
    if (t.InvisibleRecaptcha) candidates.push({ token: t.InvisibleRecaptcha, kind: 'INVISIBLE' });
  }
  if (!candidates.length) throw captchaMissing();
  // At most two checks per call: a request cannot make the server call the provider many times.
  for (const { token, kind } of candidates.slice(0, 2)) {
    if (await verifier.verify(token, kind, remoteIp)) return;
  }
  throw captchaInvalid();
}
