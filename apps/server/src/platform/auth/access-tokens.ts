import { SignJWT, decodeProtectedHeader, jwtVerify } from 'jose';
import { SIGNING_ALGORITHM, type SigningKeyCache } from './signing-keys.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 4 * 60 * 60;

export interface AccessTokenClaims {
  siteId: string;
  subjectId: string;
  clientId: string;
  role: 'VISITOR' | 'MEMBER';
}

export async function signAccessToken(keys: SigningKeyCache, claims: AccessTokenClaims): Promise<string> {
  const { kid, key } = await keys.signingKey(claims.siteId);
  return new SignJWT({ site_id: claims.siteId, client_id: claims.clientId, role: claims.role })
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid, typ: 'JWT' })
    .setSubject(claims.subjectId)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(key);
}

/** Returns the token's claims, or null for a token this server did not sign or that expired. */
export async function verifyAccessToken(
  keys: SigningKeyCache,
  token: string,
): Promise<AccessTokenClaims | null> {
  try {
    const { kid } = decodeProtectedHeader(token);
    if (!kid) return null;
    const siteKey = await keys.publicKey(kid);
    if (!siteKey) return null;
    const { payload } = await jwtVerify(token, siteKey.key, { algorithms: [SIGNING_ALGORITHM] });
    if (payload.site_id !== siteKey.siteId || typeof payload.sub !== 'string') return null;
    const role = payload.role === 'MEMBER' ? 'MEMBER' : 'VISITOR';
    return { siteId: siteKey.siteId, subjectId: payload.sub, clientId: String(payload.client_id), role };
  } catch {
    return null;
  }
}

export const looksLikeJwt = (token: string): boolean => token.split('.').length === 3;
