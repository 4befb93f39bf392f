import type { FastifyInstance } from 'fastify';
import { registerCors, type CorsOptions } from './cors.ts';
import { defaultPagePolicies, registerSecurityHeaders, type PagePolicy } from './security-headers.ts';
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
  await registerSecurityHeaders(app, options.pagePolicies ?? defaultPagePolicies);
  await registerCors(app, options.cors);
  boundHeapGrowthOnListen(app);
}
