import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636: 43 to 128 characters of letters, digits and `-._~`. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
/** A base64url SHA-256 digest without padding is 43 characters. */
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export const isValidVerifier = (verifier: string): boolean => VERIFIER.test(verifier);
export const isValidChallenge = (challenge: string): boolean => CHALLENGE.test(challenge);

/** S256 only: base64url(SHA-256(verifier)) must equal the challenge (compared in constant time). */
export function verifierMatches(verifier: string, challenge: string): boolean {
  if (!isValidVerifier(verifier) || !isValidChallenge(challenge)) return false;
  const computed = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
