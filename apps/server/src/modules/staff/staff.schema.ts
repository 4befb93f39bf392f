import type { Generated } from 'kysely';

/**
 * The staff members table (migrations 0028_staff_members, 0035_staff_login_links), added to `Database` by declaration
 * merging so the module keeps its table with its code.
 */
export interface StaffMembersTable {
  site_id: string;
  id: string;
  /** Lower-cased; unique per site when set ('' for a staff member created without one, migration 0036). */
  email: string;
  name: string | null;
  /** JSON array of StaffScope. */
  scopes: string;
  /** PENDING / HAS_ACCESS / ACCESS_PAUSED. */
  access: string;
  /** The member who joined (null while PENDING). */
  member_id: string | null;
  /** sha256 of the join token; null once used. */
  join_token_hash: string | null;
  join_expires_date: string | null;
  /** sha256 of the live login link's one-time code (migration 0035); null once spent or never made. */
  login_code_hash: string | null;
  login_expires_date: string | null;
  created_date: string;
  updated_date: string;
  /** Raised by every change of the staff member (migration 0036; the official `revision`). */
  revision: Generated<number>;
}

declare module '../../platform/database-schema.ts' {
  interface Database {
    staff_members: StaffMembersTable;
  }
}
