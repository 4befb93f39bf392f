import type { FastifyRequest } from 'fastify';

/**
 * The hosted login's session cookie: the member's session token, HttpOnly, sent only to the
 * `/_api/` paths (authorize, callback, logout), so a silent login (`prompt=none`) in a hidden
 * iframe finds the member. One cookie per site: a server hosts many.
 */
export const cookieName = (siteId: string): string =>
  `tessera_session_${siteId.replace(/[^A-Za-z0-9]/g, '')}`;

const COOKIE_PATH = '/_api/';

/** SameSite=None (the iframe is on another site) needs Secure; browsers treat localhost as secure. */
function attributes(publicUrl: string): string {
  const url = new URL(publicUrl);
  const secure = url.protocol === 'https:' || url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  return `Path=${COOKIE_PATH}; HttpOnly; ${secure ? 'Secure; SameSite=None' : 'SameSite=Lax'}`;
}

export const setCookie = (siteId: string, token: string, maxAgeSeconds: number, publicUrl: string): string =>
  `${cookieName(siteId)}=${encodeURIComponent(token)}; Max-Age=${maxAgeSeconds}; ${attributes(publicUrl)}`;

export const clearCookie = (siteId: string, publicUrl: string): string =>
  `${cookieName(siteId)}=; Max-Age=0; ${attributes(publicUrl)}`;

/** The site's session token from the Cookie header, if any (bounded parsing, no object walk). */
export function readCookie(request: FastifyRequest, siteId: string): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string' || header.length > 8192) return null;
  const name = cookieName(siteId);
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim()) || null;
    } catch {
      return null;
    }
  }
  return null;
}
