import { membersRoutes } from '@tessera/contracts/routes/members.routes';
import type { CachePolicy } from '@tessera/contracts/routes/route';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthContext } from '../../src/platform/auth/auth-context.ts';
import { openDatabase, type DatabaseHandle } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { VisitorReadCache, registerVisitorReadCache } from '../../src/platform/read-cache.ts';
import { UnitOfWork } from '../../src/platform/unit-of-work.ts';
import { parseSiblingMessage, SIBLING_TAG } from '../../src/platform/workers/siblings.ts';
import { provisionSite } from '../../src/modules/sites/sites.service.ts';
import { appRoutes } from '../support/app-routes.ts';
import { createTestDatabaseUrl } from '../support/database.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent, queryEvents, statementsOf } from '../events/helpers.ts';

/**
 * Invalidation by kind of data, not by site (issue 13 item 2): a committed unit drops only the
 * cached answers and kept totals that depend on what it changed, on its own site.
 */
describe('VisitorReadCache by kind', () => {
  const cache = new VisitorReadCache(60_000);
  const keep = (site: string, dependsOn: readonly string[] | undefined, name: string) => {
    const key = cache.keyOf(site, [name], dependsOn);
    cache.set(key, name);
    return () => cache.get(cache.keyOf(site, [name], dependsOn))?.toString();
  };

  it('drops only the entries depending on a changed kind of the changed site', () => {
    const events = keep('a', ['events'], 'events');
    const members = keep('a', ['members'], 'members');
    const both = keep('a', ['events', 'members'], 'both');
    const everything = keep('a', undefined, 'everything');
    const otherSite = keep('b', ['events'], 'other site');
    cache.invalidate('a', ['events']);
    expect([events(), members(), both(), everything(), otherSite()]).toEqual([
      undefined,
      'members',
      undefined,
      undefined,
      'other site',
    ]);
  });

  it('drops every entry of a site when no kinds are given (a sibling that did not say)', () => {
    const members = keep('c', ['members'], 'members');
    const otherSite = keep('d', ['members'], 'other site');
    cache.invalidate('c');
    expect([members(), otherSite()]).toEqual([undefined, 'other site']);
  });

  it('keeps a listing on a counter change unless the listing names the counter', () => {
    const listing = keep('e', ['events'], 'listing');
    const live = keep('e', ['events', 'counter:test.sold'], 'live stock');
    cache.invalidate('e', ['counter:test.sold']);
    expect([listing(), live()]).toEqual(['listing', undefined]);
  });

  it('treats hostile kind names as plain names', () => {
    const proto = keep('f', ['__proto__'], 'proto');
    const events = keep('f', ['events'], 'events');
    cache.invalidate('f', ['__proto__', 'constructor']);
    expect([proto(), events()]).toEqual([undefined, 'events']);
  });
});

