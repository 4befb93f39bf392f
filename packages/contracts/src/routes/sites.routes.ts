import { SiteSettingsResponse, UpdateSiteSettingsRequest } from '../sites.ts';
import * as endpoints from './sites.endpoints.ts';
import { route } from './route.ts';

const tags = ['Site (Tessera)'] as const;

export const sitesRoutes = {
  getSiteSettings: route(endpoints.getSiteSettings, {
    tags,
    access: 'owner',
    description: "The site's name and logo, as its pages show them.",
    response: SiteSettingsResponse,
  }),
  updateSiteSettings: route(endpoints.updateSiteSettings, {
    tags,
    access: 'owner',
    description: "Changes the site's name or logo (an https URL, a path on the site, or '' for none).",
    input: UpdateSiteSettingsRequest,
    response: SiteSettingsResponse,
  }),
};
