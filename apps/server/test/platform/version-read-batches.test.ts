import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataVersions, raiseDataVersion } from '../../src/platform/data-versions.ts';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { VersionReadBatches, type VersionRow } from '../../src/platform/version-read-batches.ts';
import { provisionSite } from '../../src/modules/sites/sites.service.ts';
import { createTestDatabaseUrl } from '../support/database.ts';

/**
 * PostgreSQL's data versions read once per turn for all of that turn's asks
 * (platform/version-read-batches.ts): one statement, and never an answer from a statement sent
 * before the ask.
 */
describe('VersionReadBatches', () => {
  function setUp(rows: VersionRow[] = []) {
    const statements: string[][] = [];
    const scheduled: (() => void)[] = [];
    const batches = new VersionReadBatches(
      async (sites) => {
        statements.push([...sites]);
        return rows.filter((row) => sites.includes(row.site_id));
      },
      (run) => scheduled.push(run),
    );
    /** Runs the scheduled sends, as the next check phase would. */
    const nextTurn = () => scheduled.splice(0).forEach((run) => run());
    return { batches, statements, nextTurn };
  }

  it("answers a turn's asks with one statement for their sites", async () => {
    const { batches, statements, nextTurn } = setUp([
      { site_id: 'a', name: 'events', version: '3' },
      { site_id: 'a', name: 'members', version: 7n },
      { site_id: 'b', name: 'events', version: 1 },
    ]);
    const asked = [
      batches.read('a', 'events'),
      batches.read('a', 'members'),
      batches.read('b', 'events'),
      batches.read('c', 'events'),
    ];
    expect(statements).toHaveLength(0);
    nextTurn();
    expect(await Promise.all(asked)).toEqual(['3', '7', '1', '0']);
    expect(statements).toEqual([['a', 'b', 'c']]);
  });

  it('answers an ask made after a statement was sent with the next statement', async () => {
    const { batches, statements, nextTurn } = setUp();
    const first = batches.read('a', 'events');
    nextTurn();
    const second = batches.read('a', 'events');
    expect(statements).toHaveLength(1);
    nextTurn();
    await Promise.all([first, second]);
    expect(statements).toHaveLength(2);
  });

  it('splits a turn of many sites into statements of at most 500', async () => {
    const { batches, statements, nextTurn } = setUp();
    const asked = Array.from({ length: 1_200 }, (_, i) => batches.read(`site-${i}`, 'events'));
    nextTurn();
    await Promise.all(asked);
    expect(statements.map((s) => s.length)).toEqual([500, 500, 200]);
  });

  it("fails every ask of a turn whose statement failed, and the next turn's asks work", async () => {
    let fail = true;
    const scheduled: (() => void)[] = [];
    const batches = new VersionReadBatches(
      async () => {
        if (fail) throw new Error('connection lost');
        return [];
      },
      (run) => scheduled.push(run),
    );
    const asked = [batches.read('a', 'events'), batches.read('b', 'events')];
    scheduled.splice(0).forEach((run) => run());
    for (const ask of asked) await expect(ask).rejects.toThrow('connection lost');
    fail = false;
    const next = batches.read('a', 'events');
    scheduled.splice(0).forEach((run) => run());
    expect(await next).toBe('0');
  });
});

describe('data versions of the database, read in turns', () => {
  let database: DatabaseHandle;
  let siteId: string;

  beforeAll(async () => {
    database = openDatabase({ databaseUrl: await createTestDatabaseUrl(), sqliteFile: ':memory:' });
    await migrateToLatest(database.db);
    siteId = (await provisionSite(database.db, { name: 'Turns' })).siteId;
  });
  afterAll(() => database.destroy());

  it('sees every version committed before the ask, and reads a turn with one statement on PostgreSQL', async () => {
    const versionOf = dataVersions(database);
    const before = await versionOf(siteId, 'events');
    await database.db.transaction().execute((tx) => raiseDataVersion(tx, siteId, 'events'));
    const spy = vi.spyOn(database.db.getExecutor(), 'executeQuery');
    try {
      const [events, members, again] = await Promise.all([
        versionOf(siteId, 'events'),
        versionOf(siteId, 'members'),
        versionOf(siteId, 'events'),
      ]);
      expect(events).not.toBe(before);
      expect(again).toBe(events);
      expect(members).toBe('0');
      if (database.dialect === 'postgres') expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('shares one reader per database among the modules that ask', () => {
    if (database.dialect !== 'postgres') return;
    expect(dataVersions(database)).toBe(dataVersions(database));
  });
});
