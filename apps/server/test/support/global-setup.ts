/**
 * Vitest global setup (runs once, in the main vitest process).
 *
 * For a project with DB=postgres it starts a throwaway PostgreSQL cluster in a temporary directory on a free port and
 * hands its admin URL to the test workers, both via `inject('pgAdminUrl')` and via
 * process.env.TESSERA_TEST_PG_ADMIN_URL. The returned teardown stops the cluster and deletes the directory.
 * It also migrates a template database once (template-database.ts): a database of the cluster, or a
 * serialized SQLite image in a temporary file with any other DB value (tests use in-memory SQLite).
 *
 * PostgreSQL refuses to run as root, so when vitest runs as root, initdb/pg_ctl are run through
 * `runuser -u postgres` on a directory owned by the postgres user.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPostgresBinDir } from '../../../../scripts/postgres-bin.mjs';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { freePort } from './free-port.ts';
import { isProcessAlive } from './process-alive.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the throwaway cluster (only provided when DB=postgres). */
    pgAdminUrl: string;
    /** A migrated database of the cluster, the template of migrated test databases (DB=postgres). */
    pgTemplateDatabase: string;
    /** A serialized, migrated SQLite database (template-database.ts), when not DB=postgres. */
    sqliteTemplateFile: string;
  }
}

/** The template database's name on the test cluster. */
const PG_TEMPLATE_DATABASE = 'tessera_template';

export const PG_ADMIN_URL_ENV = 'TESSERA_TEST_PG_ADMIN_URL';

const execFileAsync = promisify(execFile);

export { findPostgresBinDir };

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitForConnections(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      lastError = error;
      await sleep(100);
    } finally {
      await client.end().catch(() => {});
    }
  }
  throw new Error(
    `PostgreSQL test cluster did not accept connections within ${timeoutMs} ms: ${String(lastError)}`,
  );
}

/**
 * The migrated SQLite image of the run, built once per process: with both databases in one run
 * (DB=both) vitest sets the projects up one after the other, and the PostgreSQL setup starts this
 * build at once, so that it runs while the cluster starts instead of after it. Kept on globalThis:
 * each project's setup may load this file anew.
 */
function sqliteTemplateBuild(): Promise<Buffer> {
  const shared = globalThis as { tesseraSqliteTemplate?: Promise<Buffer> };
  shared.tesseraSqliteTemplate ??= import('./template-database.ts').then((m) => m.buildSqliteTemplateImage());
  return shared.tesseraSqliteTemplate;
}

/** The modules the template migrations need (every module of the server), imported once. */
const migrationModules = () =>
  Promise.all([import('../../src/platform/db.ts'), import('../../src/platform/migrations/index.ts')]);

/** Migrates a template SQLite database once for the whole run (template-database.ts). */
async function setupSqliteTemplate(project: TestProject): Promise<() => Promise<void>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-sqlite-template-'));
  const file = path.join(dir, 'template.sqlite-image');
  fs.writeFileSync(file, await sqliteTemplateBuild());
  project.provide('sqliteTemplateFile', file);
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

