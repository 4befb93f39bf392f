import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent, expectAppError, expectViolation } from './helpers.ts';

const encoded = (payload: unknown) =>
  encodeURIComponent(Buffer.from(JSON.stringify(payload)).toString('base64'));

describe('GET /events/v3/events/{eventId} and /slug/{slug}', () => {
  let app: TestApp;
  let visitor: Record<string, string>;
  let published: any;
  let draft: any;
  beforeAll(async () => {
    app = await createTestApp();
    visitor = await app.visitorHeaders();
    published = await createEvent(app, {
      title: 'Readable Event',
      shortDescription: 'Short',
      categories: { categories: [{ name: 'Readers' }] },
    });
    draft = await createEvent(app, { title: 'Hidden Draft' }, { draft: true });
  });
  afterAll(() => app.close());

  const get = (url: string, headers = app.ownerHeaders()) =>
    app.request({ method: 'GET', url: `/events/v3/events/${url}`, headers });
  const event = async (url: string, headers = app.ownerHeaders()) => {
    const response = await get(url, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().event;
  };

  describe('by id and by slug', () => {
    it('returns the event to the owner and to visitors', async () => {
      for (const headers of [app.ownerHeaders(), visitor]) {
        expect(await event(published.id, headers)).toMatchObject({
          id: published.id,
          title: 'Readable Event',
          slug: 'readable-event',
          status: 'UPCOMING',
        });
        expect((await event('slug/readable-event', headers)).id).toBe(published.id);
      }
    });

    it('returns the same event by id and by slug', async () => {
      expect(await event('slug/readable-event?fields=DETAILS')).toEqual(
        await event(`${published.id}?fields=DETAILS`),
      );
    });

    it('hides drafts from visitors as not found, shows them to the owner', async () => {
      expect((await event(draft.id)).status).toBe('DRAFT');
      expect((await event('slug/hidden-draft')).id).toBe(draft.id);
      expectAppError(await get(draft.id, visitor), 404, 'EVENT_NOT_FOUND');
      expectAppError(await get('slug/hidden-draft', visitor), 404, 'EVENT_NOT_FOUND');
    });

    it('answers 404 for unknown ids and slugs', async () => {
      const error = expectAppError(await get(randomUUID()), 404, 'EVENT_NOT_FOUND');
      expect(error.data?.eventId).toEqual(expect.any(String));
      expectAppError(await get('slug/no-such-event'), 404, 'EVENT_NOT_FOUND');
    });

    it("never returns another site's event", async () => {
      const other = await app.createSite();
      expectAppError(await get(published.id, app.ownerHeaders(other)), 404, 'EVENT_NOT_FOUND');
      expectAppError(
        await get('slug/readable-event', await app.visitorHeaders(other)),
        404,
        'EVENT_NOT_FOUND',
      );
    });

    it('refuses an id that is not a uuid with 400', async () => {
      const response = await get('not-a-uuid');
      expect(response.statusCode).toBe(400);
      expect(response.json().details.validationError.fieldViolations[0].field).toBe('eventId');
    });

    it('needs a caller', async () => {
      expectAppError(await get(published.id, {}), 401, 'UNAUTHENTICATED');
      expectAppError(await get(published.id, { authorization: 'a.b.c' }), 401, 'UNAUTHENTICATED');
    });
  });

  describe('GET parameter forms', () => {
    it('reads flattened repeated keys', async () => {
      const read = await event(`${published.id}?fields=DETAILS&fields=REGISTRATION`);
      expect(read.shortDescription).toBe('Short');
      expect(read.registration.type).toBe('RSVP');
      expect(read).not.toHaveProperty('categories');
    });

    it('reads a single flattened key as a list of one', async () => {
      const read = await event(`${published.id}?fields=CATEGORIES`);
      expect(read.categories.categories.map((c: any) => c.name)).toEqual(['Readers']);
      expect(read).not.toHaveProperty('registration');
    });

    it('reads .r, the base64 JSON form', async () => {
      const read = await event(`${published.id}?.r=${encoded({ fields: ['DETAILS'] })}`);
      expect(read.shortDescription).toBe('Short');
      expect(read).not.toHaveProperty('registration');
      expect(read).toEqual(await event(`${published.id}?fields=DETAILS`));
    });

    it('refuses an invalid .r with 400', async () => {
      for (const bad of ['not-base64-json!', encoded([1, 2]), encoded('text')]) {
        expectViolation(await get(`${published.id}?.r=${bad}`), '.r', 'FORMAT');
      }
    });

    it('refuses an unknown field group', async () => {
      expectViolation(await get(`${published.id}?fields=EVERYTHING`), 'fields.0', 'INVALID_ENUM_VALUE');
    });

    it('answers the POST fallback like the GET', async () => {
      const fields = ['DETAILS', 'REGISTRATION', 'CATEGORIES'];
      const query = fields.map((f) => `fields=${f}`).join('&');
      for (const path of [published.id, 'slug/readable-event']) {
        const post = await app.request({
          method: 'POST',
          url: `/events/v3/events/${path}`,
          headers: app.ownerHeaders(),
          payload: { fields },
        });
        expect(post.statusCode, post.body).toBe(200);
        expect(post.json().event).toEqual(await event(`${path}?${query}`));
      }
      const visitorPost = await app.request({
        method: 'POST',
        url: `/events/v3/events/${draft.id}`,
        headers: visitor,
        payload: {},
      });
      expectAppError(visitorPost, 404, 'EVENT_NOT_FOUND');
    });
  });

  describe('request ids', () => {
    it('puts x-wix-request-id on every response', async () => {
      const responses = [
        await get(published.id),
        await get(randomUUID()),
        await get('not-a-uuid'),
        await get(published.id, {}),
        await app.request({ method: 'GET', url: '/no/such/route' }),
      ];
      const ids = responses.map((r) => r.headers['x-wix-request-id']);
      for (const [i, r] of responses.entries()) {
        expect(ids[i], `response ${i}`).toEqual(expect.any(String));
        expect(r.headers['x-request-id']).toBe(ids[i]);
      }
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('echoes an incoming x-request-id', async () => {
      const id = `trace-${randomUUID()}`;
      for (const url of [published.id, randomUUID()]) {
        const response = await get(url, { ...app.ownerHeaders(), 'x-request-id': id });
        expect(response.headers['x-wix-request-id']).toBe(id);
        expect(response.headers['x-request-id']).toBe(id);
      }
    });

    it('answers an unknown API path with a 404 envelope', async () => {
      const response = await app.request({ method: 'GET', url: '/events/v3/nothing-here/at/all' });
      expectAppError(response, 404, 'NOT_FOUND');
    });
  });
});
