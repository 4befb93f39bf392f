import type { RevokeTokenRequest } from '@tessera/contracts/sign-out';
import { looksLikeJwt, verifyAccessToken } from '../../platform/auth/access-tokens.ts';
import { sha256Hex } from '../../platform/auth/hashing.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { oauthError, type OAuthDeps } from './oauth.context.ts';
import { findClient, findRefreshToken, revokeFamily } from './oauth.store.ts';
import { nowIso } from '../../platform/clock.ts';

/**
 * RFC 7009 token revocation for the public clients of a site. The client names itself
 * (`clientId` / `client_id`); a token of another client, an unknown, expired or already revoked
 * token answers 200 all the same (§2.2), so the endpoint tells a caller nothing about tokens.
 *
 * Granularity: a refresh token ends its family (the login) and, since access tokens carry no
 * login id, every token of its subject issued until now (RevocationList); an access token ends
 * its subject's tokens the same way. For a member that is "log out everywhere".
 */
export class TokenRevocation {
  constructor(private readonly deps: OAuthDeps) {}

  async revoke(request: RevokeTokenRequest): Promise<Record<string, never>> {
    const clientId = request.clientId ?? request.client_id;
    if (!clientId) throw oauthError('invalid_request', 'clientId (or client_id) is required');
    const client = await findClient(this.deps.db, clientId);
    if (!client) throw oauthError('invalid_client', `Unknown OAuth client ${clientId}`);
    // The hint only orders the search (§2.1); both kinds are recognisable by their form.
    const token = request.token.trim().replace(/^Bearer\s+/i, '');
    if (looksLikeJwt(token)) {
      const claims = await verifyAccessToken(this.deps.keys, token);
      if (claims && claims.clientId === client.id && claims.siteId === client.site_id) {
        await this.deps.revocations.revoke(this.deps.db, client.site_id, claims.subjectId);
      }
      return {};
    }
    const row = await findRefreshToken(siteScope(this.deps.db, client.site_id), sha256Hex(token));
    if (!row || row.client_id !== client.id || row.revoked_date) return {};
    await this.deps.uow.run(
      client.site_id,
      async (tx) => {
        if (row.family_id) await revokeFamily(tx, row.family_id, nowIso());
        await this.deps.revocations.revoke(tx.db, client.site_id, row.subject_id);
      },
      { changes: ['oauth'] },
    );
    return {};
  }
}
