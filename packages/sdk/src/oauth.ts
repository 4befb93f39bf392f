// `@tessera/sdk/oauth`: visitor and member sessions (spec §9).
export {
  OAuthStrategy,
  EMPTY_TOKENS,
  HOSTED_LOGOUT_PATH,
  createCookieTokenStorage,
  createMemoryTokenStorage,
  createWebTokenStorage,
  fetchTokens,
  isTokenExpired,
  nowInSeconds,
} from './auth/oauth.ts';
export type { OAuthStrategyOptions, TokenGrant, TokenResponse } from './auth/oauth.ts';
export type { CookieJar, CookieTokenStorageOptions } from './auth/token-storage.ts';
export type { LockManagerLike } from './auth/renewal-lock.ts';
export type { BroadcastChannelFactory, BroadcastChannelLike } from './auth/tab-sync.ts';
export { generateCodeVerifier, codeChallenge, generateState } from './auth/pkce.ts';
export type { AccessToken, RefreshToken, TokenRole, TokenStorage, Tokens } from './auth/types.ts';
