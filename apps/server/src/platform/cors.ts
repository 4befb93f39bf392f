import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { jwtOf, looksLikeJwt } from './auth/access-tokens.ts';
import { AppError } from './errors.ts';
import { skippableOnCachedHit } from './read-cache.ts';
import { setHeader } from './reply-headers.ts';
import { originRefusedMessage } from '../modules/oauth/index.ts';

export interface CorsOptions {
  /** Origins allowed to call the API from a browser; `*` (the default) allows any. */
  origins?: readonly string[];
  /**
   * Whether one site's OAuth clients allow an origin (their allowed redirect origins). Asked
   * when a request names its site; set by the app.
   */
  siteAllows?: (siteId: string, origin: string) => Promise<boolean>;
}

/**
 * Request headers a browser site may send: credentials travel in `Authorization`, never cookies;
 * the SDK sends every write with an `Idempotency-Key` (platform/idempotency).
 */
const ALLOWED_HEADER = /^(authorization|content-type|idempotency-key|wix-site-id|x-wix-[a-z0-9-]+)$/;

/** How a browser origin's call is answered. */
export type OriginDecision =
  /** CORS headers, the request runs. */
  | 'allowed'
  /** No CORS headers (CORS_ORIGINS does not list it): the browser hides the answer. */
  | 'refused'
  /**
   * The named site's OAuth clients do not allow it: the request does not run, and the refusal
   * (a 403 naming the origin and where to allow it) carries CORS headers so the page can show it.
   */
  | 'refused-by-site';

/**
 * The one place that decides whether a browser origin may call the API: it must pass
 * CORS_ORIGINS, and when the request names its site (`wix-site-id`, or the site in its access
 * token) one of that site's OAuth clients must allow it. A request that names no site (a
 * preflight, the token endpoint) is answered by CORS_ORIGINS alone: it carries no credentials.
 * A same-origin call (the server's own web app, under whatever host name it was opened) is not
 * a cross-origin call at all: browsers send its Origin but never enforce CORS on it.
 */
export function decideOrigin(
  origin: string,
  request: FastifyRequest,
  options: CorsOptions,
): OriginDecision | Promise<OriginDecision> {
  if (isSameOrigin(origin, request)) return 'allowed';
  const origins = options.origins ?? ['*'];
  if (!origins.includes('*') && !origins.includes(origin)) return 'refused';
  const siteId = options.siteAllows ? siteNamedBy(request) : null;
  if (!siteId) return 'allowed';
  // Only this asks the database (the site's OAuth clients, cached by ClientOrigins).
  return options.siteAllows!(siteId, origin).then((allows) => (allows ? 'allowed' : 'refused-by-site'));
}

/**
 * The page's origin is the host the request was sent to. The Host header is the caller's to
 * choose, but a caller that forges it is not a browser, and CORS only instructs browsers.
 */
function isSameOrigin(origin: string, request: FastifyRequest): boolean {
  const host = request.headers.host;
  if (!host) return false;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host === host.toLowerCase();
  } catch {
    return false;
  }
}

/** The site a request names: `wix-site-id`, else the `site_id` of its access token (unverified: CORS only). */
function siteNamedBy(request: FastifyRequest): string | null {
  const header = request.headers['wix-site-id'];
  if (typeof header === 'string' && header) return header.slice(0, 64);
  const token = request.headers.authorization
    ?.split(',', 1)[0]
    .trim()
    .replace(/^Bearer\s+/i, '');
  if (!token || !looksLikeJwt(token)) return null;
  try {
    const siteId = decodeJwt(jwtOf(token)).site_id;
    return typeof siteId === 'string' ? siteId.slice(0, 64) : null;
  } catch {
    return null;
  }
}

/** The requested headers the preflight allows: the API's own, dropped otherwise. */
function allowedRequestHeaders(request: FastifyRequest): string {
  const requested = request.headers['access-control-request-headers'];
  if (typeof requested !== 'string') return '';
  return requested
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter((h) => ALLOWED_HEADER.test(h))
    .join(', ');
}

const ALLOWED_METHODS = 'GET, HEAD, POST, PATCH, PUT, DELETE';
const EXPOSED_HEADERS = 'x-wix-request-id, idempotent-replayed';
const PREFLIGHT_MAX_AGE = '600';

