import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventsModule } from '../../src/modules/events/index.ts';
import { VisitorReadCache } from '../../src/platform/read-cache.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent } from '../events/helpers.ts';

describe('VisitorReadCache', () => {
  it('serves an entry until its time is up', () => {
    let now = 1_000;
    const cache = new VisitorReadCache(500, {}, () => now);
    const key = cache.keyOf('site', ['k']);
    cache.set(key, '{"a":1}');
    now += 499;
    expect(cache.get(key)?.toString()).toBe('{"a":1}');
    now += 1;
    expect(cache.get(key)).toBeUndefined();
  });

  it("drops a site's entries when the site changes, and only that site's", () => {
    const cache = new VisitorReadCache(1000);
    cache.set(cache.keyOf('a', ['k']), 'A');
    cache.set(cache.keyOf('b', ['k']), 'B');
    cache.invalidate('a');
    expect(cache.get(cache.keyOf('a', ['k']))).toBeUndefined();
    expect(cache.get(cache.keyOf('b', ['k']))?.toString()).toBe('B');
  });

  it('evicts the oldest entries beyond its size and skips oversized bodies', () => {
    const cache = new VisitorReadCache(1000, { maxBytes: 16 * 1024 });
    const key = (k: string) => cache.keyOf('s', [k]);
    for (const k of ['1', '2', '3']) cache.set(key(k), 'x'.repeat(8));
    cache.set(key('big'), 'x'.repeat(1024)); // more than a sixteenth of the budget
    expect(cache.get(key('big'))).toBeUndefined();
    for (let i = 0; i < 100; i++) cache.set(key(`n${i}`), 'x'.repeat(8));
    expect(cache.get(key('1'))).toBeUndefined();
    expect(cache.get(key('n99'))?.toString()).toBe('x'.repeat(8));
    expect(cache.stats.bytes).toBeLessThanOrEqual(16 * 1024);
  });

  it('tells a request whether the same answer is being computed, until it is kept or given up', async () => {
    const cache = new VisitorReadCache(1000);
    const key = cache.keyOf('s', ['k']);
    expect(cache.computingOf(key)).toBeUndefined();
    cache.startComputing(key);
    const waiting = cache.computingOf(key)!;
    cache.set(key, 'v');
    await waiting;
    expect(cache.computingOf(key)).toBeUndefined();
    const giveUp = cache.startComputing(key);
    const again = cache.computingOf(key)!;
    giveUp();
    giveUp(); // idempotent
    await again;
    expect(cache.computingOf(key)).toBeUndefined();
  });

  it('is off with a zero time', () => {
    const cache = new VisitorReadCache(0);
    const key = cache.keyOf('s', ['k']);
    cache.set(key, 'v');
    expect(cache.get(key)).toBeUndefined();
  });
});

describe('visitor reads through the cache', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ visitorCacheMs: 60_000 });
  });
  afterAll(() => app.close());

  const getAs = (headers: Record<string, string>, id: string) =>
    app.request({ method: 'GET', url: `/events/v3/events/${id}`, headers });

  it('sees writes made through the API at once', async () => {
    const visitor = await app.visitorHeaders();
    const event = await createEvent(app, { title: 'Cached Once' });
    expect((await getAs(visitor, event.id)).json().event.title).toBe('Cached Once');
    await app.request({
      method: 'PATCH',
      url: `/events/v3/events/${event.id}`,
      headers: app.ownerHeaders(),
      payload: { event: { title: 'Cached Twice' } },
    });
    expect((await getAs(visitor, event.id)).json().event.title).toBe('Cached Twice');
  });

  it('serves visitors a cached answer while owners always read the database', async () => {
    const visitor = await app.visitorHeaders();
    const event = await createEvent(app, { title: 'Before' });
    const first = await getAs(visitor, event.id);
    expect(first.headers['content-type']).toMatch(/application\/json/);
    // A change behind the API's back (as another server process's write looks to this one).
    await app.db.updateTable('events').set({ title: 'Behind' }).where('id', '=', event.id).execute();
    const second = await getAs(visitor, event.id);
    expect(second.body).toBe(first.body);
    expect(second.headers['x-wix-request-id']).not.toBe(first.headers['x-wix-request-id']);
    expect((await getAs(app.ownerHeaders(), event.id)).json().event.title).toBe('Behind');
  });

  it('computes a page once for visitors who open it at the same time', async () => {
    const visitor = await app.visitorHeaders();
    const event = await createEvent(app, { title: 'Opened At Once' });
    const { reads } = app.modules.get(eventsModule);
    const compute = reads.getBySlugAnswer.bind(reads);
    // Slower than a turn of the event loop (SQLite answers at once), so the requests overlap.
    const handled = vi.spyOn(reads, 'getBySlugAnswer').mockImplementation(async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return compute(...args);
    });
    try {
      const bySlug = () =>
        app.request({ method: 'GET', url: `/events/v3/events/slug/${event.slug}`, headers: visitor });
      const answers = await Promise.all(Array.from({ length: 8 }, bySlug));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(handled).toHaveBeenCalledTimes(1);
      // A page that is not kept (a 404) holds nobody up: each asks again, and each is answered.
      const missing = () =>
        app.request({ method: 'GET', url: '/events/v3/events/slug/no-such-event', headers: visitor });
      const misses = await Promise.all(Array.from({ length: 4 }, missing));
      expect(misses.map((a) => a.statusCode)).toEqual(Array(4).fill(404));
      expect((await missing()).statusCode).toBe(404);
    } finally {
      handled.mockRestore();
    }
  });

  it('caches POST reads by their body, and never caches errors', async () => {
    const visitor = await app.visitorHeaders();
    const query = (title: string) =>
      app.request({
        method: 'POST',
        url: '/events/v3/events/query',
        headers: visitor,
        payload: { query: { filter: { title } } },
      });
    await createEvent(app, { title: 'Body Keyed' });
    expect((await query('Body Keyed')).json().pagingMetadata.total).toBe(1);
    expect((await query('Other Body')).json().pagingMetadata.total).toBe(0);
    const bad = () =>
      app.request({
        method: 'POST',
        url: '/events/v3/events/query',
        headers: visitor,
        payload: { query: { filter: { nope: 1 } } },
      });
    expect((await bad()).statusCode).toBe(400);
    expect((await bad()).json().details.validationError).toBeDefined();
  });
});
