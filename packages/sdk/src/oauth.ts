// `@tessera/sdk/oauth`: visitor and member sessions (spec §9).
export {
  OAuthStrategy,
  EMPTY_TOKENS,
  createMemoryTokenStorage,
  createWebTokenStorage,
  fetchTokens,
  isTokenExpired,
  nowInSeconds,
} from './auth/oauth.ts';
export type { OAuthStrategyOptions, TokenGrant, TokenResponse } from './auth/oauth.ts';
export { generateCodeVerifier, codeChallenge, generateState } from './auth/pkce.ts';
export type { AccessToken, RefreshToken, TokenRole, TokenStorage, Tokens } from './auth/types.ts';
