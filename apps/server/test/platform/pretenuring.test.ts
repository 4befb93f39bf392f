import v8 from 'node:v8';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  keepRequestsYoung,
  keepRequestsYoungOnListen,
  pretenuringOff,
} from '../../src/platform/pretenuring.ts';

describe('allocation-site pretenuring of a serving process', () => {
  it('is left to V8 in a test runner, so the suite keeps its own collection schedule', async () => {
    const app = Fastify();
    keepRequestsYoungOnListen(app);
    app.get('/', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect(pretenuringOff()).toBe(false);
      const response = await fetch(`http://127.0.0.1:${(app.server.address() as { port: number }).port}/`);
      expect(response.status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('is left to V8 when the operator named the flag, either way, and turned off once otherwise', () => {
    for (const given of [
      '--allocation-site-pretenuring',
      '--no-allocation-site-pretenuring',
      '--no_allocation_site_pretenuring',
      '--max-old-space-size=512 --allocation-site-pretenuring=true',
    ]) {
      keepRequestsYoung({ NODE_OPTIONS: given });
      expect(pretenuringOff(), given).toBe(false);
    }
    try {
      keepRequestsYoung({ NODE_OPTIONS: '--max-old-space-size=512' });
      expect(pretenuringOff()).toBe(true);
    } finally {
      // This worker goes on running other test files: V8's default again.
      v8.setFlagsFromString('--allocation-site-pretenuring');
    }
  });
});
