import { token as tokenEndpoint } from '@tessera/contracts/routes/oauth.endpoints';
import {
  ApplicationError,
  MalformedResponseError,
  REQUEST_ID_HEADER,
  RequestTimeoutError,
  SystemError,
  constantCase,
  systemErrorMessage,
  type TesseraApiError,
} from '../errors.ts';
import { joinUrl } from '../http.ts';
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

/** The parts of a `POST /oauth2/token` answer the SDK uses (checked, never assumed). */
export interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type?: string;
}

export type TokenGrant =
  | { clientId: string; grantType: 'anonymous' }
  | { clientId: string; grantType: 'refresh_token'; refreshToken: string };

/**
 * `POST /oauth2/token` (spec §9). A status other than 200 raises `ApplicationError` (4xx) or
 * `SystemError` with the spec §8 text; an answer without a usable token is a `MalformedResponseError`.
 */
export async function fetchTokens(context: AuthContext, grant: TokenGrant): Promise<TokenResponse> {
  const timeoutMs = context.timeoutMs;
  const signal = timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined;
  let response: Response;
  let text = '';
  try {
    response = await context.fetch(joinUrl(context.baseUrl, tokenEndpoint.path), {
      method: tokenEndpoint.method,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(grant),
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw new RequestTimeoutError(timeoutMs!);
    throw new SystemError(systemErrorMessage(undefined), { code: 'UNKNOWN', cause });
  }
  try {
    text = await response.text();
  } catch {
    // body not readable
  }
  const requestId = response.headers.get(REQUEST_ID_HEADER);
  if (response.status !== 200) throw tokenFailure(response, requestId, text);
  return readTokenAnswer(text, grant, requestId ?? undefined);
}

function tokenFailure(response: Response, requestId: string | null, text: string): TesseraApiError {
  const statusText = response.statusText || 'UNKNOWN';
  const message =
    `Failed to fetch tokens from OAuth API: ${statusText}. request id: ${requestId}.` +
    (text ? ` Response: ${text}` : '');
  const init = { status: response.status, requestId: requestId ?? undefined };
  if (response.status >= 400 && response.status < 500) {
    const code = applicationCode(text) ?? constantCase(statusText);
    return new ApplicationError(message, { description: statusText, code }, init);
  }
  return new SystemError(message, { ...init, code: constantCase(statusText) });
}

function applicationCode(text: string): string | undefined {
  try {
    const code = JSON.parse(text)?.details?.applicationError?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

function readTokenAnswer(text: string, grant: TokenGrant, requestId: string | undefined): TokenResponse {
  let body: Partial<TokenResponse> | undefined;
  try {
    body = JSON.parse(text) as Partial<TokenResponse>;
  } catch {
    body = undefined;
  }
  const problem =
    typeof body !== 'object' || body === null
      ? 'the body is not a JSON object'
      : typeof body.access_token !== 'string' || !body.access_token
        ? 'access_token is missing'
        : typeof body.expires_in !== 'number' || !Number.isFinite(body.expires_in)
          ? 'expires_in is missing'
          : // A new visitor session is useless without its refresh token.
            grant.grantType === 'anonymous' && (typeof body.refresh_token !== 'string' || !body.refresh_token)
            ? 'refresh_token is missing'
            : undefined;
  if (problem !== undefined) {
    throw new MalformedResponseError(
      `Failed to fetch tokens from OAuth API: ${problem}. request id: ${requestId ?? null}.`,
      { status: 200, code: 'MALFORMED_RESPONSE', requestId },
    );
  }
  return body as TokenResponse;
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
    expiresAt: nowInSeconds() + response.expires_in,
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
      } catch (error) {
        // Only a refresh token the server refuses (4xx) starts a new visitor session; an outage
        // or a malformed answer must not silently turn a member into an anonymous visitor.
        if (!(error instanceof ApplicationError)) throw error;
      }
    }
    const response = await fetchTokens(context, { clientId, grantType: 'anonymous' });
    return {
      accessToken: toAccessToken(response),
      refreshToken: { value: response.refresh_token!, role: 'VISITOR' },
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
