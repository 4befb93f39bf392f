import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/platform/auth/api-keys.ts';
import { createEvent } from '../events/helpers.ts';
import { sameSnapshot, siteSnapshotter } from './site-snapshot.ts';
import { changedTablesTracker } from './table-changes.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The snapshot reads again only the tables written since the last one: it must always equal a
// snapshot that reads every table (a new snapshotter's first one).
describe('site snapshots read only what changed', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const fullRead = async () => (await siteSnapshotter(app.db, app.site.siteId)).take();

  it('equals a full read after writes through the API, and shares the tables nothing wrote', async () => {
    const snapshotter = await siteSnapshotter(app.db, app.site.siteId);
    const before = await snapshotter.take();
    const event = await createEvent(app, { title: 'Snapshot' });
    const after = await snapshotter.take();
    expect(after.events.some((row) => row.includes(event.id))).toBe(true);
    expect(after).toEqual(await fullRead());
    expect(sameSnapshot(after, before)).toBe(false);
    expect(after.sites).toBe(before.sites);

    const again = await snapshotter.take();
    expect(sameSnapshot(again, after)).toBe(true);
    expect(again.events).toBe(after.events);
  });

  it('notices updates and deletes made with SQL, including rows whose count does not change', async () => {
    const snapshotter = await siteSnapshotter(app.db, app.site.siteId);
    const event = await createEvent(app, { title: 'Renamed later' });
    const before = await snapshotter.take();
    await sql`update events set title = ${'Renamed'} where id = ${event.id}`.execute(app.db);
    const renamed = await snapshotter.take();
    expect(sameSnapshot(renamed, before)).toBe(false);
    expect(renamed.events.length).toBe(before.events.length);
    expect(renamed).toEqual(await fullRead());

    await createApiKey(app.db, app.site.siteId, 'Short-lived', undefined, []);
    const withKey = await snapshotter.take();
    await sql`delete from api_keys where name = ${'Short-lived'}`.execute(app.db);
    const withoutKey = await snapshotter.take();
    expect(withoutKey.api_keys.length).toBe(withKey.api_keys.length - 1);
    expect(withoutKey).toEqual(await fullRead());
  });

  it('gives every tracker of a database every change', async () => {
    const first = await changedTablesTracker(app.db, ['events', 'api_keys']);
    const second = await changedTablesTracker(app.db, ['events']);
    await createApiKey(app.db, app.site.siteId, 'Seen twice', undefined, []);
    expect([...(await first.since())]).toContain('api_keys');
    expect([...(await second.since())]).toContain('api_keys');
    expect((await first.since()).size).toBe(0);
  });

  it('leaves its own log table out of the snapshot', async () => {
    const snapshotter = await siteSnapshotter(app.db, app.site.siteId);
    expect(snapshotter.tables).not.toContain('test_table_changes');
  });
});
