import { sql } from 'kysely';
import type { DatabaseHandle, Executor } from './db.ts';

/** Kinds of a site's data whose changes are versioned (units of work name what they change). */
export type DataName = 'events';

/**
 * The version of a site's data of one kind: a token that changes whenever that data may have
 * changed, by this process or any other, so a value derived from it (a count) can be reused
 * exactly while the token stays the same.
 *
 * - SQLite: the database's own data version (`PRAGMA data_version` and this connection's writes),
 *   for every site and kind at once: no bookkeeping by writers.
 * - PostgreSQL: a row per site and kind in `data_versions` (migration 0008), raised first thing
 *   in every unit of work that changes that data (`UnitOfWork.run(..., { changes })`). Raised
 *   first, so those units lock it before any row they change: they queue, never deadlock. A
 *   reader reads the committed version before it counts, so a count is never older than the
 *   version it is kept under.
 */
export type DataVersionOf = (siteId: string, name: DataName) => string | Promise<string>;

export function dataVersions(database: DatabaseHandle): DataVersionOf | undefined {
  // One token for every site and kind.
  if (database.dialect === 'sqlite') return database.dataVersion;
  return async (siteId, name) => {
    const row = await database.db
      .selectFrom('data_versions')
      .select('version')
      .where('site_id', '=', siteId)
      .where('name', '=', name)
      .executeTakeFirst();
    return String(row?.version ?? 0);
  };
}

/** Raises a site's version of `name` inside the caller's transaction (PostgreSQL). */
export async function raiseDataVersion(tx: Executor, siteId: string, name: DataName): Promise<void> {
  await tx
    .insertInto('data_versions')
    .values({ site_id: siteId, name, version: 1 })
    .onConflict((oc) =>
      oc.columns(['site_id', 'name']).doUpdateSet({ version: sql<number>`data_versions.version + 1` }),
    )
    .execute();
}
