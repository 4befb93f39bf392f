// The sites module's only entry: other modules and the app import from here, never deeper.
export { sitesModule } from './sites.module.ts';
export {
  SiteSecrets,
  createSite,
  createOAuthClient,
  provisionSite,
  siteExists,
  countSites,
} from './sites.service.ts';
export type { NewSite } from './sites.service.ts';
export { SitePages } from './site-pages.ts';
export { TESSERA_ICON_SVG, FAVICON_PATH } from './favicon.ts';
