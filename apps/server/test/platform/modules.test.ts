import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { appModules } from '../../src/modules.ts';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { migrateToLatest, platformMigrations } from '../../src/platform/migrations/index.ts';
import { assembleModules, defineModule, migrationsOf, type Platform } from '../../src/platform/module.ts';
import { provisionSite, type NewSite } from '../../src/modules/sites/index.ts';
import { createTestDatabaseUrl } from '../support/database.ts';

// A new module touches no shared file but the list: a fixture module added to the list in a test
// brings its migration, routes, job, subscriber, page data and exports with its definition alone.

const events: string[] = [];

/** Named to sort before migrations an existing database has already run (0012…, 0017…). */
const FIXTURE_MIGRATION = '0010_fixture_notes';

const notesModule = defineModule({
  name: 'fixture-notes',
  migrations: {
    [FIXTURE_MIGRATION]: {
      async up(db: Kysely<any>) {
        await db.schema
          .createTable('fixture_notes')
          .addColumn('site_id', 'text', (c) => c.notNull())
          .addColumn('id', 'text', (c) => c.notNull())
          .addColumn('text', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('fixture_notes_pk', ['site_id', 'id'])
          .execute();
      },
    },
  },
  setup({ db }) {
    const read = async (siteId: string, id: string) => {
      const { rows } = await sql<{
        text: string;
      }>`SELECT text FROM fixture_notes WHERE site_id = ${siteId} AND id = ${id}`.execute(db);
      return rows[0]?.text;
    };
    return {
      routes(server) {
        server.get<{ Params: { id: string } }>(
          '/_fixture/notes/:id',
          { config: { public: true } },
          async (request) => ({ text: (await read('s', request.params.id)) ?? null }),
        );
      },
      jobs: (jobs) => jobs.recurring('fixture-notes.tick', 60_000, async () => void events.push('job ran')),
      subscribers: (outbox) => outbox.subscribe('fixture-notes', async () => undefined),
      pageData: [
        {
          path: /^\/notes\/([a-z0-9]{1,20})$/,
          load: async ({ siteId }, match) => ({ fixtureNote: { siteId, id: match[1] } }) as never,
        },
      ],
      exports: { read },
      close: () => void events.push('closed'),
    };
  },
});

/** A second module using the first one's exports (it must be listed after it). */
const readerModule = defineModule({
  name: 'fixture-reader',
  setup(_platform, modules) {
    const { read } = modules.get(notesModule);
    return { exports: { readTwice: async (siteId: string, id: string) => `${await read(siteId, id)}!` } };
  },
});

describe('modules declared once', () => {
  let database: DatabaseHandle;
  let app: App;
  let site: NewSite;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-modules-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><title>t</title></head><body></body></html>',
    );
    database = openDatabase({ databaseUrl: await createTestDatabaseUrl(), sqliteFile: ':memory:' });
    // An existing database: the app's migrations ran before the fixture module existed.
    await migrateToLatest(database.db);
    site = await provisionSite(database.db, { name: 'Modules' });
    // The module arrives: only its migration runs, although its name sorts before ones that ran.
    expect(await migrateToLatest(database.db, [...appModules, notesModule, readerModule])).toEqual([
      FIXTURE_MIGRATION,
    ]);
    await sql`INSERT INTO fixture_notes (site_id, id, text) VALUES ('s', 'n1', 'hello')`.execute(database.db);
    app = await buildApp({
      database,
      logLevel: 'silent',
      webDist: dist,
      siteConfig: { siteId: site.siteId, clientId: site.clientId },
      modules: [...appModules, notesModule, readerModule],
    });
  });

  afterAll(async () => {
    await app?.server.close();
    await database?.destroy();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("serves the module's routes next to the app's", async () => {
    const note = await app.server.inject({ method: 'GET', url: '/_fixture/notes/n1' });
    expect(note.json()).toEqual({ text: 'hello' });
    const health = await app.server.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });

  it('runs its recurring job through the platform jobs', async () => {
    await app.jobs.scheduleRecurring();
    await app.jobs.runDue();
    expect(events).toContain('job ran');
  });

  it("writes its page data into the site's page on its paths only", async () => {
    const page = await app.server.inject({ method: 'GET', url: '/notes/n1' });
    expect(page.body).toContain(`"fixtureNote":{"siteId":"${site.siteId}","id":"n1"}`);
    const other = await app.server.inject({ method: 'GET', url: '/somewhere' });
    expect(other.body).not.toContain('fixtureNote');
  });

  it('hands its exports to modules listed after it, and to the app', async () => {
    expect(await app.modules.get(readerModule).readTwice('s', 'n1')).toBe('hello!');
  });

  it('refuses a module using one not listed before it, a name listed twice and a migration named twice', async () => {
    const platform = { server: app.server, outbox: app.outbox, jobs: app.jobs } as unknown as Platform;
    await expect(assembleModules([readerModule, notesModule], platform)).rejects.toThrow(
      'Module "fixture-reader" uses module "fixture-notes", which is not listed before it',
    );
    await expect(assembleModules([readerModule, readerModule], platform)).rejects.toThrow('listed twice');
    const copy = defineModule({ name: 'copy', migrations: notesModule.migrations, setup: () => ({}) });
    expect(() => migrationsOf(platformMigrations, [notesModule, copy])).toThrow(
      `Migration "${FIXTURE_MIGRATION}" is declared by both module "fixture-notes" and module "copy"`,
    );
  });

  it('keeps every migration name a database may remember, each declared once', () => {
    const names = Object.keys(migrationsOf(platformMigrations, appModules));
    for (const name of [
      '0001_initial',
      '0002_registration_window',
      '0004_identity',
      '0005_oauth',
      '0007_event_revision',
      '0009_second_factor_lock',
      '0012_member_slug_and_activity',
      '0013_site_logo',
      '0017_media',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('closes the modules with the server', async () => {
    await app.server.close();
    expect(events).toContain('closed');
  });
});
