import { IncomingMessage } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { VisitorReadCache, registerVisitorReadCache } from '../../src/platform/read-cache.ts';
import { registerRequestBatches } from '../../src/platform/request-batches.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent } from '../events/helpers.ts';
import { allowOrigins } from '../oauth/helpers.ts';
import { comparableHeaders, everyRequestAsVisitor, retitleBehindTheApi } from './cached-read-support.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  /** The head's header names, in order (repeated names stay repeated). */
  names: string[];
  body: string;
}

/**
 * Sends raw HTTP/1.1 over one socket, each part as its own write (`pauseMs` apart, so a body can
 * arrive in several packets), and reads `count` answers (keep-alive, in order).
 */
function exchange(port: number, parts: string[], count = 1, pauseMs = 40): Promise<RawAnswer[]> {
  return new Promise((resolve, reject) => {
    let received = Buffer.alloc(0);
    const socket = net.connect(port, '127.0.0.1', async () => {
      for (const [i, part] of parts.entries()) {
        if (i > 0) await new Promise((r) => setTimeout(r, pauseMs));
        socket.write(part);
      }
    });
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer: ${received.toString()}`));
    }, 5000);
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk]);
      const answers = parseAnswers(received);
      if (answers && answers.length >= count) {
        clearTimeout(giveUp);
        socket.destroy();
        resolve(answers);
      }
    });
  });
}

/** The complete answers in `bytes`, or null while the last one is incomplete. */
function parseAnswers(bytes: Buffer): RawAnswer[] | null {
  const answers: RawAnswer[] = [];
  let at = 0;
  while (at < bytes.length) {
    const headEnd = bytes.indexOf('\r\n\r\n', at);
    if (headEnd < 0) return null;
    const [statusLine, ...lines] = bytes.subarray(at, headEnd).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (bytes.length < headEnd + 4 + length) return null;
    const body = bytes.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8');
    const names = lines.map((line) => line.slice(0, line.indexOf(':')).toLowerCase());
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, names, body });
    at = headEnd + 4 + length;
  }
  return answers;
}

/** A POST request's text; `type` null leaves out the content type. */
function post(
  path: string,
  body: string,
  headers: Record<string, string>,
  type: string | null = 'application/json',
): { head: string; body: string; whole: string } {
  const lines = [`POST ${path} HTTP/1.1`, 'Host: localhost', `Content-Length: ${Buffer.byteLength(body)}`];
  if (type !== null) lines.push(`Content-Type: ${type}`);
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  const head = `${lines.join('\r\n')}\r\n\r\n`;
  return { head, body, whole: head + body };
}

/**
 * Counts the requests whose body Fastify read with its stream listeners ('data'), by path: a hit
 * taken from the body already buffered (read-cache.ts `servesBuffered`) adds none.
 */
function countStreamReads() {
  const reads = new Map<string, number>();
  const on = IncomingMessage.prototype.on as (
    this: IncomingMessage,
    event: string | symbol,
    listener: (...args: any[]) => void,
  ) => IncomingMessage;
  vi.spyOn(IncomingMessage.prototype, 'on').mockImplementation(function (
    this: IncomingMessage,
    event: string | symbol,
    listener: (...args: any[]) => void,
  ) {
    if (event === 'data' && this.url) reads.set(this.url, (reads.get(this.url) ?? 0) + 1);
    return on.call(this, event, listener);
  } as typeof IncomingMessage.prototype.on);
  return (path: string) => reads.get(path) ?? 0;
}

const visitorKeys = (value: unknown) => Object.keys(value as object).sort();

// A visitor's POST read whose body came with its headers is answered from the cache before
// Fastify reads the body (read-cache.ts); everything else takes Fastify's reading as before.
describe('a cached POST read over real HTTP, its body already buffered', () => {
  let app: TestApp;
  let port: number;
  let visitor: Record<string, string>;
  const path = '/events/v3/events/query';
  const origin = 'https://shop.example';

  beforeAll(async () => {
    app = await createTestApp({ visitorCacheMs: 60_000 });
    await allowOrigins(app, [origin]);
    await createEvent(app, { title: 'Buffered One' });
    await createEvent(app, { title: 'Buffered Two' });
    await app.server.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.server.address() as AddressInfo).port;
    visitor = { ...(await app.visitorHeaders()), origin };
  });
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  it('a miss is read and stored as ever; a hit in one packet is answered without reading the stream', async () => {
    const reads = countStreamReads();
    const request = post(path, JSON.stringify({ query: { paging: { limit: 7 } } }), visitor);
    const [miss] = await exchange(port, [request.whole]);
    expect(miss.status).toBe(200);
    expect(reads(path)).toBe(1);
    const [hit] = await exchange(port, [request.whole]);
    expect(reads(path)).toBe(1); // the hit added no stream reading
    expect(hit.status).toBe(200);
    expect(hit.body).toBe(miss.body);
    expect(comparableHeaders(hit.headers)).toEqual(comparableHeaders(miss.headers));
    expect(hit.names).toEqual(miss.names); // each header once, in the same order
    expect(hit.headers['access-control-allow-origin']).toBe(origin);
    expect(hit.headers['content-security-policy']).toBeDefined();
    expect(hit.headers['x-request-id']).toBeDefined();
    expect(
      JSON.parse(hit.body)
        .events.map((e: { title: string }) => e.title)
        .sort(),
    ).toEqual(['Buffered One', 'Buffered Two']);
  });

  it('writes a GET hit with the head of its miss too (security headers, CORS, request id)', async () => {
    const event = await createEvent(app, { title: 'Buffered Slug' });
    const lines = [`GET /events/v3/events/slug/${event.slug} HTTP/1.1`, 'Host: localhost'];
    for (const [name, value] of Object.entries(visitor)) lines.push(`${name}: ${value}`);
    const request = `${lines.join('\r\n')}\r\n\r\n`;
    const [miss, hit, again] = await exchange(port, [request + request + request], 3);
    expect(hit.status).toBe(200);
    expect(hit.body).toBe(miss.body);
    expect(again.body).toBe(miss.body);
    for (const each of [hit, again]) {
      expect(each.names).toEqual(miss.names);
      expect(comparableHeaders(each.headers)).toEqual(comparableHeaders(miss.headers));
    }
    expect(hit.headers['x-request-id']).not.toBe(again.headers['x-request-id']);
  });

  it('answers a body split over several packets, as a miss and as a hit, like one sent whole', async () => {
    const body = JSON.stringify({ query: { paging: { limit: 9 } } });
    const request = post(path, body, visitor);
    const split = [request.head, body.slice(0, 5), body.slice(5, 12), body.slice(12)];
    const [miss] = await exchange(port, split);
    expect(miss.status).toBe(200);
    const [hit] = await exchange(port, split);
    const [whole] = await exchange(port, [request.whole]);
    expect(hit.status).toBe(200);
    expect(hit.body).toBe(miss.body);
    expect(whole.body).toBe(miss.body);
  });

  it('answers two pipelined requests of one packet in order, each with its own body', async () => {
    const a = post(path, JSON.stringify({ query: { paging: { limit: 1 } } }), visitor);
    const b = post(path, JSON.stringify({ query: { paging: { limit: 2 } } }), visitor);
    for (let round = 0; round < 2; round++) {
      const [first, second] = await exchange(port, [a.whole + b.whole], 2);
      expect(JSON.parse(first.body).events).toHaveLength(1);
      expect(JSON.parse(second.body).events).toHaveLength(2);
    }
  });

  it('refuses bad JSON with 400 every time, in one packet', async () => {
    const request = post(path, '{"query": {', visitor);
    for (let i = 0; i < 2; i++) {
      const [answer] = await exchange(port, [request.whole]);
      expect(answer.status).toBe(400);
    }
  });

  it('refuses `__proto__` keys with 400 every time, in one packet', async () => {
    const request = post(path, '{"query":{},"__proto__":{"polluted":true}}', visitor);
    for (let i = 0; i < 2; i++) {
      const [answer] = await exchange(port, [request.whole]);
      expect(answer.status).toBe(400);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  it('refuses a cached body sent with a content type no parser takes (415), or without one', async () => {
    const body = JSON.stringify({ query: { paging: { limit: 3 } } });
    const [cached] = await exchange(port, [post(path, body, visitor).whole]);
    expect(cached.status).toBe(200);
    const [plain] = await exchange(port, [post(path, body, visitor, 'text/html').whole]);
    expect(plain.status).toBe(415);
    expect(plain.body).not.toContain('Buffered');
    const [none] = await exchange(port, [post(path, body, visitor, null).whole]);
    expect(none.status).not.toBe(200);
    expect(none.body).not.toContain('Buffered');
    // A JSON type the buffered path leaves to Fastify is still answered, as before.
    const [upper] = await exchange(port, [post(path, body, visitor, 'Application/JSON').whole]);
    expect(upper.status).toBe(200);
    expect(upper.body).toBe(cached.body);
  });

  it('refuses a body over the limit with 413', async () => {
    const huge = JSON.stringify({ query: {}, pad: 'x'.repeat(5 * 1024 * 1024) });
    const [answer] = await exchange(port, [post(path, huge, visitor).whole]);
    expect(answer.status).toBe(413);
  });

  it('refuses a caller without a token and a disallowed origin, the answer being cached', async () => {
    const body = JSON.stringify({ query: { paging: { limit: 4 } } });
    expect((await exchange(port, [post(path, body, visitor).whole]))[0].status).toBe(200);
    const { authorization: _a, ...anonymous } = visitor;
    const [noToken] = await exchange(port, [post(path, body, anonymous).whole]);
    expect(noToken.status).toBe(401);
    const [evil] = await exchange(port, [
      post(path, body, { ...visitor, origin: 'https://evil.example' }).whole,
    ]);
    expect(evil.status).toBe(403);
    expect(evil.body).not.toContain('Buffered');
  });

  it('never serves an owner from the cache: a change behind its back shows to them only', async () => {
    const event = await createEvent(app, { title: 'Owner Before' });
    const body = JSON.stringify({ query: { paging: { limit: 50 } } });
    const titles = async (headers: Record<string, string>) => {
      const [answer] = await exchange(port, [post(path, body, headers).whole]);
      expect(answer.status).toBe(200);
      return (JSON.parse(answer.body).events as { title: string }[]).map((e) => e.title);
    };
    expect(await titles(visitor)).toContain('Owner Before');
    await retitleBehindTheApi(app, event.id, 'Owner After');
    expect(await titles(visitor)).toContain('Owner Before');
    const owner = app.ownerHeaders();
    for (let i = 0; i < 2; i++) expect(await titles(owner)).toContain('Owner After');
  });
});

// The same path on a small app: a route's own body limit, its validation, and a route whose
// body another preParsing hook handles first.
describe('the buffered POST path keeps a route limit, validation and later preParsing hooks', () => {
  let app: FastifyInstance;
  let port: number;
  let handled = 0;
  let preParsed = 0;

  beforeAll(async () => {
    app = Fastify();
    registerRequestBatches(app);
    everyRequestAsVisitor(app);
    registerVisitorReadCache(app, new VisitorReadCache(60_000));
    const schema = {
      body: {
        type: 'object',
        properties: { n: { type: 'integer', maximum: 100 } },
        required: ['n'],
        additionalProperties: false,
      },
    };
    const answer = (request: { body: unknown }) => {
      handled++;
      return { keys: visitorKeys(request.body), n: (request.body as { n: number }).n };
    };
    app.post('/small', { config: { visitorCache: 'site' }, bodyLimit: 32, schema }, answer);
    app.post(
      '/hooked',
      {
        config: { visitorCache: 'site' },
        schema,
        // A route's own preParsing hook (a check, a decoder) runs on every request, hits included.
        preParsing: (_request, _reply, payload, done) => {
          preParsed++;
          done(null, payload);
        },
      },
      answer,
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  it("refuses a body over the route's own limit (413) and serves one within it from the cache", async () => {
    const within = post('/small', '{"n":5}', {});
    expect((await exchange(port, [within.whole]))[0].body).toBe('{"keys":["n"],"n":5}');
    const before = handled;
    expect((await exchange(port, [within.whole]))[0].body).toBe('{"keys":["n"],"n":5}');
    expect(handled).toBe(before); // a hit
    const over = post('/small', JSON.stringify({ n: 5, pad: 'x'.repeat(40) }), {});
    for (let i = 0; i < 2; i++) expect((await exchange(port, [over.whole]))[0].status).toBe(413);
  });

  it('validates every miss (400) and never stores a refused body', async () => {
    const invalid = post('/small', '{"n":500}', {});
    for (let i = 0; i < 2; i++) expect((await exchange(port, [invalid.whole]))[0].status).toBe(400);
  });

  it("runs a route's own later preParsing hook on every request, hits included", async () => {
    const one = post('/hooked', '{"n":1}', {});
    for (let i = 0; i < 3; i++)
      expect((await exchange(port, [one.whole]))[0].body).toBe('{"keys":["n"],"n":1}');
    expect(handled).toBeGreaterThan(0);
    expect(preParsed).toBe(3);
  });
});
