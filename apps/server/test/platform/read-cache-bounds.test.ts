import v8 from 'node:v8';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VisitorReadCache } from '../../src/platform/read-cache.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('VisitorReadCache bounds', () => {
  it('keys on a digest: a megabyte request costs a short key', () => {
    const cache = new VisitorReadCache(60_000);
    const key = cache.keyOf('site', ['VISITOR', 'POST', '/q', 'x'.repeat(1024 * 1024)]);
    expect(key.length).toBeLessThan(100);
    cache.set(key, '{}');
    expect(cache.stats.bytes).toBeLessThan(1024);
  });

  it('counts key bytes in the byte budget', () => {
    const cache = new VisitorReadCache(60_000, { maxBytes: 64 * 1024 });
    for (let i = 0; i < 1000; i++) cache.set(cache.keyOf('s', [String(i)]), '');
    expect(cache.stats.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.stats.entries).toBeLessThan(1000);
  });

  it('caps the number of entries', () => {
    const cache = new VisitorReadCache(60_000, { maxEntries: 50 });
    for (let i = 0; i < 500; i++) cache.set(cache.keyOf('s', [String(i)]), '{}');
    expect(cache.stats.entries).toBe(50);
    expect(cache.get(cache.keyOf('s', ['499']))?.toString()).toBe('{}');
    expect(cache.get(cache.keyOf('s', ['0']))).toBeUndefined();
  });

  it('sweeps expired entries when new ones arrive, even if nobody reads them again', () => {
    let now = 0;
    const cache = new VisitorReadCache(1000, {}, () => now);
    for (let i = 0; i < 40; i++) cache.set(cache.keyOf('s', [`old${i}`]), 'x'.repeat(100));
    now += 1001;
    cache.set(cache.keyOf('s', ['new']), '{}');
    expect(cache.stats.entries).toBe(1);
  });

  it('never stores an answer begun before a write under the new generation', () => {
    const cache = new VisitorReadCache(60_000);
    const parts = ['VISITOR', 'GET', '/events/v3/events/1', ''];
    // The read begins (key taken), a write commits, then the read's (old) answer arrives.
    const keyAtStart = cache.keyOf('s', parts);
    cache.invalidate('s');
    cache.set(keyAtStart, '{"title":"old"}');
    expect(cache.get(cache.keyOf('s', parts))).toBeUndefined();
  });
});

describe('visitor reads with huge bodies', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ visitorCacheMs: 60_000 });
  });
  afterAll(() => app.close());

  it('do not grow the heap by their size', async () => {
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const heap = () => {
      gc();
      gc();
      return process.memoryUsage().heapUsed;
    };
    const visitor = await app.visitorHeaders();
    // Distinct raw bodies (whitespace padding) with the same meaning: each one a cache entry.
    const query = (i: number) =>
      app.request({
        method: 'POST',
        url: '/events/v3/events/query',
        headers: { ...visitor, 'content-type': 'application/json' },
        payload: `{"query":{}}${' '.repeat(1024 * 1024 + i)}`,
      });
    expect((await query(0)).statusCode).toBe(200);
    const before = heap();
    for (let i = 1; i <= 40; i++) expect((await query(i)).statusCode).toBe(200);
    // Keyed by the raw body, 40 requests of 1 MB kept at least 40 MB alive.
    expect(heap() - before).toBeLessThan(10 * 1024 * 1024);
  });
});
