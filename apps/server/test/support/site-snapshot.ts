import { sql } from 'kysely';
import type { Db } from '../../src/platform/db.ts';

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
    .filter((table) => !table.isView && !Object.hasOwn(unsnapshottedTables, table.name))
    .map((table) => ({ name: table.name, bySite: table.columns.some((c) => c.name === 'site_id') }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Row text that compares equal across reads (bigint and Buffer columns included). */
const rowText = (row: unknown) =>
  JSON.stringify(row, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));

/**
 * Takes snapshots of everything a site owns: every row with the site's `site_id` in every table
 * that has one, and tables without a `site_id` (sites, global rows) whole. Two snapshots are
 * equal when no call changed anything of the site.
 */
export async function siteSnapshotter(db: Db, siteId: string) {
  const tables = await tablesOf(db);
  return {
    tables: tables.map((t) => t.name),
    async take(): Promise<Record<string, string[]>> {
      const snapshot: Record<string, string[]> = {};
      for (const table of tables) {
        const query = table.bySite
          ? sql<Record<string, unknown>>`select * from ${sql.table(table.name)} where site_id = ${siteId}`
          : sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`;
        const { rows } = await query.execute(db);
        snapshot[table.name] = rows.map(rowText).sort();
      }
      return snapshot;
    },
  };
}
