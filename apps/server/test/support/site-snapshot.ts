import { sql } from 'kysely';
import type { Db } from '../../src/platform/db.ts';
import { changedTablesTracker, CHANGE_LOG_TABLE } from './table-changes.ts';

/**
 * Tables the snapshot leaves out, each with why a refused call may change it. Everything
 * else is compared, so a new table is covered the day its migration runs.
 */
export const unsnapshottedTables: Readonly<Record<string, string>> = {
  // Abuse limits count every request, refused ones included: counting them is their job.
  rate_limit_counters: 'counts every request, refused ones included',
  // Delivery bookkeeping of events recorded by earlier calls, advanced by the dispatcher in the
  // background; the outbox rows themselves are compared, so a refused call that records an
  // event is still noticed.
  outbox_deliveries: 'advanced in the background for events of earlier calls',
};

interface TableShape {
  name: string;
  bySite: boolean;
}

/** Every table of the schema, read from the database itself (both dialects), minus the exclusions. */
async function tablesOf(db: Db): Promise<TableShape[]> {
  const tables = await db.introspection.getTables();
  return tables
    .filter(
      (table) =>
        !table.isView && table.name !== CHANGE_LOG_TABLE && !Object.hasOwn(unsnapshottedTables, table.name),
    )
    .map((table) => ({ name: table.name, bySite: table.columns.some((c) => c.name === 'site_id') }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Row text that compares equal across reads (bigint and Buffer columns included). */
const rowText = (row: unknown) =>
  JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));

/**
 * A snapshot: each table's rows as sorted text. Read-only (frozen): a table not written since the
 * last snapshot shares its array with it.
 */
export type SiteSnapshot = Record<string, string[]>;

/**
 * Takes snapshots of everything a site owns: every row with the site's `site_id` in every table
 * that has one, and tables without a `site_id` (sites, global rows) whole. Two snapshots are
 * equal when no call changed anything of the site.
 *
 * A snapshot reads again only the tables written since the last one (table-changes.ts: triggers
 * note every insert, update and delete of the test database) and reuses the rows it read before
 * for the others: the same snapshot as reading every table, at the cost of what changed. The
 * role matrix took ~6,000 snapshots of a site that grows to ~8,000 rows; reading them all each
 * time was three quarters of its time.
 */
export async function siteSnapshotter(db: Db, siteId: string) {
  const tables = await tablesOf(db);
  const changes = await changedTablesTracker(
    db,
    tables.map((t) => t.name),
  );
  const rowsOf = new Map<string, string[]>();
  const read = async (table: TableShape) => {
    const query = table.bySite
      ? sql<Record<string, unknown>>`select * from ${sql.table(table.name)} where site_id = ${siteId}`
      : sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`;
    const { rows } = await query.execute(db);
    rowsOf.set(table.name, Object.freeze(rows.map(rowText).sort()) as string[]);
  };
  return {
    tables: tables.map((t) => t.name),
    async take(): Promise<SiteSnapshot> {
      // What changed is collected before reading, so a write during the reads is read again next time.
      const changed = await changes.since();
      for (const table of tables) {
        if (!rowsOf.has(table.name) || changed.has(table.name)) await read(table);
      }
      return Object.fromEntries(tables.map((t) => [t.name, rowsOf.get(t.name)!]));
    },
  };
}

/** Whether two snapshots are equal (cheap where tables were not read again: their arrays are shared). */
export function sameSnapshot(a: SiteSnapshot, b: SiteSnapshot): boolean {
  const tables = Object.keys(a);
  if (tables.length !== Object.keys(b).length) return false;
  return tables.every((table) => {
    const x = a[table];
    const y = b[table];
    return x === y || (!!y && x.length === y.length && x.every((row, i) => row === y[i]));
  });
}
