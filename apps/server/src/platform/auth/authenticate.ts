import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { setHeader } from '../reply-headers.ts';
import { routeConfigOf } from '../route-context.ts';
import { nowMs } from '../clock.ts';
import { BoundedMemo } from '../bounded-memo.ts';
import { alreadyVerified, looksLikeJwt, verifyAccessToken, type AccessTokenClaims } from './access-tokens.ts';
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
export interface AuthenticateDeps {
  keys: SigningKeyCache;
  apiKeys: ApiKeyResolver;
  revocations: RevocationList;
  ownerSessions?: OwnerSessionLookup;
}

export async function authenticate(request: FastifyRequest, deps: AuthenticateDeps): Promise<AuthContext> {
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
  return contextOfToken(await verifyAccessToken(deps.keys, token), deps.revocations);
}

/** Whether the token's subject had its tokens revoked after this one was issued. */
const isRevokedToken = (claims: AccessTokenClaims, revocations: RevocationList) =>
  revocations.isRevoked(claims.siteId, claims.subjectId, claims.issuedAtMs ?? 0);
const revokedToken = () => unauthenticated('Access token was revoked');

/**
 * One frozen context per verified token, shared by its requests (nothing writes to a caller):
 * a visitor's repeated calls allocate none. The revocation check runs on every request.
 */
const tokenContexts = new WeakMap<AccessTokenClaims, AuthContext>();

function contextOfToken(claims: AccessTokenClaims | null, revocations: RevocationList): AuthContext {
  if (!claims) throw unauthenticated('Access token is invalid or expired');
  if (isRevokedToken(claims, revocations)) throw revokedToken();
  let context = tokenContexts.get(claims);
  if (!context) {
    context = Object.freeze({
      role: claims.role,
      siteId: claims.siteId,
      subjectId: claims.subjectId,
      clientId: claims.clientId,
      permissions: noPermissions,
    });
    tokenContexts.set(claims, context);
  }
  return context;
}

/**
 * `authenticate` without waiting when it need not: no credentials, or only an access token this
 * process already verified (a visitor's every call after the first). Anything else (an API key,
 * an owner session, a new token) is the promise of `authenticate`. Same checks either way.
 */
export function authenticateNow(
  request: FastifyRequest,
  deps: AuthenticateDeps,
): AuthContext | Promise<AuthContext> {
  const parts = authorizationParts(request.headers.authorization);
  if (parts.apiKey) return authenticate(request, deps);
  if (!parts.accessToken) return anonymous;
  const verified = alreadyVerified(parts.accessToken);
  return verified
    ? contextOfToken(verified.claims, deps.revocations)
    : authenticateToken(parts.accessToken, deps);
}

/** An `Authorization` header that carried one access token, as sent, and what it was found to be. */
interface KnownHeader {
  header: string;
  context: AuthContext;
  claims: AccessTokenClaims;
  expiresAtMs: number;
  /** The revocation list's generation when the token was last found not revoked. */
  checkedAt: number;
}

const KNOWN_HEADERS_MAX = 20_000;

/**
 * A visitor's or member's `Authorization` header as sent, remembered once its token was verified
 * and found not revoked, found again by its last characters (the token's signature: hashing the
 * ~750-character header cost more than the rest) and compared whole. Another request with the
 * same header is the same caller with no parsing, splitting or lookup by token, while it has not
 * expired (checked on every request) and no revocation has been applied since it was last found
 * not revoked (the revocation list's generation; any change asks the list again). Per app: the
 * revocation list is the app's. Bounded, oldest out first.
 */
class KnownHeaders {
  /** Bounded by count only (each entry is one header): sizes are given as 0. */
  private readonly byTail = new BoundedMemo<KnownHeader>(KNOWN_HEADERS_MAX, Number.POSITIVE_INFINITY);

  constructor(private readonly revocations: RevocationList) {}

  /** The caller of a known header; null when unknown or expired; throws when revoked. */
  find(header: string): AuthContext | null {
    const tail = tailOf(header);
    const known = this.byTail.get(tail);
    if (!known || known.header !== header) return null;
    if (known.expiresAtMs <= nowMs()) {
      this.byTail.delete(tail);
      return null;
    }
    const generation = this.revocations.generation;
    if (known.checkedAt !== generation) {
      if (isRevokedToken(known.claims, this.revocations)) {
        this.byTail.delete(tail);
        throw revokedToken();
      }
      known.checkedAt = generation;
    }
    return known.context;
  }

  /** After the ordinary path authenticated a header holding one access token. */
  remember(header: string, context: AuthContext, checkedAt: number): void {
    const token = authorizationParts(header);
    if (!token.accessToken || token.apiKey) return;
    const verified = alreadyVerified(token.accessToken);
    // Only the context of this very token (not one of an API key sent with it).
    if (!verified || tokenContexts.get(verified.claims) !== context) return;
    const known = { header, context, claims: verified.claims, expiresAtMs: verified.expiresAtMs, checkedAt };
    this.byTail.set(tailOf(header), known, 0);
  }
}

const tailOf = (header: string) => header.slice(header.lastIndexOf('.') + 1);

/**
 * The `onRequest` hook that authenticates every non-public request (`request.auth`), and names
 * the request in the answer. A callback hook: the common case (a known visitor or member header)
 * returns before any promise and with no parsing of the header.
 */
export function authenticationHook(deps: AuthenticateDeps) {
  const known = new KnownHeaders(deps.revocations);
  const authenticated = (request: FastifyRequest, auth: AuthContext, generation: number) => {
    request.auth = auth;
    const header = request.headers.authorization;
    if ((auth.role === 'VISITOR' || auth.role === 'MEMBER') && header !== undefined) {
      known.remember(header, auth, generation);
    }
  };
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
    setHeader(reply, 'x-wix-request-id', request.id);
    setHeader(reply, 'x-request-id', request.id);
    request.auth = anonymous;
    // Public routes ignore credentials: a stale token must not block getting a new one.
    if (routeConfigOf(request).public) return done();
    const header = request.headers.authorization;
    if (header !== undefined) {
      let found: AuthContext | null;
      try {
        found = known.find(header);
      } catch (error) {
        return done(error as Error);
      }
      if (found) {
        request.auth = found;
        return done();
      }
    }
    // Taken before the revocation check, so a revocation applied meanwhile is asked again.
    const generation = deps.revocations.generation;
    const auth = authenticateNow(request, deps);
    if (!(auth instanceof Promise)) {
      authenticated(request, auth, generation);
      return done();
    }
    auth.then((resolved) => {
      authenticated(request, resolved, generation);
      done();
    }, done);
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
