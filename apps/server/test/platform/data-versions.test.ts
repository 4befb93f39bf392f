import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataVersions, type DataVersionOf } from '../../src/platform/data-versions.ts';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { UnitOfWork } from '../../src/platform/unit-of-work.ts';
import { provisionSite, type NewSite } from '../../src/modules/sites/sites.service.ts';
import { createTestDatabaseUrl } from '../support/database.ts';

/**
 * Data versions (platform/data-versions.ts): what lets a count be reused exactly. A unit of work
 * that names what it changes moves that version when it commits; on PostgreSQL only then, and
 * only for its own site.
 */
describe('data versions', () => {
  let database: DatabaseHandle;
  let uow: UnitOfWork;
  let versionOf: DataVersionOf;
  let site: NewSite;
  let other: NewSite;

  beforeAll(async () => {
    database = openDatabase({ databaseUrl: await createTestDatabaseUrl(), sqliteFile: ':memory:' });
    await migrateToLatest(database.db);
    site = await provisionSite(database.db, { name: 'Versioned' });
    other = await provisionSite(database.db, { name: 'Other' });
    uow = new UnitOfWork(database.db, database.dialect);
    versionOf = dataVersions(database)!;
  });
  afterAll(() => database.destroy());

  /** A write of the site's data, inside a unit that says it changes events. */
  const write = (siteId: string, fail = false) =>
    uow.run(
      siteId,
      async (unit) => {
        await unit.db.updateTable('sites').set({ name: 'Renamed' }).where('id', '=', siteId).execute();
        if (fail) throw new Error('rolled back');
      },
      { changes: ['events'] },
    );

  it('moves with every committed unit', async () => {
    for (let i = 0; i < 3; i++) {
      const before = await versionOf(site.siteId, 'events');
      await write(site.siteId);
      expect(await versionOf(site.siteId, 'events')).not.toBe(before);
    }
  });

  // SQLite's token may also move without a change (it counts statements that may write): safe,
  // only less reuse. PostgreSQL's moves exactly with the units that commit.
  it.runIf(process.env.DB === 'postgres')('stays put for a rolled-back unit (PostgreSQL)', async () => {
    const before = await versionOf(site.siteId, 'events');
    await expect(write(site.siteId, true)).rejects.toThrow('rolled back');
    expect(await versionOf(site.siteId, 'events')).toBe(before);
  });

  it.runIf(process.env.DB === 'postgres')("keeps each site's version apart (PostgreSQL)", async () => {
    const mine = await versionOf(site.siteId, 'events');
    await write(other.siteId);
    expect(await versionOf(site.siteId, 'events')).toBe(mine);
  });

  it('queue concurrent units on one site instead of deadlocking', async () => {
    const before = await versionOf(site.siteId, 'events');
    await Promise.all(Array.from({ length: 8 }, () => write(site.siteId)));
    expect(await versionOf(site.siteId, 'events')).not.toBe(before);
  });

  it('events writes go through runEventsUnit, so none can forget the version', () => {
    const dir = path.join(import.meta.dirname, '../../src/modules/events');
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => name.endsWith('.ts'))) {
      if (file === 'events.context.ts') continue;
      expect(fs.readFileSync(path.join(dir, file), 'utf8'), file).not.toMatch(/\buow\.run\(/);
    }
  });
});