describe('cached answers after units of work of other kinds', () => {
  let database: DatabaseHandle;
  let uow: UnitOfWork;
  let siteId: string;
  let app: FastifyInstance;
  let calls = 0;

  beforeAll(async () => {
    database = openDatabase({ databaseUrl: await createTestDatabaseUrl(), sqliteFile: ':memory:' });
    await migrateToLatest(database.db);
    siteId = (await provisionSite(database.db, { name: 'Cached kinds' })).siteId;
    const cache = new VisitorReadCache(60_000);
    // Wired like app.ts: the unit's kinds go to the cache after the commit.
    uow = new UnitOfWork(database.db, database.dialect, (site, changes) => cache.invalidate(site, changes));
    app = Fastify();
    app.decorateRequest('auth', null as unknown as AuthContext);
    app.addHook('onRequest', (request, _reply, done) => {
      request.auth = { role: 'VISITOR', siteId, subjectId: 'v-1', permissions: new Set() };
      done();
    });
    registerVisitorReadCache(app, cache);
    const answer = async () => ({ call: ++calls });
    const policy = (dependsOn: CachePolicy['dependsOn']): CachePolicy => ({ per: 'site', dependsOn });
    app.get('/events', { config: { visitorCache: policy(['events']) } }, answer);
    app.get('/members', { config: { visitorCache: policy(['members']) } }, answer);
    app.get('/grants', { config: { visitorCache: policy(['oauth']) } }, answer);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  const read = async (url: string) => (await app.inject({ method: 'GET', url })).json().call as number;
  const unit = (changes: Parameters<UnitOfWork['run']>[2]['changes']) =>
    uow.run(siteId, async () => {}, { changes });

  it('an event write keeps the members answer and the token grant and drops the event answers', async () => {
    const before = {
      events: await read('/events'),
      members: await read('/members'),
      grants: await read('/grants'),
    };
    await unit(['events']);
    expect(await read('/members')).toBe(before.members);
    expect(await read('/grants')).toBe(before.grants);
    expect(await read('/events')).not.toBe(before.events);
  });

  it('a members write or a token grant keeps the event answers', async () => {
    const events = await read('/events');
    await unit(['members']);
    await unit(['oauth']);
    await unit([]);
    expect(await read('/events')).toBe(events);
  });

  it('a rolled-back unit drops nothing', async () => {
    const events = await read('/events');
    await expect(
      uow.run(
        siteId,
        async () => {
          throw new Error('rolled back');
        },
        { changes: ['events'] },
      ),
    ).rejects.toThrow('rolled back');
    expect(await read('/events')).toBe(events);
  });
});

describe('the server keeps event answers and totals across writes of other kinds', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ visitorCacheMs: 60_000 });
  });
  afterAll(() => app.close());

  const createMember = (email: string) =>
    app.request({
      method: 'POST',
      url: membersRoutes.createMember.path,
      headers: app.ownerHeaders(),
      payload: { member: { loginEmail: email } },
    });

  it('a token grant and a members write keep the cached event page; an event write drops it', async () => {
    const visitor = await app.visitorHeaders();
    const event = await createEvent(app, { title: 'Kept Page' });
    const read = async () =>
      (await app.request({ method: 'GET', url: `/events/v3/events/${event.id}`, headers: visitor })).body;
    const first = await read();
    // Changed behind the API's back: only a drop of the cached answer makes it visible.
    await app.db.updateTable('events').set({ title: 'Behind' }).where('id', '=', event.id).execute();
    await app.visitorHeaders();
    const member = await createMember('kept.page@example.com');
    expect(member.statusCode, member.body).toBe(200);
    expect(await read()).toBe(first);

    await createEvent(app, { title: 'Another' });
    expect(JSON.parse(await read()).event.title).toBe('Behind');
  });

  it("a members write and another site's event write keep the events total counted", async () => {
    const page = { query: { paging: { limit: 1 } } };
    await createEvent(app, { title: 'Counted' });
    const total = (await queryEvents(app, page)).json().pagingMetadata.total;
    const other = await app.createSite();
    expect((await createMember('kept.total@example.com')).statusCode).toBe(200);
    await createEvent(app, { title: 'Elsewhere' }, { headers: app.ownerHeaders(other) });

    const statements = await statementsOf(app, async () => {
      expect((await queryEvents(app, page)).json().pagingMetadata.total).toBe(total);
    });
    expect(statements.filter((text) => /count\(\*\)/i.test(text))).toHaveLength(0);

    await createEvent(app, { title: 'Recounted' });
    expect((await queryEvents(app, page)).json().pagingMetadata.total).toBe(total + 1);
  });
});

describe('cache policies in the route table', () => {
  it('every cached route names the kinds of data its answer depends on', () => {
    const cached = appRoutes.filter((spec) => spec.visitorCache);
    expect(cached.length).toBeGreaterThan(0);
    for (const spec of cached) expect(spec.visitorCache!.dependsOn.length, spec.path).toBeGreaterThan(0);
  });
});

describe('sibling messages with kinds', () => {
  const envelope = (message: unknown) => ({ [SIBLING_TAG]: message });

  it('carries the kinds a write changed, and refuses malformed ones', () => {
    expect(parseSiblingMessage(envelope({ kind: 'site-changed', siteId: 's', kinds: ['events'] }))).toEqual({
      kind: 'site-changed',
      siteId: 's',
      kinds: ['events'],
    });
    for (const kinds of ['events', [1], [''], Array.from({ length: 65 }, () => 'events'), { 0: 'events' }])
      expect(parseSiblingMessage(envelope({ kind: 'site-changed', siteId: 's', kinds }))).toBeNull();
  });
});
