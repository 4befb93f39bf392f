import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../src/platform/auth/api-keys.ts';
import { createEvent } from '../events/helpers.ts';
import { sameSnapshot, settledSnapshots, siteSnapshotter } from './site-snapshot.ts';
import { changedRowsTracker } from './row-changes.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// The snapshot reads again only the rows written since the last one: it must always equal a
// snapshot that reads every table (a new snapshotter's first one), and notice every write.
describe('site snapshots read only what changed', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const fullRead = async () => (await siteSnapshotter(app.db, app.site.siteId)).take();
  /** The outbox's background pass after an API write is over (a pass running may predate the commit: two). */
  const settled = async () => {
    await app.outbox.drain();
    await app.outbox.drain();
  };

  it('equals a full read after writes through the API, and shares the tables nothing wrote', async () => {
    const snapshotter = await siteSnapshotter(app.db, app.site.siteId);
    const before = await snapshotter.take();
    const event = await createEvent(app, { title: 'Snapshot' });
    await settled();
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
    await settled();
    const before = await snapshotter.take();
    await sql`update events set title = ${'Renamed'} where id = ${event.id}`.execute(app.db);
    const renamed = await snapshotter.take();
    expect(sameSnapshot(renamed, before)).toBe(false);
    expect(renamed.events.length).toBe(before.events.length);
    expect(renamed).toEqual(await fullRead());

    await createApiKey(app.db, app.site.siteId, 'Short-lived', undefined, []);
    await settled();
    const withKey = await snapshotter.take();
    await sql`delete from api_keys where name = ${'Short-lived'}`.execute(app.db);
    const withoutKey = await snapshotter.take();
    expect(withoutKey.api_keys.length).toBe(withKey.api_keys.length - 1);
    expect(withoutKey).toEqual(await fullRead());
  });

  it('gives every tracker of a database every change', async () => {
    const first = await changedRowsTracker(app.db, ['events', 'api_keys']);
    const second = await changedRowsTracker(app.db, ['events']);
    await createApiKey(app.db, app.site.siteId, 'Seen twice', undefined, []);
    const seenByFirst = (await first.since()).get('api_keys');
    expect(seenByFirst).toBeInstanceOf(Set);
    expect((await second.since()).get('api_keys')).toEqual(seenByFirst);
    expect((await first.since()).size).toBe(0);
  });

  it('leaves its own log table out of the snapshot', async () => {
    const snapshotter = await siteSnapshotter(app.db, app.site.siteId);
    expect(snapshotter.tables).not.toContain('test_row_changes');
  });

  // Planted writes: whatever writes a row of the site (or a table without site_id), and however,
  // the next snapshot differs from the one before and equals a full read.
  async function expectNoticed(write: () => Promise<unknown>) {
    const snapshotter = await siteSnapshotter(app.db, app.site.siteId);
    const before = await snapshotter.take();
    await write();
    const after = await snapshotter.take();
    expect(sameSnapshot(after, before)).toBe(false);
    expect(after).toEqual(await fullRead());
    return { before, after };
  }
  const outboxRow = (name: string) => ({
    site_id: app.site.siteId,
    name,
    entity_fqdn: 'wix.test.v1.planted',
    entity_id: 'planted',
    payload: '{}',
    created_date: new Date().toISOString(),
  });

  it('notices a planted insert, update and delete of one row among many (the outbox)', async () => {
    await app.db
      .insertInto('outbox')
      .values([outboxRow('a'), outboxRow('b'), outboxRow('c')])
      .execute();
    const { before, after } = await expectNoticed(() =>
      app.db.insertInto('outbox').values(outboxRow('planted insert')).execute(),
    );
    expect(after.outbox.length).toBe(before.outbox.length + 1);
    await expectNoticed(() =>
      sql`update outbox set attempts = attempts + 1 where name = ${'b'} and site_id = ${app.site.siteId}`.execute(
        app.db,
      ),
    );
    const { after: deleted } = await expectNoticed(() =>
      sql`delete from outbox where name = ${'planted insert'}`.execute(app.db),
    );
    expect(deleted.outbox.some((row) => row.includes('planted insert'))).toBe(false);
  });

  it("notices a row moved to another site, and ignores another site's writes", async () => {
    const other = await app.createSite('Elsewhere');
    await app.db.insertInto('outbox').values(outboxRow('moving')).execute();
    await expectNoticed(() =>
      sql`update outbox set site_id = ${other.siteId} where name = ${'moving'}`.execute(app.db),
    );
    const snapshotter = await siteSnapshotter(app.db, app.site.siteId);
    const before = await snapshotter.take();
    await app.db
      .insertInto('outbox')
      .values({ ...outboxRow('theirs'), site_id: other.siteId })
      .execute();
    expect(await snapshotter.take()).toEqual(before);
  });

  it('notices a write to a table without site_id (sites), read whole', async () => {
    await expectNoticed(() =>
      sql`update sites set name = ${'Renamed site'} where id = ${app.site.siteId}`.execute(app.db),
    );
  });

  it('notices a background write made while nobody awaits it, on its own connection', async () => {
    await expectNoticed(async () => {
      // Like a pass that runs after the response: started, not awaited by the caller, then done.
      const background = new Promise<void>((done) =>
        setImmediate(
          () =>
            void app.db
              .transaction()
              .execute((trx) => trx.insertInto('outbox').values(outboxRow('in the background')).execute())
              .then(() => done()),
        ),
      );
      await background;
    });
  });

  it('notices a write committed between its look at the log and its reads, on the next snapshot', async () => {
    const snapshotter = await siteSnapshotter(app.db, app.site.siteId);
    const first = await snapshotter.take();
    await app.db.insertInto('outbox').values(outboxRow('late')).execute();
    const second = await snapshotter.take();
    expect(sameSnapshot(second, first)).toBe(false);
    // The same rows again, and nothing written since: equal, and the arrays are shared.
    const third = await snapshotter.take();
    expect(third.outbox).toBe(second.outbox);
    expect(third).toEqual(await fullRead());
  });
  it('settles only when an event or a job was recorded, and answers the last snapshot when nothing was written', async () => {
    let settles = 0;
    const snapshot = settledSnapshots(
      await siteSnapshotter(app.db, app.site.siteId),
      async () => {
        settles++;
        await settled();
        return true;
      },
      ['outbox', 'jobs'],
    );
    const first = await snapshot();
    expect(settles).toBe(1);
    expect(await snapshot()).toBe(first);
    expect(settles).toBe(1);
    // A write without an event: read, not settled.
    await sql`update sites set name = ${'Quietly renamed'} where id = ${app.site.siteId}`.execute(app.db);
    const renamed = await snapshot();
    expect(settles).toBe(1);
    expect(sameSnapshot(renamed, first)).toBe(false);
    expect(renamed).toEqual(await fullRead());
    // An event recorded: settled before the read.
    await app.db.insertInto('outbox').values(outboxRow('settles')).execute();
    const withEvent = await snapshot();
    expect(settles).toBe(2);
    expect(withEvent.outbox.some((row) => row.includes('settles'))).toBe(true);
    expect(withEvent).toEqual(await fullRead());
  });
});
