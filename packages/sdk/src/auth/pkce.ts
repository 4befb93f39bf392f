import { base64UrlEncode } from '../http.ts';

/** Unreserved characters allowed in a code verifier (RFC 7636 §4.1, spec §9). */
export const CODE_VERIFIER_CHARSET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
export const MIN_CODE_VERIFIER_LENGTH = 43;
export const MAX_CODE_VERIFIER_LENGTH = 128;

function randomString(length: number): string {
  // 66 characters: reject bytes >= 198 (3 * 66) so every character is equally likely.
  const limit = Math.floor(256 / CODE_VERIFIER_CHARSET.length) * CODE_VERIFIER_CHARSET.length;
  let out = '';
  while (out.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < limit) out += CODE_VERIFIER_CHARSET[byte % CODE_VERIFIER_CHARSET.length];
      if (out.length === length) break;
    }
  }
  return out;
}

/** Random login-exchange secret of 43..128 characters (spec §5, §9). */
export function generateCodeVerifier(length = MIN_CODE_VERIFIER_LENGTH): string {
  if (!Number.isInteger(length) || length < MIN_CODE_VERIFIER_LENGTH || length > MAX_CODE_VERIFIER_LENGTH) {
    throw new Error(`Expected a length between 43 and 128. Received ${length}.`);
  }
  return randomString(length);
}

/** BASE64URL(SHA-256(verifier)) without padding (RFC 7636 S256). */
export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}

/** Opaque value to round-trip through a login redirect. */
export function generateState(): string {
  return randomString(MIN_CODE_VERIFIER_LENGTH);
}
