import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { looksLikeJwt, verifyAccessToken } from './access-tokens.ts';
import type { ApiKeyResolver } from './api-keys.ts';
import type { RevocationList } from './revocations.ts';
import { anonymous, type AuthContext } from './auth-context.ts';
import type { SigningKeyCache } from './signing-keys.ts';

const noPermissions: ReadonlySet<string> = new Set();

/** Resolves an owner session token (the owner's email-and-password login) to its site and user. */
export interface OwnerSessionLookup {
  resolve(token: string): Promise<{ siteId: string; ownerUserId: string } | null>;
}

const unauthenticated = (description: string) =>
  new AppError('UNAUTHENTICATED', 'UNAUTHENTICATED', description);

export interface AuthorizationParts {
  /** A visitor or member access token (`OauthNG.JWS.<jwt>` or a plain JWT). */
  accessToken?: string;
  /** An owner or staff API key. */
  apiKey?: string;
}

/**
 * Splits `Authorization`: one credential (a `Bearer ` prefix is accepted), or the two-part
 * `<visitor access token>,<API key>` the official SDK sends for a member on behalf of the site.
 */
export function authorizationParts(header: string | undefined): AuthorizationParts {
  const value = header?.trim().replace(/^Bearer\s+/i, '');
  if (!value) return {};
  const comma = value.indexOf(',');
  if (comma >= 0) {
    const first = value.slice(0, comma).trim();
    const second = value.slice(comma + 1).trim();
    return looksLikeJwt(first) ? { accessToken: first, apiKey: second } : { apiKey: value };
  }
  return looksLikeJwt(value) ? { accessToken: value } : { apiKey: value };
}

/**
 * Reads `Authorization` and `wix-site-id`. A JWT is a visitor or member access token; anything
 * else is an owner API key. The two-part form (token, API key) acts with the key's authority on
 * the token's site, and both must belong to the same site.
 */
export async function authenticate(
  request: FastifyRequest,
  deps: {
    keys: SigningKeyCache;
    apiKeys: ApiKeyResolver;
    revocations: RevocationList;
    ownerSessions?: OwnerSessionLookup;
  },
): Promise<AuthContext> {
  const parts = authorizationParts(request.headers.authorization);
  if (parts.accessToken && parts.apiKey) {
    const visitor = await authenticateToken(parts.accessToken, deps);
    const owner = await authenticateKey(request, parts.apiKey, deps);
    if (visitor.siteId !== owner.siteId) {
      throw new AppError(
        'PERMISSION_DENIED',
        'PERMISSION_DENIED',
        'The API key does not belong to this site',
      );
    }
    return owner;
  }
  if (parts.accessToken) return authenticateToken(parts.accessToken, deps);
  if (parts.apiKey) return authenticateKey(request, parts.apiKey, deps);
  return anonymous;
}

async function authenticateToken(
  token: string,
  deps: { keys: SigningKeyCache; revocations: RevocationList },
): Promise<AuthContext> {
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

async function authenticateKey(
  request: FastifyRequest,
  token: string,
  deps: { apiKeys: ApiKeyResolver; ownerSessions?: OwnerSessionLookup },
): Promise<AuthContext> {
  // The owner's dashboard login (`tso_…`, modules/identity): role OWNER, subject = the owner user.
  if (deps.ownerSessions && token.startsWith('tso_')) {
    const session = await deps.ownerSessions.resolve(token);
    if (!session) throw unauthenticated('Owner session is invalid or expired');
    const site = request.headers['wix-site-id'];
    if (typeof site === 'string' && site && site !== session.siteId) {
      throw new AppError(
        'PERMISSION_DENIED',
        'PERMISSION_DENIED',
        'The session does not belong to this site',
      );
    }
    return {
      role: 'OWNER',
      siteId: session.siteId,
      subjectId: session.ownerUserId,
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
