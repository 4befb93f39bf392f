import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerHttpHygiene } from '../../src/platform/http-hygiene.ts';
import { heapGrowthBounded } from '../../src/platform/heap-growth.ts';

describe('heap growth of a serving process', () => {
  it('is bounded once the server listens, not when an app is only built', async () => {
    const app = Fastify();
    await registerHttpHygiene(app);
    app.get('/', async () => ({ ok: true }));
    await app.ready();
    expect(heapGrowthBounded()).toBe(false);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect(heapGrowthBounded()).toBe(true);
      // Security headers still come with the answer: the hook only adds a bound.
      const response = await fetch(`http://127.0.0.1:${(app.server.address() as { port: number }).port}/`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await app.close();
    }
  });
});
