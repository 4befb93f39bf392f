import { endpoint } from './endpoint.ts';

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
