import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VisitorReadCache, type CacheVersions } from '../../src/platform/read-cache.ts';
import { eventsModule } from '../../src/modules/events/index.ts';
import { serversOnOneDatabase } from '../support/servers-on-one-database.ts';
import { eventInput } from '../events/helpers.ts';

/**
 * Renewal of expired visitor answers (platform/read-cache.ts): an entry built under known versions
 * of its site's data is served again after its time when a version asked after it was stored is
 * the same, never when the data moved, past the clock's next change, or when what it depends on
 * has no version.
 */
describe('VisitorReadCache renewal', () => {
  const TTL = 1_000;

  /** A cache on a hand-moved clock, with versions the test sets and answers when it chooses. */
  function setUp() {
    const clock = { now: 10_000 };
    const versions = new Map<string, string>();
    const asks: { site: string; kind: string; answer: () => void }[] = [];
    const source: CacheVersions = {
      read: (site, kind) =>
        new Promise<string>((resolve) => {
          // The version is taken when the test answers the ask: the database's state then.
          asks.push({ site, kind, answer: () => resolve(versions.get(`${site}/${kind}`) ?? '0') });
        }),
      isVersioned: (kind) => kind === 'events' || kind === 'products',
    };
    const cache = new VisitorReadCache(TTL, {}, () => clock.now, source);
    /** Answers every ask made so far, and lets their callbacks run. */
    const answerAsks = async () => {
      for (const ask of asks.splice(0)) ask.answer();
      await new Promise((resolve) => setImmediate(resolve));
    };
    /** A miss that builds and keeps an answer the way the hooks do. */
    const keep = (key: string, body: string, clockLifeMs: number | null = null, kinds = ['events']) => {
      const known = cache.versionsBeforeMiss('s', kinds);
      cache.set(key, body, known ? { siteId: 's', kinds, versions: known, clockLifeMs } : undefined);
      return known;
    };
    /** An answer kept under known versions: the first miss asks them, the second keeps under them. */
    const keepUnderVersions = async (key: string, body: string, clockLifeMs: number | null = null) => {
      keep(key, body);
      await answerAsks();
      keep(key, body, clockLifeMs);
    };
    return { clock, versions, asks, cache, answerAsks, keep, keepUnderVersions };
  }

  it('asks for versions on the first miss and keeps answers under them from then on', async () => {
    const { cache, asks, answerAsks, keep } = setUp();
    const key = cache.keyOf('s', ['a'], ['events']);
    expect(keep(key, 'A')).toBeNull();
    expect(asks.map((a) => `${a.site}/${a.kind}`)).toEqual(['s/events']);
    await answerAsks();
    expect(keep(key, 'A')).toEqual(['0']);
  });

  it('serves an expired answer again when a version asked after it was stored is unchanged', async () => {
    const { clock, cache, answerAsks, keepUnderVersions, asks } = setUp();
    const key = cache.keyOf('s', ['a'], ['events']);
    await keepUnderVersions(key, 'A');
    clock.now += TTL;
    // No version asked since it was stored: undecided, and one is asked now (wait for it).
    expect(cache.get(key)).toBeUndefined();
    const wait = cache.renewalOf(key);
    expect(wait).toBeDefined();
    expect(asks).toHaveLength(1);
    await answerAsks();
    await wait;
    expect(cache.get(key)?.toString()).toBe('A');
    // Renewed for a whole time from the ask.
    clock.now += TTL - 1;
    expect(cache.get(key)?.toString()).toBe('A');
  });

  it('drops an expired answer when its data moved, in this process or another', async () => {
    const { clock, versions, cache, answerAsks, keepUnderVersions } = setUp();
    const key = cache.keyOf('s', ['a'], ['events']);
    await keepUnderVersions(key, 'A');
    versions.set('s/events', '1'); // another process's commit
    clock.now += TTL;
    expect(cache.get(key)).toBeUndefined();
    await answerAsks();
    expect(cache.get(key)).toBeUndefined();
    expect(cache.renewalOf(key)).toBeUndefined();
  });

  it('never renews an answer past the next change of the clock', async () => {
    const { clock, cache, answerAsks, keepUnderVersions } = setUp();
    const key = cache.keyOf('s', ['a'], ['events']);
    await keepUnderVersions(key, 'A', 1_500);
    clock.now += TTL;
    cache.get(key);
    await answerAsks();
    // Renewed only up to its clock life (1.5 s after it was stored), not a whole time.
    expect(cache.get(key)?.toString()).toBe('A');
    clock.now += 499;
    expect(cache.get(key)?.toString()).toBe('A');
    clock.now += 1;
    expect(cache.get(key)).toBeUndefined();
    await answerAsks();
    expect(cache.get(key)).toBeUndefined();
  });

  it('keeps answers that depend on an unversioned kind, on everything or on an unknown or unreadable clock for their time only', async () => {
    const { clock, cache, answerAsks, keep } = setUp();
    const counted = cache.keyOf('s', ['c'], ['events', 'counter:sold']);
    expect(keep(counted, 'C', null, ['events', 'counter:sold'])).toBeNull();
    expect(cache.versionsBeforeMiss('s', undefined)).toBeNull();
    await answerAsks();
    const unknownClock = cache.keyOf('s', ['u'], ['events']);
    cache.set(unknownClock, 'U'); // no clock life given: never renewed
    const unreadableClock = cache.keyOf('s', ['n'], ['events']);
    // A life computed from a date the clock could not read.
    cache.set(unreadableClock, 'N', { siteId: 's', kinds: ['events'], versions: ['0'], clockLifeMs: NaN });
    clock.now += TTL;
    for (const key of [counted, unknownClock, unreadableClock]) {
      expect(cache.get(key)).toBeUndefined();
      expect(cache.renewalOf(key)).toBeUndefined();
    }
  });

  it("forgets a site's versions on its own write, so the next answers are not kept under them", async () => {
    const { cache, answerAsks, keep, asks } = setUp();
    const key = cache.keyOf('s', ['a'], ['events']);
    keep(key, 'A');
    await answerAsks();
    expect(cache.versionsBeforeMiss('s', ['events'])).toEqual(['0']);
    cache.invalidate('s', ['products']);
    expect(cache.versionsBeforeMiss('s', ['events'])).toEqual(['0']);
    cache.invalidate('s', ['events']);
    expect(cache.versionsBeforeMiss('s', ['events'])).toBeNull();
    expect(asks).toHaveLength(1);
  });

  it('asks a version once at a time per site and kind, and again when half its time has passed', async () => {
    const { clock, cache, answerAsks, keep, asks } = setUp();
    const keys = ['a', 'b', 'c'].map((k) => cache.keyOf('s', [k], ['events']));
    keys.forEach((key) => keep(key, key));
    expect(asks).toHaveLength(1);
    await answerAsks();
    keys.forEach((key) => keep(key, key));
    clock.now += TTL;
    for (const key of keys) expect(cache.get(key)).toBeUndefined();
    expect(asks).toHaveLength(1);
    await answerAsks();
    for (const key of keys) expect(cache.get(key)?.toString()).toBe(key);
    expect(asks).toHaveLength(0);
    clock.now += TTL / 2;
    expect(cache.get(keys[0])?.toString()).toBe(keys[0]);
    expect(asks).toHaveLength(0); // not expired: hits ask nothing
  });
});

