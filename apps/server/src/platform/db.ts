import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './database-schema.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Either the database or an open transaction: stores accept both. */
export type Executor = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  destroy(): Promise<void>;
  /**
   * A token that changes whenever the data may have changed, by this process or any other: lets
   * a derived value (a count) be reused exactly while it stays the same. Only where it is cheap to
   * know (SQLite: its own writes and `PRAGMA data_version`); absent, nothing is reused.
   */
  dataVersion?: () => string;
  /**
   * SQLite only: refreshes the query planner's statistics where the data grew or shrank since
   * they were taken (`PRAGMA optimize`; a no-op otherwise). A recurring platform job calls it.
   */
  optimize?: () => void;
}

/**
 * Write statements between two automatic `PRAGMA optimize` runs on a SQLite connection. Without
 * statistics SQLite's planner takes any index that starts with `site_id` (every table's has one)
 * for any site-scoped query — a lookup of 12 products by id scanned a site's whole price index
 * (14.6 ms; 0.11 ms with statistics) — so statistics follow the data: at open, after this many
 * writes (a bulk import) and every few minutes (platform-jobs.ts).
 */
const OPTIMIZE_EVERY_WRITES = 20_000;

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** SQLite file, or ':memory:'. Ignored when databaseUrl is set. */
  sqliteFile?: string;
  /**
   * SQLite only: an in-memory database that starts as a copy of this serialized image
   * (`serialize()` of a migrated database) instead of opening `sqliteFile`. The test suite copies
   * one migrated template per test app instead of running every migration each time.
   */
  sqliteImage?: Buffer;
  poolSize?: number;
}

/** The only place that knows which database is in use. */
export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const file = options.sqliteImage ? ':memory:' : (options.sqliteFile ?? ':memory:');
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(options.sqliteImage ?? file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Statistics for tables that have none or whose size changed a lot (bounded work: SQLite samples).
  const optimize = () => void sqlite.pragma('optimize=0x10002');
  optimize();
  const writes = { count: 0, optimize };
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, writes) }),
  });
  // Changes when another connection commits; this connection's own writes are counted above.
  const otherWrites = sqlite.prepare('PRAGMA data_version').pluck();
  return {
    db,
    dialect: 'sqlite',
    destroy: () => db.destroy(),
    dataVersion: () => `${writes.count}:${otherWrites.get() as number}`,
    optimize,
  };
}

const STATEMENT_CACHE_SIZE = 500;

/** Transaction control: SQLite calls it read-only, but a commit or rollback changes what reads see. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|end|rollback|savepoint|release)\b/i;

/**
 * Kysely prepares every query anew; preparing costs more than running a primary-key lookup.
 * Statements are reused by SQL text (queries are executed one at a time on this connection).
 * Kysely prepares each statement right before running it, so `writes.count` moves with every
 * statement that may change data (or end a transaction) on this connection.
 */
function withStatementCache(
  sqlite: SQLite.Database,
  writes: { count: number; optimize: () => void },
): SqliteDatabase {
  const statements = new Map<string, { statement: unknown; writes: boolean }>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let entry = statements.get(sqlText);
      if (!entry) {
        const prepared = sqlite.prepare(sqlText);
        const statement = prepared.reader ? withPlainRows(prepared) : prepared;
        entry = { statement, writes: !prepared.readonly || TRANSACTION_CONTROL.test(sqlText) };
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sqlText, entry);
      }
      if (entry.writes && ++writes.count % OPTIMIZE_EVERY_WRITES === 0) {
        // After the statement being prepared has run, never inside it.
        setImmediate(() => {
          if (sqlite.open) writes.optimize();
        });
      }
      return entry.statement as any;
    },
  };
}

/**
 * What Kysely uses of a reading statement, with rows read as arrays and made into objects here:
 * better-sqlite3 builds each row object property by property through the engine's slow path,
 * which costs a third of reading a page of events. The objects are the same (columns in order,
 * a repeated name keeps its last value).
 */
function withPlainRows(statement: SQLite.Statement) {
  const names = statement.columns().map((column) => column.name);
  // A column named `__proto__` would set the prototype here: such a statement keeps its own rows.
  if (names.includes('__proto__')) return statement;
  statement.raw(true);
  const toObject = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) row[names[i]] = values[i];
    return row;
  };
  return {
    reader: true,
    readonly: statement.readonly,
    all: (parameters: unknown[]) => (statement.all(parameters) as unknown[][]).map(toObject),
    *iterate(parameters: unknown[]) {
      for (const values of statement.iterate(parameters) as Iterable<unknown[]>) yield toObject(values);
    },
  };
}

/** True for a unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string } | undefined;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
