import type { StaffAccess, StaffMember, StaffScope } from '@tessera/contracts/staff';
import { parseScopes, type StaffMemberRow } from './staff.store.ts';

/** The one place a stored staff member becomes the wire staff member. */
export const toWireStaffMember = (row: StaffMemberRow): StaffMember => ({
  id: row.id,
  createdDate: row.created_date,
  updatedDate: row.updated_date,
  email: row.email,
  name: row.name,
  scopes: parseScopes(row.scopes) as StaffScope[],
  access: row.access as StaffAccess,
  memberId: row.member_id,
  joinTokenExpiresDate: row.join_expires_date,
});
