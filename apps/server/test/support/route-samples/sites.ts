import type { sitesRoutes } from '@tessera/contracts/routes/index';
import type { SamplesOf } from './types.ts';

/** Site settings (modules/sites). */
export const sitesSamples: SamplesOf<typeof sitesRoutes> = {
  GetSiteSettings: () => ({ input: {} }),
  UpdateSiteSettings: () => ({ input: { settings: { name: 'Sample site', logoUrl: '/logo.png' } } }),
};
