// Storage only, no SDK: the site's header (every visitor page) asks whether an owner is signed in.

/**
 * What the owner pastes from the `npm start` output, or an owner session token from the email and
 * password sign-in (sent the same way, `email` set).
 */
export interface OwnerCredentials {
  apiKey: string;
  siteId: string;
  email?: string;
  /** ISO instant after which the browser forgets these credentials. */
  expiresDate?: string;
}

const STORAGE_KEY = 'tessera.owner';

/**
 * A pasted API key never expires on the server; the browser keeps it this long, so a shared
 * computer does not hold an owner's key for ever. A session token keeps the server's own expiry.
 */
export const API_KEY_KEPT_MS = 12 * 60 * 60 * 1000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): Storage => window.localStorage;

/**
 * The owner's credentials for this browser (every tab: localStorage), or null when there are none,
 * they are unreadable or they have expired (then they are removed).
 */
export function loadOwnerCredentials(
  storage: Storage = browserStorage(),
  now = Date.now(),
): OwnerCredentials | null {
  try {
    const parsed = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { apiKey, siteId, email, expiresDate } = parsed as Partial<OwnerCredentials>;
    const expires = typeof expiresDate === 'string' ? Date.parse(expiresDate) : Number.NaN;
    if (!(typeof apiKey === 'string' && apiKey && typeof siteId === 'string' && siteId)) return null;
    // No readable expiry counts as expired: credentials are never kept without one.
    if (!(expires > now)) {
      storage.removeItem(STORAGE_KEY);
      return null;
    }
    return {
      apiKey,
      siteId,
      expiresDate: expiresDate!,
      ...(typeof email === 'string' && email ? { email } : {}),
    };
  } catch {
    return null;
  }
}

/** Keeps the credentials with their expiry (given, or `API_KEY_KEPT_MS` from now); returns what was kept. */
export function saveOwnerCredentials(
  credentials: OwnerCredentials,
  storage: Storage = browserStorage(),
  now = Date.now(),
): OwnerCredentials {
  const kept = {
    ...credentials,
    expiresDate: credentials.expiresDate ?? new Date(now + API_KEY_KEPT_MS).toISOString(),
  };
  storage.setItem(STORAGE_KEY, JSON.stringify(kept));
  return kept;
}

export function clearOwnerCredentials(storage: Storage = browserStorage()): void {
  storage.removeItem(STORAGE_KEY);
}

/** Whether a `storage` event is about the owner's credentials (another tab signed in or out). */
export const isOwnerStorageEvent = (event: StorageEvent) => event.key === STORAGE_KEY || event.key === null;
