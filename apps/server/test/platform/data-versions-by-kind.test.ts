import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataVersions, raiseDataVersion, type DataVersionOf } from '../../src/platform/data-versions.ts';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { UnitOfWork, type UnitOptions } from '../../src/platform/unit-of-work.ts';
import { provisionSite, type NewSite } from '../../src/modules/sites/sites.service.ts';
import { createTestDatabaseUrl } from '../support/database.ts';

const isPostgres = process.env.DB === 'postgres';

/**
 * Data versions per site and kind, on both databases (platform/data-versions.ts): a unit raises
 * only the kinds it names, for its own site; counters raise none; units of different kinds take
 * different rows and do not queue behind each other.
 */
describe('data versions per site and kind', () => {
  let database: DatabaseHandle;
  let uow: UnitOfWork;
  let versionOf: DataVersionOf;
  let site: NewSite;
  let other: NewSite;
  const committed: { siteId: string; changes: readonly string[] }[] = [];

  beforeAll(async () => {
    database = openDatabase({ databaseUrl: await createTestDatabaseUrl(), sqliteFile: ':memory:' });
    await migrateToLatest(database.db);
    site = await provisionSite(database.db, { name: 'Kinds' });
    other = await provisionSite(database.db, { name: 'Other kinds' });
    uow = new UnitOfWork(database.db, database.dialect, (siteId, changes) =>
      committed.push({ siteId, changes }),
    );
    versionOf = dataVersions(database);
  });
  afterAll(() => database.destroy());

  /** A unit that really writes (the site's name) and says it changes `changes`. */
  const write = (siteId: string, changes: UnitOptions['changes'], fail = false) =>
    uow.run(
      siteId,
      async (unit) => {
        await unit.db.updateTable('sites').set({ name: 'Written' }).where('id', '=', siteId).execute();
        if (fail) throw new Error('rolled back');
      },
      { changes },
    );
  const versionsOf = async (siteId: string) => ({
    events: await versionOf(siteId, 'events'),
    members: await versionOf(siteId, 'members'),
  });

  it('moves only the kinds a unit names, only for its site, and tells the commit hook', async () => {
    const before = { mine: await versionsOf(site.siteId), theirs: await versionsOf(other.siteId) };
    await write(site.siteId, ['events']);
    const after = { mine: await versionsOf(site.siteId), theirs: await versionsOf(other.siteId) };
    expect(after.mine.events).not.toBe(before.mine.events);
    expect(after.mine.members).toBe(before.mine.members);
    expect(after.theirs).toEqual(before.theirs);
    expect(committed.at(-1)).toEqual({ siteId: site.siteId, changes: ['events'] });

    await write(site.siteId, ['members']);
    expect(await versionOf(site.siteId, 'events')).toBe(after.mine.events);
    expect(await versionOf(site.siteId, 'members')).not.toBe(after.mine.members);
  });

  it('keeps every version for a unit that changes nothing a reader keeps, or rolls back', async () => {
    const before = await versionsOf(site.siteId);
    await write(site.siteId, []);
    await expect(write(site.siteId, ['events', 'members'], true)).rejects.toThrow('rolled back');
    expect(await versionsOf(site.siteId)).toEqual(before);
  });

  it('raises no version for a counter or a kind no reader keeps values for', async () => {
    const before = await versionsOf(site.siteId);
    await write(site.siteId, ['counter:test.sold']);
    // Token grants, sessions and payments do not queue a site's writers on one version row.
    await write(site.siteId, ['oauth', 'identity', 'payments']);
    expect(await versionsOf(site.siteId)).toEqual(before);
    const rows = await database.db
      .selectFrom('data_versions')
      .select('name')
      .where('site_id', '=', site.siteId)
      .execute();
    expect(rows.map((row) => row.name).sort()).toEqual(['events', 'members']);
    expect(committed.at(-2)?.changes).toEqual(['counter:test.sold']);
  });

  it('raises each named kind once, however often it is named', async () => {
    const events = Number(await versionOf(site.siteId, 'events'));
    await write(site.siteId, ['events', 'events', 'members', 'events']);
    expect(Number(await versionOf(site.siteId, 'events'))).toBe(events + 1);
  });

  it('sees a write by another connection to the same database (SQLite file or PostgreSQL)', async () => {
    // A second handle is another process's view: it must not keep a version it read earlier.
    const url = isPostgres ? await createTestDatabaseUrl() : undefined;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kinds-'));
    const file = isPostgres ? undefined : path.join(dir, `${randomUUID()}.db`);
    const first = openDatabase({ databaseUrl: url, sqliteFile: file });
    const second = openDatabase({ databaseUrl: url, sqliteFile: file });
    try {
      await migrateToLatest(first.db);
      const shared = await provisionSite(first.db, { name: 'Shared' });
      const reader = dataVersions(second);
      const before = await reader(shared.siteId, 'events');
      expect(await reader(shared.siteId, 'events')).toBe(before);
      await new UnitOfWork(first.db, first.dialect).run(shared.siteId, async () => {}, {
        changes: ['events'],
      });
      expect(await reader(shared.siteId, 'events')).not.toBe(before);
    } finally {
      await second.destroy();
      await first.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  describe.runIf(isPostgres)('concurrent writers (PostgreSQL)', () => {
    /** Opens a transaction holding `kind`'s row of the site until `release` is called. */
    async function holding(kind: 'events' | 'members') {
      let release!: () => void;
      let held!: () => void;
      const isHeld = new Promise<void>((resolve) => (held = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const done = database.db.transaction().execute(async (tx) => {
        await raiseDataVersion(tx, site.siteId, kind);
        held();
        await released;
      });
      await isHeld;
      return { release, done };
    }

    /** Raises `kind` in its own transaction, failing instead of waiting longer than `timeout`. */
    const raiseWithin = (kind: 'events' | 'members', timeout: string) =>
      database.db.transaction().execute(async (tx) => {
        await sql`SELECT set_config('lock_timeout', ${timeout}, true)`.execute(tx);
        await raiseDataVersion(tx, site.siteId, kind);
      });

    it('two transactions holding different kinds both commit without waiting', async () => {
      const events = await holding('events');
      try {
        // Would fail with a lock timeout if it queued behind the open events transaction.
        await raiseWithin('members', '5s');
      } finally {
        events.release();
        await events.done;
      }
    });

    it('writers of one kind do queue (the check above can see queueing)', async () => {
      const events = await holding('events');
      try {
        await expect(raiseWithin('events', '50ms')).rejects.toThrow(/lock timeout/);
      } finally {
        events.release();
        await events.done;
      }
    });

    it('a unit of work of another kind or a counter commits while an events unit is open', async () => {
      let release!: () => void;
      let started!: () => void;
      const isStarted = new Promise<void>((resolve) => (started = resolve));
      const open = uow.run(
        site.siteId,
        async () => {
          started();
          await new Promise<void>((resolve) => (release = resolve));
        },
        { changes: ['events'] },
      );
      await isStarted;
      try {
        await write(site.siteId, ['members']);
        await write(site.siteId, ['counter:test.sold']);
      } finally {
        release();
        await open;
      }
    });
  });
});
