import type { TokenRole, Tokens, TokenStorage } from './types.ts';

export const EMPTY_TOKENS: Tokens = {
  accessToken: { value: '', expiresAt: 0 },
  refreshToken: { value: '', role: 'NONE' },
};

export function emptyTokens(): Tokens {
  return { accessToken: { ...EMPTY_TOKENS.accessToken }, refreshToken: { ...EMPTY_TOKENS.refreshToken } };
}

const ROLES: readonly TokenRole[] = ['NONE', 'VISITOR', 'MEMBER'];

/**
 * The role in the spec's spelling. The hosted platform's SDK writes `none` / `visitor` / `member`,
 * so tokens a site kept from it (a cookie, `setTokens`) stay a member's session after the switch.
 */
export function normalizeRole(role: unknown): TokenRole | undefined {
  const upper = typeof role === 'string' ? role.toUpperCase() : undefined;
  return ROLES.find((known) => known === upper);
}

/** `tokens` with the role in the spec's spelling (an unknown role counts as none). */
export function normalizeTokens(tokens: Tokens): Tokens {
  const role = normalizeRole(tokens.refreshToken?.role) ?? 'NONE';
  return role === tokens.refreshToken?.role
    ? tokens
    : { ...tokens, refreshToken: { ...tokens.refreshToken, role } };
}

/** Checks what a storage held: a tampered or old entry counts as no tokens. */
function parseTokens(raw: string | null | undefined): Tokens {
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<Tokens>) : undefined;
    const access = parsed?.accessToken;
    const refresh = parsed?.refreshToken;
    const role = normalizeRole(refresh?.role);
    if (
      typeof access?.value === 'string' &&
      typeof access.expiresAt === 'number' &&
      typeof refresh?.value === 'string' &&
      role
    ) {
      return { accessToken: access, refreshToken: { value: refresh.value, role } };
    }
  } catch {
    // unreadable entries count as no tokens
  }
  return emptyTokens();
}

/** Tokens in memory: one page, one process (the default). */
export function createMemoryTokenStorage(initial: Tokens = EMPTY_TOKENS): TokenStorage {
  let tokens = initial;
  return {
    getTokens: () => tokens,
    setTokens: (next) => {
      tokens = next;
    },
  };
}

/** Persists tokens as JSON under `key` in a Web Storage area (e.g. `localStorage`): shared by tabs. */
export function createWebTokenStorage(storage: Storage, key = 'tessera.tokens'): TokenStorage {
  return {
    getTokens: () => parseTokens(storage.getItem(key)),
    setTokens(tokens) {
      storage.setItem(key, JSON.stringify(tokens));
    },
  };
}

/** Where cookie storage reads and writes: `document` in a browser, anything with `cookie` elsewhere. */
export interface CookieJar {
  cookie: string;
}

export interface CookieTokenStorageOptions {
  name?: string;
  /** Lifetime in days (spec §9: cookie expiry in days); 30 by default. */
  days?: number;
  /** Cookie path; `/` by default (spec §9). */
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Secure cookie; true by default on https pages. */
  secure?: boolean;
  /** Defaults to the page's `document`. */
  jar?: CookieJar;
}

/**
 * Tokens in a cookie the site's own server can read too (server-side rendering with the visitor's
 * or member's session). Not HttpOnly, since the SDK in the page reads and renews it.
 */
export function createCookieTokenStorage(options: CookieTokenStorageOptions = {}): TokenStorage {
  const name = options.name ?? 'tessera_tokens';
  const jar = () => {
    const jar = options.jar ?? (globalThis as { document?: CookieJar }).document;
    if (!jar) throw new Error('Cookie token storage needs a document (or a `jar`) to keep cookies in');
    return jar;
  };
  const secure =
    options.secure ?? (globalThis as { location?: { protocol?: string } }).location?.protocol === 'https:';
  return {
    getTokens() {
      for (const part of jar().cookie.split(';')) {
        const eq = part.indexOf('=');
        if (eq > 0 && part.slice(0, eq).trim() === name) {
          try {
            return parseTokens(decodeURIComponent(part.slice(eq + 1).trim()));
          } catch {
            return emptyTokens();
          }
        }
      }
      return emptyTokens();
    },
    setTokens(tokens) {
      const attributes = [
        `Path=${options.path ?? '/'}`,
        `Max-Age=${Math.round((options.days ?? 30) * 86_400)}`,
        `SameSite=${options.sameSite ?? 'Lax'}`,
        ...(options.domain ? [`Domain=${options.domain}`] : []),
        ...(secure ? ['Secure'] : []),
      ];
      jar().cookie = `${name}=${encodeURIComponent(JSON.stringify(tokens))}; ${attributes.join('; ')}`;
    },
  };
}
