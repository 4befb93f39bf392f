import { createHmac, timingSafeEqual } from 'node:crypto';

// Signed values handed to clients (list cursors, ticket QR payloads, ticket PDF links): one way to
// sign and one constant-time check, so no copy compares a signature with `===`.

/** HMAC-SHA256 of `text` with `secret`, base64url. */
export const hmacOf = (secret: string, text: string): string =>
  createHmac('sha256', secret).update(text).digest('base64url');

/** Whether a presented signature equals the expected one, in time independent of where they differ. */
export function signatureMatches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
