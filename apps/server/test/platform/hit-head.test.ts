import { IncomingMessage, ServerResponse, type OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { HeadBlocks } from '../../src/platform/hit-head.ts';

const response = () => {
  const request = new IncomingMessage(new Socket());
  request.httpVersionMajor = 1;
  request.httpVersionMinor = 1;
  return new ServerResponse(request);
};

/** The head Node writes for these headers, without its Date line (it moves with the clock). */
const headOf = (res: ServerResponse) =>
  (res as unknown as { _header: string })._header.replace(/\r\nDate: [^\r]*/, '');

const plain = (status: number, headers: OutgoingHttpHeaders) => {
  const res = response();
  res.writeHead(status, { ...headers });
  return headOf(res);
};

const security: [string, string][] = [
  ['cross-origin-opener-policy', 'same-origin'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['content-security-policy', "default-src 'self'; frame-ancestors 'self'"],
  ['x-frame-options', 'SAMEORIGIN'],
  ['vary', 'Origin'],
];
const answer = (id: string, extra: OutgoingHttpHeaders = {}): OutgoingHttpHeaders => ({
  ...Object.fromEntries(security),
  ...extra,
  'x-request-id': id,
  'content-type': 'application/json; charset=utf-8',
  'content-length': 1234,
});

describe('HeadBlocks', () => {
  it('writes the very bytes writeHead writes, answer after answer, headers changing', () => {
    const blocks = new HeadBlocks();
    const cases: [number, OutgoingHttpHeaders][] = [
      [200, answer('a')],
      [200, answer('b')],
      [200, answer('c', { 'access-control-allow-origin': 'https://shop.example' })],
      [200, { ...answer('d'), vary: 'Origin, Accept' }], // a kept value changed
      [200, { 'x-frame-options': 'DENY', ...answer('e') }], // another order
      [404, answer('f')],
      [200, { 'x-request-id': 'g' }], // another route's head entirely
      [200, answer('h')],
      [200, answer('i')],
      [200, { ...answer('j'), connection: 'close' }],
    ];
    for (const [status, headers] of cases) {
      const res = response();
      blocks.write(res, status, { ...headers });
      expect(headOf(res)).toBe(plain(status, headers));
      expect(res.statusCode).toBe(status);
    }
  });

  it('keeps Node framing: content length and connection set from the headers as writeHead sets them', () => {
    const blocks = new HeadBlocks();
    for (const id of ['a', 'b']) {
      const res = response();
      blocks.write(res, 200, { ...answer(id), connection: 'close' });
      const reference = response();
      reference.writeHead(200, { ...answer(id), connection: 'close' });
      for (const field of ['_contentLength', '_last', 'shouldKeepAlive', 'chunkedEncoding', '_hasBody'])
        expect((res as unknown as Record<string, unknown>)[field], field).toEqual(
          (reference as unknown as Record<string, unknown>)[field],
        );
    }
  });

  it('refuses an invalid header value as writeHead does, kept block or not', () => {
    const blocks = new HeadBlocks();
    blocks.write(response(), 200, answer('a'));
    for (const bad of [answer('b\r\nset-cookie: x=1'), { ...answer('c'), vary: 'Origin\r\nx-evil: 1' }]) {
      expect(() => blocks.write(response(), 200, bad)).toThrow(/Invalid character/);
    }
    expect(() => blocks.write(response(), 200, { 'bad name': 'x' })).toThrow();
  });

  it('never learns an invalid header into a block', () => {
    const blocks = new HeadBlocks();
    const bad = { 'x-a': 'ok', 'x-b': 'evil\r\nx-injected: 1' };
    expect(() => blocks.write(response(), 200, bad)).toThrow();
    expect(() => blocks.write(response(), 200, bad)).toThrow();
    const res = response();
    blocks.write(res, 200, { 'x-a': 'ok' });
    expect(headOf(res)).toBe(plain(200, { 'x-a': 'ok' }));
  });

  it('leaves responses with headers set on them, or of another class, to writeHead', () => {
    const blocks = new HeadBlocks();
    blocks.write(response(), 200, answer('a'));
    const res = response();
    res.setHeader('vary', 'Cookie');
    blocks.write(res, 200, answer('b'));
    const reference = response();
    reference.setHeader('vary', 'Cookie');
    reference.writeHead(200, answer('b'));
    expect(headOf(res)).toBe(headOf(reference));
    expect(headOf(res).match(/vary:/gi)).toHaveLength(1);
    class Custom extends ServerResponse {}
    const custom = new Custom(new IncomingMessage(new Socket()));
    blocks.write(custom, 200, answer('c'));
    expect(headOf(custom)).toContain('x-request-id: c');
  });
});
