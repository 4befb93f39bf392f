import type { signOutRoutes } from '@tessera/contracts/routes/index';
import type { SamplesOf } from './types.ts';

/** Ending sessions (modules/redirects/logout.ts, modules/oauth/token-revocation.ts). */
export const signOutSamples: SamplesOf<typeof signOutRoutes> = {
  Logout: (fx) => ({ input: { clientId: fx.app.site.clientId } }),
  RevokeToken: (fx) => ({ input: { token: 'rt_unknown', clientId: fx.app.site.clientId } }),
};
