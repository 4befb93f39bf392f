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

  app.get<{ Querystring: { siteId?: string } }>(
    '/oauth2/jwks',
    {
      schema: {
        tags,
        operationId: 'Jwks',
        description:
          'Public keys that verify access tokens and webhook deliveries; `siteId` narrows to one site.',
        querystring: Type.Object({ siteId: Type.Optional(Type.String({ maxLength: 64 })) }),
      },
      config: { public: true },
    },
    (request) => keys.jwks(request.query.siteId),
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
