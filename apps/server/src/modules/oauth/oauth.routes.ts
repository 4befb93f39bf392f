import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { oauthRoutes, signOutRoutes } from '@tessera/contracts/routes/index';
import { databaseRateLimitStore } from '../../platform/rate-limit-store.ts';
import { registerRoutes } from '../../platform/routing.ts';
import { acceptFormBodies } from './form-body.ts';
import type { OAuthClients } from './oauth-clients.ts';
import type { OAuthDeps } from './oauth.context.ts';
import type { OAuthService } from './oauth.service.ts';
import type { TokenInfoService } from './token-info.ts';
import { TokenRevocation } from './token-revocation.ts';

export interface TokenRateLimit {
  /** Token requests one address may make per window (each anonymous grant writes rows). */
  max: number;
  windowMs: number;
}

export const defaultTokenRateLimit: TokenRateLimit = { max: 600, windowMs: 60_000 };

const { token, ...rest } = oauthRoutes;

/**
 * OAuth 2 from the route table. The token endpoint sits in its own scope with a per-address
 * rate limit (a 429 in the error envelope): every anonymous grant inserts rows. The counters
 * are in the database, so the limit holds across server processes.
 */
export async function registerOAuthRoutes(
  app: FastifyInstance,
  services: { oauth: OAuthService; tokenInfo: TokenInfoService; clients: OAuthClients; deps: OAuthDeps },
  limit: TokenRateLimit = defaultTokenRateLimit,
): Promise<void> {
  const { oauth, tokenInfo, clients, deps } = services;
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: true,
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (request) => request.ip,
      // Shared by every server process on the database.
      store: databaseRateLimitStore(deps.db, 'token'),
      // Thrown, then turned into the error envelope by the platform's error handler.
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: 'TOO_MANY_REQUESTS',
        message: `Too many token requests; retry in ${context.after}`,
      }),
    });
    registerRoutes(
      scope,
      { token },
      {
        token: ({ input, request }) => oauth.token(input, request.headers.authorization),
      },
    );
    // RFC 7009 revocation: forms (as the RFC sends them) or JSON, under the same per-address limit.
    const revocation = new TokenRevocation(deps);
    await scope.register(async (forms) => {
      acceptFormBodies(forms);
      registerRoutes(
        forms,
        { revokeToken: signOutRoutes.revokeToken },
        {
          revokeToken: ({ input }) => revocation.revoke(input),
        },
      );
    });
  });
  registerRoutes(app, rest, {
    jwks: async ({ input, request }) => {
      const siteHeader = request.headers['wix-site-id'];
      const siteId = await oauth.keySetSite({
        siteId: (typeof siteHeader === 'string' && siteHeader) || input.siteId,
        clientId: input.client_id,
        authorization: request.headers.authorization,
      });
      return (await deps.keys.jwks(siteId)) as never;
    },
    tokenInfo: ({ input, request }) => tokenInfo.tokenInfo(input.token, request.headers.authorization),
    userInfo: ({ caller }) => tokenInfo.userInfo(caller),
    createOAuthClient: async ({ caller, input }) => ({
      client: await clients.create(caller, input.client),
    }),
    listOAuthClients: async ({ caller }) => ({ clients: await clients.list(caller) }),
    updateOAuthClient: async ({ caller, params, input }) => ({
      client: await clients.update(caller, params.clientId, input.client),
    }),
    deleteOAuthClient: async ({ caller, params }) => {
      await clients.delete(caller, params.clientId);
      return {};
    },
  });
}
