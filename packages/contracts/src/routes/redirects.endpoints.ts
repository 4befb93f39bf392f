import { endpoint } from './endpoint.ts';

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
