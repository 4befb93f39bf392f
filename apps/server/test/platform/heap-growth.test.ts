import v8 from 'node:v8';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerHttpHygiene } from '../../src/platform/http-hygiene.ts';
import { boundHeapGrowth, heapGrowthBounded } from '../../src/platform/heap-growth.ts';

describe('heap growth of a serving process', () => {
  it('is left to V8 in a test runner, so the suite keeps its own collection schedule', async () => {
    const app = Fastify();
    await registerHttpHygiene(app);
    app.get('/', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect(heapGrowthBounded()).toBe(false);
      // Security headers still come with the answer: the hook only adds a bound.
      const response = await fetch(`http://127.0.0.1:${(app.server.address() as { port: number }).port}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await app.close();
    }
  });

  it('is left to V8 when the operator set the flag, and bounded once otherwise', () => {
    boundHeapGrowth({ NODE_OPTIONS: '--heap-growing-percent=80' });
    expect(heapGrowthBounded()).toBe(false);
    try {
      boundHeapGrowth({});
      expect(heapGrowthBounded()).toBe(true);
    } finally {
      // This worker goes on running other test files: V8's own factor again.
      v8.setFlagsFromString('--heap-growing-percent=0');
    }
  });
});
