import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { looksLikeJwt, verifyAccessToken } from './access-tokens.ts';
import type { ApiKeyResolver } from './api-keys.ts';
import type { RevocationList } from './revocations.ts';
import { anonymous, type AuthContext } from './auth-context.ts';

const noPermissions: ReadonlySet<string> = new Set();
import type { SigningKeyCache } from './signing-keys.ts';

const unauthenticated = (description: string) =>
  new AppError('UNAUTHENTICATED', 'UNAUTHENTICATED', description);

/**
 * Reads `Authorization` (a raw token; a `Bearer ` prefix is accepted) and `wix-site-id`.
 * A JWT is a visitor or member access token; anything else is an owner API key.
 */
export async function authenticate(
  request: FastifyRequest,
  deps: { keys: SigningKeyCache; apiKeys: ApiKeyResolver; revocations: RevocationList },
): Promise<AuthContext> {
  const header = request.headers.authorization?.trim();
  if (!header) return anonymous;
  const token = header.replace(/^Bearer\s+/i, '');
  if (looksLikeJwt(token)) {
    const claims = await verifyAccessToken(deps.keys, token);
    if (!claims) throw unauthenticated('Access token is invalid or expired');
    if (deps.revocations.isRevoked(claims.siteId, claims.subjectId, claims.issuedAtMs ?? 0)) {
      throw unauthenticated('Access token was revoked');
    }
    return {
      role: claims.role,
      siteId: claims.siteId,
      subjectId: claims.subjectId,
      clientId: claims.clientId,
      permissions: noPermissions,
    };
  }
  const owner = await deps.apiKeys.resolve(token);
  if (!owner) throw unauthenticated('API key is invalid');
  const requestedSite = request.headers['wix-site-id'];
  if (typeof requestedSite === 'string' && requestedSite && requestedSite !== owner.siteId) {
    throw new AppError('PERMISSION_DENIED', 'PERMISSION_DENIED', 'The API key does not belong to this site');
  }
  // A key without scopes is the owner's; a scoped key is staff holding just those scopes.
  return owner.scopes
    ? { role: 'STAFF', siteId: owner.siteId, subjectId: owner.keyId, permissions: new Set(owner.scopes) }
    : { role: 'OWNER', siteId: owner.siteId, subjectId: owner.keyId, permissions: noPermissions };
}
