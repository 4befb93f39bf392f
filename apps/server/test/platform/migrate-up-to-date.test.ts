import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { defineModule } from '../../src/platform/module.ts';
import { appModules } from '../../src/modules.ts';
import { createTestDatabaseUrl } from '../support/database.ts';
import { sqliteTemplateImage } from '../support/template-database.ts';

// migrateToLatest answers an up-to-date database from one read of the migration table; anything
// else (a new database, a pending migration) still goes through Kysely's migrator.
describe('migrations on a database already up to date', () => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => database?.db.destroy());

  const migrated = async () => {
    const databaseUrl = await createTestDatabaseUrl({ migrated: true });
    return openDatabase({ databaseUrl, sqliteImage: databaseUrl ? undefined : await sqliteTemplateImage() });
  };

  it('runs nothing when every migration is recorded', async () => {
    database = await migrated();
    expect(await migrateToLatest(database.db)).toEqual([]);
  });

  it('still runs a pending migration, and only that one', async () => {
    database = await migrated();
    const later = defineModule({
      name: 'later',
      migrations: {
        '9999_later_table': {
          up: async (db) => {
            await db.schema
              .createTable('later_table')
              .addColumn('id', 'text', (c) => c.primaryKey())
              .execute();
          },
        },
      },
      setup: () => ({}),
    });
    expect(await migrateToLatest(database.db, [...appModules, later])).toEqual(['9999_later_table']);
    await sql`insert into later_table (id) values ('one')`.execute(database.db);
    expect(await migrateToLatest(database.db, [...appModules, later])).toEqual([]);
  });

  it('migrates a new, empty database from the start', async () => {
    const databaseUrl = await createTestDatabaseUrl();
    database = openDatabase({ databaseUrl });
    const applied = await migrateToLatest(database.db);
    expect(applied[0]).toBe('0001_initial');
    expect(await migrateToLatest(database.db)).toEqual([]);
  });
});
