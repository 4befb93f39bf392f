import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelope, Event } from '@tessera/contracts';
import { eventsRoutes } from '@tessera/contracts/routes/index';
import {
  VisitorReadCache,
  registerVisitorReadCache,
  skippableOnCachedHit,
} from '../../src/platform/read-cache.ts';
import { registerRoutes } from '../../src/platform/routing.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent } from '../events/helpers.ts';
import { allowOrigins } from '../oauth/helpers.ts';
import { comparableHeaders, everyRequestAsVisitor, retitleBehindTheApi } from './cached-read-support.ts';

// A cached visitor read is served before parsing, validation and the handler (platform/read-cache.ts),
// but never before what decides who may have it: these pin that a hit is answered like a miss.
describe('a cached visitor read keeps every rule of an uncached one', () => {
  let app: TestApp;
  let slugPath: string;
  const allowedOrigin = 'https://shop.example';
  beforeAll(async () => {
    app = await createTestApp({ visitorCacheMs: 60_000 });
    await allowOrigins(app, [allowedOrigin]);
    const event = await createEvent(app, { title: 'Cached Hygiene' });
    slugPath = `/events/v3/events/slug/${event.slug}`;
  });
  afterAll(() => app.close());

  it('carries every header of the uncached answer: security, CSP, framing, CORS, Vary, type', async () => {
    const headers = { ...(await app.visitorHeaders()), origin: allowedOrigin };
    const miss = await app.request({ method: 'GET', url: slugPath, headers });
    const hit = await app.request({ method: 'GET', url: slugPath, headers });
    expect(miss.statusCode).toBe(200);
    expect(hit.body).toBe(miss.body);
    expect(comparableHeaders(hit.headers)).toEqual(comparableHeaders(miss.headers));
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'access-control-allow-origin',
      'access-control-expose-headers',
      'vary',
      'x-request-id',
    ]) {
      expect(hit.headers[name], name).toBeDefined();
    }
    expect(hit.headers['access-control-allow-origin']).toBe(allowedOrigin);
    expect(hit.headers['x-request-id']).not.toBe(miss.headers['x-request-id']);
  });

  it('the same for a POST query answered from the cache', async () => {
    const headers = { ...(await app.visitorHeaders()), origin: allowedOrigin };
    const ask = () =>
      app.request({ method: 'POST', url: '/events/v3/events/query', headers, payload: { query: {} } });
    const miss = await ask();
    const hit = await ask();
    expect(hit.body).toBe(miss.body);
    expect(comparableHeaders(hit.headers)).toEqual(comparableHeaders(miss.headers));
  });

  it('refuses an origin the site does not allow, with the answer in the cache (no event leaks)', async () => {
    const visitor = await app.visitorHeaders();
    expect((await app.request({ method: 'GET', url: slugPath, headers: visitor })).statusCode).toBe(200);
    const refused = await app.request({
      method: 'GET',
      url: slugPath,
      headers: { ...visitor, origin: 'https://evil.example' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().details.applicationError.code).toBe('ORIGIN_NOT_ALLOWED');
    expect(refused.body).not.toContain('Cached Hygiene');
  });

  it("never serves one site's cached answer to another site's visitor", async () => {
    const visitor = await app.visitorHeaders();
    const own = await app.request({ method: 'GET', url: slugPath, headers: visitor });
    expect(own.statusCode).toBe(200);
    const other = await app.createSite('Other site');
    const stranger = await app.visitorHeaders(other);
    for (let i = 0; i < 2; i++) {
      const answer = await app.request({ method: 'GET', url: slugPath, headers: stranger });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('Cached Hygiene');
    }
  });

  it('refuses a caller without credentials or with a bad token, with the answer in the cache', async () => {
    const visitor = await app.visitorHeaders();
    expect((await app.request({ method: 'GET', url: slugPath, headers: visitor })).statusCode).toBe(200);
    expect((await app.request({ method: 'GET', url: slugPath })).statusCode).toBe(401);
    const forged = `${visitor.authorization.slice(0, -4)}AAAA`;
    const bad = await app.request({ method: 'GET', url: slugPath, headers: { authorization: forged } });
    expect(bad.statusCode).toBe(401);
  });

  it('owners are never served from the cache: a change behind its back shows to them only', async () => {
    const visitor = await app.visitorHeaders();
    const event = await createEvent(app, { title: 'Before' });
    const path = `/events/v3/events/${event.id}`;
    const read = async (headers: Record<string, string>) =>
      (await app.request({ method: 'GET', url: path, headers })).json().event.title;
    expect(await read(visitor)).toBe('Before');
    await retitleBehindTheApi(app, event.id, 'After');
    expect(await read(visitor)).toBe('Before');
    expect(await read(app.ownerHeaders())).toBe('After');
  });
});

