import { endpoint } from './endpoint.ts';
import type { oauthRoutes } from './oauth.routes.ts';

// OAuth 2 (routes.md "OAuth 2"): the token endpoint is what every SDK client needs first.

export const token = endpoint({ operationId: 'Token', method: 'POST', path: '/oauth2/token' });
export const jwks = endpoint({ operationId: 'Jwks', method: 'GET', path: '/oauth2/jwks' });
export const tokenInfo = endpoint({ operationId: 'TokenInfo', method: 'POST', path: '/oauth2/token-info' });
export const userInfo = endpoint({
  operationId: 'UserInfo',
  method: 'GET',
  path: '/oauth2/user-info',
  postFallback: true,
});

// The site owner's OAuth clients and their allowed redirect origins (Tessera's own API).
export const createOAuthClient = endpoint({
  operationId: 'CreateOAuthClient',
  method: 'POST',
  path: '/_api/tessera/v1/oauth-clients',
});
export const listOAuthClients = endpoint({
  operationId: 'ListOAuthClients',
  method: 'GET',
  path: '/_api/tessera/v1/oauth-clients',
});
export const deleteOAuthClient = endpoint({
  operationId: 'DeleteOAuthClient',
  method: 'DELETE',
  path: '/_api/tessera/v1/oauth-clients/:clientId',
});
export const updateOAuthClient = endpoint({
  operationId: 'UpdateOAuthClient',
  method: 'PATCH',
  path: '/_api/tessera/v1/oauth-clients/:clientId',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    oauth: typeof oauthRoutes;
  }
}
