import type { FastifyInstance, FastifyRequest } from 'fastify';
import cors from '@fastify/cors';

export interface CorsOptions {
  /** Origins allowed to call the API from a browser; `*` (the default) allows any. */
  origins?: readonly string[];
}

/** Request headers a browser site may send: credentials travel in `Authorization`, never cookies. */
const ALLOWED_HEADER = /^(authorization|content-type|wix-site-id|x-wix-[a-z0-9-]+)$/;

/**
 * The one place that decides whether a browser origin may call the API. Any origin may for
 * now (no cookies, so no ambient credentials to protect); the identity work narrows it to the
 * OAuth clients' allowed origins.
 */
export function isAllowedOrigin(origin: string, _request: FastifyRequest, options: CorsOptions): boolean {
  const origins = options.origins ?? ['*'];
  return origins.includes('*') || origins.includes(origin);
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
  await app.register(cors, {
    delegator: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, {
        origin: typeof origin === 'string' && isAllowedOrigin(origin, request, options),
        credentials: false,
        methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
        ...(request.method === 'OPTIONS' ? { allowedHeaders: allowedRequestHeaders(request) } : {}),
        exposedHeaders: ['x-wix-request-id'],
        maxAge: 600,
      });
    },
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
