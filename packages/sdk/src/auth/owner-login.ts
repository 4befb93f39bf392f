import { ownerLogin as ownerLoginEndpoint } from '@tessera/contracts/routes/identity.endpoints';
import { DEFAULT_TIMEOUT_MS } from '../client.ts';
import type { FetchFn } from '../http.ts';
import { createHttpClient } from '../transport.ts';

export interface OwnerLoginOptions {
  baseUrl: string;
  email: string;
  password: string;
  /** The site to sign in to, when the owner has several. */
  siteId?: string;
  fetch?: FetchFn;
  timeoutMs?: number;
}

export interface OwnerSession {
  /** Sent like an API key: `ApiKeyStrategy({ apiKey: token, siteId })`. */
  token: string;
  siteId: string;
  ownerUserId: string;
  expiresDate: string;
}

const isSession = (body: unknown) => {
  const b = body as Partial<OwnerSession> | null;
  return b && typeof b.token === 'string' && b.token && typeof b.siteId === 'string' && b.siteId
    ? undefined
    : 'token or siteId is missing';
};

/**
 * The owner's email-and-password sign-in (`POST /_api/tessera/v1/owner/login`): a session token to
 * use with `ApiKeyStrategy`. A wrong password raises an `ApplicationError` with the server's message.
 */
export function loginOwner(options: OwnerLoginOptions): Promise<OwnerSession> {
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    getHeaders: async () => ({}),
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  });
  return http.request<OwnerSession>(
    {
      method: ownerLoginEndpoint.method,
      path: ownerLoginEndpoint.path,
      payload: {
        email: options.email,
        password: options.password,
        ...(options.siteId ? { siteId: options.siteId } : {}),
      },
      operationId: ownerLoginEndpoint.operationId,
      // A sign-in is never kept under a key, so a retry would check the password twice: no retries.
      idempotencyKey: false,
    },
    { check: isSession },
  );
}
