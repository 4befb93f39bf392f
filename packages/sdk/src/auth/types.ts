import type { FetchFn } from '../http.ts';

/** What a strategy needs from the client it is attached to. */
export interface AuthContext {
  baseUrl: string;
  fetch: FetchFn;
  /** Time limit of a token request in ms; none when undefined. */
  timeoutMs?: number;
}

export interface AuthStrategy {
  /** Headers to add to every API call. */
  getAuthHeaders(context: AuthContext): Promise<Record<string, string>>;
}

export type TokenRole = 'NONE' | 'VISITOR' | 'MEMBER';

export interface AccessToken {
  value: string;
  /** Expiry in epoch seconds (spec §9). */
  expiresAt: number;
}

export interface RefreshToken {
  value: string;
  role: TokenRole;
}

export interface Tokens {
  accessToken: AccessToken;
  refreshToken: RefreshToken;
}

export interface TokenStorage {
  getTokens(): Tokens;
  setTokens(tokens: Tokens): void;
}
