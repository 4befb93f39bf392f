import type { FastifyInstance, FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import { decodeJwt } from 'jose';
import { jwtOf, looksLikeJwt } from './auth/access-tokens.ts';
import { AppError } from './errors.ts';
import { originRefusedMessage } from '../modules/oauth/origins.ts';

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
export async function decideOrigin(
  origin: string,
  request: FastifyRequest,
  options: CorsOptions,
): Promise<OriginDecision> {
  if (isSameOrigin(origin, request)) return 'allowed';
  const origins = options.origins ?? ['*'];
  if (!origins.includes('*') && !origins.includes(origin)) return 'refused';
  const siteId = options.siteAllows ? siteNamedBy(request) : null;
  if (!siteId) return 'allowed';
  return (await options.siteAllows!(siteId, origin)) ? 'allowed' : 'refused-by-site';
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

/** CORS for a headless site on another origin calling the API with tokens in `Authorization`. */
export async function registerCors(app: FastifyInstance, options: CorsOptions = {}): Promise<void> {
  // Built once: the plugin is asked on every request, and most requests (no Origin) get `refused`.
  const answer = (origin: boolean) => ({
    origin,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
    exposedHeaders: ['x-wix-request-id', 'idempotent-replayed'],
    maxAge: 600,
  });
  const allowed = answer(true);
  const refused = answer(false);
  const refusedBySite = new WeakSet<FastifyRequest>();
  await app.register(cors, {
    delegator: async (request: FastifyRequest) => {
      const origin = request.headers.origin;
      const decision = typeof origin === 'string' ? await decideOrigin(origin, request, options) : 'refused';
      if (decision === 'refused-by-site') refusedBySite.add(request);
      const answered = decision === 'refused' ? refused : allowed;
      return request.method === 'OPTIONS'
        ? { ...answered, allowedHeaders: allowedRequestHeaders(request) }
        : answered;
    },
  });
  // After the CORS headers are set: the refused call does not run, and its page reads why.
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS' || !refusedBySite.has(request)) return;
    throw new AppError(
      'PERMISSION_DENIED',
      'ORIGIN_NOT_ALLOWED',
      originRefusedMessage(request.headers.origin!),
    );
  });
  // `Vary: Origin` is set on the reply; a Vary set on the raw response (static files'
  // `accept-encoding`) would be overwritten by it when the head is written: keep both.
  app.addHook('onSend', (_request, reply, payload, done) => {
    const raw = reply.raw.getHeader('vary');
    const ours = reply.getHeader('vary');
    if (raw && ours) {
      const names = new Set(`${raw},${ours}`.split(',').map((v) => v.trim().toLowerCase()));
      reply.header('vary', [...names].filter(Boolean).join(', '));
    }
    done(null, payload);
  });
}
