import type { Insertable, Selectable } from 'kysely';
import type { RedirectSessionsTable } from './redirects.schema.ts';
import type { Executor } from '../../platform/db.ts';
import { insertIntoSite, updateSiteTable, type SiteScope } from '../../platform/site-scope.ts';

export type RedirectSessionRow = Selectable<RedirectSessionsTable>;

export function insertRedirectSession(
  scope: SiteScope,
  row: Omit<Insertable<RedirectSessionsTable>, 'site_id'>,
) {
  return insertIntoSite(scope, 'redirect_sessions', [row]).execute();
}

/** A session by its handle's digest, on any site: the browser brings only the handle. */
export function findRedirectSession(db: Executor, tokenHash: string) {
  return db
    .selectFrom('redirect_sessions')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Spends a session; false when another request spent it first. */
export async function consumeRedirectSession(scope: SiteScope, id: string, now: string): Promise<boolean> {
  const result = await updateSiteTable(scope, 'redirect_sessions')
    .set({ consumed_date: now })
    .where('id', '=', id)
    .where('consumed_date', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Rewrites what a live session remembers (the authorize page binds it to a browser). */
export async function updateRedirectSessionRequest(scope: SiteScope, id: string, request: string) {
  await updateSiteTable(scope, 'redirect_sessions')
    .set({ request })
    .where('id', '=', id)
    .where('consumed_date', 'is', null)
    .execute();
}
