import { endpoint } from './endpoint.ts';

// OAuth 2 (routes.md "OAuth 2"): the token endpoint is what every SDK client needs first.

export const token = endpoint({ operationId: 'Token', method: 'POST', path: '/oauth2/token' });
export const jwks = endpoint({ operationId: 'Jwks', method: 'GET', path: '/oauth2/jwks' });
export const tokenInfo = endpoint({ operationId: 'TokenInfo', method: 'POST', path: '/oauth2/token-info' });
