import type { IdentityProfile, Member } from '@tessera/contracts';
import { profileOf, reasonsOf, type MemberRow } from '../identity/index.ts';

type UpdateInput = {
  contact?: Member['contact'];
  profile?: Member['profile'];
  privacyStatus?: 'PRIVATE' | 'PUBLIC';
};

const memberStatus: Record<string, Member['status']> = {
  PENDING: 'PENDING',
  ACTIVE: 'APPROVED',
  BLOCKED: 'BLOCKED',
};

/** A member as the members API returns it (contact and profile are views of the identity profile). */
export function toMember(row: MemberRow): Member {
  const p = profileOf(row);
  const phones = [...(p.phones ?? []), ...(p.phonesV2 ?? []).map((ph) => ph.phone)];
  return {
    id: row.id,
    loginEmail: row.login_email,
    loginEmailVerified: row.email_verified === 1,
    status: memberStatus[row.status] ?? 'UNKNOWN',
    pendingReasons: row.status === 'PENDING' ? reasonsOf(row) : [],
    contactId: row.id,
    contact: {
      firstName: p.firstName ?? null,
      lastName: p.lastName ?? null,
      phones,
      emails: p.emails?.length ? p.emails : [row.login_email],
      addresses: (p.addresses ?? []).map((a, i) => ({
        id: String(i),
        tag: a.tag ?? 'UNTAGGED',
        addressLine: a.address?.addressLine1 ?? null,
        addressLine2: a.address?.addressLine2 ?? null,
        city: a.address?.city ?? null,
        subdivision: a.address?.subdivision ?? null,
        country: a.address?.country ?? null,
        postalCode: a.address?.postalCode ?? null,
      })),
      birthdate: p.birthdate ?? null,
      company: p.company ?? null,
      jobTitle: p.position ?? null,
      customFields: p.customFields ?? [],
    },
    profile: {
      nickname: p.nickname ?? null,
      slug: row.slug ?? null,
      photo: p.picture ? { url: p.picture } : null,
      title: p.position ?? null,
    },
    privacyStatus:
      p.privacyStatus === 'PUBLIC' ? 'PUBLIC' : p.privacyStatus === 'PRIVATE' ? 'PRIVATE' : 'UNKNOWN',
    activityStatus: row.activity_status === 'MUTED' ? 'MUTED' : 'ACTIVE',
    createdDate: row.created_date,
    updatedDate: row.updated_date,
    ...(row.last_login_date ? { lastLoginDate: row.last_login_date } : {}),
  };
}

/** Writes the given parts of a member update over the stored identity profile. */
export function applyMemberUpdate(profile: IdentityProfile, update: UpdateInput): IdentityProfile {
  const next: IdentityProfile = { ...profile };
  const c = update.contact;
  if (c) {
    if (c.firstName !== undefined) next.firstName = c.firstName;
    if (c.lastName !== undefined) next.lastName = c.lastName;
    if (c.phones !== undefined) {
      next.phones = c.phones;
      next.phonesV2 = [];
    }
    if (c.emails !== undefined) next.emails = c.emails;
    if (c.birthdate !== undefined) next.birthdate = c.birthdate;
    if (c.company !== undefined) next.company = c.company;
    if (c.jobTitle !== undefined) next.position = c.jobTitle;
    if (c.customFields !== undefined) next.customFields = c.customFields;
    if (c.addresses !== undefined) {
      next.addresses = c.addresses.map((a) => ({
        tag: a.tag ?? 'UNTAGGED',
        address: {
          addressLine1: a.addressLine ?? null,
          addressLine2: a.addressLine2 ?? null,
          city: a.city ?? null,
          subdivision: a.subdivision ?? null,
          country: a.country ?? null,
          postalCode: a.postalCode ?? null,
        },
      }));
    }
  }
  const pr = update.profile;
  if (pr) {
    if (pr.nickname !== undefined) next.nickname = pr.nickname;
    // profile.slug is not written here: it has its own column and rules (member-slugs.ts).
    if (pr.photo !== undefined) next.picture = pr.photo?.url ?? null;
    if (pr.title !== undefined) next.position = pr.title;
  }
  if (update.privacyStatus) next.privacyStatus = update.privacyStatus;
  return next;
}
