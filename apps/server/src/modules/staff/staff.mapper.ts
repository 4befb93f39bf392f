import type { StaffAccess, StaffMember, StaffScope } from '@tessera/contracts/staff';
import { parseScopes, type StaffMemberRow } from './staff.store.ts';

/**
 * The one place a stored staff member becomes the wire staff member: Tessera's fields and the
 * official ones beside them (status, permissions, allEvents, revision; loginLink when asked).
 */
export const toWireStaffMember = (
  row: StaffMemberRow,
  options: { loginLink?: string | null } = {},
): StaffMember => {
  const scopes = parseScopes(row.scopes) as StaffScope[];
  const access = row.access as StaffAccess;
  return {
    id: row.id,
    createdDate: row.created_date,
    updatedDate: row.updated_date,
    email: row.email,
    name: row.name,
    scopes,
    access,
    memberId: row.member_id,
    joinTokenExpiresDate: row.join_expires_date,
    status: access,
    permissions: scopes,
    allEvents: {},
    revision: String(row.revision),
    ...(options.loginLink !== undefined ? { loginLink: options.loginLink } : {}),
  };
};
