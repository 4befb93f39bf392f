import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { headerObjectOf, setHeader, setHeaders } from '../../src/platform/reply-headers.ts';

/** The headers of one answer, set by hooks through `reply.header` or written in place. */
async function headersOf(inPlace: boolean) {
  const app = Fastify();
  app.addHook('onRequest', (_request, reply, done) => {
    const set: [string, string][] = [
      ['x-content-type-options', 'nosniff'],
      ['vary', 'Origin'],
    ];
    if (inPlace) setHeaders(reply, set);
    else for (const [name, value] of set) reply.header(name, value);
    if (inPlace) setHeader(reply, 'x-request-id', 'r-1');
    else reply.header('x-request-id', 'r-1');
    done();
  });
  app.get('/', async (_request, reply) => {
    // A later hook or handler sees them through Fastify's own API, and may override them.
    expect(reply.getHeader('vary')).toBe('Origin');
    reply.header('Vary', 'Origin, Accept');
    return { ok: true };
  });
  const response = await app.inject('/');
  await app.close();
  const { date: _date, ...headers } = response.headers;
  return headers;
}

describe('reply headers written in place', () => {
  it("finds Fastify's header object of a reply (else every hot hook falls back to reply.header)", async () => {
    const app = Fastify();
    let found: unknown;
    app.get('/', async (_request, reply) => {
      reply.header('X-Probe', '1');
      found = { ...headerObjectOf(reply) };
      return {};
    });
    await app.inject('/');
    await app.close();
    expect(found).toEqual({ 'x-probe': '1' });
  });

  it('gives the answer exactly the headers reply.header gives it', async () => {
    const inPlace = await headersOf(true);
    expect(inPlace).toEqual(await headersOf(false));
    expect(inPlace).toMatchObject({
      vary: 'Origin, Accept',
      'x-request-id': 'r-1',
      'x-content-type-options': 'nosniff',
    });
  });
});
