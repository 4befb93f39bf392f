import type { Selectable } from 'kysely';
import { nowIso, nowMs } from '../../platform/clock.ts';
import type { MembersTable } from './identity.schema.ts';
import { sha256Hex } from '../../platform/auth/hashing.ts';
import type { RevocationList } from '../../platform/auth/revocations.ts';
import { newId, randomSecret } from '../../platform/ids.ts';
import { forgetDevices } from './factors.ts';
import {
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';

// The seam with OAuth / redirect sessions: login SUCCESS hands out a session token, the OAuth
// module turns it into member tokens; logout and blocking end every session of a member.

export type MemberRow = Selectable<MembersTable>;

/** How long a session token may be exchanged for member tokens. */
export const SESSION_TOKEN_TTL_MS = 30 * 60 * 1000;

/** A short-lived, single-use-per-exchange member session token (login SUCCESS returns it). */
export async function createSessionToken(scope: SiteScope, memberId: string): Promise<string> {
  const token = `tss_${randomSecret(32)}`;
  const now = nowMs();
  await insertIntoSite(scope, 'member_sessions', [
    {
      id: newId(),
      token_hash: sha256Hex(token),
      member_id: memberId,
      created_date: new Date(now).toISOString(),
      expires_date: new Date(now + SESSION_TOKEN_TTL_MS).toISOString(),
      ended_date: null,
    },
  ]).execute();
  return token;
}

/** The member of a live session token, or null (expired, unknown, member not ACTIVE). */
export async function resolveSessionToken(
  scope: SiteScope,
  token: string,
): Promise<{ memberId: string } | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
  // Looked up by digest: the token's own bytes never meet a comparison that could leak timing.
  const session = await selectFromSite(scope, 'member_sessions')
    .select(['member_id', 'expires_date', 'ended_date'])
    .where('token_hash', '=', sha256Hex(token))
    .executeTakeFirst();
  if (!session || session.ended_date || session.expires_date <= nowIso()) return null;
  const member = await findMember(scope, session.member_id);
  return member?.status === 'ACTIVE' ? { memberId: member.id } : null;
}

/** Ends every session of a member (logout, block, delete) and revokes their tokens. */
export async function endMemberSessions(
  scope: SiteScope,
  memberId: string,
  revocations: RevocationList,
): Promise<void> {
  await updateSiteTable(scope, 'member_sessions')
    .set({ ended_date: nowIso() })
    .where('member_id', '=', memberId)
    .where('ended_date', 'is', null)
    .execute();
  await revocations.revoke(scope.db, scope.siteId, memberId);
}

export async function findMember(scope: SiteScope, memberId: string): Promise<MemberRow | undefined> {
  if (typeof memberId !== 'string' || memberId.length > 64) return undefined;
  return selectFromSite(scope, 'members').selectAll().where('id', '=', memberId).executeTakeFirst();
}

/**
 * After a password change or reset: every session and token of the member ends (this one
 * included: the member signs in again with the new password), and remembered devices are
 * forgotten, so nothing obtained with the old password still works.
 */
export async function endMemberAccess(
  scope: SiteScope,
  memberId: string,
  revocations: RevocationList,
): Promise<void> {
  await endMemberSessions(scope, memberId, revocations);
  await forgetDevices(scope, memberId);
}
