import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { provisionSite, type NewSite } from '../../src/modules/sites/sites.service.ts';
import { createTestDatabaseUrl } from './database.ts';

export interface ServersOnOneDatabase {
  apps: App[];
  /** Each server's own database handle, for rows the API does not create (e.g. owner users). */
  databases: DatabaseHandle[];
  /** A site provisioned on the shared database. */
  site: NewSite;
  /** The site owner's headers. */
  owner(): Record<string, string>;
  close(): Promise<void>;
}

/**
 * Server instances on one database, each with its own connection (pool), as stateless processes
 * would be: a SQLite file in WAL mode, or one PostgreSQL database of the test cluster. Each
 * migrates at start, as every process does. The visitor read cache is off unless `visitorCacheMs`.
 */
export async function startServersOnOneDatabase(
  count = 2,
  { visitorCacheMs = 0 }: { visitorCacheMs?: number } = {},
): Promise<ServersOnOneDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-shared-'));
  const databaseUrl = await createTestDatabaseUrl();
  const handles: DatabaseHandle[] = Array.from({ length: count }, () =>
    openDatabase({ databaseUrl, sqliteFile: path.join(dir, 'shared.db'), poolSize: 4 }),
  );
  await Promise.all(handles.map((h) => migrateToLatest(h.db)));
  const site = await provisionSite(handles[0].db, { name: 'Shared' });
  const apps = await Promise.all(
    handles.map((database) => buildApp({ database, logLevel: 'silent', visitorCacheMs })),
  );
  return {
    apps,
    databases: handles,
    site,
    owner: () => ({ authorization: site.apiKey, 'wix-site-id': site.siteId }),
    async close() {
      for (const app of apps) await app.server.close();
      for (const h of handles) await h.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Servers on one database for the tests of the enclosing describe block: started before its
 * first test, closed after its last. Read its fields inside tests (before start they throw).
 */
export function serversOnOneDatabase(
  count = 2,
  options?: Parameters<typeof startServersOnOneDatabase>[1],
): ServersOnOneDatabase {
  let shared: ServersOnOneDatabase | undefined;
  beforeAll(async () => {
    shared = await startServersOnOneDatabase(count, options);
  });
  afterAll(() => shared?.close());
  const started = () => {
    if (!shared) throw new Error('the servers start before the first test of the block');
    return shared;
  };
  return {
    get apps() {
      return started().apps;
    },
    get databases() {
      return started().databases;
    },
    get site() {
      return started().site;
    },
    owner: () => started().owner(),
    close: () => started().close(),
  };
}