/** Adds `Origin` to the answer's `Vary` (every answer depends on it: CORS headers or none). */
function varyOnOrigin(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (!vary) setHeader(reply, 'vary', 'Origin');
  else if (
    vary !== '*' &&
    !String(vary)
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes('origin')
  ) {
    reply.header('vary', `${String(vary)}, Origin`);
  }
}

/**
 * The answer to a decided origin: CORS headers when allowed; for a preflight, the methods and
 * API headers it may use (a preflight without the method it asks for is a 400, as browsers never
 * send one); a call refused by its site does not run and its 403 carries the CORS headers.
 */
function answerOrigin(
  request: FastifyRequest,
  reply: FastifyReply,
  origin: string,
  decision: OriginDecision,
): AppError | undefined {
  const preflight = request.method === 'OPTIONS';
  if (decision === 'refused') return undefined; // no CORS headers: the browser hides the answer
  reply.header('access-control-allow-origin', origin);
  reply.header('access-control-expose-headers', EXPOSED_HEADERS);
  if (!preflight) {
    return decision === 'refused-by-site'
      ? new AppError('PERMISSION_DENIED', 'ORIGIN_NOT_ALLOWED', originRefusedMessage(origin))
      : undefined;
  }
  if (!request.headers['access-control-request-method']) {
    reply.status(400).type('text/plain').send('Invalid Preflight Request');
    return undefined;
  }
  request.corsPreflight = true;
  reply.header('access-control-allow-methods', ALLOWED_METHODS);
  reply.header('access-control-allow-headers', allowedRequestHeaders(request));
  reply.header('access-control-max-age', PREFLIGHT_MAX_AGE);
  reply.code(204).header('content-length', '0').send();
  return undefined;
}

/** A step of an onRequest hook: it calls `done` once, with an error to stop the request. */
export type OnRequestStep = (
  request: FastifyRequest,
  reply: FastifyReply,
  done: (error?: Error) => void,
) => void;

/**
 * CORS for a headless site on another origin calling the API with tokens in `Authorization`:
 * registers the preflight route and the Vary merge, and returns the onRequest step (run by the
 * first onRequest hook, http-hygiene.ts, after the security headers). Most requests (no Origin,
 * or an origin decided without asking the database) are answered synchronously, with no promise
 * and no per-request options object.
 */
export function registerCors(app: FastifyInstance, options: CorsOptions = {}): OnRequestStep {
  app.decorateRequest('corsPreflight', false);
  const onRequest: OnRequestStep = (request, reply, done) => {
    varyOnOrigin(reply);
    const origin = request.headers.origin;
    if (typeof origin !== 'string' || !origin) return done();
    const answer = (decision: OriginDecision) => {
      const refusal = answerOrigin(request, reply, origin, decision);
      if (refusal) done(refusal);
      else if (!reply.sent) done();
    };
    const decided = decideOrigin(origin, request, options);
    if (typeof decided === 'string') answer(decided);
    else decided.then(answer, (error: Error) => done(error));
  };
  // A preflight runs no route: answered above, or not found (an origin CORS_ORIGINS refuses).
  app.options('*', { schema: { hide: true } }, (request, reply) => {
    if (!request.corsPreflight) return reply.callNotFound();
    return reply.send();
  });
  // `Vary: Origin` is set on the reply; a Vary set on the raw response (static files'
  // `accept-encoding`) would be overwritten by it when the head is written: keep both.
  // A cached API answer has no Vary of its own: its hits skip this (read-cache.ts).
  app.addHook(
    'onSend',
    skippableOnCachedHit((_request, reply, payload, done) => {
      const raw = reply.raw.getHeader('vary');
      const ours = reply.getHeader('vary');
      if (raw && ours) {
        const names = new Set(`${raw},${ours}`.split(',').map((v) => v.trim().toLowerCase()));
        reply.header('vary', [...names].filter(Boolean).join(', '));
      }
      done(null, payload);
    }),
  );
  return onRequest;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** A CORS preflight answered by registerCors (the OPTIONS route answers nothing else). */
    corsPreflight: boolean;
  }
}
