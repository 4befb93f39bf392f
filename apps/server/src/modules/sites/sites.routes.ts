import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';

/** Tells the bundled web app which site it shows and which public OAuth client it uses. */
export function registerSiteConfigRoute(
  app: FastifyInstance,
  config?: { siteId: string; clientId: string },
): void {
  app.get('/api/site-config', { schema: { hide: true }, config: { public: true } }, async () => {
    if (!config) throw new AppError('NOT_FOUND', 'SITE_NOT_CONFIGURED', 'This server has no default site');
    return config;
  });
}
