import type { oauthRoutes } from '@tessera/contracts/routes/index';
import { createOAuthClient } from '../../../src/modules/sites/sites.service.ts';
import type { SamplesOf } from './types.ts';

/** OAuth: tokens, keys and the owner's OAuth clients (modules/oauth). */
export const oauthSamples: SamplesOf<typeof oauthRoutes> = {
  Token: (fx) => ({ input: { clientId: fx.app.site.clientId, grantType: 'anonymous' } }),
  Jwks: (fx) => ({ input: { siteId: fx.app.site.siteId } }),
  TokenInfo: () => ({ input: {} }),
  UserInfo: () => ({ input: {} }),
  CreateOAuthClient: () => ({
    input: { client: { name: 'Sample client', allowedRedirectOrigins: ['https://sample.example'] } },
  }),
  ListOAuthClients: () => ({ input: {} }),
  UpdateOAuthClient: async (fx) => ({
    params: { clientId: await createOAuthClient(fx.app.db, fx.app.site.siteId, 'Renamed client') },
    input: { client: { name: 'Renamed', allowedRedirectOrigins: ['https://shop.example'] } },
  }),
  DeleteOAuthClient: async (fx) => ({
    params: { clientId: await createOAuthClient(fx.app.db, fx.app.site.siteId, 'Doomed client') },
  }),
};
