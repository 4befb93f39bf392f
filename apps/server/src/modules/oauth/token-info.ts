import { subjectOf, type Caller } from '../../platform/auth/caller.ts';
import type { TokenInfoResponse, UserInfoResponse } from '@tessera/contracts';
import { verifyAccessTokenWithExpiry } from '../../platform/auth/access-tokens.ts';
import { authorizationParts } from '../../platform/auth/authenticate.ts';
import { AppError } from '../../platform/errors.ts';
import { siteScope } from '../../platform/site-scope.ts';
import { findMember } from '../identity/index.ts';
import type { OAuthDeps } from './oauth.context.ts';

const inactive: TokenInfoResponse = { active: false, subjectType: 'UNKNOWN', subjectId: '', clientId: '' };

/** Token introspection and the OpenID Connect UserInfo of a member. */
export class TokenInfoService {
  constructor(private readonly deps: OAuthDeps) {}

  /** The token in the body (official SDK's `getTokenInfo`) or in `Authorization`. */
  async tokenInfo(
    bodyToken: string | undefined,
    authorization: string | undefined,
  ): Promise<TokenInfoResponse> {
    const parts = authorizationParts(bodyToken ?? authorization);
    if (parts.accessToken) {
      const verified = await verifyAccessTokenWithExpiry(this.deps.keys, parts.accessToken);
      if (!verified) return inactive;
      const { claims, expiresAtMs } = verified;
      if (this.deps.revocations.isRevoked(claims.siteId, claims.subjectId, claims.issuedAtMs ?? 0))
        return inactive;
      return {
        active: true,
        subjectType: claims.role,
        subjectId: claims.subjectId,
        clientId: claims.clientId,
        siteId: claims.siteId,
        instanceId: claims.siteId,
        exp: String(Math.floor(expiresAtMs / 1000)),
        iat: String(Math.floor((claims.issuedAtMs ?? 0) / 1000)),
      };
    }
    if (parts.apiKey) {
      const owner = await this.deps.apiKeys.resolve(parts.apiKey);
      if (!owner) return inactive;
      return {
        active: true,
        subjectType: 'USER',
        subjectId: owner.keyId,
        clientId: '',
        siteId: owner.siteId,
      };
    }
    return inactive;
  }

  async userInfo(caller: Caller): Promise<UserInfoResponse> {
    const { siteId } = caller;
    const memberId = subjectOf(caller);
    const member = await findMember(siteScope(this.deps.db, siteId), memberId);
    if (!member)
      throw new AppError('NOT_FOUND', 'MEMBER_NOT_FOUND', 'The member of this token no longer exists');
    const profile = parseProfile(member.profile);
    const givenName = text(profile.firstName);
    const familyName = text(profile.lastName);
    const name = text(profile.nickname) ?? ([givenName, familyName].filter(Boolean).join(' ') || undefined);
    const picture = text(profile.picture) ?? text((profile.photo as { url?: unknown } | undefined)?.url);
    return {
      sub: member.id,
      email: member.login_email,
      emailVerified: member.email_verified === 1,
      ...(name ? { name } : {}),
      ...(givenName ? { givenName } : {}),
      ...(familyName ? { familyName } : {}),
      ...(picture ? { picture } : {}),
    };
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

function parseProfile(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
