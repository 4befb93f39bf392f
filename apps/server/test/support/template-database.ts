/**
 * One migrated database per test run, copied for every test app instead of migrating again.
 *
 * Running every migration costs a test app 50-150 ms of a busy core; copying a migrated
 * template costs about a millisecond. global-setup.ts builds the templates once per run (the
 * migrations of the tree as it is at the start of the run):
 * - SQLite: a serialized image of a migrated database, written to a file the workers read and
 *   open as a fresh in-memory copy (`openDatabase({ sqliteImage })`);
 * - PostgreSQL: a migrated database of the test cluster, the `TEMPLATE` of each test database.
 * Test apps still run `migrateToLatest` on their copy (a no-op that reads one table), as a
 * starting server does.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { inject } from 'vitest';
import { openDatabase } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
// The ProvidedContext augmentation (sqliteTemplateFile); type-only, erased at runtime.
import type {} from './global-setup.ts';

/** Migrates a new SQLite file and returns its serialized image (journal mode DELETE, so it opens in memory). */
export async function buildSqliteTemplateImage(): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-template-'));
  try {
    const file = path.join(dir, 'template.db');
    const database = openDatabase({ sqliteFile: file });
    await migrateToLatest(database.db);
    await database.destroy();
    const sqlite = new SQLite(file);
    try {
      // A WAL-mode image cannot be opened as an in-memory database.
      sqlite.pragma('journal_mode = DELETE');
      return sqlite.serialize();
    } finally {
      sqlite.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

let image: Promise<Buffer> | undefined;

/**
 * The migrated SQLite image of this run: read from the file global-setup.ts wrote, or (outside
 * that setup) built once in this process.
 */
export function sqliteTemplateImage(): Promise<Buffer> {
  image ??= (async () => {
    let file: string | undefined;
    try {
      file = inject('sqliteTemplateFile');
    } catch {
      // not inside a vitest worker
    }
    if (file && fs.existsSync(file)) return fs.readFileSync(file);
    return buildSqliteTemplateImage();
  })();
  return image;
}
