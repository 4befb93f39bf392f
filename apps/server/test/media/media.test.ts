import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createApiKey } from '../../src/platform/auth/api-keys.ts';
import {
  UPLOAD_PATH,
  diskStore,
  jpegImage,
  multipart,
  pixelBomb,
  pngHeaderOnHtml,
  pngImage,
  startS3,
  type Part,
} from './media-fixtures.ts';

const MAX_BYTES = 2 * 1024 * 1024;
/**
 * This suite's own directory for upload temporary files: other test files upload at the same time
 * (product media, the dashboard), and their files in the OS's temp dir are not this suite's leaks.
 */
const uploadTmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-media-test-uploads-'));
const uploadTemps = () => fs.readdirSync(uploadTmpDir).filter((f) => f.startsWith('tessera-upload-'));
afterAll(() => fs.rmSync(uploadTmpDir, { recursive: true, force: true }));

// Issue 13 item 12: owners upload images, stored on disk or in an S3-compatible bucket, checked
// from their bytes, resized to WebP variants and served at content-addressed, immutable URLs.
describe.each([
  ['disk', diskStore],
  ['s3', startS3],
] as const)('media on the %s store', (_name, startStore) => {
  let app: TestApp;
  let store: Awaited<ReturnType<typeof startStore>>;

  beforeAll(async () => {
    store = await startStore();
    app = await createTestApp({
      app: {
        media: { store: store.config, limits: { maxBytes: MAX_BYTES, maxPixels: 50_000_000 }, uploadTmpDir },
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  const upload = (parts: Part[], headers: Record<string, string> = app.ownerHeaders()) => {
    const body = multipart(parts);
    return app.request({
      method: 'POST',
      url: UPLOAD_PATH,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const file = (value: Buffer, filename = 'photo.png'): Part => ({
    name: 'file',
    value,
    filename,
    contentType: 'image/png',
  });
  const rows = async () => (await app.db.selectFrom('media_images').select('id').execute()).length;
  const pathOf = (url: string) => new URL(url).pathname;
  const expectRefused = async (parts: Part[], field: string) => {
    const before = await rows();
    const response = await upload(parts);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().details.validationError.fieldViolations[0].field).toBe(field);
    expect(await rows()).toBe(before);
    expect(uploadTemps()).toEqual([]);
    return response.json().details.validationError.fieldViolations[0];
  };

  it('uploads an image: WebP variants at 320, 800 and 1600 px, dimensions, filename and alt text', async () => {
    const response = await upload([
      { name: 'altText', value: 'The hall at night' },
      file(await pngImage(2000, 1000), 'hall.png'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { image } = response.json();
    expect(image).toMatchObject({
      width: 1600,
      height: 800,
      altText: 'The hall at night',
      filename: 'hall.png',
      original: { width: 2000, height: 1000, format: 'png' },
    });
    expect(image.variants.map((v: { width: number; height: number }) => [v.width, v.height])).toEqual([
      [320, 160],
      [800, 400],
      [1600, 800],
    ]);
    expect(image.url).toBe(image.variants[2].url);
    expect(pathOf(image.url)).toMatch(new RegExp(`^/_media/${app.site.siteId}/[0-9a-f]{64}\\.webp$`));
    expect(uploadTemps()).toEqual([]);

    const read = await app.request({
      method: 'GET',
      url: `${UPLOAD_PATH}/${image.id}`,
      headers: app.ownerHeaders(),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().image).toEqual(image);
  });

  it('serves each variant as WebP of its size, with immutable caching and a content-addressed URL', async () => {
    const { image } = (await upload([file(await pngImage(900, 600))])).json();
    expect(image.variants.map((v: { width: number }) => v.width)).toEqual([320, 800, 900]);
    for (const variant of image.variants) {
      const served = await app.request({ method: 'GET', url: pathOf(variant.url) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', variant.width, variant.height]);
      const etag = served.headers.etag as string;
      const again = await app.request({
        method: 'GET',
        url: pathOf(variant.url),
        headers: { 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
    }
    // The same bytes again: the same URLs (content addressing), a new image id.
    const repeat = (await upload([file(await pngImage(900, 600))])).json().image;
    expect(repeat.url).toBe(image.url);
    expect(repeat.id).not.toBe(image.id);
  });

  it('never enlarges a small image and reads JPEG from its bytes whatever the name says', async () => {
    const { image } = (await upload([file(await jpegImage(200, 100), 'small.gif')])).json();
    expect(image).toMatchObject({
      width: 200,
      height: 100,
      original: { format: 'jpeg' },
      filename: 'small.gif',
    });
    expect(image.variants).toHaveLength(1);
  });

  it('keeps a path in the filename as text only; nothing is written outside the store', async () => {
    const { image } = (await upload([file(await pngImage(40, 30), '../../etc/passwd')])).json();
    expect(image.filename).toBe('passwd');
    expect(pathOf(image.url)).toMatch(/^\/_media\/[^/]+\/[0-9a-f]{64}\.webp$/);
    const withControls = (await upload([file(await pngImage(40, 30), '..\\..\\boot.ini')])).json().image;
    expect(withControls.filename).toBe('boot.ini');
  });

  it('refuses a PNG header on an HTML body (the whole image is decoded)', async () => {
    const v = await expectRefused([file(pngHeaderOnHtml(), 'page.png')], 'file');
    expect(v.violatedRule).toBe('FORMAT');
  });

  it('refuses a 20,000 × 20,000 pixel bomb from its header, without decoding it', async () => {
    const started = Date.now();
    const v = await expectRefused([file(pixelBomb(), 'bomb.png')], 'file');
    expect(v.violatedRule).toBe('MAX_SIZE');
    expect(v.description).toContain('20000 × 20000');
    // Decoding 400 million pixels would take far longer (and 1.2 GB).
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses what is not an image, SVG, an empty file and a file over the size limit', async () => {
    await expectRefused([file(Buffer.from('<html>hello</html>'), 'a.png')], 'file');
    await expectRefused(
      [file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'a.svg')],
      'file',
    );
    await expectRefused([file(Buffer.alloc(0), 'empty.png')], 'file');
    const big = Buffer.concat([await pngImage(10, 10), Buffer.alloc(MAX_BYTES)]);
    const v = await expectRefused([file(big, 'big.png')], 'file');
    expect(v.violatedRule).toBe('MAX_SIZE');
  });

  it('refuses two files, unknown fields, a missing file and a JSON body', async () => {
    const png = await pngImage(20, 20);
    await expectRefused([file(png), file(png)], 'file');
    await expectRefused([{ name: '__proto__', value: 'x' }, file(png)], 'form');
    await expectRefused([{ name: 'other', value: 'x' }, file(png)], 'other');
    await expectRefused([{ name: 'altText', value: 'alone' }], 'file');
    await expectRefused([{ name: 'altText', value: 'bad\u0000text' }, file(png)], 'altText');
    const json = await app.request({
      method: 'POST',
      url: UPLOAD_PATH,
      headers: app.ownerHeaders(),
      payload: { file: 'x' },
    });
    expect(json.statusCode, json.body).toBe(400);
  });

  it('changes the alt text; another site sees no such image', async () => {
    const { image } = (await upload([file(await pngImage(50, 50))])).json();
    const url = `${UPLOAD_PATH}/${image.id}`;
    const changed = await app.request({
      method: 'PATCH',
      url,
      headers: app.ownerHeaders(),
      payload: { image: { altText: 'Stage' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().image.altText).toBe('Stage');
    const other = await app.createSite('Other');
    for (const method of ['GET', 'PATCH'] as const) {
      const response = await app.request({
        method,
        url,
        headers: app.ownerHeaders(other),
        payload: method === 'PATCH' ? { image: { altText: 'x' } } : undefined,
      });
      expect(response.statusCode, response.body).toBe(404);
    }
    const missing = await app.request({
      method: 'GET',
      url: `/_media/${app.site.siteId}/${'a'.repeat(64)}.webp`,
    });
    expect(missing.statusCode).toBe(404);
    const traversal = await app.request({ method: 'GET', url: '/_media/..%2F..%2Fetc/passwd' });
    expect(traversal.statusCode).toBe(404);
  });

  it('lets only the owner and media staff upload: none 401, visitor and events staff 403', async () => {
    const png = await pngImage(30, 30);
    const before = await rows();
    expect((await upload([file(png)], {})).statusCode).toBe(401);
    expect((await upload([file(png)], await app.visitorHeaders())).statusCode).toBe(403);
    const eventsStaff = await createApiKey(app.db, app.site.siteId, 'Events', undefined, ['events.manage']);
    expect((await upload([file(png)], { authorization: eventsStaff.key })).statusCode).toBe(403);
    expect(await rows()).toBe(before);
    const mediaStaff = await createApiKey(app.db, app.site.siteId, 'Media', undefined, ['media.manage']);
    expect((await upload([file(png)], { authorization: mediaStaff.key })).statusCode).toBe(200);
  });

  it("fills an event's main image from an uploaded image's id", async () => {
    const { image } = (
      await upload([{ name: 'altText', value: 'Poster' }, file(await pngImage(1000, 500), 'poster.png')])
    ).json();
    const create = await app.request({
      method: 'POST',
      url: '/events/v3/events',
      headers: app.ownerHeaders(),
      payload: {
        event: {
          title: 'With image',
          location: { type: 'VENUE', name: 'Hall' },
          dateAndTimeSettings: { startDate: '2031-03-01T18:00:00.000Z', endDate: '2031-03-01T20:00:00.000Z' },
          registration: { initialType: 'RSVP' },
          mainImage: { id: image.id },
        },
        fields: ['DETAILS'],
      },
    });
    expect(create.statusCode, create.body).toBe(200);
    expect(create.json().event.mainImage).toEqual({
      id: image.id,
      url: image.url,
      width: 1000,
      height: 500,
      altText: 'Poster',
      filename: 'poster.png',
    });
    const eventId = create.json().event.id;
    const other = (await upload([file(await pngImage(300, 300), 'square.png')])).json().image;
    const update = await app.request({
      method: 'PATCH',
      url: `/events/v3/events/${eventId}`,
      headers: app.ownerHeaders(),
      payload: { event: { mainImage: { id: other.id, altText: 'Square' } }, fields: ['DETAILS'] },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(update.json().event.mainImage).toMatchObject({
      id: other.id,
      width: 300,
      height: 300,
      altText: 'Square',
      url: other.url,
    });
    const unknown = await app.request({
      method: 'PATCH',
      url: `/events/v3/events/${eventId}`,
      headers: app.ownerHeaders(),
      payload: { event: { mainImage: { id: 'no-such-image' } } },
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().details.validationError.fieldViolations[0].field).toBe('event.mainImage.id');
  });
});
