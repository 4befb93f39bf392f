import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRewriter, createTesseraFetch, installTesseraFetch } from '../src/index.ts';

describe('which requests go to Tessera', () => {
  const rewrite = createRewriter({ server: 'http://localhost:3000' });

  it('moves official API calls onto the server, path and query kept', () => {
    expect(rewrite('https://www.wixapis.com/oauth2/token')).toBe('http://localhost:3000/oauth2/token');
    expect(rewrite('https://edge.wixapis.com/events/v3/events/query?fields=DETAILS&x=%2F')).toBe(
      'http://localhost:3000/events/v3/events/query?fields=DETAILS&x=%2F',
    );
    expect(rewrite('https://WWW.WIXAPIS.COM/a')).toBe('http://localhost:3000/a');
  });

  it('leaves everything else alone', () => {
    for (const url of [
      'https://www.wixapis.com.evil.example/oauth2/token',
      'https://evil.example/www.wixapis.com/oauth2/token',
      'https://wixapis.com/oauth2/token',
      'http://www.wixapis.com/oauth2/token',
      'https://www.wixapis.com:8443/oauth2/token',
      'https://user:secret@www.wixapis.com/oauth2/token',
      'https://cdn.example/app.js',
      '/relative/path',
      'not a url',
    ]) {
      expect(rewrite(url), url).toBeNull();
    }
  });

  it('keeps a path prefix of the server and takes extra hosts', () => {
    const prefixed = createRewriter({ server: 'https://example.com/tessera/', hosts: ['api.shop.example'] });
    expect(prefixed('https://www.wixapis.com/oauth2/token')).toBe('https://example.com/tessera/oauth2/token');
    expect(prefixed('https://api.shop.example/stores/v1/products')).toBe(
      'https://example.com/tessera/stores/v1/products',
    );
  });

  it('refuses a server that is not a plain http(s) origin', () => {
    expect(() => createRewriter({ server: 'tessera.example.com' })).toThrow('absolute URL');
    expect(() => createRewriter({ server: 'ftp://example.com' })).toThrow('http or https');
    expect(() => createRewriter({ server: 'https://u:p@example.com' })).toThrow('origin');
  });
});

describe('the fetch', () => {
  let server: http.Server;
  let origin: string;
  const seen: { method: string; url: string; body: string; headers: http.IncomingHttpHeaders }[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push({ method: request.method!, url: request.url!, body, headers: request.headers });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends strings, URLs and Request objects with method, headers and body to the server', async () => {
    const tesseraFetch = createTesseraFetch({ server: origin });
    await tesseraFetch('https://www.wixapis.com/oauth2/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'token' },
      body: '{"grantType":"anonymous"}',
    });
    await tesseraFetch(new URL('https://www.wixapis.com/events/v3/events?x=1'));
    await tesseraFetch(
      new Request('https://edge.wixapis.com/events/v3/events/query', {
        method: 'POST',
        headers: { 'x-custom': 'kept' },
        body: '{"query":{}}',
      }),
    );
    expect(seen.map(({ method, url, body }) => ({ method, url, body }))).toEqual([
      { method: 'POST', url: '/oauth2/token', body: '{"grantType":"anonymous"}' },
      { method: 'GET', url: '/events/v3/events?x=1', body: '' },
      { method: 'POST', url: '/events/v3/events/query', body: '{"query":{}}' },
    ]);
    expect(seen[0].headers.authorization).toBe('token');
    expect(seen[2].headers['x-custom']).toBe('kept');
  });

  it('passes other requests to the original fetch untouched, and aborts with the signal', async () => {
    const passed: unknown[] = [];
    const base = (async (input: RequestInfo | URL) => {
      passed.push(input);
      return new Response('{}');
    }) as typeof fetch;
    const tesseraFetch = createTesseraFetch({ server: origin }, base);
    await tesseraFetch('https://cdn.example/app.js');
    expect(passed).toEqual(['https://cdn.example/app.js']);

    const controller = new AbortController();
    controller.abort();
    await expect(
      createTesseraFetch({ server: origin })('https://www.wixapis.com/slow', { signal: controller.signal }),
    ).rejects.toThrow();
  });

  it('installs itself as the global fetch once and uninstalls', async () => {
    const original = globalThis.fetch;
    const uninstall = installTesseraFetch({ server: origin });
    try {
      expect(globalThis.fetch).not.toBe(original);
      const answer = await fetch('https://www.wixapis.com/members/v1/members/my');
      expect(await answer.json()).toEqual({ ok: true });
      expect(seen.at(-1)!.url).toBe('/members/v1/members/my');
    } finally {
      uninstall();
    }
    expect(globalThis.fetch).toBe(original);
  });
});
