import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { TokenRequest, TokenResponse } from '@tessera/contracts';
import { checkAccess } from '../../platform/auth/auth-context.ts';
import type { SigningKeyCache } from '../../platform/auth/signing-keys.ts';
import type { OAuthService } from './oauth.service.ts';

const tags = ['OAuth 2'];

export function registerOAuthRoutes(app: FastifyInstance, oauth: OAuthService, keys: SigningKeyCache): void {
  app.post<{ Body: TokenRequest }>(
    '/oauth2/token',
    {
      schema: { tags, operationId: 'Token', body: TokenRequest, response: { 200: TokenResponse } },
      config: { public: true },
    },
    (request) => oauth.token(request.body),
  );

  app.get<{ Querystring: { siteId?: string; client_id?: string } }>(
    '/oauth2/jwks',
    {
      schema: {
        tags,
        operationId: 'Jwks',
        description:
          "One site's public keys, which verify its access tokens and webhook deliveries. The site " +
          'comes from the `wix-site-id` header, `siteId` or `client_id`, or the access token in `Authorization`.',
        querystring: Type.Object({
          siteId: Type.Optional(Type.String({ maxLength: 64 })),
          client_id: Type.Optional(Type.String({ maxLength: 64 })),
        }),
      },
      config: { public: true },
    },
    async (request) => {
      const siteHeader = request.headers['wix-site-id'];
      const siteId = await oauth.keySetSite({
        siteId: (typeof siteHeader === 'string' && siteHeader) || request.query.siteId,
        clientId: request.query.client_id,
        authorization: request.headers.authorization,
      });
      return keys.jwks(siteId);
    },
  );

  app.post('/oauth2/token-info', { schema: { tags, operationId: 'TokenInfo' } }, async (request) => {
    checkAccess(request.auth, 'visitor');
    const { role, siteId, subjectId, clientId } = request.auth;
    return {
      active: true,
      siteId,
      clientId,
      subjectType: role === 'OWNER' || role === 'STAFF' ? 'USER' : role,
      subjectId,
    };
  });
}
