import { endpoint } from './endpoint.ts';
import type { signOutRoutes } from './sign-out.routes.ts';

// Ending sessions: the hosted logout (routes.md "Authentication", official path) and OAuth 2
// token revocation (RFC 7009; no official path exists, so it sits beside /oauth2/token).

export const logout = endpoint({
  operationId: 'Logout',
  method: 'GET',
  path: '/_api/iam/authentication/v1/logout',
});
export const revokeToken = endpoint({ operationId: 'RevokeToken', method: 'POST', path: '/oauth2/revoke' });

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    signOut: typeof signOutRoutes;
  }
}
