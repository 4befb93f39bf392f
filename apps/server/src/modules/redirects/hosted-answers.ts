import type { FastifyReply, FastifyRequest } from 'fastify';
import { sha256Hex } from '../../platform/auth/hashing.ts';
import { nowIso } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { errorPage, escapeHtml, page, scriptJson, type HtmlPage } from './html.ts';
import { answeredUnder, type HostBound } from './host-binding.ts';
import { findRedirectSession, type RedirectSessionRow } from './redirects.store.ts';

/** A redirect session the browser brought: live and answerable here, or why not. */
export type SessionLookup<T> =
  | { found: true; row: RedirectSessionRow; request: T }
  /** `other-host`: bound to another host than the one this page was reached under (host-binding.ts). */
  | { found: false; reason: 'unknown' | 'other-host' };

/**
 * A live (unspent, unexpired) redirect session of one of `kinds`, by the handle the browser
 * brings, that may be answered under the host `request` reached the server by.
 */
export async function liveSession<T extends HostBound>(
  db: Db,
  token: string | undefined,
  kinds: readonly string[],
  request: FastifyRequest,
): Promise<SessionLookup<T>> {
  if (!token || token.length > 200) return { found: false, reason: 'unknown' };
  const row = await findRedirectSession(db, sha256Hex(token));
  if (!row || !kinds.includes(row.kind) || row.consumed_date || row.expires_date <= nowIso()) {
    return { found: false, reason: 'unknown' };
  }
  const stored = JSON.parse(row.request) as T;
  if (!answeredUnder(stored, request)) return { found: false, reason: 'other-host' };
  return { found: true, row, request: stored };
}

/** A small HTML answer of the hosted pages: its own CSP, never cached. */
export function sendPage(reply: FastifyReply, status: number, html: HtmlPage) {
  reply.removeHeader('x-frame-options');
  return reply
    .status(status)
    .header('content-security-policy', html.csp)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html.html);
}

/** A sign-in link whose redirect session is unknown, spent or expired. */
export const expiredLink = (reply: FastifyReply) =>
  sendPage(reply, 400, errorPage('This sign-in link expired or is not valid. Start again from the site.'));

/**
 * A sign-in link that cannot be answered here: unknown, spent or expired (400), or made under
 * another host name of this server (403; nothing is set or spent).
 */
export const refusedLink = (reply: FastifyReply, reason: 'unknown' | 'other-host') =>
  reason === 'other-host'
    ? sendPage(
        reply,
        403,
        errorPage('This sign-in link belongs to another address of this site. Start again from the site.'),
      )
    : expiredLink(reply);

/** Adds a Set-Cookie header (Fastify appends: an answer may set several). */
export function addCookie(reply: FastifyReply, cookie: string): void {
  reply.header('set-cookie', cookie);
}

/**
 * Sends the browser on to `href` (a normalised URL). A form's answer cannot redirect to another
 * origin: the posting page's CSP `form-action 'self'` also applies to the redirect, so after a
 * POST a small page continues the navigation instead (a script, and a link without it).
 */
export function navigate(reply: FastifyReply, href: string, afterForm: boolean) {
  if (!afterForm) return reply.redirect(href, 302);
  const body = `<p><a href="${escapeHtml(href)}">Continue</a></p>`;
  return sendPage(reply, 200, page('Continue', body, { script: `location.replace(${scriptJson(href)});` }));
}
