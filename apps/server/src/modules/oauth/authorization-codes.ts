import { randomSecret } from '../../platform/ids.ts';
import { sha256Hex } from '../../platform/auth/hashing.ts';
import type { SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { oauthError } from './oauth.context.ts';
import { verifierMatches } from './pkce.ts';
import { insertCode, lockCode, useCode } from './oauth.store.ts';
import { nowMs } from '../../platform/clock.ts';

/** Codes live one minute: the browser hands them straight back to the site. */
export const CODE_TTL_MS = 60_000;

/** A single-use code for a member, bound to the client, the redirect URI and the PKCE challenge. */
export async function issueCode(
  scope: SiteScope,
  input: {
    clientId: string;
    redirectUri: string;
    codeChallenge: string;
    memberId: string;
    scope: string;
    /** The visitor who asked for the login (their token created its session). */
    visitorId?: string | null;
  },
  now = nowMs(),
): Promise<string> {
  const code = `ac_${randomSecret(32)}`;
  await insertCode(scope, {
    code_hash: sha256Hex(code),
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    code_challenge: input.codeChallenge,
    member_id: input.memberId,
    visitor_id: input.visitorId ?? null,
    scope: input.scope,
    created_date: new Date(now).toISOString(),
    expires_date: new Date(now + CODE_TTL_MS).toISOString(),
    used_date: null,
  });
  return code;
}

const invalidGrant = (description: string) => oauthError('invalid_grant', description);

/**
 * Redeems a code: it must exist, be unused and unexpired, belong to this client, come with the
 * same redirect URI and a verifier whose S256 digest is the challenge. A code is spent by the
 * first attempt whatever its outcome, so a wrong verifier cannot be retried.
 */
export async function redeemCode(
  tx: SiteTx,
  input: { code: string; clientId: string; redirectUri?: string; codeVerifier?: string },
  now = nowMs(),
): Promise<
  | { memberId: string; visitorId: string | null }
  | { error: ReturnType<typeof invalidGrant>; replayedBy?: string }
> {
  const hash = sha256Hex(input.code);
  const row = await lockCode(tx, hash);
  if (!row) return { error: invalidGrant('Authorization code is invalid') };
  const at = new Date(now).toISOString();
  if (!(await useCode(tx, hash, at))) {
    // A second use means the code leaked: the caller revokes what it issued (RFC 6749 §4.1.2).
    return {
      error: invalidGrant("Authorization code was already used; the member's tokens are revoked"),
      replayedBy: row.member_id,
    };
  }
  if (row.expires_date <= at) return { error: invalidGrant('Authorization code expired') };
  if (row.client_id !== input.clientId)
    return { error: invalidGrant('Authorization code belongs to another client') };
  if ((input.redirectUri ?? '') !== row.redirect_uri) {
    return { error: invalidGrant('redirectUri differs from the one of the authorization request') };
  }
  if (!input.codeVerifier || !verifierMatches(input.codeVerifier, row.code_challenge)) {
    return { error: invalidGrant('codeVerifier does not match the code challenge') };
  }
  return { memberId: row.member_id, visitorId: row.visitor_id };
}
