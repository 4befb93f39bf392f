import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import { openDatabase } from '../../src/platform/db.ts';
import { migrateToLatest } from '../../src/platform/migrations/index.ts';
import { createTestDatabaseUrl } from '../support/database.ts';

// A build laid out like apps/web/dist: index.html, hashed files under assets/, and the .br/.gz
// siblings the Vite build writes next to each text file.
const script = `console.log(${JSON.stringify('tessera '.repeat(500))});\n`;
const html =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-AbC123.js"></script></body></html>';

function writeBuild(dir: string): void {
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  const files: Record<string, string> = { 'index.html': html, 'assets/index-AbC123.js': script };
  for (const [name, body] of Object.entries(files)) {
    fs.writeFileSync(path.join(dir, name), body);
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(body));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(body));
  }
  // A file the build did not compress is still served, as it is.
  fs.writeFileSync(path.join(dir, 'assets/logo-9f8e7d.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
}

describe('web assets', () => {
  let app: App;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-web-assets-'));
    writeBuild(dist);
    const database = openDatabase({ databaseUrl: await createTestDatabaseUrl(), sqliteFile: ':memory:' });
    await migrateToLatest(database.db);
    app = await buildApp({ database, logLevel: 'silent', webDist: dist, ownsDatabase: true });
  });
  afterAll(async () => {
    await app.server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.server.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli file of a hashed script, cached as immutable', async () => {
    const response = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.rawPayload.length).toBeLessThan(script.length / 4);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to clients without brotli and the plain file to clients without either', async () => {
    const gzipped = await get('/assets/index-AbC123.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves a file without compressed siblings as it is', async () => {
    const response = await get('/assets/logo-9f8e7d.png', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('revalidates index.html on every visit, at / and as the SPA fallback', async () => {
    for (const url of ['/', '/index.html', '/events/some-event', '/dashboard']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString(), url).toBe(html);
    }
  });

  it('does not expose the compressed files as paths of their own', async () => {
    const response = await get('/assets/index-AbC123.js.br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(html);
  });

  it('keeps the 404 envelope for unknown API paths', async () => {
    const response = await get('/events/v3/nothing-here', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ details: { applicationError: { code: 'NOT_FOUND' } } });
  });
});
