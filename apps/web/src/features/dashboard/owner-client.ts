import { ApiKeyStrategy, createClient, type TesseraClient } from '@tessera/sdk';
import type { OwnerCredentials } from './owner-session.ts';

/** Owner client against the origin that serves this app. */
export function createOwnerClient({ apiKey, siteId }: OwnerCredentials): TesseraClient {
  return createClient({ baseUrl: window.location.origin, auth: ApiKeyStrategy({ apiKey, siteId }) });
}
