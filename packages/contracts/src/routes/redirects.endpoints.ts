import { endpoint } from './endpoint.ts';
import type { redirectsRoutes } from './redirects.routes.ts';

// Redirect sessions (routes.md "Redirect sessions"): the path the official SDK sends, and the alias.

export const createRedirectSession = endpoint({
  operationId: 'CreateRedirectSession',
  method: 'POST',
  path: '/_api/redirects-api/v1/redirect-session',
});
export const createRedirectSessionAlias = endpoint({
  operationId: 'CreateRedirectSessionAlias',
  method: 'POST',
  path: '/headless/v1/redirect-session',
});
/** Tessera's own: the web app trades a page session's handle for its creator's tokens. */
export const exchangeRedirectSession = endpoint({
  operationId: 'ExchangeRedirectSession',
  method: 'POST',
  path: '/_api/tessera/v1/redirect-sessions/visitor-tokens',
});

// The group's routes as types, for clients that import these endpoints (route-registry.ts).
declare module './route-registry.ts' {
  interface RouteRegistry {
    redirects: typeof redirectsRoutes;
  }
}
