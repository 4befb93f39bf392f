import { sha256Hex } from '../../platform/auth/hashing.ts';
import { newId, randomSecret } from '../../platform/ids.ts';
import type { SiteScope } from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import {
  findRefreshToken,
  insertFamily,
  insertRefreshToken,
  lockFamily,
  markFamilyUsed,
  revokeFamily,
} from './oauth.store.ts';
import { nowMs } from '../../platform/clock.ts';

export const REFRESH_TOKEN_TTL_MS = 90 * 86_400_000;
/** How long a superseded refresh token still works: parallel tabs renewing at once. */
export const ROTATION_GRACE_MS = 30_000;

export type TokenSubjectRole = 'VISITOR' | 'MEMBER';

export interface RefreshSubject {
  subjectId: string;
  role: TokenSubjectRole;
  /** The refresh token to hand back to the client. */
  refreshToken: string;
}

const newRefreshToken = () => `rt_${randomSecret(32)}`;

async function insertToken(
  scope: SiteScope,
  family: { id: string; clientId: string; role: string; subjectId: string },
  generation: number,
  now: number,
): Promise<string> {
  const token = newRefreshToken();
  await insertRefreshToken(scope, {
    id: newId(),
    token_hash: sha256Hex(token),
    client_id: family.clientId,
    role: family.role,
    subject_id: family.subjectId,
    created_date: new Date(now).toISOString(),
    expires_date: new Date(now + REFRESH_TOKEN_TTL_MS).toISOString(),
    revoked_date: null,
    family_id: family.id,
    generation,
  });
  return token;
}

/** A new family (a login, an anonymous grant) and its first refresh token. */
export async function startFamily(
  scope: SiteScope,
  input: { clientId: string; subjectId: string; role: TokenSubjectRole },
  now = nowMs(),
): Promise<string> {
  const id = newId();
  const at = new Date(now).toISOString();
  await insertFamily(scope, {
    id,
    client_id: input.clientId,
    subject_id: input.subjectId,
    role: input.role,
    used_generation: 0,
    used_since: at,
    created_date: at,
    expires_date: new Date(now + REFRESH_TOKEN_TTL_MS).toISOString(),
    revoked_date: null,
  });
  return insertToken(scope, { id, ...input }, 0, now);
}

export type RotationOutcome =
  { ok: true; subject: RefreshSubject } | { ok: false; reason: 'invalid' | 'reused' };

/**
 * Rotation with reuse detection. Each renewal returns a new refresh token one generation
 * newer. A generation becomes current when a client first presents a token of it; from then
 * on older tokens work only for `ROTATION_GRACE_MS` (parallel renewals), and presenting one
 * later revokes the whole family: someone holds a copy.
 *
 * A client that never adopts the new token (the official `@wix/sdk` `renewToken` keeps the one
 * it has) keeps presenting the current generation and is never logged out.
 */
export async function rotate(
  tx: SiteTx,
  presented: string,
  clientId: string,
  now = nowMs(),
): Promise<RotationOutcome> {
  const row = await findRefreshToken(tx, sha256Hex(presented));
  const at = new Date(now).toISOString();
  if (!row || row.client_id !== clientId || row.revoked_date || row.expires_date <= at) {
    return { ok: false, reason: 'invalid' };
  }
  const role: TokenSubjectRole = row.role === 'MEMBER' ? 'MEMBER' : 'VISITOR';
  if (!row.family_id) {
    // A token from before rotation existed: it joins a new family as its first generation.
    const token = await startFamily(tx, { clientId, subjectId: row.subject_id, role }, now);
    return { ok: true, subject: { subjectId: row.subject_id, role, refreshToken: token } };
  }
  const family = await lockFamily(tx, row.family_id);
  if (!family || family.revoked_date || family.expires_date <= at) return { ok: false, reason: 'invalid' };
  if (row.generation > family.used_generation) {
    await markFamilyUsed(tx, family.id, row.generation, at);
  } else if (
    row.generation < family.used_generation &&
    now - Date.parse(family.used_since) > ROTATION_GRACE_MS
  ) {
    await revokeFamily(tx, family.id, at);
    return { ok: false, reason: 'reused' };
  }
  const token = await insertToken(
    tx,
    { id: family.id, clientId, role: family.role, subjectId: family.subject_id },
    Math.max(row.generation, family.used_generation) + 1,
    now,
  );
  return { ok: true, subject: { subjectId: family.subject_id, role, refreshToken: token } };
}
