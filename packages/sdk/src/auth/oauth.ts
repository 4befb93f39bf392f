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
import { TesseraClientError } from '../errors.ts';
import { defaultLocks, underRenewalLock, type LockManagerLike } from './renewal-lock.ts';
import { defaultBroadcastChannel, tabSync, type BroadcastChannelFactory } from './tab-sync.ts';
import { createMemoryTokenStorage, emptyTokens, normalizeRole, normalizeTokens } from './token-storage.ts';
import type { AccessToken, AuthContext, AuthStrategy, RefreshToken, Tokens, TokenStorage } from './types.ts';

export {
  EMPTY_TOKENS,
  createCookieTokenStorage,
  createMemoryTokenStorage,
  createWebTokenStorage,
} from './token-storage.ts';

/** The hosted logout (spec §7 `GET /v1/logout`): ends the member's sessions and its login cookie. */
export const HOSTED_LOGOUT_PATH = '/_api/iam/authentication/v1/logout';

/** Current time in epoch seconds. */
export function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** An access token is expired when its expiry (epoch seconds) is before now (spec §9). */
export function isTokenExpired(token: AccessToken, now = nowInSeconds()): boolean {
  return token.expiresAt < now;
}

/** Present and not expired: good to send as is. */
const usable = (tokens: Partial<Tokens> | undefined): boolean =>
  !!tokens?.accessToken?.value && !!tokens.refreshToken?.value && !isTokenExpired(tokens.accessToken);

/** The parts of a `POST /oauth2/token` answer the SDK uses (checked, never assumed). */
export interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type?: string;
}

export type TokenGrant =
  | { clientId: string; grantType: 'anonymous' }
  | { clientId: string; grantType: 'refresh_token'; refreshToken: string }
  | {
      clientId: string;
      grantType: 'authorization_code';
      code: string;
      codeVerifier: string;
      redirectUri?: string;
    };

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
            grant.grantType !== 'refresh_token' &&
              (typeof body.refresh_token !== 'string' || !body.refresh_token)
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
  /** Memory (default), `createWebTokenStorage(localStorage)` or `createCookieTokenStorage()`. */
  storage?: TokenStorage;
  /**
   * Lock shared by the browser's tabs around a renewal, so two tabs do not renew one refresh
   * token: `navigator.locks` in a browser page that has them (secure contexts); `null` turns it
   * off. Without one, tabs may renew at once, which the server accepts for a short grace period.
   */
  locks?: LockManagerLike | null;
  /**
   * Opens a BroadcastChannel (the page's by default, in a browser): with a shared `storage` the
   * tabs announce new tokens over it, so a login or logout in one tab reaches the others'
   * subscribers. `null` turns it off.
   */
  broadcastChannel?: BroadcastChannelFactory | null;
}

