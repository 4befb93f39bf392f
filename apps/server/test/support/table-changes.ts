import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../src/platform/db.ts';

/**
 * Which tables of a test database were written, noted by the database itself: triggers on each
 * table add its name to a log table on every insert, update and delete (and truncate), whoever
 * writes — the app, a background pass, a cascade. Reading the log empties it. Test databases
 * only: the triggers are installed by the first tracker of a database, never by a migration.
 */
export const CHANGE_LOG_TABLE = 'test_table_changes';

interface Hub {
  installed: Set<string>;
  listeners: Set<Set<string>>;
  /** One read of the log at a time, so two snapshots never split a change between them. */
  polling: Promise<void>;
}

const hubs = new WeakMap<Db, Hub>();

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A table name as an SQL identifier and as a string literal (names come from the schema itself). */
const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (name: string) => `'${name.replaceAll("'", "''")}'`;

async function install(db: Db, tables: string[]): Promise<void> {
  if (isPostgres(db)) {
    // Statement triggers: one log row per statement, and no lock shared by concurrent writers.
    const statements = [
      `CREATE TABLE IF NOT EXISTS ${CHANGE_LOG_TABLE} (table_name text NOT NULL)`,
      `CREATE OR REPLACE FUNCTION test_note_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN INSERT INTO ${CHANGE_LOG_TABLE} (table_name) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`,
      ...tables.map(
        (table) =>
          `CREATE OR REPLACE TRIGGER ${ident(`test_changes_${table}`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ` +
          `ON ${ident(table)} FOR EACH STATEMENT EXECUTE FUNCTION test_note_table_change()`,
      ),
    ];
    await sql.raw(statements.join(';\n')).execute(db);
    return;
  }
  // SQLite has row triggers only; a table is logged once until the log is read. No constraint on
  // the log: a conflict there could never fail the statement that fired the trigger.
  await sql.raw(`CREATE TABLE IF NOT EXISTS ${CHANGE_LOG_TABLE} (table_name text NOT NULL)`).execute(db);
  for (const table of tables) {
    for (const operation of ['INSERT', 'UPDATE', 'DELETE']) {
      await sql
        .raw(
          `CREATE TRIGGER IF NOT EXISTS ${ident(`test_changes_${table}_${operation}`)} AFTER ${operation} ON ${ident(table)} ` +
            `BEGIN INSERT INTO ${CHANGE_LOG_TABLE} (table_name) SELECT ${literal(table)} ` +
            `WHERE NOT EXISTS (SELECT 1 FROM ${CHANGE_LOG_TABLE} WHERE table_name = ${literal(table)}); END`,
        )
        .execute(db);
    }
  }
}

/**
 * Notes writes to `tables` of `db` from now on. `since()` answers the tables written since the
 * previous call (since the tracker was made, the first time). Trackers of one database share
 * its log: each sees every change.
 */
export async function changedTablesTracker(db: Db, tables: string[]) {
  let hub = hubs.get(db);
  if (!hub) {
    hub = { installed: new Set(), listeners: new Set(), polling: Promise.resolve() };
    hubs.set(db, hub);
  }
  const missing = tables.filter((table) => !hub.installed.has(table));
  if (missing.length) {
    await install(db, missing);
    for (const table of missing) hub.installed.add(table);
  }
  const changed = new Set<string>();
  hub.listeners.add(changed);
  const poll = async () => {
    const { rows } = await sql<{ table_name: string }>`
      delete from ${sql.table(CHANGE_LOG_TABLE)} returning table_name`.execute(db);
    for (const listener of hub.listeners) for (const row of rows) listener.add(row.table_name);
  };
  return {
    async since(): Promise<Set<string>> {
      hub.polling = hub.polling.then(poll, poll);
      await hub.polling;
      const answer = new Set(changed);
      changed.clear();
      return answer;
    },
  };
}
