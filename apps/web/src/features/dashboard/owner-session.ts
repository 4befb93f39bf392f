import { ApiKeyStrategy, createClient, type TesseraClient } from '@tessera/sdk';

/**
 * What the owner pastes from the `npm start` output, or an owner session token from the email and
 * password sign-in (sent the same way, `email` set).
 */
export interface OwnerCredentials {
  apiKey: string;
  siteId: string;
  email?: string;
}

const STORAGE_KEY = 'tessera.owner';

/** Credentials of this tab's owner session; sessionStorage, so they end with the tab. */
export function loadOwnerCredentials(): OwnerCredentials | null {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { apiKey, siteId, email } = parsed as Partial<OwnerCredentials>;
    return typeof apiKey === 'string' && apiKey && typeof siteId === 'string' && siteId
      ? { apiKey, siteId, ...(typeof email === 'string' && email ? { email } : {}) }
      : null;
  } catch {
    return null;
  }
}

export function saveOwnerCredentials(credentials: OwnerCredentials): void {
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(credentials));
}

export function clearOwnerCredentials(): void {
  window.sessionStorage.removeItem(STORAGE_KEY);
}

/** Owner client against the origin that serves this app. */
export function createOwnerClient({ apiKey, siteId }: OwnerCredentials): TesseraClient {
  return createClient({ baseUrl: window.location.origin, auth: ApiKeyStrategy({ apiKey, siteId }) });
}
