import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { TestClock } from '../../src/platform/clock.ts';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { provisionSite, type NewSite } from '../../src/modules/sites/sites.service.ts';
import { createTestDatabaseUrl } from '../support/database.ts';

const MINUTE = 60_000;

// Server processes on one database (a SQLite file in WAL mode, or one PostgreSQL database), each
// with its own connection pool, sharing a test clock.
describe('jobs across processes', () => {
  const clock = new TestClock('2031-06-01T08:00:00.000Z');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-jobs-'));
  let databaseUrl: string | undefined;
  const handles: DatabaseHandle[] = [];
  const apps: App[] = [];
  let site: NewSite;
  /** Every run of `test.count`, by process. */
  const runs: { process: number; id: number }[] = [];

  const openHandle = () => {
    const handle = openDatabase({ databaseUrl, sqliteFile: path.join(dir, 'shared.db'), poolSize: 4 });
    handles.push(handle);
    return handle;
  };
  /** Starts a server process; its job handlers are registered as every process registers them. */
  const startProcess = async () => {
    const database = openHandle();
    await migrateToLatest(database.db);
    const app = await buildApp({ database, logLevel: 'silent', visitorCacheMs: 0, clock });
    const process = apps.push(app) - 1;
    app.jobs.register('test.count', async (job) => {
      runs.push({ process, id: job.id });
      await new Promise((resolve) => setImmediate(resolve)); // let the other process interleave
    });
    return app;
  };
  const enqueue = (app: App, count: number, runAt: number, prefix: string) =>
    app.uow.run(
      site.siteId,
      async (unit) => {
        for (let i = 0; i < count; i++) {
          await app.jobs.enqueue(unit, { kind: 'test.count', runAt, key: `${prefix}-${i}` });
        }
      },
      { changes: [] },
    );
  const idsOf = async (prefix: string) =>
    (
      await handles[0].db.selectFrom('jobs').select('id').where('dedupe_key', 'like', `${prefix}-%`).execute()
    ).map((row) => row.id);

  beforeAll(async () => {
    databaseUrl = await createTestDatabaseUrl();
    await startProcess();
    await startProcess();
    site = await provisionSite(handles[0].db, { name: 'Jobs' });
  });
  afterAll(async () => {
    for (const app of apps) await app.server.close().catch(() => undefined);
    for (const handle of handles) await handle.destroy().catch(() => undefined);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs each due job exactly once when two processes claim at the same time', async () => {
    await enqueue(apps[0], 60, clock.now() + MINUTE, 'race');
    clock.advance(MINUTE);
    const counts = await Promise.all([apps[0], apps[1], apps[0], apps[1]].map((app) => app.jobs.runDue()));
    const ids = await idsOf('race');
    const ranRace = runs.filter((run) => ids.includes(run.id));
    expect(ranRace.map((run) => run.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
  });

  it('keeps a job across a restart: enqueued by one process, run by the next after it stops', async () => {
    const before = runs.length;
    await enqueue(apps[1], 1, clock.now() + 30 * MINUTE, 'restart');
    await apps[1].server.close(); // the process that wrote it stops
    const [id] = await idsOf('restart');
    const next = await startProcess();
    expect(await next.jobs.runDue()).toBe(0);
    clock.advance(30 * MINUTE);
    expect(await next.jobs.runDue()).toBe(1);
    expect(runs.slice(before)).toEqual([{ process: apps.length - 1, id }]);
  });
});
