import type { IdentityProfile, PendingReason } from '@tessera/contracts';
import { nowIso } from '../../platform/clock.ts';
import {
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';
import { findMember, type MemberRow } from './sessions.ts';
import { normalizeSlug, slugHolder } from './member-slugs.ts';

// SQL for the members table. Statuses: PENDING (with reasons), ACTIVE, BLOCKED, DELETED.

export type MemberStatus = 'PENDING' | 'ACTIVE' | 'BLOCKED' | 'DELETED';
export type ActivityStatus = 'ACTIVE' | 'MUTED';
export { findMember, type MemberRow };

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const reasonsOf = (row: MemberRow): PendingReason[] => {
  try {
    const reasons = JSON.parse(row.pending_reasons);
    return Array.isArray(reasons) ? reasons : [];
  } catch {
    return [];
  }
};

export const profileOf = (row: MemberRow): IdentityProfile => {
  try {
    return JSON.parse(row.profile) as IdentityProfile;
  } catch {
    return {};
  }
};

/** A member by login email (deleted members keep no email, so they are never found). */
export const findMemberByEmail = (scope: SiteScope, email: string) =>
  selectFromSite(scope, 'members')
    .selectAll()
    .where('login_email', '=', normalizeEmail(email))
    .executeTakeFirst();

/** Locks and reads a member for a read-modify-write. */
export const lockMember = (tx: SiteTx, memberId: string) =>
  tx.forUpdate(selectFromSite(tx, 'members').selectAll().where('id', '=', memberId)).executeTakeFirst();

export async function insertMember(
  tx: SiteTx,
  member: {
    id: string;
    email: string;
    passwordHash: string | null;
    status: MemberStatus;
    reasons: PendingReason[];
    emailVerified: boolean;
    profile: IdentityProfile;
    /** A normalised slug the caller checked; without it, a valid and free `profile.slug` is kept. */
    slug?: string | null;
  },
): Promise<void> {
  const now = nowIso();
  const slug = member.slug !== undefined ? member.slug : await wishedSlug(tx, member.profile.slug);
  await insertIntoSite(tx, 'members', [
    {
      id: member.id,
      login_email: normalizeEmail(member.email),
      password_hash: member.passwordHash,
      status: member.status,
      pending_reasons: JSON.stringify(member.reasons),
      email_verified: member.emailVerified ? 1 : 0,
      privacy_status: member.profile.privacyStatus ?? 'PRIVATE',
      profile: JSON.stringify(member.profile),
      locked_until: null,
      last_login_date: null,
      slug,
      created_date: now,
      updated_date: now,
    },
  ]).execute();
}

/**
 * A slug asked for in a registration's profile: kept when it normalises and is free, otherwise
 * left unset (a registration never fails over a slug; the member can pick another later).
 */
async function wishedSlug(scope: SiteScope, wanted: unknown): Promise<string | null> {
  const slug = typeof wanted === 'string' ? normalizeSlug(wanted) : null;
  return slug && !(await slugHolder(scope, slug)) ? slug : null;
}

export interface MemberChanges {
  status?: MemberStatus;
  reasons?: PendingReason[];
  emailVerified?: boolean;
  passwordHash?: string | null;
  profile?: IdentityProfile;
  loginEmail?: string;
  failedLogins?: number;
  lockedUntil?: string | null;
  lastLoginDate?: string;
  slug?: string | null;
  activityStatus?: ActivityStatus;
}

export async function updateMember(
  scope: SiteScope,
  memberId: string,
  changes: MemberChanges,
): Promise<void> {
  await updateSiteTable(scope, 'members')
    .set({
      updated_date: nowIso(),
      ...(changes.status !== undefined ? { status: changes.status } : {}),
      ...(changes.reasons !== undefined ? { pending_reasons: JSON.stringify(changes.reasons) } : {}),
      ...(changes.emailVerified !== undefined ? { email_verified: changes.emailVerified ? 1 : 0 } : {}),
      ...(changes.passwordHash !== undefined ? { password_hash: changes.passwordHash } : {}),
      ...(changes.profile !== undefined
        ? {
            profile: JSON.stringify(changes.profile),
            privacy_status: changes.profile.privacyStatus ?? 'PRIVATE',
          }
        : {}),
      ...(changes.loginEmail !== undefined ? { login_email: changes.loginEmail } : {}),
      ...(changes.failedLogins !== undefined ? { failed_logins: changes.failedLogins } : {}),
      ...(changes.lockedUntil !== undefined ? { locked_until: changes.lockedUntil } : {}),
      ...(changes.lastLoginDate !== undefined ? { last_login_date: changes.lastLoginDate } : {}),
      ...(changes.slug !== undefined ? { slug: changes.slug } : {}),
      ...(changes.activityStatus !== undefined ? { activity_status: changes.activityStatus } : {}),
    })
    .where('id', '=', memberId)
    .execute();
}

/** The status that follows from the reasons a member still waits for. */
export const statusFor = (reasons: PendingReason[]): MemberStatus => (reasons.length ? 'PENDING' : 'ACTIVE');
