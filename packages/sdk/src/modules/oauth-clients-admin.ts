import type { OAuthClient } from '@tessera/contracts/oauth';
import {
  createOAuthClient as createEndpoint,
  deleteOAuthClient as deleteEndpoint,
  listOAuthClients as listEndpoint,
  updateOAuthClient as updateEndpoint,
} from '@tessera/contracts/routes/oauth.endpoints';
import { hasArray, hasObject } from '../response-check.ts';
import type { CallOptions } from '../signals.ts';
import type { HttpClient } from '../transport.ts';
import { callerOf } from './endpoint-call.ts';

/** What the owner sets on a client: its name and the origins it allows. */
export interface OAuthClientChanges {
  name?: string;
  /** Replaces the whole list: `https://shop.example`, `http://localhost:5173`, `http://localhost:*`. */
  allowedRedirectOrigins?: string[];
}

const hasClient = hasObject('client');
const hasClients = hasArray('clients');

/**
 * `@tessera/sdk/oauth-clients-admin`: the owner's OAuth clients and the origins each allows
 * (redirect URIs, post-logout URLs and browser calls must be on one). Owner credentials.
 */
export function oauthClientsAdmin(http: HttpClient) {
  const call = callerOf(http);
  return {
    /** The site's clients, oldest first. */
    async listOAuthClients(options?: CallOptions): Promise<OAuthClient[]> {
      const answer = await call(listEndpoint, {}, undefined, { ...options, check: hasClients });
      return answer.clients;
    },
    async createOAuthClient(
      client: { name: string; allowedRedirectOrigins?: string[] },
      options?: CallOptions,
    ): Promise<OAuthClient> {
      const answer = await call(createEndpoint, {}, { client }, { ...options, check: hasClient });
      return answer.client;
    },
    /** Renames a client or replaces its allowed origins; answers the client as stored (normalised). */
    async updateOAuthClient(
      clientId: string,
      changes: OAuthClientChanges,
      options?: CallOptions,
    ): Promise<OAuthClient> {
      const answer = await call(
        updateEndpoint,
        { clientId },
        { client: changes },
        { ...options, check: hasClient },
      );
      return answer.client;
    },
    /** Deletes a client; the logins made through it end (their refresh tokens are revoked). */
    async deleteOAuthClient(clientId: string, options?: CallOptions): Promise<void> {
      await call(deleteEndpoint, { clientId }, undefined, options);
    },
  };
}

export type OAuthClientsAdminModule = ReturnType<typeof oauthClientsAdmin>;
export type { OAuthClient };
