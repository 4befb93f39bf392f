import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent, expectAppError, expectViolation, inHours } from './helpers.ts';

describe('PATCH /events/v3/events/{event.id}', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const patch = (id: string, body: Record<string, unknown>, headers = app.ownerHeaders()) =>
    app.request({ method: 'PATCH', url: `/events/v3/events/${id}`, headers, payload: body });

  const patched = async (id: string, body: Record<string, unknown>) => {
    const response = await patch(id, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().event;
  };

  const get = async (id: string, fields: string[] = []) => {
    const query = fields.map((f) => `fields=${f}`).join('&');
    const response = await app.request({
      method: 'GET',
      url: `/events/v3/events/${id}?${query}`,
      headers: app.ownerHeaders(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().event;
  };

  describe('without a field mask', () => {
    it('writes only the paths present in the patch', async () => {
      const event = await createEvent(app, {
        title: 'Patch Me',
        shortDescription: 'Before',
        location: { type: 'VENUE', name: 'Old Hall', address: { city: 'Paris' } },
      });
      const updated = await patched(event.id, {
        event: { shortDescription: 'After', location: { name: 'New Hall' } },
        fields: ['DETAILS'],
      });
      expect(updated).toMatchObject({
        id: event.id,
        title: 'Patch Me',
        shortDescription: 'After',
        location: { type: 'VENUE', name: 'New Hall', address: { city: 'Paris' } },
      });
      expect(await get(event.id, ['DETAILS'])).toMatchObject({ shortDescription: 'After' });
    });

    it('clears a path sent as null', async () => {
      const event = await createEvent(app, { title: 'Null Me', shortDescription: 'Text' });
      const updated = await patched(event.id, { event: { shortDescription: null }, fields: ['DETAILS'] });
      expect(updated.shortDescription).toBeNull();
      expect(updated.title).toBe('Null Me');
    });

    it('accepts the matching event.id in the body', async () => {
      const event = await createEvent(app, { title: 'Same Id' });
      const updated = await patched(event.id, { event: { id: event.id, title: 'Same Id 2' } });
      expect(updated.title).toBe('Same Id 2');
    });

    it('moves the status with the dates', async () => {
      const event = await createEvent(app, { title: 'Started Now' });
      const updated = await patched(event.id, {
        event: { dateAndTimeSettings: { startDate: inHours(-1), endDate: inHours(1) } },
      });
      expect(updated.status).toBe('STARTED');
    });
  });

  describe('with a field mask', () => {
    it('clears a masked path that the patch leaves out', async () => {
      const event = await createEvent(app, { title: 'Masked', shortDescription: 'Goes away' });
      const updated = await patched(event.id, {
        event: { title: 'Masked Renamed' },
        fieldMask: ['title', 'shortDescription'],
        fields: ['DETAILS'],
      });
      expect(updated.title).toBe('Masked Renamed');
      expect(updated.shortDescription ?? null).toBeNull();
    });

    it('ignores patch paths outside the mask', async () => {
      const event = await createEvent(app, { title: 'Outside Mask', shortDescription: 'Kept' });
      const updated = await patched(event.id, {
        event: { title: 'Ignored', shortDescription: 'Written' },
        fieldMask: 'shortDescription',
        fields: ['DETAILS'],
      });
      expect(updated).toMatchObject({ title: 'Outside Mask', shortDescription: 'Written' });
    });

    it('accepts the mask as a comma-separated string', async () => {
      const event = await createEvent(app, { title: 'Comma', shortDescription: 'Short' });
      const updated = await patched(event.id, {
        event: { title: 'Comma 2' },
        fieldMask: 'title, shortDescription',
        fields: ['DETAILS'],
      });
      expect(updated.title).toBe('Comma 2');
      expect(updated.shortDescription ?? null).toBeNull();
    });

    it('keeps the parts only the server writes, whatever the mask names', async () => {
      const fields = ['FEED', 'ONLINE_CONFERENCING_SESSION', 'DASHBOARD'];
      const event = await createEvent(
        app,
        { title: 'Server Owned', location: { type: 'ONLINE' }, onlineConferencing: { enabled: true } },
        { fields },
      );
      const canceled = await app.request({
        method: 'POST',
        url: `/events/v3/events/${event.id}/cancel`,
        headers: app.ownerHeaders(),
        payload: { fields },
      });
      const cancellation = canceled.json().event.summaries.cancellation;
      expect(cancellation).toBeDefined();
      const updated = await patched(event.id, {
        event: { onlineConferencing: { enabled: true, type: 'WEBINAR' } },
        fieldMask: ['onlineConferencing', 'feed', 'summaries'],
        fields,
      });
      expect(updated.feed).toEqual(event.feed);
      expect(updated.onlineConferencing).toEqual({ ...event.onlineConferencing, type: 'WEBINAR' });
      expect(updated.summaries.cancellation).toEqual(cancellation);
    });

    it('opens a conference session when conferencing is turned on later', async () => {
      const fields = ['ONLINE_CONFERENCING_SESSION'];
      const event = await createEvent(
        app,
        { title: 'Later Online', location: { type: 'ONLINE' } },
        { fields },
      );
      expect(event.onlineConferencing).toBeUndefined();
      const updated = await patched(event.id, { event: { onlineConferencing: { enabled: true } }, fields });
      expect(updated.onlineConferencing).toMatchObject({
        enabled: true,
        type: 'MEETING',
        session: {
          sessionCreated: true,
          guestLink: expect.stringContaining(event.id),
          hostLink: expect.any(String),
        },
      });
    });

    it('refuses a mask that clears a required field', async () => {
      const event = await createEvent(app, { title: 'Required' });
      expectViolation(
        await patch(event.id, { event: {}, fieldMask: ['title'] }),
        'event.title',
        'REQUIRED_FIELD',
      );
      expect((await get(event.id)).title).toBe('Required');
    });
  });

  describe('registration', () => {
    it('keeps initialType immutable', async () => {
      const event = await createEvent(app, { title: 'Immutable' });
      const response = await patch(event.id, { event: { registration: { initialType: 'TICKETING' } } });
      expectViolation(response, 'event.registration.initialType', 'FIELD_NOT_ALLOWED');
      expect((await get(event.id, ['REGISTRATION'])).registration.initialType).toBe('RSVP');
    });

    it('refuses to switch an RSVP event to TICKETING', async () => {
      const event = await createEvent(app, { title: 'No Tickets' });
      const response = await patch(event.id, { event: { registration: { type: 'TICKETING' } } });
      expectViolation(response, 'event.registration.type', 'VALIDATION');
    });

    it('switches an RSVP event to EXTERNAL only with an external url', async () => {
      const event = await createEvent(app, { title: 'External' });
      expectViolation(
        await patch(event.id, { event: { registration: { type: 'EXTERNAL' } } }),
        'event.registration.external.url',
        'REQUIRED_FIELD',
      );
      const updated = await patched(event.id, {
        event: { registration: { type: 'EXTERNAL', external: { url: 'https://tickets.example.com/e/1' } } },
        fields: ['REGISTRATION'],
      });
      expect(updated.registration).toMatchObject({
        initialType: 'RSVP',
        type: 'EXTERNAL',
        status: 'OPEN_EXTERNAL',
        external: { url: 'https://tickets.example.com/e/1' },
      });
    });

    it('switches to NONE and back', async () => {
      const event = await createEvent(app, { title: 'None And Back' });
      const none = await patched(event.id, {
        event: { registration: { type: 'NONE' } },
        fields: ['REGISTRATION'],
      });
      expect(none.registration).toMatchObject({ type: 'NONE', status: 'UNKNOWN_REGISTRATION_STATUS' });
      const back = await patched(event.id, {
        event: { registration: { type: 'RSVP' } },
        fields: ['REGISTRATION'],
      });
      expect(back.registration).toMatchObject({ type: 'RSVP', status: 'OPEN_RSVP' });
    });
  });

  describe('slugs and categories', () => {
    it('changes to a free custom slug', async () => {
      const event = await createEvent(app, { title: 'Slug Change' });
      const updated = await patched(event.id, { event: { seoSettings: { slug: 'brand-new-slug' } } });
      expect(updated.slug).toBe('brand-new-slug');
      const bySlug = await app.request({
        method: 'GET',
        url: '/events/v3/events/slug/brand-new-slug',
        headers: app.ownerHeaders(),
      });
      expect(bySlug.json().event.id).toBe(event.id);
      const old = await app.request({
        method: 'GET',
        url: '/events/v3/events/slug/slug-change',
        headers: app.ownerHeaders(),
      });
      expectAppError(old, 404, 'EVENT_NOT_FOUND');
    });

    it('keeps its own slug when it is sent again', async () => {
      const event = await createEvent(app, { title: 'Own Slug' });
      const updated = await patched(event.id, { event: { seoSettings: { slug: 'own-slug' } } });
      expect(updated.slug).toBe('own-slug');
    });

    it("refuses another event's slug and a badly formed one", async () => {
      await createEvent(app, { title: 'Slug Holder' });
      const event = await createEvent(app, { title: 'Slug Wanter' });
      expectAppError(
        await patch(event.id, { event: { seoSettings: { slug: 'slug-holder' } } }),
        409,
        'SLUG_ALREADY_IN_USE',
      );
      expectAppError(
        await patch(event.id, { event: { seoSettings: { slug: 'Not A Slug' } } }),
        400,
        'INVALID_SLUG_FORMAT',
      );
      expect((await get(event.id)).slug).toBe('slug-wanter');
    });

    it('replaces the categories and keeps the recurring one', async () => {
      const event = await createEvent(
        app,
        {
          title: 'Recurring Cats',
          categories: { categories: [{ name: 'First' }] },
          dateAndTimeSettings: {
            recurringEvents: { individualEventDates: [{ startDate: inHours(5), endDate: inHours(6) }] },
          },
        },
        { fields: ['CATEGORIES'] },
      );
      const seriesId = event.dateAndTimeSettings.recurringEvents.categoryId;
      const updated = await patched(event.id, {
        event: { categories: { categories: [{ name: 'Second' }] } },
        fields: ['CATEGORIES'],
      });
      expect(updated.categories.categories.map((c: any) => c.name ?? c.id).sort()).toEqual(
        ['Recurring Cats', 'Second'].sort(),
      );
      expect(updated.categories.categories.map((c: any) => c.id)).toContain(seriesId);
    });
  });

  describe('errors', () => {
    it('answers an unknown event with 404 EVENT_NOT_FOUND', async () => {
      expectAppError(await patch(randomUUID(), { event: { title: 'Ghost' } }), 404, 'EVENT_NOT_FOUND');
    });

    it('refuses an event.id that differs from the path', async () => {
      const event = await createEvent(app, { title: 'Mismatch' });
      expectViolation(await patch(event.id, { event: { id: randomUUID(), title: 'X' } }), 'event.id');
    });

    it('refuses a path id that is not a uuid', async () => {
      expect((await patch('not-a-uuid', { event: { title: 'X' } })).statusCode).toBe(400);
    });

    it('refuses a body without event', async () => {
      const event = await createEvent(app, { title: 'No Body' });
      expectViolation(await patch(event.id, {}), 'event', 'REQUIRED_FIELD');
    });

    it('refuses an end date before the start date', async () => {
      const event = await createEvent(app, { title: 'Bad Dates' });
      const response = await patch(event.id, {
        event: { dateAndTimeSettings: { endDate: event.dateAndTimeSettings.startDate } },
      });
      expectViolation(response, 'event.dateAndTimeSettings.endDate', 'VALIDATION');
    });

    it('refuses visitors with 403', async () => {
      const event = await createEvent(app, { title: 'Visitor Patch' });
      const response = await patch(event.id, { event: { title: 'Hacked' } }, await app.visitorHeaders());
      expectAppError(response, 403, 'PERMISSION_DENIED');
      expect((await get(event.id)).title).toBe('Visitor Patch');
    });

    it("does not reach another site's event", async () => {
      const event = await createEvent(app, { title: 'Other Owner' });
      const other = await app.createSite();
      const response = await patch(event.id, { event: { title: 'Stolen' } }, app.ownerHeaders(other));
      expectAppError(response, 404, 'EVENT_NOT_FOUND');
    });
  });

  it('advances updatedDate and keeps createdDate', async () => {
    const event = await createEvent(app, { title: 'Timestamps' });
    let previous = event.updatedDate;
    for (const title of ['Timestamps 2', 'Timestamps 3', 'Timestamps 4']) {
      const updated = await patched(event.id, { event: { title } });
      expect(updated.createdDate).toBe(event.createdDate);
      expect(Date.parse(updated.updatedDate)).toBeGreaterThanOrEqual(Date.parse(previous));
      previous = updated.updatedDate;
    }
    expect(Date.parse(previous)).toBeGreaterThan(Date.parse(event.createdDate));
  });
});
