import type { FastifyInstance } from 'fastify';
import { registerCors, type CorsOptions } from './cors.ts';
import { defaultPagePolicies, securityHeaders, type PagePolicy } from './security-headers.ts';
import { boundHeapGrowthOnListen } from './heap-growth.ts';

export interface HttpHygieneOptions {
  cors?: CorsOptions;
  /** Per-path content security policies; defaults to the site, dashboard and docs policies. */
  pagePolicies?: readonly PagePolicy[];
}

/**
 * Security headers and CORS. Register before any route and before authentication, so every
 * answer (errors, preflights and static files included) carries them. Timeouts are server
 * options: see http-timeouts.ts. Once the server listens, its heap's growth is bounded
 * (heap-growth.ts): the process's other resource bound.
 */
export async function registerHttpHygiene(
  app: FastifyInstance,
  options: HttpHygieneOptions = {},
): Promise<void> {
  // One hook, not two (a cached hit runs every onRequest hook): the headers, then CORS.
  const setSecurityHeaders = securityHeaders(options.pagePolicies ?? defaultPagePolicies);
  const cors = registerCors(app, options.cors);
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request, reply);
    cors(request, reply, done);
  });
  boundHeapGrowthOnListen(app);
}
