import { sql } from 'kysely';
import type { Db } from '../../src/platform/db.ts';
import { changedRowsTracker, CHANGE_LOG_TABLE, rowKeyOf, type TableChanges } from './row-changes.ts';

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

/** Where `text` goes in a sorted array (the order of `Array.prototype.sort`: UTF-16 code units). */
function sortedIndex(rows: readonly string[], text: string): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rows[middle] < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A table as last read: the site's rows by key, and their texts sorted (shared, frozen). */
interface TableRows {
  byKey: Map<string, string>;
  sorted: string[];
}

/**
 * Takes snapshots of everything a site owns: every row with the site's `site_id` in every table
 * that has one, and tables without a `site_id` (sites, global rows) whole. Two snapshots are
 * equal when no call changed anything of the site.
 *
 * A snapshot reads again only the ROWS written since the last one (row-changes.ts: triggers log
 * the key of every row inserted, updated or deleted in the test database) and patches the rows
 * it read before: the same snapshot as reading every table, at the cost of what changed. Tables
 * without a row key, and a truncate, are read whole again. Before (whole tables read again when
 * written) the role matrix re-read the growing `outbox` nearly every snapshot: 63 % of its reads.
 */
export async function siteSnapshotter(db: Db, siteId: string) {
  const tables = await tablesOf(db);
  const changes = await changedRowsTracker(
    db,
    tables.map((t) => t.name),
  );
  const state = new Map<string, TableRows>();

  /** The site's rows of a table, all of them or those of `keys` (in chunks: bounded parameters). */
  async function readRows(table: TableShape, keys?: string[]): Promise<Array<[string, string]>> {
    const keyColumns = changes.keyColumns(table.name);
    const rowKey = rowKeyOf(db, keyColumns);
    const ofSite = table.bySite ? sql`site_id = ${siteId}` : sql`1 = 1`;
    const select = (where: ReturnType<typeof sql>) =>
      sql<
        Record<string, unknown>
      >`select ${rowKey ?? sql`null`} as __row_key, t.* from ${sql.table(table.name)} t
        where ${ofSite} and ${where}`.execute(db);
    const chunks: Array<ReturnType<typeof sql>> = [];
    if (!keys || !rowKey) chunks.push(sql`1 = 1`);
    else {
      for (let i = 0; i < keys.length; i += 300) {
        const tuples = keys.slice(i, i + 300).map((key) => {
          const values = (JSON.parse(key) as unknown[]).map((v) =>
            typeof v === 'object' ? JSON.stringify(v) : v,
          );
          return sql`(${sql.join(values)})`;
        });
        chunks.push(sql`(${sql.join(keyColumns.map((c) => sql.ref(c)))}) in (${sql.join(tuples)})`);
      }
    }
    const read: Array<[string, string]> = [];
    for (const where of chunks) {
      const { rows } = await select(where);
      rows.forEach(({ __row_key: key, ...row }, index) =>
        read.push([key === null ? `#${index}` : String(key), rowText(row)]),
      );
    }
    return read;
  }

  async function readWhole(table: TableShape) {
    const byKey = new Map(await readRows(table));
    state.set(table.name, { byKey, sorted: Object.freeze([...byKey.values()].sort()) as string[] });
  }

  /** Reads the rows of `keys` again and patches the table's sorted texts (a new frozen array). */
  async function patch(table: TableShape, rows: TableRows, keys: Set<string>) {
    const sorted = rows.sorted.slice();
    for (const key of keys) {
      const old = rows.byKey.get(key);
      if (old === undefined) continue;
      sorted.splice(sortedIndex(sorted, old), 1);
      rows.byKey.delete(key);
    }
    for (const [key, text] of await readRows(table, [...keys])) {
      rows.byKey.set(key, text);
      sorted.splice(sortedIndex(sorted, text), 0, text);
    }
    rows.sorted = Object.freeze(sorted) as string[];
  }

  /** Changes read from the log by `pending()` and not yet read by a take (merged into the next one). */
  let carried: TableChanges = new Map();
  const carry = (more: TableChanges) => {
    for (const [table, keys] of more) {
      const had = carried.get(table);
      if (keys === 'all' || had === 'all') carried.set(table, 'all');
      else if (had) for (const key of keys) had.add(key);
      else carried.set(table, new Set(keys));
    }
  };
  let last: SiteSnapshot | undefined;

  return {
    tables: tables.map((t) => t.name),
    /**
     * One read of the change log: the tables written since the last take (their changes are kept
     * for the next take), and the last snapshot, which is still the site's state when none was.
     */
    async pending(): Promise<{ tables: ReadonlySet<string>; last: SiteSnapshot | undefined }> {
      carry(await changes.since());
      return { tables: new Set(carried.keys()), last };
    },
    /** `logJustRead`: the caller's `pending()` read the log just now (no second read before this one's reads). */
    async take(options: { logJustRead?: boolean } = {}): Promise<SiteSnapshot> {
      // What changed is collected before reading, so a write during the reads is read again next time.
      if (!options.logJustRead) carry(await changes.since());
      const changed = carried;
      carried = new Map();
      for (const table of tables) {
        const rows = state.get(table.name);
        const keys = changed.get(table.name);
        if (!rows || keys === 'all' || !changes.keyColumns(table.name).length) {
          if (!rows || keys) await readWhole(table);
        } else if (keys) await patch(table, rows, keys);
      }
      last = Object.fromEntries(tables.map((t) => [t.name, state.get(t.name)!.sorted]));
      return last;
    },
  };
}

