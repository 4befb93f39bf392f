import { sitesRoutes } from '@tessera/contracts/routes/sites.routes';
import { captchaWidgetOf } from '../../platform/captcha/captcha-widget.ts';
import { defineModule } from '../../platform/module.ts';
import * as siteLogo from './migrations/0013_site_logo.ts';
import { registerFavicon } from './favicon.ts';
import { SiteConfigSource } from './site-config.ts';
import { registerSiteSettingsRoutes } from './site-settings.routes.ts';
import { registerSiteConfigRoute } from './sites.routes.ts';
import { SiteSecrets } from './sites.service.ts';

declare module '../../platform/module.ts' {
  interface ModuleOptions {
    /** The public OAuth client the web app uses (served at /api/site-config). */
    siteConfig?: { siteId: string; clientId: string };
  }
}

/** Sites: per-site secrets, the site configuration the web app reads, site settings, the icon. */
export const sitesModule = defineModule({
  name: 'sites',
  routeGroups: [sitesRoutes],
  migrations: { '0013_site_logo': siteLogo },
  setup({ db, uow, options }) {
    const secrets = new SiteSecrets(db);
    const siteConfig =
      options.siteConfig &&
      new SiteConfigSource(db, {
        ...options.siteConfig,
        captcha: captchaWidgetOf(options.identity?.captcha),
      });
    return {
      routes(server) {
        registerFavicon(server);
        registerSiteConfigRoute(server, siteConfig);
        registerSiteSettingsRoutes(server, { db, uow });
      },
      exports: { secrets, siteConfig },
    };
  },
});
