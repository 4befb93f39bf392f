import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_PAGE_FIELDS, PAGE_BOOTSTRAP_ID, type PageBootstrap } from '@tessera/contracts/site-pages';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent } from '../events/helpers.ts';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const HTML =
  '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index-AbC123.js"></script></body></html>';

/**
 * The site's page carries what its first render needs (modules/sites/site-pages.ts): the site
 * configuration, and on an event page the event as a visitor reads it. Event titles are the
 * site owner's text, so the data block must survive any of them.
 */
describe('site pages with their bootstrap data', () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-site-pages-'));
    fs.writeFileSync(path.join(dist, 'index.html'), HTML);
    app = await createTestApp({ app: { webDist: dist } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, acceptEncoding?: string) =>
    app.server.inject({
      method: 'GET',
      url,
      headers: { accept: BROWSER, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  /** The data block of a page, parsed, and the page without it. */
  function bootstrapOf(html: string): { data: PageBootstrap; rest: string } {
    const match = new RegExp(
      `<script type="application/json" id="${PAGE_BOOTSTRAP_ID}">([^<]*)</script>`,
    ).exec(html);
    expect(match, html).not.toBeNull();
    return { data: JSON.parse(match![1]), rest: html.replace(match![0], '') };
  }

  async function visitorEvent(slug: string) {
    const query = EVENT_PAGE_FIELDS.map((f) => `fields=${f}`).join('&');
    const response = await app.request({
      method: 'GET',
      url: `/events/v3/events/slug/${encodeURIComponent(slug)}?${query}`,
      headers: await app.visitorHeaders(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().event;
  }

  it('writes the site configuration into every page, as /api/site-config answers it', async () => {
    const config = (await app.request({ method: 'GET', url: '/api/site-config' })).json();
    for (const url of ['/', '/dashboard/events', '/login', '/events/no-such-event']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const { data, rest } = bootstrapOf(response.body);
      // The site's name is the title until the app names the page.
      expect(rest, url).toBe(HTML.replace('<title>Site</title>', '<title>Test site</title>'));
      expect(data, url).toEqual({ siteConfig: config });
    }
  });

  it("titles the page with the site's name, whatever the owner calls it", async () => {
    const rename = (name: string) =>
      app.request({
        method: 'PATCH',
        url: '/_api/tessera/v1/site-settings',
        headers: app.ownerHeaders(),
        payload: { settings: { name } },
      });
    expect((await rename('Jazz & "Blues" </title><script>x</script>')).statusCode).toBe(200);
    const { data, rest } = bootstrapOf((await page('/')).body);
    expect(rest).toContain(
      '<title>Jazz &#38; &#34;Blues&#34; &#60;/title&#62;&#60;script&#62;x&#60;/script&#62;</title>',
    );
    expect(data.siteConfig?.name).toBe('Jazz & "Blues" </title><script>x</script>');
    await rename('Test site');
  });

  it("writes an event page's event as a visitor reads it: no owner-only fields", async () => {
    const event = await createEvent(app, {
      title: 'Bootstrapped',
      feed: { token: 'owner-only' },
      shortDescription: 'Short',
    });
    const { data } = bootstrapOf((await page(`/events/${event.slug}`)).body);
    expect(data.eventPage).toEqual({ slug: event.slug, event: await visitorEvent(event.slug) });
    expect(data.eventPage!.event).not.toHaveProperty('feed');
    expect(data.eventPage!.event.shortDescription).toBe('Short');
  });

  it('leaves drafts out, as a visitor cannot read them', async () => {
    const draft = await createEvent(app, { title: 'Secret draft' }, { draft: true });
    const response = await page(`/events/${draft.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('Secret draft');
    expect(bootstrapOf(response.body).data.eventPage).toBeUndefined();
  });

  it('keeps any title inside the data block', async () => {
    const title = '</script><script>alert(1)</script><!-- & \u2028 "quoted"';
    const event = await createEvent(app, { title });
    const response = await page(`/events/${event.slug}`);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body.match(/<\/script>/g)).toHaveLength(2); // the data block's and the app's
    expect(bootstrapOf(response.body).data.eventPage!.event.title).toBe(title);
  });

  it('takes hostile paths in its stride', async () => {
    // Not URLs at all: refused before any page is built.
    for (const url of ['/events/%E0%A4%A', '/events/%C0%AF']) expect((await page(url)).statusCode).toBe(400);
    for (const url of [
      '/events/__proto__',
      `/events/${'a'.repeat(600)}`,
      '/events/a%2Fb',
      '/events/x?fields=FEED',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(bootstrapOf(response.body).data.eventPage, url).toBeUndefined();
    }
  });

  it('compresses the page for clients that accept it', async () => {
    const plain = (await page('/')).body;
    const br = await page('/', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await page('/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });

  it('still answers API paths with the 404 envelope', async () => {
    const response = await page('/events/v3/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().details.applicationError.code).toBe('NOT_FOUND');
  });
});
