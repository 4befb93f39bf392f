import type { RevocationList } from '../../platform/auth/revocations.ts';
import { deleteFromSite } from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { forgetDevices } from '../identity/index.ts';
import { endMemberSessions } from '../identity/index.ts';
import { reasonsOf, statusFor, updateMember, type MemberRow } from '../identity/index.ts';

// The owner's actions on one locked member row, inside the caller's transaction: the single
// calls (approve, block, delete) and the bulk calls run the same code.

/** Drops the wait for the owner's approval; a member still waiting for email verification stays PENDING. */
export async function approveRow(tx: SiteTx, member: MemberRow): Promise<void> {
  if (member.status !== 'PENDING') return;
  const reasons = reasonsOf(member).filter((r) => r !== 'PENDING_ADMIN_APPROVAL_REQUIRED');
  await updateMember(tx, member.id, { reasons, status: statusFor(reasons) });
}

/** Blocks a member: their sessions end and their tokens stop working at once. */
export async function blockRow(tx: SiteTx, memberId: string, revocations: RevocationList): Promise<void> {
  await updateMember(tx, memberId, { status: 'BLOCKED' });
  await forgetDevices(tx, memberId);
  await endMemberSessions(tx, memberId, revocations);
}

/**
 * Deletes a member: the row stays (ids recorded elsewhere still resolve to "deleted") but its
 * email, password, profile and slug are wiped, so the email can register again; sessions,
 * tokens, factors and open links end at once.
 */
export async function deleteRow(tx: SiteTx, memberId: string, revocations: RevocationList): Promise<void> {
  await updateMember(tx, memberId, {
    status: 'DELETED',
    reasons: [],
    loginEmail: `deleted+${memberId}`,
    passwordHash: null,
    profile: {},
    slug: null,
  });
  await deleteFromSite(tx, 'mfa_factors').where('member_id', '=', memberId).execute();
  await deleteFromSite(tx, 'identity_challenges').where('member_id', '=', memberId).execute();
  await forgetDevices(tx, memberId);
  await endMemberSessions(tx, memberId, revocations);
}
