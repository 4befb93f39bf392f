import { SignJWT, decodeProtectedHeader, jwtVerify } from 'jose';
import { SIGNING_ALGORITHM, type SigningKeyCache } from './signing-keys.ts';
import { nowMs } from '../clock.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 4 * 60 * 60;

/**
 * Access tokens look like the hosted platform's, `OauthNG.JWS.<jwt>`, because real sites read
 * them: the payload's `data` is a JSON string with `instance.metaSiteId` (the site id).
 */
export const ACCESS_TOKEN_PREFIX = 'OauthNG.JWS.';

/** The JWT of an access token, with or without the platform prefix. */
export const jwtOf = (token: string): string =>
  token.startsWith(ACCESS_TOKEN_PREFIX) ? token.slice(ACCESS_TOKEN_PREFIX.length) : token;

export interface AccessTokenClaims {
  siteId: string;
  subjectId: string;
  clientId: string;
  role: 'VISITOR' | 'MEMBER';
  /** When it was issued, in ms (JWT `iat` has whole seconds): a revocation voids earlier tokens. */
  issuedAtMs?: number;
}

export async function signAccessToken(keys: SigningKeyCache, claims: AccessTokenClaims): Promise<string> {
  const { kid, key } = await keys.signingKey(claims.siteId);
  const subject = claims.role === 'MEMBER' ? 'member' : 'visitor';
  const data = JSON.stringify({
    instance: { instanceId: claims.siteId, metaSiteId: claims.siteId },
    [subject]: { id: claims.subjectId },
  });
  const jwt = await new SignJWT({
    data,
    site_id: claims.siteId,
    client_id: claims.clientId,
    role: claims.role,
    issued_ms: nowMs(),
  })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'JWT' })
    .setSubject(claims.subjectId)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key);
  return `${ACCESS_TOKEN_PREFIX}${jwt}`;
}

const VERIFIED_CACHE_SIZE = 20_000;
// ES256 verification costs ~350 µs; a visitor sends the same token with every call until it
// expires, so a verified token is remembered (bounded) until its `exp`. Found by its signature
// (the last 86 characters: hashing the whole ~450-character token was the costliest step of a
// cached read's authentication), then compared whole.
const verified = new Map<string, { token: string; claims: AccessTokenClaims; expiresAtMs: number }>();
const signatureOf = (jwt: string) => jwt.slice(jwt.lastIndexOf('.') + 1);

/**
 * The claims of a token this process verified before and that has not expired, without waiting:
 * the common case of every request after a visitor's first (authenticate.ts answers it at once).
 */
export function alreadyVerified(
  presented: string,
): { claims: AccessTokenClaims; expiresAtMs: number } | null {
  const token = jwtOf(presented);
  const signature = signatureOf(token);
  const cached = verified.get(signature);
  if (!cached || cached.token !== token) return null;
  if (cached.expiresAtMs > nowMs()) return cached;
  verified.delete(signature);
  return null;
}

/** Returns the token's claims, or null for a token this server did not sign or that expired. */
export async function verifyAccessToken(
  keys: SigningKeyCache,
  presented: string,
): Promise<AccessTokenClaims | null> {
  return (await verifyAccessTokenWithExpiry(keys, presented))?.claims ?? null;
}

/** The token's claims and when it expires (ms), or null. Accepts the prefixed and the plain JWT. */
export async function verifyAccessTokenWithExpiry(
  keys: SigningKeyCache,
  presented: string,
): Promise<{ claims: AccessTokenClaims; expiresAtMs: number } | null> {
  const cached = alreadyVerified(presented);
  if (cached) return cached;
  const token = jwtOf(presented);
  const result = await verifySignature(keys, token);
  if (result) {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(signatureOf(token), { token, ...result });
  }
  return result;
}

async function verifySignature(
  keys: SigningKeyCache,
  token: string,
): Promise<{ claims: AccessTokenClaims; expiresAtMs: number } | null> {
  try {
    const { kid } = decodeProtectedHeader(token);
    if (!kid) return null;
    const siteKey = await keys.publicKey(kid);
    if (!siteKey) return null;
    const { payload } = await jwtVerify(token, siteKey.key, { algorithms: [SIGNING_ALGORITHM] });
    if (payload.site_id !== siteKey.siteId || typeof payload.sub !== 'string') return null;
    const role = payload.role === 'MEMBER' ? 'MEMBER' : 'VISITOR';
    return {
      claims: {
        siteId: siteKey.siteId,
        subjectId: payload.sub,
        clientId: String(payload.client_id),
        role,
        issuedAtMs: typeof payload.issued_ms === 'number' ? payload.issued_ms : (payload.iat ?? 0) * 1000,
      },
      expiresAtMs: (payload.exp ?? 0) * 1000,
    };
  } catch {
    return null;
  }
}

export const looksLikeJwt = (presented: string): boolean => {
  const token = jwtOf(presented);
  const first = token.indexOf('.');
  const second = token.indexOf('.', first + 1);
  return first > 0 && second > first && token.indexOf('.', second + 1) === -1;
};