/**
 * Two server processes on one database (each its own app and connections): the one that cached
 * an event page renews it while nothing changed, without reading the event again, and serves the
 * other's write once its time is up; an answer is never renewed past the event's next status
 * change. Date is faked (timers are not): time moves without waiting.
 */
describe('renewed event pages across processes', () => {
  const TTL = 1_000;
  // Before the servers start: their caches take Date.now when they are built.
  beforeAll(() => void vi.useFakeTimers({ toFake: ['Date'], now: Date.now() }));
  afterAll(() => void vi.useRealTimers());
  const shared = serversOnOneDatabase(2, { visitorCacheMs: TTL });
  let visitor: Record<string, string>;
  beforeAll(async () => {
    const token = await shared.apps[0].server.inject({
      method: 'POST',
      url: '/oauth2/token',
      payload: { clientId: shared.site.clientId, grantType: 'anonymous' },
    });
    visitor = { authorization: token.json().access_token };
  });
  const owner = () => shared.owner();
  const createEvent = async (input: Record<string, unknown>) => {
    const response = await shared.apps[1].server.inject({
      method: 'POST',
      url: '/events/v3/events',
      headers: owner(),
      payload: { event: eventInput(input) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().event as { id: string; slug: string };
  };
  const bySlug = async (slug: string) => {
    const response = await shared.apps[0].server.inject({
      method: 'GET',
      url: `/events/v3/events/slug/${slug}`,
      headers: visitor,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().event as { title: string; status: string };
  };
  /** The statements process 0 runs while `run` does. */
  const statementsOf = async (run: () => Promise<unknown>) => {
    const spy = vi.spyOn(shared.databases[0].db.getExecutor(), 'executeQuery');
    try {
      await run();
      return spy.mock.calls.map(([query]) => query.sql);
    } finally {
      spy.mockRestore();
    }
  };

  it("renews an unchanged page without reading the event, and serves the other process's write after its time", async () => {
    const event = await createEvent({ title: 'Renewed' });
    // The first read asks the site's versions; the second keeps its answer under them.
    expect((await bySlug(event.slug)).title).toBe('Renewed');
    vi.advanceTimersByTime(TTL);
    expect((await bySlug(event.slug)).title).toBe('Renewed');
    vi.advanceTimersByTime(TTL);
    const { reads } = shared.apps[0].modules.get(eventsModule);
    const handled = vi.spyOn(reads, 'getBySlugAnswer');
    try {
      const renewal = await statementsOf(async () =>
        expect((await bySlug(event.slug)).title).toBe('Renewed'),
      );
      // Served again without the route's handler; at most the site's versions were read (none
      // on SQLite while nothing was written).
      expect(handled).not.toHaveBeenCalled();
      expect(renewal.filter((statement) => !/data_versions/.test(statement))).toEqual([]);
    } finally {
      handled.mockRestore();
    }

    const renamed = await shared.apps[1].server.inject({
      method: 'PATCH',
      url: `/events/v3/events/${event.id}`,
      headers: owner(),
      payload: { event: { title: 'Renamed elsewhere' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    // Within its time the old answer may still be served (READ_CACHE_MS), never after it.
    vi.advanceTimersByTime(TTL);
    expect((await bySlug(event.slug)).title).toBe('Renamed elsewhere');
  });

  it('never renews a page past the next change of its status', async () => {
    const startDate = new Date(Date.now() + 1_500).toISOString();
    const endDate = new Date(Date.now() + 3_600_000).toISOString();
    const event = await createEvent({
      title: 'Starting',
      dateAndTimeSettings: { startDate, endDate, timeZoneId: 'Etc/UTC' },
    });
    expect((await bySlug(event.slug)).status).toBe('UPCOMING');
    vi.advanceTimersByTime(TTL);
    expect((await bySlug(event.slug)).status).toBe('UPCOMING');
    vi.advanceTimersByTime(TTL);
    expect((await bySlug(event.slug)).status).toBe('STARTED');
  });
});
