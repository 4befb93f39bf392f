import { sql } from 'kysely';
import type { DataKind } from '@tessera/contracts/routes/route';
import type { DatabaseHandle, Executor } from './db.ts';
import { keptStatement } from './kept-statement.ts';
import { TurnReads } from './turn-reads.ts';

export type { DataKind };
/** @deprecated the former name of `DataKind`. */
export type DataName = DataKind;

/**
 * A fast-moving counter (tickets sold or held, items in stock): `counter:<what>`. A unit that
 * changes only counters raises no version row (counters are never versioned kinds): the counter's own row (e.g. one per ticket type,
 * updated with `SET sold = sold + 1 WHERE sold < capacity`) is its lock, so a sale neither
 * invalidates a listing's kept totals nor queues behind the site's other writes. A cached answer
 * that must show the live number names the counter in its `dependsOn` and is dropped on a sale.
 */
export type CounterKind = `counter:${string}`;

/** What a unit of work says it changes (`UnitOfWork.run(siteId, work, { changes })`). */
export type DataChange = DataKind | CounterKind;

/**
 * The kinds whose versions a reader keeps values under (a listing's totals): only these raise a
 * row. Others (token grants, sessions, payments) would pay a write per unit and queue a site's
 * writers of that kind on one row for nothing. A domain whose listing reuses totals adds its kind.
 */
const VERSIONED = ['events', 'members', 'products', 'storeSettings'] as const satisfies readonly DataKind[];
export type VersionedKind = (typeof VERSIONED)[number];

export const isVersionedKind = (kind: string): kind is VersionedKind =>
  (VERSIONED as readonly string[]).includes(kind);

/**
 * The version of a site's data of one kind: a token that changes whenever that data may have
 * changed, by this process or any other, so a value derived from it (a count) can be reused
 * exactly while the token stays the same.
 *
 * Both databases keep a row per site and versioned kind in `data_versions` (migration 0008),
 * raised first thing in every unit of work that changes that data (`UnitOfWork.run(..., { changes })`). Raised
 * first, so those units lock it before any row they change: they queue, never deadlock; units of
 * other kinds or sites take other rows and do not wait for each other. A reader reads the
 * committed version before it counts, so a count is never older than the version it is kept under.
 */
export type DataVersionOf = (siteId: string, kind: VersionedKind) => string | Promise<string>;

/** Remembered SQLite versions at most (sites × kinds): the memo cannot grow the heap without bound. */
const MAX_REMEMBERED = 10_000;

/**
 * The committed version read on `db` itself. Inside a unit of work pass its transaction: on SQLite
 * the app's one connection is the unit's, so `dataVersions`' reader (the database's own) cannot be
 * used there.
 */
export async function dataVersionIn(db: Executor, siteId: string, kind: VersionedKind): Promise<string> {
  const { rows } = await versionRow(db, { siteId, kind });
  return String(rows[0]?.version ?? 0);
}

/** Read several times per purchase step: built and compiled once (platform/kept-statement.ts). */
const versionRow = keptStatement((db, a: { siteId: string; kind: string }) =>
  db.selectFrom('data_versions').select('version').where('site_id', '=', a.siteId).where('name', '=', a.kind),
);

/** Sites whose versions one statement reads at most: a turn with more sends several. */
const SITES_PER_STATEMENT = 500;

/** One per database: the turn's reads of every module share a statement. */
const turnReadsOf = new WeakMap<object, TurnReads<Map<string, string>>>();

/** Every versioned kind of the sites, per site and kind; an array parameter (`= any($1)`) keeps one statement text. */
async function sitesVersions(
  db: Executor,
  siteIds: readonly string[],
): Promise<Map<string, Map<string, string>>> {
  const rows = await db
    .selectFrom('data_versions')
    .select(['site_id', 'name', 'version'])
    .where(sql<boolean>`site_id = any(${[...siteIds]})`)
    .execute();
  const versions = new Map<string, Map<string, string>>();
  for (const row of rows) {
    let kinds = versions.get(row.site_id);
    if (!kinds) versions.set(row.site_id, (kinds = new Map()));
    kinds.set(row.name, String(row.version));
  }
  return versions;
}

function newVersionReads(db: Executor): TurnReads<Map<string, string>> {
  const reads = new TurnReads((_all, siteIds) => sitesVersions(db, siteIds), SITES_PER_STATEMENT);
  turnReadsOf.set(db, reads);
  return reads;
}

/**
 * PostgreSQL: the versions of a turn's sites, one statement for all (platform/turn-reads.ts): an
 * owner's reused listing page was a version round trip and nothing else, 0.11x the bare route.
 */
function sharedVersionReads(db: Executor): DataVersionOf {
  const reads = turnReadsOf.get(db) ?? newVersionReads(db);
  // Every site in one group: one statement per turn, whatever the sites.
  return async (siteId, kind) => (await reads.read('', [siteId])).get(siteId)?.get(kind) ?? '0';
}

/**
 * The reader of committed versions outside a unit of work: on PostgreSQL shared by a turn's
 * requests (one statement), on SQLite a row read only when the database changed at all.
 */
export function dataVersions(database: DatabaseHandle): DataVersionOf {
  if (database.dialect === 'postgres') return sharedVersionReads(database.db);
  const anyWrite = database.dataVersion;
  const read = (siteId: string, kind: VersionedKind) => dataVersionIn(database.db, siteId, kind);
  if (!anyWrite) return read;
  // SQLite knows for free whether anything at all was written since (its database-wide token):
  // while it stands still, a row read under it is still the version, and no statement is needed.
  const remembered = new Map<string, { token: string; version: string }>();
  return async (siteId, kind) => {
    const key = `${siteId}\u0000${kind}`;
    // Taken before the row is read: the row is at least as new as the token it is kept under.
    const token = anyWrite();
    const known = remembered.get(key);
    if (known?.token === token) return known.version;
    const version = await read(siteId, kind);
    if (remembered.size >= MAX_REMEMBERED) remembered.clear();
    remembered.set(key, { token, version });
    return version;
  };
}

/** Raises a site's version of `kind` inside the caller's transaction. */
export async function raiseDataVersion(tx: Executor, siteId: string, kind: VersionedKind): Promise<void> {
  await tx
    .insertInto('data_versions')
    .values({ site_id: siteId, name: kind, version: 1 })
    .onConflict((oc) =>
      oc.columns(['site_id', 'name']).doUpdateSet({ version: sql<number>`data_versions.version + 1` }),
    )
    .execute();
}
