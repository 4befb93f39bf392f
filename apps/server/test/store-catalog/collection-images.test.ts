import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewSite } from '../../src/modules/sites/sites.service.ts';
import { diskStore, multipart, pngImage, UPLOAD_PATH } from '../media/media-fixtures.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const W = '/stores/v1';
const R = '/stores-reader/v1';

// A collection's image (catalog.md "Collection images"): an upload of the site by id or a web
// image by URL, answered by every collection read, removable; refusals write nothing.
describe('store catalog: collection images', () => {
  let app: TestApp;
  let store: ReturnType<typeof diskStore>;
  beforeAll(async () => {
    store = diskStore();
    // Visitor reads cached for a minute: a change must drop them, not wait for them to expire.
    app = await createTestApp({ visitorCacheMs: 60_000, app: { media: { store: store.config } } });
  });
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
    headers = app.ownerHeaders(),
  ) => app.request({ method, url, headers, payload });
  const upload = async (site?: NewSite, altText?: string) => {
    const body = multipart([
      { name: 'file', value: await pngImage(400, 300), filename: 'shelf.png', contentType: 'image/png' },
      ...(altText ? [{ name: 'altText', value: altText }] : []),
    ]);
    const response = await app.request({
      method: 'POST',
      url: UPLOAD_PATH,
      headers: { ...app.ownerHeaders(site), ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().image as {
      id: string;
      url: string;
      width: number;
      height: number;
      variants: { url: string; width: number; height: number }[];
    };
  };
  const create = async (collection: Record<string, unknown>) => {
    const response = await call('POST', `${W}/collections`, { collection });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().collection;
  };
  const patch = (id: string, collection: unknown, headers = app.ownerHeaders()) =>
    call('PATCH', `${W}/collections/${id}`, { collection }, headers);
  const fieldOf = (response: { json(): any }) =>
    response.json().details.validationError.fieldViolations.map((v: { field: string }) => v.field);
  /** Every read of one collection a visitor makes: v1 by slug, v2 by id, by slug and in the query. */
  const visitorReads = async (collection: { id: string; slug: string }) => {
    const visitor = await app.visitorHeaders();
    const answers = [
      await call('GET', `${R}/collections/slug/${collection.slug}`, undefined, visitor),
      await call('GET', `/v2/collections/${collection.id}`, undefined, visitor),
      await call('GET', `/v2/collections/slug/${collection.slug}`, undefined, visitor),
    ].map((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json().collection.media;
    });
    const query = await call('POST', '/v2/collections/query', { query: {} }, visitor);
    expect(query.statusCode, query.body).toBe(200);
    const listed = query.json().collections.find((c: { id: string }) => c.id === collection.id);
    return [...answers, listed.media];
  };

  it("takes an uploaded image by id: the upload's url and size, its 320 px variant as thumbnail, on every read", async () => {
    const image = await upload();
    const created = await create({
      name: 'Shelves',
      media: { mainMedia: { id: image.id, image: { altText: 'Oak shelves' } } },
    });
    // The 400 × 300 upload has variants 320 and 400 px wide: the image is the largest, the
    // thumbnail the smallest (what the shop's 30 px picture loads).
    const small = image.variants.find((v) => v.width === 320)!;
    expect(small).toMatchObject({ width: 320, height: 240 });
    expect(small.url).not.toBe(image.url);
    const item = {
      id: image.id,
      mediaType: 'image',
      title: '',
      image: { url: image.url, width: image.width, height: image.height, altText: 'Oak shelves' },
      thumbnail: { url: small.url, width: 320, height: 240 },
    };
    expect(image.url).toMatch(/^http:\/\/tessera\.test\/_media\//);
    expect(created.media).toEqual({ mainMedia: item, items: [item] });
    for (const media of await visitorReads(created))
      expect(media).toEqual({ mainMedia: item, items: [item] });

    // The upload's own alt text when the write gives none.
    const described = await upload(undefined, 'A lamp');
    const lamp = await create({ name: 'Lamps', media: { mainMedia: { id: described.id } } });
    expect(lamp.media.mainMedia.image.altText).toBe('A lamp');
  });

  it('takes a web image by URL, replaces and removes the image', async () => {
    const created = await create({ name: 'Rugs' });
    expect(created.media).toEqual({ items: [] });
    const byUrl = await patch(created.id, {
      media: { mainMedia: { image: { url: 'https://images.example/rug.jpg' } } },
    });
    expect(byUrl.statusCode, byUrl.body).toBe(200);
    const main = byUrl.json().collection.media.mainMedia;
    expect(main).toMatchObject({
      mediaType: 'image',
      image: { url: 'https://images.example/rug.jpg', width: 0, height: 0 },
    });
    expect(main.id).toEqual(expect.any(String));
    expect(main).not.toHaveProperty('thumbnail'); // a web image's smaller sizes are unknown

    const image = await upload();
    const replaced = await patch(created.id, { media: { mainMedia: { id: image.id } } });
    expect(replaced.json().collection.media.mainMedia.image.url).toBe(image.url);
    expect(replaced.json().collection.media.mainMedia.thumbnail.width).toBe(320);

    // A change that leaves media out keeps it; `mainMedia: null` and `media: null` remove it.
    const renamed = await patch(created.id, { name: 'Woven rugs' });
    expect(renamed.json().collection.media.mainMedia.id).toBe(image.id);
    const removed = await patch(created.id, { media: { mainMedia: null } });
    expect(removed.json().collection.media).toEqual({ items: [] });
    await patch(created.id, { media: { mainMedia: { id: image.id } } });
    const removedAgain = await patch(created.id, { media: null });
    expect(removedAgain.json().collection.media).toEqual({ items: [] });
    for (const media of await visitorReads(created)) expect(media).toEqual({ items: [] });
  });

  it('keeps the image when a read is sent back whole; only its alt text may change', async () => {
    const image = await upload();
    const created = await create({ name: 'Echoed', media: { mainMedia: { id: image.id } } });
    const read = (await call('GET', `/v2/collections/${created.id}`)).json().collection;
    expect(read.media.mainMedia.thumbnail).toMatchObject({ width: 320, height: 240 });
    const echoed = await patch(created.id, { ...read, name: 'Echoed again' });
    expect(echoed.statusCode, echoed.body).toBe(200);
    expect(echoed.json().collection).toMatchObject({ name: 'Echoed again', media: read.media });
    // A thumbnail sent by the client is an echo: it never replaces the stored one.
    const forged = await patch(created.id, {
      media: {
        mainMedia: {
          ...read.media.mainMedia,
          thumbnail: { url: 'https://evil.example/x.png', width: 1, height: 1 },
        },
      },
    });
    expect(forged.statusCode, forged.body).toBe(200);
    expect(forged.json().collection.media.mainMedia.thumbnail).toEqual(read.media.mainMedia.thumbnail);

    const described = await patch(created.id, {
      media: {
        mainMedia: { ...read.media.mainMedia, image: { ...read.media.mainMedia.image, altText: 'Hi' } },
      },
    });
    expect(described.json().collection.media.mainMedia.image).toEqual({
      ...read.media.mainMedia.image,
      altText: 'Hi',
    });
  });

  it('answers an image stored before thumbnails without one, and gives it one when the image is set again', async () => {
    const image = await upload();
    const created = await create({ name: 'Older', media: { mainMedia: { id: image.id } } });
    // A row written before thumbnails existed: its JSON has no `thumbnail`.
    const old = { id: image.id, url: image.url, width: image.width, height: image.height, altText: null };
    await app.db
      .updateTable('store_collections')
      .set({ main_media: JSON.stringify(old) })
      .where('id', '=', created.id)
      .execute();
    const item = {
      id: image.id,
      mediaType: 'image',
      title: '',
      image: { url: image.url, width: 400, height: 300 },
    };
    for (const media of await visitorReads(created))
      expect(media).toEqual({ mainMedia: item, items: [item] });
    // Sent back whole it stays as it was; set by a new upload's id it gains the thumbnail.
    const read = (await call('GET', `/v2/collections/${created.id}`)).json().collection;
    expect((await patch(created.id, read)).json().collection.media.mainMedia).toEqual(item);
    const again = await upload();
    const renewed = await patch(created.id, { media: { mainMedia: { id: again.id } } });
    expect(renewed.json().collection.media.mainMedia.thumbnail).toMatchObject({ width: 320, height: 240 });
  });

  it("refuses what is not an image of the site or a web URL, another site's upload, and writes nothing", async () => {
    const image = await upload();
    const created = await create({ name: 'Guarded', media: { mainMedia: { id: image.id } } });
    const other = await app.createSite('Elsewhere');
    const theirs = await upload(other);
    const refused: [unknown, string][] = [
      [{ mainMedia: { id: 'no-such-image' } }, 'collection.media.mainMedia.id'],
      [{ mainMedia: { id: theirs.id } }, 'collection.media.mainMedia.id'],
      // A known url beside another site's id does not make it ours.
      [{ mainMedia: { id: theirs.id, image: { url: theirs.url } } }, 'collection.media.mainMedia.id'],
      [{ mainMedia: { image: { url: 'javascript:alert(1)' } } }, 'collection.media.mainMedia.image.url'],
      [
        { mainMedia: { image: { url: 'ftp://files.example/a.png' } } },
        'collection.media.mainMedia.image.url',
      ],
      [{ mainMedia: { image: { url: 'not a url' } } }, 'collection.media.mainMedia.image.url'],
      [{ mainMedia: {} }, 'collection.media.mainMedia'],
      [
        { mainMedia: { mediaType: 'video', image: { url: 'https://v.example/a.mp4' } } },
        'collection.media.mainMedia.mediaType',
      ],
      [{ mainMedia: { video: { files: [] } } }, 'collection.media.mainMedia'],
      [{ mainMedia: { id: 'x'.repeat(201) } }, 'collection.media.mainMedia.id'],
    ];
    for (const [media, field] of refused) {
      const response = await patch(created.id, { name: 'Changed', media });
      expect(response.statusCode, JSON.stringify(media)).toBe(400);
      expect(
        fieldOf(response).some((f: string) => f.startsWith(field)),
        response.body,
      ).toBe(true);
      const created2 = await call('POST', `${W}/collections`, { collection: { name: 'Never', media } });
      expect(created2.statusCode).toBe(400);
    }
    const read = (await call('GET', `/v2/collections/${created.id}`)).json().collection;
    expect(read).toMatchObject({ name: 'Guarded', media: { mainMedia: { id: image.id } } });
    const names = (await call('POST', '/v2/collections/query', { query: {} }))
      .json()
      .collections.map((c: { name: string }) => c.name);
    expect(names).not.toContain('Never');
  });

  it("lets only the store's managers set an image, and only of their own collections", async () => {
    const image = await upload();
    const created = await create({ name: 'Private' });
    const media = { mainMedia: { id: image.id } };
    const visitor = await app.visitorHeaders();
    expect((await patch(created.id, { media }, visitor)).statusCode).toBe(403);
    const other = await app.createSite('Stranger');
    expect((await patch(created.id, { media }, app.ownerHeaders(other))).statusCode).toBe(404);
    expect((await call('GET', `/v2/collections/${created.id}`)).json().collection.media).toEqual({
      items: [],
    });
  });

  it("drops a visitor's cached collection reads when the image changes, and says so in the event", async () => {
    const created = await create({ name: 'Cached' });
    expect((await visitorReads(created)).every((m) => m.items.length === 0)).toBe(true);
    const image = await upload();
    expect((await patch(created.id, { media: { mainMedia: { id: image.id } } })).statusCode).toBe(200);
    for (const media of await visitorReads(created)) expect(media.mainMedia.id).toBe(image.id);
    expect((await patch(created.id, { media: null })).statusCode).toBe(200);
    for (const media of await visitorReads(created)) expect(media).toEqual({ items: [] });

    const events = await app.db
      .selectFrom('outbox')
      .select(['name', 'payload'])
      .where('entity_id', '=', created.id)
      .orderBy('id')
      .execute();
    const changed = events.filter((e) => e.name === 'collection_changed');
    expect(changed.map((e) => JSON.parse(String(e.payload)).changedFields)).toEqual([['media'], ['media']]);
  });
});
