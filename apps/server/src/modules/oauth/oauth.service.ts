import type { TokenRequest, TokenResponse } from '@tessera/contracts';
import type { Db } from '../../platform/db.ts';
import { nowIso } from '../../platform/clock.ts';
import { AppError, validationError, violation } from '../../platform/errors.ts';
import { newId, randomSecret } from '../../platform/ids.ts';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../../platform/auth/access-tokens.ts';
import { sha256Hex } from '../../platform/auth/hashing.ts';
import type { SigningKeyCache } from '../../platform/auth/signing-keys.ts';
import { findClient, findRefreshToken, insertRefreshToken } from './oauth.store.ts';

const REFRESH_TOKEN_TTL_DAYS = 90;

const oauthError = (code: string, description: string) => new AppError('INVALID', code, description);

/** The token endpoint: visitor tokens (anonymous grant) and renewal (refresh_token grant). */
export class OAuthService {
  constructor(
    private readonly db: Db,
    private readonly keys: SigningKeyCache,
  ) {}

  async token(request: TokenRequest): Promise<TokenResponse> {
    const clientId = request.clientId ?? request.client_id;
    const grantType = request.grantType ?? request.grant_type;
    if (!clientId) throw oauthError('invalid_request', 'clientId is required');
    const client = await findClient(this.db, clientId);
    if (!client) throw oauthError('invalid_client', `Unknown OAuth client ${clientId}`);
    switch (grantType) {
      case 'anonymous':
        return this.anonymous(client.site_id, client.id);
      case 'refresh_token':
        return this.refresh(client.site_id, client.id, request.refreshToken ?? request.refresh_token);
      default:
        throw oauthError('unsupported_grant_type', `Grant type ${grantType ?? '(missing)'} is not supported`);
    }
  }

  /**
   * The site whose key set `GET /oauth2/jwks` answers with: keys are listed per site only, so
   * one site's callers never learn which other sites this server hosts.
   */
  async keySetSite(from: { siteId?: string; clientId?: string; authorization?: string }): Promise<string> {
    if (from.siteId) return from.siteId;
    if (from.clientId) {
      const client = await findClient(this.db, from.clientId);
      if (client) return client.site_id;
      throw validationError([violation('client_id', 'is not a known OAuth client', 'VALIDATION')]);
    }
    const token = from.authorization?.trim().replace(/^Bearer\s+/i, '');
    if (token) {
      // The token's key id names its site; an expired token still does (that is when keys are fetched).
      const siteId = await this.keys.siteOfToken(token);
      if (siteId) return siteId;
      throw validationError([
        violation('Authorization', 'is not an access token of this server', 'VALIDATION'),
      ]);
    }
    throw validationError([
      violation(
        'siteId',
        'a site is required: the wix-site-id header, siteId or client_id, or an access token',
        'REQUIRED_ONE_OF_FIELD',
      ),
    ]);
  }

  private async anonymous(siteId: string, clientId: string): Promise<TokenResponse> {
    const visitorId = newId();
    const refreshToken = `rt_${randomSecret(32)}`;
    const now = new Date();
    await insertRefreshToken(this.db, {
      site_id: siteId,
      id: newId(),
      token_hash: sha256Hex(refreshToken),
      client_id: clientId,
      role: 'VISITOR',
      subject_id: visitorId,
      created_date: now.toISOString(),
      expires_date: new Date(now.getTime() + REFRESH_TOKEN_TTL_DAYS * 86_400_000).toISOString(),
      revoked_date: null,
    });
    const accessToken = await signAccessToken(this.keys, {
      siteId,
      subjectId: visitorId,
      clientId,
      role: 'VISITOR',
    });
    return tokenResponse(accessToken, refreshToken);
  }

  private async refresh(siteId: string, clientId: string, refreshToken?: string): Promise<TokenResponse> {
    if (!refreshToken) throw oauthError('invalid_request', 'refreshToken is required');
    const row = await findRefreshToken(this.db, siteId, sha256Hex(refreshToken));
    if (!row || row.client_id !== clientId || row.revoked_date || row.expires_date <= nowIso()) {
      throw oauthError('invalid_grant', 'Refresh token is invalid, expired or revoked');
    }
    const role = row.role === 'MEMBER' ? 'MEMBER' : 'VISITOR';
    const accessToken = await signAccessToken(this.keys, {
      siteId,
      subjectId: row.subject_id,
      clientId,
      role,
    });
    return tokenResponse(accessToken, refreshToken);
  }
}

const tokenResponse = (accessToken: string, refreshToken: string): TokenResponse => ({
  access_token: accessToken,
  refresh_token: refreshToken,
  expires_in: ACCESS_TOKEN_TTL_SECONDS,
  token_type: 'Bearer',
});
