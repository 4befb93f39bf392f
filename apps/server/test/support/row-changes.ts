import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../src/platform/db.ts';

/**
 * Which rows of a test database were written, noted by the database itself: row triggers on each
 * table log the table and the written row's key on every insert, update and delete (an update
 * logs the row's key before and after), whoever writes — the app, a background pass, a cascade.
 * Reading the log empties it. Test databases only: the triggers are installed by the first
 * tracker of a database, never by a migration.
 *
 * A row's key is a JSON array, the same text in the log and in `rowKeyOf(table)`: SQLite's
 * `rowid`, PostgreSQL's primary key columns. A table without one (and a truncate) logs a null
 * key: "read the whole table again".
 */
export const CHANGE_LOG_TABLE = 'test_row_changes';

/** A table's written rows since the last look: their keys, or 'all'. */
export type TableChanges = Map<string, Set<string> | 'all'>;

interface Hub {
  /** Each table's key columns ([] = none: whole-table reads); installed tables only. */
  keys: Map<string, string[]>;
  listeners: Set<TableChanges>;
  /** One read of the log at a time, so two snapshots never split a change between them. */
  polling: Promise<void>;
}

const hubs = new WeakMap<Db, Hub>();

export const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A table name as an SQL identifier and as a string literal (names come from the schema itself). */
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (name: string) => `'${name.replaceAll("'", "''")}'`;

/** Each table's primary key columns in key order (PostgreSQL); tables without one are absent. */
async function postgresKeys(db: Db): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select c.relname as table_name, a.attname as column_name
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
    where i.indisprimary and n.nspname = current_schema()
    order by c.relname, k.ord`.execute(db);
  const keys = new Map<string, string[]>();
  for (const row of rows) keys.set(row.table_name, [...(keys.get(row.table_name) ?? []), row.column_name]);
  return keys;
}

async function installPostgres(db: Db, tables: string[]): Promise<Map<string, string[]>> {
  const primaryKeys = await postgresKeys(db);
  // The key is read from the row as JSON (the trigger's arguments name its columns), so one
  // function serves every table.
  const logKey = (row: 'OLD' | 'NEW') =>
    `INSERT INTO ${CHANGE_LOG_TABLE} (table_name, row_key)
       SELECT TG_TABLE_NAME, jsonb_agg(to_jsonb(${row}) -> k ORDER BY ord)::text
       FROM unnest(TG_ARGV) WITH ORDINALITY AS a(k, ord);`;
  const statements = [
    `CREATE TABLE IF NOT EXISTS ${CHANGE_LOG_TABLE} (table_name text NOT NULL, row_key text)`,
    `CREATE OR REPLACE FUNCTION test_note_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF TG_OP <> 'INSERT' THEN ${logKey('OLD')} END IF;
       IF TG_OP <> 'DELETE' THEN ${logKey('NEW')} END IF;
       RETURN NULL;
     END $$`,
    `CREATE OR REPLACE FUNCTION test_note_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN INSERT INTO ${CHANGE_LOG_TABLE} (table_name) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`,
    ...tables.flatMap((table) => [
      `CREATE OR REPLACE TRIGGER ${ident(`test_rows_${table}`)} AFTER INSERT OR UPDATE OR DELETE ON ${ident(table)} ` +
        `FOR EACH ROW EXECUTE FUNCTION test_note_row_change(${(primaryKeys.get(table) ?? []).map(literal).join(', ')})`,
      `CREATE OR REPLACE TRIGGER ${ident(`test_truncate_${table}`)} AFTER TRUNCATE ON ${ident(table)} ` +
        `FOR EACH STATEMENT EXECUTE FUNCTION test_note_truncate()`,
    ]),
  ];
  await sql.raw(statements.join(';\n')).execute(db);
  return new Map(tables.map((table) => [table, primaryKeys.get(table) ?? []]));
}

async function installSqlite(db: Db, tables: string[]): Promise<Map<string, string[]>> {
  // A WITHOUT ROWID table has no rowid to log: it is read whole when written.
  const { rows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and sql like '%without rowid%'`.execute(db);
  const withoutRowid = new Set(rows.map((row) => row.name));
  // No constraint on the log: a conflict there could never fail the statement that fired the trigger.
  await sql
    .raw(`CREATE TABLE IF NOT EXISTS ${CHANGE_LOG_TABLE} (table_name text NOT NULL, row_key text)`)
    .execute(db);
  const keys = new Map<string, string[]>();
  for (const table of tables) {
    const hasRowid = !withoutRowid.has(table);
    keys.set(table, hasRowid ? ['rowid'] : []);
    const logged = (row: 'OLD' | 'NEW') =>
      `(${literal(table)}, ${hasRowid ? `json_array(${row}.rowid)` : 'NULL'})`;
    const values = {
      INSERT: logged('NEW'),
      UPDATE: `${logged('OLD')}, ${logged('NEW')}`,
      DELETE: logged('OLD'),
    };
    for (const [operation, rowsLogged] of Object.entries(values)) {
      await sql
        .raw(
          `CREATE TRIGGER IF NOT EXISTS ${ident(`test_rows_${table}_${operation}`)} AFTER ${operation} ON ${ident(table)} ` +
            `BEGIN INSERT INTO ${CHANGE_LOG_TABLE} (table_name, row_key) VALUES ${rowsLogged}; END`,
        )
        .execute(db);
    }
  }
  return keys;
}

/** The SQL expression of a table's row key, the same text its triggers log (null: no key). */
export function rowKeyOf(db: Db, keyColumns: readonly string[]) {
  if (!keyColumns.length) return null;
  const columns = sql.join(keyColumns.map((column) => sql.ref(column)));
  return isPostgres(db)
    ? sql<string>`jsonb_build_array(${columns})::text`
    : sql<string>`json_array(${columns})`;
}

/**
 * Notes writes to `tables` of `db` from now on. `since()` answers the rows written since the
 * previous call (since the tracker was made, the first time), by table. Trackers of one database
 * share its log: each sees every change.
 */
export async function changedRowsTracker(db: Db, tables: string[]) {
  let hub = hubs.get(db);
  if (!hub) {
    hub = { keys: new Map(), listeners: new Set(), polling: Promise.resolve() };
    hubs.set(db, hub);
  }
  const missing = tables.filter((table) => !hub.keys.has(table));
  if (missing.length) {
    const installed = await (isPostgres(db) ? installPostgres(db, missing) : installSqlite(db, missing));
    for (const [table, keys] of installed) hub.keys.set(table, keys);
  }
  const changed: TableChanges = new Map();
  hub.listeners.add(changed);
  const poll = async () => {
    const { rows } = await sql<{ table_name: string; row_key: string | null }>`
      delete from ${sql.table(CHANGE_LOG_TABLE)} returning table_name, row_key`.execute(db);
    for (const listener of hub.listeners) {
      for (const { table_name: table, row_key: key } of rows) {
        const keys = listener.get(table);
        if (keys === 'all') continue;
        if (key === null) listener.set(table, 'all');
        else if (keys) keys.add(key);
        else listener.set(table, new Set([key]));
      }
    }
  };
  return {
    /** Each table's key columns, in the order of its logged keys ([]: none). */
    keyColumns: (table: string) => hub.keys.get(table) ?? [],
    async since(): Promise<TableChanges> {
      hub.polling = hub.polling.then(poll, poll);
      await hub.polling;
      const answer: TableChanges = new Map(changed);
      changed.clear();
      return answer;
    },
  };
}
