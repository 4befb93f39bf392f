import type { FastifyInstance } from 'fastify';
import type { CaptchaWidget } from '../../platform/captcha/captcha-widget.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * Tells the bundled web app which site it shows, which public OAuth client it uses and which
 * captcha widget its sign-up and log-in show when the site requires one.
 */
export function registerSiteConfigRoute(
  app: FastifyInstance,
  config?: { siteId: string; clientId: string; captcha: CaptchaWidget },
): void {
  app.get('/api/site-config', { schema: { hide: true }, config: { public: true } }, async () => {
    if (!config) throw new AppError('NOT_FOUND', 'SITE_NOT_CONFIGURED', 'This server has no default site');
    return config;
  });
}
