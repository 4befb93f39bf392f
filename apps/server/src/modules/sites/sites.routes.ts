import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import type { SiteConfigSource } from './site-config.ts';

/**
 * Tells the bundled web app which site it shows (its name and logo), which public OAuth client it
 * uses, and which captcha widget its sign-up and log-in show, and whether the site requires one.
 */
export function registerSiteConfigRoute(app: FastifyInstance, source?: SiteConfigSource): void {
  app.get('/api/site-config', { schema: { hide: true }, config: { public: true } }, async () => {
    if (!source) throw new AppError('NOT_FOUND', 'SITE_NOT_CONFIGURED', 'This server has no default site');
    return source.read();
  });
}
