import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { routeConfigOf, routeContextOf } from '../../src/platform/route-context.ts';

describe('route context of a request', () => {
  it("gives the route's own config object, as request.routeOptions.config does, in hooks and 404s", async () => {
    const app = Fastify();
    const seen: { found: boolean; same: boolean; visitorCache: unknown }[] = [];
    app.addHook('onRequest', (request, _reply, done) => {
      seen.push({
        found: routeContextOf(request) !== null,
        same: routeConfigOf(request) === request.routeOptions.config,
        visitorCache: routeConfigOf(request).visitorCache,
      });
      done();
    });
    app.get('/cached', { config: { visitorCache: 'site' } }, async () => ({}));
    app.get('/plain', async () => ({}));
    await app.inject('/cached');
    await app.inject('/plain');
    await app.inject('/missing');
    await app.close();
    expect(seen).toEqual([
      { found: true, same: true, visitorCache: 'site' },
      { found: true, same: true, visitorCache: undefined },
      { found: true, same: true, visitorCache: undefined },
    ]);
  });
});
