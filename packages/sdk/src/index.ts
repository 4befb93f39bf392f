export { createClient } from './client.ts';
export type { CreateClientOptions, TesseraClient } from './client.ts';

export { ApiKeyStrategy } from './auth/api-key.ts';
export type { ApiKeyStrategyOptions } from './auth/api-key.ts';
export {
  OAuthStrategy,
  EMPTY_TOKENS,
  createMemoryTokenStorage,
  createWebTokenStorage,
  fetchTokens,
  isTokenExpired,
  nowInSeconds,
} from './auth/oauth.ts';
export type { OAuthStrategyOptions, TokenGrant } from './auth/oauth.ts';
export { generateCodeVerifier, codeChallenge, generateState } from './auth/pkce.ts';
export type {
  AccessToken,
  AuthContext,
  AuthStrategy,
  RefreshToken,
  TokenRole,
  TokenStorage,
  Tokens,
} from './auth/types.ts';

export {
  TesseraApiError,
  ValidationError,
  ApplicationError,
  SystemError,
  TesseraClientError,
  errorFromResponse,
} from './errors.ts';
export type { ErrorDetails, FieldViolation } from './errors.ts';

export { MAX_QUERY_STRING_LENGTH, flattenParams, prepareRequest, toSearchParams } from './http.ts';
export type { ApiRequest, FetchFn, HttpMethod, PreparedRequest } from './http.ts';

export { DEFAULT_EVENTS_PAGE_SIZE } from './modules/events.ts';
export type {
  CloneEventOptions,
  CountEventsByStatusOptions,
  CreateEventOptions,
  EventsModule,
  EventsPage,
  EventsQueryResult,
  FieldsOptions,
  QueryEventsOptions,
} from './modules/events.ts';
export type * from './modules/events.types.ts';
