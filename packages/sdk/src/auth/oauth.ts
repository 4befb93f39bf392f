import type { AccessToken, AuthContext, AuthStrategy, RefreshToken, Tokens, TokenStorage } from './types.ts';

export const EMPTY_TOKENS: Tokens = {
  accessToken: { value: '', expiresAt: 0 },
  refreshToken: { value: '', role: 'NONE' },
};

function emptyTokens(): Tokens {
  return { accessToken: { ...EMPTY_TOKENS.accessToken }, refreshToken: { ...EMPTY_TOKENS.refreshToken } };
}

/** Current time in epoch seconds. */
export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** An access token is expired when its expiry (epoch seconds) is before now (spec §9). */
export function isTokenExpired(token: AccessToken, now = nowInSeconds()): boolean {
  return token.expiresAt < now;
}

export function createMemoryTokenStorage(initial: Tokens = EMPTY_TOKENS): TokenStorage {
  let tokens = initial;
  return {
    getTokens: () => tokens,
    setTokens: (next) => {
      tokens = next;
    },
  };
}

/** Persists tokens as JSON under `key` in a Web Storage area (e.g. `localStorage`). */
export function createWebTokenStorage(storage: Storage, key = 'tessera.tokens'): TokenStorage {
  return {
    getTokens() {
      try {
        const raw = storage.getItem(key);
        const parsed = raw ? (JSON.parse(raw) as Partial<Tokens>) : undefined;
        if (parsed?.accessToken && parsed.refreshToken) return parsed as Tokens;
      } catch {
        // unreadable entries count as no tokens
      }
      return emptyTokens();
    },
    setTokens(tokens) {
      storage.setItem(key, JSON.stringify(tokens));
    },
  };
}

interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type?: string;
}

export type TokenGrant =
  | { clientId: string; grantType: 'anonymous' }
  | { clientId: string; grantType: 'refresh_token'; refreshToken: string };

/** `POST /oauth2/token`; any status other than 200 fails (wire.md). */
export async function fetchTokens(context: AuthContext, grant: TokenGrant): Promise<TokenResponse> {
  const url = `${context.baseUrl.replace(/\/+$/, '')}/oauth2/token`;
  const response = await context.fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(grant),
  });
  if (response.status !== 200) {
    let body = '';
    try {
      body = await response.text();
    } catch {
      // body not readable
    }
    const requestId = response.headers.get('x-wix-request-id');
    throw new Error(
      `Failed to fetch tokens from OAuth API: ${response.statusText}. request id: ${requestId}.` +
        (body ? ` Response: ${body}` : ''),
    );
  }
  return (await response.json()) as TokenResponse;
}

export interface OAuthStrategyOptions {
  clientId: string;
  /** Initial tokens (ignored when `storage` is given). */
  tokens?: Tokens;
  storage?: TokenStorage;
}

export interface OAuthStrategy extends AuthStrategy {
  readonly clientId: string;
  getTokens(): Tokens;
  setTokens(tokens: Tokens): void;
  /** True iff the refresh token belongs to a member. */
  loggedIn(): boolean;
  /** Forgets both tokens; the next call starts a new visitor session. */
  logout(): void;
  /**
   * Returns `tokens` when the access token is present and valid; otherwise renews it with the
   * refresh token if there is one, falling back to an anonymous visitor grant.
   */
  generateVisitorTokens(context: AuthContext, tokens?: Partial<Tokens>): Promise<Tokens>;
  /** Refresh-token grant; keeps the refresh token (and its role). */
  renewToken(context: AuthContext, refreshToken: RefreshToken): Promise<Tokens>;
}

/** Visitor and member sessions with `POST /oauth2/token` (spec §9). */
export function OAuthStrategy(options: OAuthStrategyOptions): OAuthStrategy {
  const storage = options.storage ?? createMemoryTokenStorage(options.tokens ?? emptyTokens());
  const { clientId } = options;
  let pending: Promise<Tokens> | undefined;

  const toAccessToken = (response: TokenResponse): AccessToken => ({
    value: response.access_token,
    expiresAt: nowInSeconds() + Number(response.expires_in),
  });

  const renewToken = async (context: AuthContext, refreshToken: RefreshToken): Promise<Tokens> => {
    const response = await fetchTokens(context, {
      clientId,
      grantType: 'refresh_token',
      refreshToken: refreshToken.value,
    });
    return { accessToken: toAccessToken(response), refreshToken };
  };

  const generateVisitorTokens = async (context: AuthContext, tokens?: Partial<Tokens>): Promise<Tokens> => {
    if (tokens?.accessToken?.value && tokens.refreshToken?.value && !isTokenExpired(tokens.accessToken)) {
      return tokens as Tokens;
    }
    if (tokens?.refreshToken?.value) {
      try {
        return await renewToken(context, tokens.refreshToken);
      } catch {
        // a refresh token the server no longer accepts: start a new visitor session
      }
    }
    const response = await fetchTokens(context, { clientId, grantType: 'anonymous' });
    return {
      accessToken: toAccessToken(response),
      refreshToken: { value: response.refresh_token ?? '', role: 'VISITOR' },
    };
  };

  const ensureTokens = async (context: AuthContext): Promise<Tokens> => {
    const current = storage.getTokens();
    if (current.accessToken?.value && !isTokenExpired(current.accessToken)) return current;
    // Concurrent calls share one token request.
    pending ??= generateVisitorTokens(context, { refreshToken: current.refreshToken })
      .then((tokens) => {
        storage.setTokens(tokens);
        return tokens;
      })
      .finally(() => {
        pending = undefined;
      });
    return pending;
  };

  return {
    clientId,
    async getAuthHeaders(context) {
      const tokens = await ensureTokens(context);
      return { Authorization: tokens.accessToken.value };
    },
    getTokens: () => storage.getTokens(),
    setTokens: (tokens) => storage.setTokens(tokens),
    loggedIn: () => storage.getTokens().refreshToken?.role === 'MEMBER',
    logout: () => storage.setTokens(emptyTokens()),
    generateVisitorTokens,
    renewToken,
  };
}
