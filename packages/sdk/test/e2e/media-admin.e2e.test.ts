import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../../../apps/server/test/media/media-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../apps/server/test/support/test-app.ts';
import { ApiKeyStrategy, TesseraApiError, ValidationError, createClient } from '../../src/index.ts';
import type { FetchFn } from '../../src/http.ts';
import { mediaAdmin } from '../../src/modules/media-admin.ts';
import { eventsAdmin } from '../../src/modules/events-admin.ts';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  bodyIsForm: boolean;
}

// `@tessera/sdk/media-admin` against a real server: a real PNG goes up as multipart/form-data,
// comes back as WebP variants, and an event refers to it by id.
describe('@tessera/sdk/media-admin against a Tessera server', () => {
  let app: TestApp;
  let baseUrl: string;
  let png: Uint8Array<ArrayBuffer>;
  const sent: Sent[] = [];
  // The real fetch, recording what each call put on the wire.
  const recordingFetch: FetchFn = (input, init) => {
    const headers = Object.fromEntries(
      Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
    );
    sent.push({
      url: input,
      method: init?.method ?? 'GET',
      headers,
      bodyIsForm: init?.body instanceof FormData,
    });
    return globalThis.fetch(input, init);
  };
  const owner = () =>
    createClient({
      baseUrl,
      auth: ApiKeyStrategy({ apiKey: app.site.apiKey, siteId: app.site.siteId }),
      fetch: recordingFetch,
      modules: { media: mediaAdmin, events: eventsAdmin },
    });

  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await app.server.listen({ port: 0, host: '127.0.0.1' });
    png = new Uint8Array(await pngImage(1200, 600));
  });
  afterAll(() => app.close());

  it('uploads a PNG with its alt text: WebP variants, the largest as url, the bytes served', async () => {
    const { media } = owner();
    const file = new File([png], 'poster.png', { type: 'image/png' });
    const image = await media.uploadImage(file, { altText: 'A gradient poster' });
    expect(image).toMatchObject({
      altText: 'A gradient poster',
      filename: 'poster.png',
      width: 1200,
      height: 600,
      original: { width: 1200, height: 600, format: 'png', sizeInBytes: png.length },
    });
    expect(image.variants.map((v) => v.width)).toEqual([320, 800, 1200]);
    const served = await fetch(new URL(new URL(image.url).pathname, baseUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');

    // Multipart with the runtime's boundary, no JSON type, and no Idempotency-Key (the route takes none).
    const upload = sent.findLast((s) => s.url.endsWith('/_api/tessera/v1/media/images'))!;
    expect(upload).toMatchObject({ method: 'POST', bodyIsForm: true });
    expect(upload.headers['content-type']).toBeUndefined();
    expect(upload.headers['idempotency-key']).toBeUndefined();
  });

  it('a Blob without a name gets a filename; reads and changes the alt text', async () => {
    const { media } = owner();
    const image = await media.uploadImage(new Blob([png], { type: 'image/png' }), { filename: 'cover.png' });
    expect(image).toMatchObject({ filename: 'cover.png', altText: null });
    expect(await media.getImage(image.id)).toEqual(image);
    expect((await media.updateImageAltText(image.id, 'Cover')).altText).toBe('Cover');
    expect((await media.updateImageAltText(image.id, null)).altText).toBeNull();
    const patch = sent.findLast((s) => s.method === 'PATCH')!;
    expect(patch.headers['content-type']).toBe('application/json');
    expect(patch.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an event refers to the upload by id and shows its URL, size and alt text', async () => {
    const { media, events } = owner();
    const image = await media.uploadImage(new File([png], 'hall.png'), { altText: 'The hall' });
    const event = await events.createEvent(
      {
        title: 'Concert with a poster',
        location: { type: 'VENUE', name: 'Hall' },
        dateAndTimeSettings: { startDate: '2030-05-01T18:00:00.000Z', endDate: '2030-05-01T20:00:00.000Z' },
        registration: { initialType: 'RSVP' },
        mainImage: { id: image.id },
      },
      { fields: ['DETAILS'] },
    );
    expect(event.mainImage).toMatchObject({
      id: image.id,
      url: image.url,
      width: image.width,
      height: image.height,
      altText: 'The hall',
      filename: 'hall.png',
    });
  });

  it('bytes that are not an image are a field violation on file', async () => {
    const { media } = owner();
    const error = await media
      .uploadImage(new File(['<html>not an image</html>'], 'page.png', { type: 'image/png' }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldViolations.map((v) => v.field)).toEqual(['file']);
  });

  it('an unknown image is a 404; an empty id never leaves the client', async () => {
    const { media } = owner();
    const missing = await media.getImage('no-such-image').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(TesseraApiError);
    expect((missing as TesseraApiError).status).toBe(404);
    await expect(media.getImage('')).rejects.toThrow(/imageId is required/);
  });
});
