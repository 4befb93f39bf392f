import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { provisionSite } from '../../src/modules/sites/sites.service.ts';
import { createTestDatabaseUrl } from './database.ts';
import { sqliteTemplateImage } from './template-database.ts';

/** A copy of the run's migrated template, as createTestApp opens it. */
async function openCopy() {
  const databaseUrl = await createTestDatabaseUrl({ migrated: true });
  const sqliteImage = databaseUrl ? undefined : await sqliteTemplateImage();
  return openDatabase({ databaseUrl, sqliteImage, poolSize: 2 });
}

describe('the migrated template', () => {
  it('is copied fully migrated: migrating the copy runs nothing', async () => {
    const database = await openCopy();
    try {
      expect(await migrateToLatest(database.db)).toEqual([]);
    } finally {
      await database.destroy();
    }
  });

  it('gives every copy its own data: a site made in one is not in another', async () => {
    const [first, second] = await Promise.all([openCopy(), openCopy()]);
    try {
      await provisionSite(first.db, { name: 'Only here' });
      const count = async (db: typeof first.db) =>
        Number(
          (
            await db
              .selectFrom('sites')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      expect(await count(first.db)).toBe(1);
      expect(await count(second.db)).toBe(0);
    } finally {
      await Promise.all([first.destroy(), second.destroy()]);
    }
  });

  it('stays untouched by the copies: a new copy has no sites', async () => {
    const database = await openCopy();
    try {
      const rows = await database.db.selectFrom('sites').select('id').execute();
      expect(rows).toEqual([]);
    } finally {
      await database.destroy();
    }
  });

  it('an empty database is still available for tests of the migrations themselves', async () => {
    const databaseUrl = await createTestDatabaseUrl();
    const database = openDatabase({ databaseUrl, sqliteFile: ':memory:', poolSize: 2 });
    try {
      expect((await migrateToLatest(database.db)).length).toBeGreaterThan(5);
    } finally {
      await database.destroy();
    }
  });
});