// A rate limit counted in `onRequest` (the plugin's default, added after the route's own hook)
// runs before a hit is served (preParsing): cached answers count and are refused past the limit.
describe('a cached visitor read counts toward a rate limit', () => {
  it('is refused past the limit although the answer is cached', async () => {
    const app = Fastify();
    app.addSchema(Event);
    app.addSchema(ErrorEnvelope);
    await app.register(rateLimit, { global: true, max: 3, timeWindow: 60_000 });
    everyRequestAsVisitor(app);
    registerVisitorReadCache(app, new VisitorReadCache(60_000));
    let handled = 0;
    registerRoutes(
      app,
      { getEventBySlug: eventsRoutes.getEventBySlug },
      {
        getEventBySlug: async () => {
          handled++;
          return { event: { id: 'e1', title: 'Limited' } } as never;
        },
      },
    );
    await app.ready();
    const get = () => app.inject({ method: 'GET', url: '/events/v3/events/slug/limited' });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await get()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(handled).toBe(1); // the second and third were hits
    await app.close();
  });
});

// A hit is written without Fastify's send when every onSend hook of its route is marked as one a
// hit may skip (read-cache.ts `skippableOnCachedHit`); any other onSend hook still shapes it.
describe('a cached hit written directly', () => {
  async function appWith(setUp: (app: FastifyInstance) => void) {
    const app = Fastify();
    app.addSchema(Event);
    app.addSchema(ErrorEnvelope);
    everyRequestAsVisitor(app);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('x-set-on-request', 'yes');
      done();
    });
    registerVisitorReadCache(app, new VisitorReadCache(60_000));
    setUp(app);
    let handled = 0;
    registerRoutes(
      app,
      { getEventBySlug: eventsRoutes.getEventBySlug },
      {
        getEventBySlug: async () => {
          handled++;
          return { event: { id: 'e1', title: 'Kept' } } as never;
        },
      },
    );
    await app.ready();
    return { app, handled: () => handled };
  }
  const get = (app: FastifyInstance, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url: '/events/v3/events/slug/kept' });

  it('carries the onRequest headers, its type and length; onResponse hooks still run', async () => {
    let responses = 0;
    const { app, handled } = await appWith((a) =>
      a.addHook('onResponse', (_request, _reply, done) => {
        responses++;
        done();
      }),
    );
    const miss = await get(app);
    const hit = await get(app);
    expect(handled()).toBe(1);
    expect(hit.statusCode).toBe(200);
    expect(hit.body).toBe(miss.body);
    expect(hit.headers['x-set-on-request']).toBe('yes');
    expect(hit.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(hit.headers['content-length']).toBe(String(Buffer.byteLength(miss.body)));
    expect(responses).toBe(2);
    await app.close();
  });

  it('skips only hooks marked skippable (the direct write is taken)', async () => {
    // A marked hook that did change the answer shows whether a hit ran it: a miss does, a hit not.
    const { app } = await appWith((a) =>
      a.addHook(
        'onSend',
        skippableOnCachedHit((_request, reply, payload, done) => {
          reply.header('x-marked-hook', 'ran');
          done(null, payload);
        }),
      ),
    );
    const miss = await get(app);
    const hit = await get(app);
    expect(miss.headers['x-marked-hook']).toBe('ran');
    expect(hit.headers['x-marked-hook']).toBeUndefined();
    expect(hit.body).toBe(miss.body);
    await app.close();
  });

  it("keeps a route's other onSend hooks: its hits go through Fastify's send", async () => {
    const { app, handled } = await appWith((a) =>
      a.addHook('onSend', async (_request, reply, payload) => {
        reply.header('x-on-send', 'ran');
        return payload;
      }),
    );
    await get(app);
    const hit = await get(app);
    expect(handled()).toBe(1);
    expect(hit.headers['x-on-send']).toBe('ran');
    expect(hit.json().event.title).toBe('Kept');
    await app.close();
  });

  it('answers a HEAD hit without a body', async () => {
    const { app, handled } = await appWith(() => {});
    await get(app, 'HEAD');
    const head = await get(app, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(handled()).toBe(1); // the second was a hit
    await app.close();
  });
});
