import type { redirectsRoutes } from '@tessera/contracts/routes/index';
import type { SamplesOf } from './types.ts';

/** Redirect sessions (modules/redirects). */
export const redirectsSamples: SamplesOf<typeof redirectsRoutes> = {
  CreateRedirectSession: () => ({ input: { ecomCheckout: { checkoutId: 'sample-checkout' } } }),
  CreateRedirectSessionAlias: () => ({ input: { storesProduct: { productSlug: 'sample-product' } } }),
};
