import type { Identity } from '@tessera/contracts';
import { profileOf, reasonsOf, type MemberRow } from './member-accounts.ts';
import type { FactorRow } from './factors.ts';

/** A member as the identity APIs return it. */
export function toIdentity(row: MemberRow, factors: FactorRow[] = []): Identity {
  const profile = profileOf(row);
  return {
    id: row.id,
    revision: String(Date.parse(row.updated_date) || 0),
    createdDate: row.created_date,
    updatedDate: row.updated_date,
    connections: [],
    identityProfile: { ...profile, emails: profile.emails?.length ? profile.emails : [row.login_email] },
    metadata: { tags: [] },
    email: { address: row.login_email, isVerified: row.email_verified === 1 },
    status: {
      name: row.status as Identity['status']['name'],
      reasons: row.status === 'PENDING' ? reasonsOf(row) : [],
    },
    factors: factors.map((f) => ({
      factorId: f.id,
      type: f.factor_type as Identity['factors'][number]['type'],
      status: f.status === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE',
    })),
  };
}
