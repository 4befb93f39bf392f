import type { Selectable } from 'kysely';
import type { Executor } from '../../platform/db.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import type { StaffMembersTable } from './staff.schema.ts';

export type StaffMemberRow = Selectable<StaffMembersTable>;

// SQL only; every statement starts from the site's scope (platform/site-scope.ts).

export const staffOfSite = (scope: SiteScope) => selectFromSite(scope, 'staff_members');

export function findStaffMember(scope: SiteScope, id: string): Promise<StaffMemberRow | undefined> {
  return staffOfSite(scope).selectAll().where('id', '=', id).executeTakeFirst();
}

export function findByJoinTokenHash(scope: SiteScope, hash: string): Promise<StaffMemberRow | undefined> {
  return staffOfSite(scope).selectAll().where('join_token_hash', '=', hash).executeTakeFirst();
}

export function findByLoginCodeHash(scope: SiteScope, hash: string): Promise<StaffMemberRow | undefined> {
  return staffOfSite(scope).selectAll().where('login_code_hash', '=', hash).executeTakeFirst();
}

/** Spends a login link's code once: true only for the one caller whose update cleared it. */
export async function spendLoginCode(scope: SiteScope, id: string, codeHash: string): Promise<boolean> {
  const result = await updateSiteTable(scope, 'staff_members')
    .set({ login_code_hash: null, login_expires_date: null })
    .where('id', '=', id)
    .where('login_code_hash', '=', codeHash)
    .where('access', '=', 'HAS_ACCESS')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The staff members a site member joined as (normally one). */
export function staffOfMember(scope: SiteScope, memberId: string): Promise<StaffMemberRow[]> {
  return staffOfSite(scope).selectAll().where('member_id', '=', memberId).orderBy('created_date').execute();
}

/** The scopes in effect for a member: those of the staff members they joined that have access. */
export async function activeScopesOfMember(
  db: Executor,
  siteId: string,
  memberId: string,
): Promise<string[]> {
  const rows = await selectFromSite({ db, siteId }, 'staff_members')
    .select('scopes')
    .where('member_id', '=', memberId)
    .where('access', '=', 'HAS_ACCESS')
    .execute();
  return rows.flatMap((row) => parseScopes(row.scopes));
}

export const parseScopes = (stored: string): string[] => {
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((s): s is string => typeof s === 'string') : [];
};

export async function insertStaffMember(
  scope: SiteScope,
  row: Omit<StaffMemberRow, 'site_id' | 'revision'>,
): Promise<void> {
  await insertIntoSite(scope, 'staff_members', [row]).execute();
}

export async function updateStaffRow(
  scope: SiteScope,
  id: string,
  values: Partial<Omit<StaffMemberRow, 'site_id' | 'id' | 'revision'>>,
): Promise<void> {
  await updateSiteTable(scope, 'staff_members')
    .set(values)
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Uses a join token once: true only for the one caller whose update took the pending row. */
export async function joinIfPending(
  scope: SiteScope,
  id: string,
  tokenHash: string,
  values: { member_id: string; updated_date: string },
): Promise<boolean> {
  const result = await updateSiteTable(scope, 'staff_members')
    .set({ ...values, access: 'HAS_ACCESS', join_token_hash: null, join_expires_date: null })
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('id', '=', id)
    .where('join_token_hash', '=', tokenHash)
    .where('access', '=', 'PENDING')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteStaffRow(scope: SiteScope, id: string): Promise<boolean> {
  const result = await deleteFromSite(scope, 'staff_members').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
