import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCatalogItems } from '../../src/modules/store-catalog/index.ts';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { createTestDatabaseUrl } from '../support/database.ts';
import { sqliteTemplateImage } from '../support/template-database.ts';

// The catalog's tables migrate on both databases and the port reads them (no app needed).
describe('store catalog tables and port', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    const databaseUrl = await createTestDatabaseUrl({ migrated: true });
    database = openDatabase({
      databaseUrl,
      sqliteImage: databaseUrl ? undefined : await sqliteTemplateImage(),
    });
    await migrateToLatest(database.db);
  });
  afterAll(() => database.destroy());

  it('answers nothing for references to products that do not exist or belong to another app', async () => {
    const items = await findCatalogItems(database.db, 'site-1', [
      {
        catalogItemId: '6c1b7f8e-0000-4000-8000-000000000001',
        appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
      },
      { catalogItemId: 'x', appId: 'another-app' },
    ]);
    expect(items).toEqual([undefined, undefined]);
  });
});