export type SiteSnapshotter = Awaited<ReturnType<typeof siteSnapshotter>>;

/**
 * Snapshots taken once the background work of earlier calls is over: `settle` runs it (the
 * outbox's passes, due jobs) and answers whether its last pass found nothing to do. It runs only
 * when it may have something to do — never settled yet, or a table of `settleOn` (the outbox,
 * the jobs) written since the last snapshot: work is only ever added by such a write (the
 * outbox's deliveries are made by its passes, which write the outbox). When nothing at all was
 * written since a settled snapshot, that snapshot is the answer (one read of the change log).
 * The role matrix's snapshots were ~8 round trips each (the outbox's pass, the jobs' claim, the
 * log), most of them after a refused call that wrote nothing.
 */
export function settledSnapshots(
  snapshotter: SiteSnapshotter,
  settle: () => Promise<boolean>,
  settleOn: readonly string[],
): () => Promise<SiteSnapshot> {
  let settled = false;
  return async () => {
    const { tables, last } = await snapshotter.pending();
    if (settled && last && tables.size === 0) return last;
    if (settled && settleOn.every((table) => !tables.has(table)))
      return snapshotter.take({ logJustRead: true });
    // Not settled until a pass found nothing to do: the next snapshot settles again.
    settled = false;
    settled = await settle();
    return snapshotter.take();
  };
}

/** A test app's database and background work: its outbox and its jobs. */
interface AppWithBackgroundWork {
  db: Db;
  outbox: { drain(): Promise<number> };
  jobs: { runDue(): Promise<number> };
}

/**
 * A site's snapshots taken once the app's earlier calls' background work is over (the role matrix
 * and the hostile inputs): outbox passes and due jobs until one pass delivers nothing and runs no
 * job (a chain — an order confirmed, its email queued, the email sent — takes a pass per link),
 * at most 10, and only when an event or a job was recorded since the last snapshot. One drain a
 * pass: it answers a pass that starts after it, so it sees every commit before it; `runDue`
 * waits for a run started in the background.
 */
export async function settledSiteSnapshots(
  app: AppWithBackgroundWork,
  siteId: string,
): Promise<() => Promise<SiteSnapshot>> {
  const settle = async (): Promise<boolean> => {
    for (let round = 0; round < 10; round++) {
      const delivered = await app.outbox.drain();
      const ran = await app.jobs.runDue();
      if (delivered === 0 && ran === 0) return true;
    }
    return false;
  };
  return settledSnapshots(await siteSnapshotter(app.db, siteId), settle, ['outbox', 'jobs']);
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
