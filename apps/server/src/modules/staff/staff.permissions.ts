import { STAFF_SCOPE_PERMISSIONS, type StaffScope } from '@tessera/contracts/staff';
import type { StaffPermissionsOf } from '../../platform/auth/staff-permissions.ts';
import type { Executor } from '../../platform/db.ts';
import { activeScopesOfMember } from './staff.store.ts';

const none: ReadonlySet<string> = new Set();

/** A member's staff scopes with access, as the route table's permissions (contracts/staff.ts). */
export const staffPermissionsOf =
  (db: Executor): StaffPermissionsOf =>
  async (siteId, memberId) => {
    const scopes = await activeScopesOfMember(db, siteId, memberId);
    if (scopes.length === 0) return none;
    return new Set(
      scopes.flatMap((scope) => {
        const permission = STAFF_SCOPE_PERMISSIONS[scope as StaffScope];
        return typeof permission === 'string' && Object.hasOwn(STAFF_SCOPE_PERMISSIONS, scope)
          ? [permission]
          : [];
      }),
    );
  };
