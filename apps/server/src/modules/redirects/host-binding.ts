import type { FastifyRequest } from 'fastify';
import { originAllowed, ownHostOrigin } from '../oauth/index.ts';

// The server's own web app opened under a host name other than PUBLIC_URL's (a LAN address, a
// second domain). Its redirect URIs are on that host, which no client lists; a client that allows
// PUBLIC_URL's origin (it trusts the server's own pages) allows them through the request's Host
// (`ownHostOrigin`). The Host header is the caller's to choose, so such a session is *bound*: it
// remembers the origin it was created under, its URLs and cookies live there, and the hosted pages
// answer it only when reached under that same host. A session created with a forged Host can then
// only be finished by a browser at that (forged) host, never lure one at the real host.

/** What a redirect session allowed through the request's own host remembers. */
export interface HostBound {
  /** The origin (`scheme://host[:port]`) the session was created under; absent when not bound. */
  boundOrigin?: string;
}

/** The request's Host header as compared (lower case), or undefined. */
export function hostOf(request: FastifyRequest): string | undefined {
  const host = request.headers.host;
  return typeof host === 'string' && host ? host.toLowerCase() : undefined;
}

/**
 * How a URL the browser will be sent to is allowed: `{}` when the client lists its origin,
 * `{ boundOrigin }` when only the request's own host allows it, null when refused.
 */
export function allowance(
  url: string,
  allowed: readonly string[],
  own: { publicUrl: string; host: string | undefined },
): HostBound | null {
  if (originAllowed(url, allowed)) return {};
  const origin = ownHostOrigin(url, allowed, own);
  return origin ? { boundOrigin: origin } : null;
}

/** True when a session may be answered by a page reached with this request's Host. */
export function answeredUnder(session: HostBound, request: FastifyRequest): boolean {
  if (!session.boundOrigin) return true;
  return hostOf(request) === new URL(session.boundOrigin).host;
}

/** Where a session's pages and cookies live: its bound origin, else PUBLIC_URL. */
export const sessionBase = (session: HostBound, publicUrl: string): string =>
  session.boundOrigin ?? publicUrl;
