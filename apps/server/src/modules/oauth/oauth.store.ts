import type { Insertable, Selectable } from 'kysely';
import type {
  AuthorizationCodesTable,
  RefreshTokenFamiliesTable,
  RefreshTokensTable,
} from './oauth.schema.ts';
import type { Executor } from '../../platform/db.ts';
import {
  deleteFromSite,
  insertIntoSite,
  selectFromSite,
  updateSiteTable,
  type SiteScope,
} from '../../platform/site-scope.ts';
import type { SiteTx } from '../../platform/unit-of-work.ts';

export type RefreshTokenRow = Selectable<RefreshTokensTable>;
export type FamilyRow = Selectable<RefreshTokenFamiliesTable>;
export type CodeRow = Selectable<AuthorizationCodesTable>;

/** A client by id, on any site: the token endpoint learns the site from the client. */
export function findClient(db: Executor, clientId: string) {
  return db
    .selectFrom('oauth_clients')
    .select(['id', 'site_id', 'allowed_origins'])
    .where('id', '=', clientId)
    .executeTakeFirst();
}

export function insertRefreshToken(scope: SiteScope, row: Omit<Insertable<RefreshTokensTable>, 'site_id'>) {
  return insertIntoSite(scope, 'refresh_tokens', [row]).execute();
}

export function insertFamily(scope: SiteScope, row: Omit<FamilyRow, 'site_id'>) {
  return insertIntoSite(scope, 'refresh_token_families', [row]).execute();
}

export function findRefreshToken(scope: SiteScope, tokenHash: string) {
  return selectFromSite(scope, 'refresh_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** The family row, locked until commit: rotation is a read-modify-write. */
export function lockFamily(tx: SiteTx, familyId: string): Promise<FamilyRow | undefined> {
  return tx
    .forUpdate(selectFromSite(tx, 'refresh_token_families').selectAll().where('id', '=', familyId))
    .executeTakeFirst();
}

export function markFamilyUsed(tx: SiteTx, familyId: string, generation: number, since: string) {
  return updateSiteTable(tx, 'refresh_token_families')
    .set({ used_generation: generation, used_since: since })
    .where('id', '=', familyId)
    .execute();
}

/** Revokes a family and every token of it (reuse detected). */
export async function revokeFamily(tx: SiteTx, familyId: string, now: string): Promise<void> {
  await updateSiteTable(tx, 'refresh_token_families')
    .set({ revoked_date: now })
    .where('id', '=', familyId)
    .execute();
  await updateSiteTable(tx, 'refresh_tokens')
    .set({ revoked_date: now })
    .where('family_id', '=', familyId)
    .where('revoked_date', 'is', null)
    .execute();
}

export function insertCode(scope: SiteScope, row: Omit<CodeRow, 'site_id'>) {
  return insertIntoSite(scope, 'authorization_codes', [row]).execute();
}

/** The code row, locked until commit: a code is used once. */
export function lockCode(tx: SiteTx, codeHash: string): Promise<CodeRow | undefined> {
  return tx
    .forUpdate(selectFromSite(tx, 'authorization_codes').selectAll().where('code_hash', '=', codeHash))
    .executeTakeFirst();
}

/** Marks a code used; false when another request used it first. */
export async function useCode(tx: SiteTx, codeHash: string, now: string): Promise<boolean> {
  const result = await updateSiteTable(tx, 'authorization_codes')
    .set({ used_date: now })
    .where('code_hash', '=', codeHash)
    .where('used_date', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function deleteExpired(
  scope: SiteScope,
  table: 'authorization_codes' | 'redirect_sessions',
  before: string,
) {
  return deleteFromSite(scope, table).where('expires_date', '<', before).execute();
}
