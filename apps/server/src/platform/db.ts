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
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  /** SQLite file, or ':memory:'. Ignored when databaseUrl is set. */
  sqliteFile?: string;
  poolSize?: number;
}

/** The only place that knows which database is in use. */
export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', destroy: () => db.destroy() };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running a primary-key lookup.
 * Statements are reused by SQL text (queries are executed one at a time on this connection).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sqlText, statement);
      }
      return statement as any;
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
