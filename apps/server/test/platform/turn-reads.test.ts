import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dataVersions, raiseDataVersion } from '../../src/platform/data-versions.ts';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { TurnReads } from '../../src/platform/turn-reads.ts';
import { provisionSite } from '../../src/modules/sites/sites.service.ts';
import { createTestDatabaseUrl } from '../support/database.ts';

/**
 * Reads asked in one turn of the event loop, answered by one statement per group
 * (platform/turn-reads.ts), and never by a statement sent before the ask.
 */
describe('TurnReads', () => {
  function setUp(rows: Record<string, Record<string, number>> = {}, itemsPerRead = 100) {
    const statements: { group: string; items: string[] }[] = [];
    const scheduled: (() => void)[] = [];
    const reads = new TurnReads<number>(
      async (group, items) => {
        statements.push({ group, items: [...items] });
        const found = new Map<string, number>();
        for (const item of items) if (rows[group]?.[item] !== undefined) found.set(item, rows[group][item]);
        return found;
      },
      itemsPerRead,
      (run) => scheduled.push(run),
    );
    /** Runs the scheduled sends, as the next check phase would. */
    const nextTurn = () => scheduled.splice(0).forEach((run) => run());
    return { reads, statements, nextTurn };
  }

  it("answers a turn's asks with one statement per group, each ask its own items", async () => {
    const { reads, statements, nextTurn } = setUp({ a: { x: 1, y: 2 }, b: { x: 3 } });
    const asked = [reads.read('a', ['x']), reads.read('a', ['y', 'z']), reads.read('b', ['x', 'x'])];
    expect(statements).toHaveLength(0);
    nextTurn();
    const [first, second, third] = await Promise.all(asked);
    expect(first.get('x')).toBe(1);
    expect(second.get('y')).toBe(2);
    expect(second.has('z')).toBe(false);
    expect(third.get('x')).toBe(3);
    expect(statements).toEqual([
      { group: 'a', items: ['x', 'y', 'z'] },
      { group: 'b', items: ['x'] },
    ]);
  });

  it('answers an ask made after a statement was sent with the next statement', async () => {
    const { reads, statements, nextTurn } = setUp();
    const first = reads.read('a', ['x']);
    nextTurn();
    const second = reads.read('a', ['x']);
    expect(statements).toHaveLength(1);
    nextTurn();
    await Promise.all([first, second]);
    expect(statements).toHaveLength(2);
  });

  it('reads a group of more items than one read takes in parts, and answers each ask from all of them', async () => {
    const { reads, statements, nextTurn } = setUp({ a: { x1: 1, x4: 4 } }, 2);
    const asked = [reads.read('a', ['x0', 'x1', 'x2']), reads.read('a', ['x3', 'x4'])];
    nextTurn();
    const [first, second] = await Promise.all(asked);
    expect(statements.map((s) => s.items)).toEqual([['x0', 'x1'], ['x2', 'x3'], ['x4']]);
    expect(first.get('x1')).toBe(1);
    expect(second.get('x4')).toBe(4);
  });

  it("fails every ask of a turn whose statement failed, and the next turn's asks work", async () => {
    let fail = true;
    const scheduled: (() => void)[] = [];
    const reads = new TurnReads<number>(
      async () => {
        if (fail) throw new Error('connection lost');
        return new Map();
      },
      100,
      (run) => scheduled.push(run),
    );
    const asked = [reads.read('a', ['x']), reads.read('b', ['y'])];
    scheduled.splice(0).forEach((run) => run());
    for (const ask of asked) await expect(ask).rejects.toThrow('connection lost');
    fail = false;
    const next = reads.read('a', ['x']);
    scheduled.splice(0).forEach((run) => run());
    expect((await next).size).toBe(0);
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

  it('reads a turn of more sites than one statement takes with several', async () => {
    if (database.dialect !== 'postgres') return;
    const versionOf = dataVersions(database);
    const spy = vi.spyOn(database.db.getExecutor(), 'executeQuery');
    try {
      const asked = Array.from({ length: 1_200 }, (_, i) =>
        versionOf(i === 0 ? siteId : `site-${i}`, 'events'),
      );
      const versions = await Promise.all(asked);
      expect(versions.slice(1).every((v) => v === '0')).toBe(true);
      expect(versions[0]).not.toBe('0');
      expect(spy).toHaveBeenCalledTimes(3);
    } finally {
      spy.mockRestore();
    }
  });

  it('shares one statement per turn among the modules that ask (one reader per database)', async () => {
    if (database.dialect !== 'postgres') return;
    const [events, members] = [dataVersions(database), dataVersions(database)];
    const spy = vi.spyOn(database.db.getExecutor(), 'executeQuery');
    try {
      await Promise.all([events(siteId, 'events'), members(siteId, 'members')]);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
