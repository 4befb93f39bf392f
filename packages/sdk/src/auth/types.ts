import type { FetchFn } from '../http.ts';
import type { HttpClient } from '../transport.ts';

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
  /**
   * Called by `createClient` with the client's server, fetch and transport, so the strategy's own
   * calls (token grants, login) need no arguments about where to send them.
   */
  attach?(context: AuthContext, http: HttpClient): void;
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