export interface OAuthStrategy extends AuthStrategy {
  readonly clientId: string;
  getTokens(): Tokens;
  setTokens(tokens: Tokens): void;
  /** True iff the refresh token belongs to a member (spec §4). */
  loggedIn(): boolean;
  /**
   * Forgets both tokens (the next call starts a new visitor session) and returns the hosted
   * logout address. This visitor strategy's address carries no logout session, so the server's
   * page asks the member to confirm before it ends the browser's login (then it goes to
   * `postLogoutRedirectUri`, an origin the OAuth client allows); the member strategy of
   * `@tessera/sdk/identity` creates a logout session and logs out at once.
   */
  logout(postLogoutRedirectUri?: string): Promise<{ logoutUrl: string }>;
  /**
   * Returns `tokens` when the access token is present and valid; otherwise renews it with the
   * refresh token if there is one, falling back to an anonymous visitor grant (spec §9).
   */
  generateVisitorTokens(tokens?: Partial<Tokens>): Promise<Tokens>;
  /** Refresh-token grant; keeps the refresh token's role and takes the rotated token if any. */
  renewToken(refreshToken: RefreshToken): Promise<Tokens>;
  /** The client this strategy is attached to (its server, fetch and time limit). */
  context(): AuthContext;
  /** Calls `listener` whenever the tokens change (login, renewal, logout); returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Visitor and member sessions with `POST /oauth2/token` (spec §9). */
export function OAuthStrategy(options: OAuthStrategyOptions): OAuthStrategy {
  const store = options.storage ?? createMemoryTokenStorage(normalizeTokens(options.tokens ?? emptyTokens()));
  const { clientId } = options;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  // Memory storage is this page's own; a given storage (localStorage, a cookie) is shared by tabs.
  const channels =
    options.storage === undefined || options.broadcastChannel === null
      ? undefined
      : (options.broadcastChannel ?? defaultBroadcastChannel());
  const tabs = channels ? tabSync(channels, `tessera.tokens.${clientId}`, notify) : undefined;
  // Every write goes through here, so subscribers (a React session) hear of renewals and logouts.
  const storage: TokenStorage = {
    getTokens: () => store.getTokens(),
    setTokens(tokens) {
      store.setTokens(normalizeTokens(tokens));
      notify();
      tabs?.announce();
    },
  };
  const locks = options.locks === null ? undefined : (options.locks ?? defaultLocks());
  const lockName = `tessera.token-renewal.${clientId}`;
  let attached: AuthContext | undefined;
  let pending: Promise<Tokens> | undefined;

  const context = (): AuthContext => {
    if (!attached) throw new TesseraClientError('Pass the strategy to createClient before calling it');
    return attached;
  };

  const toAccessToken = (response: TokenResponse): AccessToken => ({
    value: response.access_token,
    expiresAt: nowInSeconds() + response.expires_in,
  });

  const renewToken = async (refreshToken: RefreshToken): Promise<Tokens> => {
    const response = await fetchTokens(context(), {
      clientId,
      grantType: 'refresh_token',
      refreshToken: refreshToken.value,
    });
    // The server rotates refresh tokens: keep the newest, so a token seen once can be retired.
    const rotated = response.refresh_token
      ? { value: response.refresh_token, role: refreshToken.role }
      : refreshToken;
    return { accessToken: toAccessToken(response), refreshToken: rotated };
  };

  const generateVisitorTokens = async (tokens?: Partial<Tokens>): Promise<Tokens> => {
    if (usable(tokens)) return tokens as Tokens;
    if (tokens?.refreshToken?.value) {
      try {
        return await renewToken(tokens.refreshToken);
      } catch (error) {
        // Only a refresh token the server refuses (4xx) starts a new visitor session; an outage
        // or a malformed answer must not silently turn a member into an anonymous visitor.
        if (!(error instanceof ApplicationError)) throw error;
      }
    }
    const response = await fetchTokens(context(), { clientId, grantType: 'anonymous' });
    return {
      accessToken: toAccessToken(response),
      refreshToken: { value: response.refresh_token!, role: 'VISITOR' },
    };
  };

  /** One renewal at a time in this page (shared promise) and across tabs (the lock). */
  const ensureTokens = async (): Promise<Tokens> => {
    const current = storage.getTokens();
    if (usable(current)) return current;
    pending ??= underRenewalLock(locks, lockName, async () => {
      // Another tab may have renewed while this one waited for the lock.
      const latest = storage.getTokens();
      if (usable(latest)) return latest;
      const tokens = await generateVisitorTokens({ refreshToken: latest.refreshToken });
      storage.setTokens(tokens);
      return tokens;
    }).finally(() => {
      pending = undefined;
    });
    return pending;
  };

  return {
    clientId,
    attach(clientContext) {
      attached = clientContext;
    },
    async getAuthHeaders(clientContext) {
      attached ??= clientContext;
      const tokens = await ensureTokens();
      return { Authorization: tokens.accessToken.value };
    },
    getTokens: () => storage.getTokens(),
    setTokens: (tokens) => storage.setTokens(tokens),
    loggedIn: () => normalizeRole(storage.getTokens().refreshToken?.role) === 'MEMBER',
    async logout(postLogoutRedirectUri) {
      const { baseUrl } = context();
      storage.setTokens(emptyTokens());
      const query = new URLSearchParams({ clientId });
      if (postLogoutRedirectUri) query.set('postLogoutRedirectUri', postLogoutRedirectUri);
      return { logoutUrl: `${joinUrl(baseUrl, HOSTED_LOGOUT_PATH)}?${query}` };
    },
    generateVisitorTokens,
    renewToken,
    context,
    subscribe(listener) {
      listeners.add(listener);
      tabs?.listen();
      return () => listeners.delete(listener);
    },
  };
}
