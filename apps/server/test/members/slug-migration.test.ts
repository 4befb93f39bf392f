import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import * as memberSlugAndActivity from '../../src/modules/members/migrations/0012_member_slug_and_activity.ts';
import { provisionSite } from '../../src/modules/sites/sites.service.ts';
import { createTestDatabaseUrl } from '../support/database.ts';

// Migration 0012 moves slugs kept in profile documents to the unique column: normalised, the
// oldest member keeps a slug two members had, one that cannot be a slug is left out.
describe('migration 0012: member slugs and activity status', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = openDatabase({
      databaseUrl: await createTestDatabaseUrl(),
      sqliteFile: ':memory:',
      poolSize: 2,
    });
    await migrateToLatest(database.db);
  });
  afterAll(() => database.destroy());

  it('backfills slugs per site from the profiles and marks everyone ACTIVE', async () => {
    const db = database.db;
    const here = await provisionSite(db, { name: 'Here' });
    const there = await provisionSite(db, { name: 'There' });
    await memberSlugAndActivity.down(db);
    const row = (siteId: string, id: string, day: number, profile: Record<string, unknown> | string) => ({
      site_id: siteId,
      id,
      login_email: `${id}@example.com`,
      password_hash: null,
      status: 'ACTIVE',
      pending_reasons: '[]',
      email_verified: 1,
      privacy_status: 'PRIVATE',
      profile: typeof profile === 'string' ? profile : JSON.stringify(profile),
      created_date: `2026-01-0${day}T00:00:00.000Z`,
      updated_date: `2026-01-0${day}T00:00:00.000Z`,
    });
    await db
      .insertInto('members')
      .values([
        row(here.siteId, 'first', 1, { slug: 'Ada Lovelace' }),
        row(here.siteId, 'second', 2, { slug: 'ada-lovelace' }),
        row(here.siteId, 'hostile', 3, { slug: '../admin' }),
        row(here.siteId, 'none', 4, { nickname: 'slug' }),
        row(here.siteId, 'broken', 5, '{"slug": '),
        row(there.siteId, 'elsewhere', 6, { slug: 'ADA LOVELACE' }),
      ] as never)
      .execute();
    await memberSlugAndActivity.up(db);
    const rows = await db
      .selectFrom('members')
      .select(['id', 'slug', 'activity_status'])
      .orderBy('id')
      .execute();
    expect(Object.fromEntries(rows.map((r) => [r.id, r.slug]))).toEqual({
      broken: null,
      elsewhere: 'ada-lovelace',
      first: 'ada-lovelace',
      hostile: null,
      none: null,
      second: null,
    });
    expect(rows.every((r) => r.activity_status === 'ACTIVE')).toBe(true);
  });
});
