import type { TokenRequest, TokenResponse } from '@tessera/contracts';
import { AppError, validationError, violation } from '../../platform/errors.ts';
import { newId } from '../../platform/ids.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  jwtOf,
  signAccessToken,
  verifyAccessToken,
} from '../../platform/auth/access-tokens.ts';
import { authorizationParts } from '../../platform/auth/authenticate.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { findMember, resolveSessionToken } from '../identity/index.ts';
import { redeemCode } from './authorization-codes.ts';
import { oauthError, type OAuthDeps } from './oauth.context.ts';
import { findClient } from './oauth.store.ts';
import { rotate, startFamily, type TokenSubjectRole } from './refresh-tokens.ts';

type Client = { id: string; site_id: string };

/** The token endpoint: every grant of `POST /oauth2/token`. */
export class OAuthService {
  constructor(private readonly deps: OAuthDeps) {}

  async token(request: TokenRequest, authorization: string | undefined): Promise<TokenResponse> {
    const grantType = request.grantType ?? request.grant_type;
    if (grantType === 'authorized_client') return this.authorizedClient(request, authorization);
    const clientId = request.clientId ?? request.client_id;
    if (!clientId) throw oauthError('invalid_request', 'clientId is required');
    const client = await findClient(this.deps.db, clientId);
    if (!client) throw oauthError('invalid_client', `Unknown OAuth client ${clientId}`);
    switch (grantType) {
      case 'anonymous':
        return this.anonymous(client);
      case 'refresh_token':
        return this.refresh(client, request.refreshToken ?? request.refresh_token);
      case 'authorization_code':
        return this.authorizationCode(client, request);
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
      const client = await findClient(this.deps.db, from.clientId);
      if (client) return client.site_id;
      throw validationError([violation('client_id', 'is not a known OAuth client', 'VALIDATION')]);
    }
    const { accessToken } = authorizationParts(from.authorization);
    if (from.authorization?.trim()) {
      // The token's key id names its site; an expired token still does (that is when keys are fetched).
      const siteId = accessToken ? await this.deps.keys.siteOfToken(jwtOf(accessToken)) : null;
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

  private async anonymous(client: Client): Promise<TokenResponse> {
    const subjectId = newId();
    const refreshToken = await this.deps.uow.run(
      client.site_id,
      (tx) => startFamily(tx, { clientId: client.id, subjectId, role: 'VISITOR' }),
      { changes: ['oauth'] },
    );
    return this.respond(client, subjectId, 'VISITOR', refreshToken);
  }

  private async refresh(client: Client, refreshToken?: string): Promise<TokenResponse> {
    if (!refreshToken) throw oauthError('invalid_request', 'refreshToken is required');
    const outcome = await this.deps.uow.run(
      client.site_id,
      async (tx) => {
        const result = await rotate(tx, refreshToken, client.id);
        // A member who was blocked or deleted since cannot renew (their sessions ended too).
        if (result.ok && result.subject.role === 'MEMBER') {
          const member = await findMember(tx, result.subject.subjectId);
          if (member?.status !== 'ACTIVE') return { ok: false as const, reason: 'invalid' as const };
        }
        return result;
      },
      { changes: ['oauth'] },
    );
    if (!outcome.ok) {
      throw oauthError(
        'invalid_grant',
        outcome.reason === 'reused'
          ? 'Refresh token was already renewed; every token of this login is revoked'
          : 'Refresh token is invalid, expired or revoked',
      );
    }
    const { subjectId, role, refreshToken: next } = outcome.subject;
    return this.respond(client, subjectId, role, next);
  }

  private async authorizationCode(client: Client, request: TokenRequest): Promise<TokenResponse> {
    const code = request.code;
    if (!code) throw oauthError('invalid_request', 'code is required');
    const outcome = await this.deps.uow.run(
      client.site_id,
      async (tx) => {
        const redeemed = await redeemCode(tx, {
          code,
          clientId: client.id,
          redirectUri: request.redirectUri ?? request.redirect_uri,
          codeVerifier: request.codeVerifier ?? request.code_verifier,
        });
        if ('error' in redeemed) {
          // Access tokens carry no login id, so the member's tokens issued until now are revoked:
          // those the code issued among them (RFC 6749 §4.1.2). Committed with the refusal.
          if (redeemed.replayedBy)
            await this.deps.revocations.revoke(tx.db, client.site_id, redeemed.replayedBy);
          return { error: redeemed.error };
        }
        const member = await findMember(tx, redeemed.memberId);
        if (member?.status !== 'ACTIVE')
          return { error: oauthError('invalid_grant', 'The member cannot log in') };
        const refreshToken = await startFamily(tx, {
          clientId: client.id,
          subjectId: member.id,
          role: 'MEMBER',
        });
        return { memberId: member.id, refreshToken, visitorId: redeemed.visitorId };
      },
      { changes: ['oauth'] },
    );
    if ('error' in outcome) throw outcome.error;
    if (outcome.visitorId)
      await this.deps.memberLogins?.notify({
        siteId: client.site_id,
        memberId: outcome.memberId,
        visitorId: outcome.visitorId,
      });
    return this.respond(client, outcome.memberId, 'MEMBER', outcome.refreshToken);
  }

  /**
   * A member on behalf of the site (`getMemberTokensForExternalLogin`): `Authorization` carries
   * the visitor's access token and the site's API key; the client is the visitor token's.
   */
  private async authorizedClient(
    request: TokenRequest,
    authorization: string | undefined,
  ): Promise<TokenResponse> {
    const parts = authorizationParts(authorization);
    if (!parts.apiKey) {
      throw new AppError(
        'UNAUTHENTICATED',
        'UNAUTHENTICATED',
        'authorized_client requires the site API key in Authorization',
      );
    }
    const owner = await this.deps.apiKeys.resolve(parts.apiKey);
    if (!owner) throw new AppError('UNAUTHENTICATED', 'UNAUTHENTICATED', 'API key is invalid');
    if (owner.scopes) {
      throw new AppError(
        'PERMISSION_DENIED',
        'PERMISSION_DENIED',
        'authorized_client requires a full owner API key',
      );
    }
    let clientId = request.clientId ?? request.client_id;
    let visitorId: string | undefined;
    if (parts.accessToken) {
      const claims = await this.verified(parts.accessToken);
      if (!claims || claims.siteId !== owner.siteId) {
        throw new AppError(
          'UNAUTHENTICATED',
          'UNAUTHENTICATED',
          'The access token is invalid or of another site',
        );
      }
      clientId ??= claims.clientId;
      if (claims.role === 'VISITOR') visitorId = claims.subjectId;
    }
    if (!clientId) throw oauthError('invalid_request', 'clientId is required (or a visitor access token)');
    const client = await findClient(this.deps.db, clientId);
    if (!client || client.site_id !== owner.siteId)
      throw oauthError('invalid_client', `Unknown OAuth client ${clientId}`);
    const memberId = request.member_id ?? request.memberId;
    if (!memberId) throw oauthError('invalid_request', 'member_id is required');
    const sessionToken = request.session_token ?? request.sessionToken;
    const scope = siteScope(this.deps.db, client.site_id);
    const member = await findMember(scope, memberId);
    if (member?.status !== 'ACTIVE') throw oauthError('invalid_grant', 'No active member with this id');
    if (sessionToken) {
      const session = await resolveSessionToken(scope, sessionToken);
      if (session?.memberId !== member.id)
        throw oauthError('invalid_grant', "Session token is not this member's");
    }
    const refreshToken = await this.deps.uow.run(
      client.site_id,
      (tx) => startFamily(tx, { clientId: client.id, subjectId: member.id, role: 'MEMBER' }),
      { changes: ['oauth'] },
    );
    if (visitorId)
      await this.deps.memberLogins?.notify({ siteId: client.site_id, memberId: member.id, visitorId });
    return this.respond(client, member.id, 'MEMBER', refreshToken);
  }

  private async verified(token: string) {
    const claims = await verifyAccessToken(this.deps.keys, token);
    if (!claims || this.deps.revocations.isRevoked(claims.siteId, claims.subjectId, claims.issuedAtMs ?? 0))
      return null;
    return claims;
  }

  private async respond(
    client: Client,
    subjectId: string,
    role: TokenSubjectRole,
    refreshToken: string,
  ): Promise<TokenResponse> {
    const accessToken = await signAccessToken(this.deps.keys, {
      siteId: client.site_id,
      subjectId,
      clientId: client.id,
      role,
    });
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      token_type: 'Bearer',
    };
  }
}
