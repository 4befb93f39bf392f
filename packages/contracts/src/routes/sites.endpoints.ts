import { endpoint } from './endpoint.ts';
import type { sitesRoutes } from './sites.routes.ts';

// Tessera's own site routes: the site's name and logo, as its pages show them.

const tessera = '/_api/tessera/v1';
export const getSiteSettings = endpoint({
  operationId: 'GetSiteSettings',
  method: 'GET',
  path: `${tessera}/site-settings`,
  postFallback: true,
});
export const updateSiteSettings = endpoint({
  operationId: 'UpdateSiteSettings',
  method: 'PATCH',
  path: `${tessera}/site-settings`,
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    sites: typeof sitesRoutes;
  }
}
