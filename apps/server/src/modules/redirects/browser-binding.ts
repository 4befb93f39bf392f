import type { FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { sha256Hex } from '../../platform/auth/hashing.ts';
import { randomSecret } from '../../platform/ids.ts';
import { CALLBACK_PATH } from './paths.ts';

/**
 * Login CSRF defence: a login redirect session completes only in the browser that started it.
 * When the browser first meets the session (the authorize page, or the answer creating the
 * session when the site's own page asked on its own origin) it gets a random nonce in an
 * HttpOnly cookie, and the session keeps its SHA-256 digest; the callback requires the cookie.
 *
 * SameSite=Strict: a navigation started by another site (a lure link, a pop-up the attacker
 * steers) carries no Strict cookie, so even a browser that was sent through the attacker's
 * authorize link cannot be made to finish the attacker's login. The login page lives on this
 * origin, so its own navigation to the callback does carry it. One cookie per session (the name
 * holds a prefix of the session id), so two logins in two tabs do not overwrite each other.
 */

const PREFIX = 'tessera_login_';
/** As long as a redirect session lives (REDIRECT_SESSION_TTL_MS). */
const MAX_AGE_SECONDS = 15 * 60;

const cookieNameOf = (sessionId: string) => `${PREFIX}${sessionId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}`;

function attributes(publicUrl: string): string {
  const secure = new URL(publicUrl).protocol === 'https:' ? '; Secure' : '';
  return `Path=${CALLBACK_PATH}; HttpOnly; SameSite=Strict${secure}`;
}

/** A new nonce for a session: the Set-Cookie header and the digest to store with the session. */
export function newBrowserNonce(sessionId: string, publicUrl: string): { setCookie: string; digest: string } {
  const nonce = randomSecret(24);
  return {
    setCookie: `${cookieNameOf(sessionId)}=${nonce}; Max-Age=${MAX_AGE_SECONDS}; ${attributes(publicUrl)}`,
    digest: sha256Hex(nonce),
  };
}

export const clearBrowserNonce = (sessionId: string, publicUrl: string): string =>
  `${cookieNameOf(sessionId)}=; Max-Age=0; ${attributes(publicUrl)}`;

/** True when the request carries the nonce whose digest the session holds. */
export function carriesBrowserNonce(
  request: FastifyRequest,
  sessionId: string,
  digest: string | undefined,
): boolean {
  const header = request.headers.cookie;
  if (!digest || typeof header !== 'string' || header.length > 8192) return false;
  const name = cookieNameOf(sessionId);
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const presented = Buffer.from(sha256Hex(part.slice(eq + 1).trim()), 'hex');
    const expected = Buffer.from(digest, 'hex');
    if (presented.length === expected.length && timingSafeEqual(presented, expected)) return true;
  }
  return false;
}
