import type { FastifyReply } from 'fastify';
import { sha256Hex } from '../../platform/auth/hashing.ts';
import { nowIso } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { errorPage, escapeHtml, page, scriptJson, type HtmlPage } from './html.ts';
import { findRedirectSession, type RedirectSessionRow } from './redirects.store.ts';

/** A live (unspent, unexpired) redirect session of one of `kinds`, by the handle the browser brings. */
export async function liveSession<T>(
  db: Db,
  token: string | undefined,
  kinds: readonly string[],
): Promise<{ row: RedirectSessionRow; request: T } | null> {
  if (!token || token.length > 200) return null;
  const row = await findRedirectSession(db, sha256Hex(token));
  if (!row || !kinds.includes(row.kind) || row.consumed_date || row.expires_date <= nowIso()) return null;
  return { row, request: JSON.parse(row.request) as T };
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
