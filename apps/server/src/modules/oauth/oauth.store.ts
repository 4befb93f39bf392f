import type { Selectable } from 'kysely';
import type { RefreshTokensTable } from '../../platform/database-schema.ts';
import type { Executor } from '../../platform/db.ts';

export type RefreshTokenRow = Selectable<RefreshTokensTable>;

export function findClient(db: Executor, clientId: string) {
  return db
    .selectFrom('oauth_clients')
    .select(['id', 'site_id'])
    .where('id', '=', clientId)
    .executeTakeFirst();
}

export async function insertRefreshToken(db: Executor, row: RefreshTokenRow): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute();
}

export function findRefreshToken(db: Executor, siteId: string, tokenHash: string) {
  return db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}