/** Creates and migrates the template database of migrated test databases (database.ts). */
async function setupPostgresTemplate(
  project: TestProject,
  adminUrl: string,
  modules: ReturnType<typeof migrationModules>,
): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${PG_TEMPLATE_DATABASE}`;
  const [{ openDatabase }, { migrateToLatest }] = await modules;
  // Closed before any copy: PostgreSQL copies a template only while no one is connected to it.
  const database = openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.destroy();
  }
  project.provide('pgTemplateDatabase', PG_TEMPLATE_DATABASE);
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  // The project's DB (vitest.config.ts sets it per project: `npm test` runs both in one process);
  // the benches call this with only `provide` and set DB themselves.
  const db = project.config?.env?.DB ?? process.env.DB;
  if (db !== 'postgres') return setupSqliteTemplate(project);

  // What does not wait on the cluster starts now, beside initdb and the server's start: the
  // modules the template needs (transformed here once, for the workers too) and, when the run
  // also has the SQLite project, its template.
  const modules = migrationModules();
  modules.catch(() => undefined); // awaited (and its error thrown) by setupPostgresTemplate
  if (process.env.DB === 'both') sqliteTemplateBuild().catch(() => undefined); // awaited by its setup

  const binDir = findPostgresBinDir();
  if (!binDir) {
    throw new Error(
      'DB=postgres but no PostgreSQL server binaries were found (looked at $PG_BIN, /usr/lib/postgresql/*/bin ' +
        'and `pg_config --bindir`). Install them, e.g. `apt-get install -y postgresql`.',
    );
  }

  const asRoot = process.getuid?.() === 0;
  // Run a PostgreSQL binary as the postgres user when we are root (PostgreSQL refuses to run as root).
  const asPg = (bin: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, bin), ...args]]
      : [path.join(binDir, bin), args];
  const run = async (bin: string, args: string[]) => {
    const [cmd, argv] = asPg(bin, args);
    try {
      await execFileAsync(cmd, argv, { maxBuffer: 16 * 1024 * 1024 });
    } catch (error: any) {
      throw new Error(
        `${[cmd, ...argv].join(' ')} failed: ${error.stderr || error.stdout || error.message}`,
        {
          cause: error,
        },
      );
    }
  };

  const baseDir = fs.mkdtempSync(path.join(clusterParentDir(), 'tessera-pg-'));
  const dataDir = path.join(baseDir, 'data');
  const logFile = path.join(baseDir, 'postgres.log');
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0 || gids.status !== 0) {
      fs.rmSync(baseDir, { recursive: true, force: true });
      throw new Error('Running as root but there is no "postgres" user to run the test cluster as.');
    }
    fs.chownSync(baseDir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  fs.chmodSync(baseDir, 0o700);

  let started = false;
  let stopped = false;
  const stopSync = () => {
    if (stopped) return;
    stopped = true;
    if (started) {
      const [cmd, argv] = asPg('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30']);
      spawnSync(cmd, argv, { stdio: 'ignore' });
    }
    fs.rmSync(baseDir, { recursive: true, force: true });
  };
  // Last resort if vitest exits without running the teardown (crash, process.exit, ...).
  process.once('exit', stopSync);

  try {
    await run('initdb', [
      '-D',
      dataDir,
      '--locale=C',
      '-E',
      'UTF8',
      '--auth=trust',
      '-U',
      'postgres',
      '--no-sync',
    ]);

    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const serverOptions = [
        `-p ${port}`,
        `-k '${baseDir}'`, // unix socket in our own dir, not the system-wide /var/run/postgresql
        '-c listen_addresses=127.0.0.1',
        '-c max_connections=300',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
      ].join(' ');
      try {
        started = true;
        await run('pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', serverOptions]);
        break;
      } catch (error) {
        started = false;
        // The free port may have been grabbed in between; retry a few times on a new port.
        if (attempt >= 3) {
          const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '';
          throw new Error(`${(error as Error).message}\n--- postgres.log ---\n${log}`, { cause: error });
        }
      }
    }

    // Through the cluster's unix socket, not TCP: a statement's round trip costs the test worker
    // and the backend ~15 % less CPU (no TCP stack on either side).
    const adminUrl = `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(baseDir)}`;
    await waitForConnections(adminUrl, 30_000);

    project.provide('pgAdminUrl', adminUrl);
    process.env[PG_ADMIN_URL_ENV] = adminUrl;
    await setupPostgresTemplate(project, adminUrl, modules);
  } catch (error) {
    stopSync();
    process.removeListener('exit', stopSync);
    throw error;
  }

  return async () => {
    delete process.env[PG_ADMIN_URL_ENV];
    process.removeListener('exit', stopSync);
    if (stopped) return;
    stopped = true;
    try {
      if (started) await run('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30']);
    } finally {
      removeInBackground(baseDir);
    }
  };
}

/**
 * Where the throwaway cluster lives: in memory (/dev/shm) when the machine has room there, else
 * the temp directory. With fsync off nothing waits on the disk either way, but each test file's
 * copy of the template (~20 MB of WAL and data, ~7 GB a run) still went through the page cache's
 * writeback to the disk, in the kernel's time on the same two cores.
 */
function clusterParentDir(): string {
  const memory = '/dev/shm';
  try {
    fs.accessSync(memory, fs.constants.W_OK);
    removeAbandonedClusters(memory);
    const { bavail, bsize } = fs.statfsSync(memory);
    if (bavail * bsize >= 8 * 1024 ** 3) return memory;
  } catch {
    // No /dev/shm (or not writable): the temp directory.
  }
  return os.tmpdir();
}

/**
 * Memory is not freed by a reboot-less machine the way a temp directory is cleaned: a run that was
 * killed (no teardown, no exit handler) left its cluster there. Removes those whose server is gone
 * and that are older than any run could still be starting (initdb writes no postmaster.pid).
 */
function removeAbandonedClusters(parent: string): void {
  const startingMs = 10 * 60_000;
  for (const name of fs.readdirSync(parent)) {
    if (!name.startsWith('tessera-pg-')) continue;
    const directory = path.join(parent, name);
    try {
      if (Date.now() - fs.statSync(directory).mtimeMs < startingMs) continue;
      const pidFile = path.join(directory, 'data', 'postmaster.pid');
      const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
      if (pid > 0 && isProcessAlive(pid)) continue;
      removeInBackground(directory);
    } catch {
      // Another run's teardown removed it meanwhile, or it is not ours to read: leave it.
    }
  }
}

/**
 * Removes a stopped cluster's directory after the run, in a process of its own: a whole suite's
 * cluster holds a database per test file (~3 GB), and removing it took ~8 s at the end of every run,
 * after the last test. Nothing reads it any more; the OS finishes the removal.
 */
function removeInBackground(directory: string): void {
  const remover = spawn('rm', ['-rf', directory], { detached: true, stdio: 'ignore' });
  remover.on('error', () => fs.rmSync(directory, { recursive: true, force: true }));
  remover.unref();
}
