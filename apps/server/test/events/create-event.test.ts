import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  countEvents,
  createEvent,
  eventInput,
  expectAppError,
  expectViolation,
  inHours,
  postEvent,
  queryEvents,
} from './helpers.ts';

const ALL_FIELDS = [
  'DETAILS',
  'TEXTS',
  'REGISTRATION',
  'URLS',
  'FORM',
  'DASHBOARD',
  'FEED',
  'ONLINE_CONFERENCING_SESSION',
  'SEO_SETTINGS',
  'AGENDA',
  'CATEGORIES',
];

const richDescription = {
  nodes: [
    {
      type: 'PARAGRAPH',
      id: 'p1',
      nodes: [{ type: 'TEXT', id: '', textData: { text: 'Bring your own leather.', decorations: [] } }],
    },
  ],
  metadata: { version: 1 },
  documentStyle: {},
};

describe('POST /events/v3/events', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  describe('happy path', () => {
    it('creates a venue event with every field group and returns them all', async () => {
      const start = inHours(48);
      const end = inHours(50);
      const event = await createEvent(
        app,
        {
          title: 'Leather Crafting 101',
          shortDescription: 'Make a wallet',
          description: richDescription,
          location: {
            type: 'VENUE',
            name: 'Workshop',
            address: {
              country: 'US',
              subdivision: 'NY',
              city: 'New York',
              postalCode: '10001',
              streetAddress: { number: '11', name: 'W 53rd St', apt: '2B' },
              addressLine: '11 W 53rd St',
              formattedAddress: '11 W 53rd St, New York, NY 10001, USA',
              geocode: { latitude: 40.7614, longitude: -73.9776 },
            },
          },
          dateAndTimeSettings: { startDate: start, endDate: end, timeZoneId: 'America/New_York' },
          registration: { initialType: 'RSVP', rsvp: { limit: 30, responseType: 'YES_AND_NO' } },
          categories: { categories: [{ name: 'Crafts' }, { name: 'Workshops' }] },
          seoSettings: { slug: 'leather-wallets' },
        },
        { fields: ALL_FIELDS },
      );

      expect(event).toMatchObject({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        title: 'Leather Crafting 101',
        slug: 'leather-wallets',
        status: 'UPCOMING',
        instanceId: app.site.siteId,
        shortDescription: 'Make a wallet',
        description: richDescription,
        location: {
          type: 'VENUE',
          name: 'Workshop',
          address: {
            city: 'New York',
            streetAddress: { number: '11', name: 'W 53rd St', apt: '2B' },
            geocode: { latitude: 40.7614, longitude: -73.9776 },
          },
        },
        dateAndTimeSettings: {
          startDate: start,
          endDate: end,
          timeZoneId: 'America/New_York',
          recurrenceStatus: 'ONE_TIME',
          formatted: { dateAndTime: expect.any(String), startDate: expect.any(String) },
        },
        registration: {
          initialType: 'RSVP',
          type: 'RSVP',
          status: 'OPEN_RSVP',
          rsvp: { limit: 30, responseType: 'YES_AND_NO' },
        },
        eventPageUrl: { base: 'http://tessera.test', path: '/events/leather-wallets' },
        seoSettings: { slug: 'leather-wallets' },
        summaries: { rsvps: { totalCount: 0 }, tickets: { ticketsSold: 0 } },
        calendarUrls: { google: expect.stringContaining('calendar.google.com') },
        feed: { token: expect.any(String) },
        agendaSettings: { enabled: false },
      });
      expect(Date.parse(event.createdDate)).not.toBeNaN();
      expect(event.categories.categories.map((c: any) => c.name)).toEqual(['Crafts', 'Workshops']);
      for (const c of event.categories.categories) {
        expect(c).toMatchObject({ id: expect.any(String), type: 'MANUAL', hidden: false });
      }
      // The default form asks for the name and the email.
      const controls = event.form.controls.map((c: any) => [c.type, c.inputs.map((i: any) => i.name)]);
      expect(controls).toEqual([
        ['NAME', ['firstName', 'lastName']],
        ['INPUT', ['email']],
      ]);
    });

    it('reuses a category named again instead of creating a second one', async () => {
      const a = await createEvent(
        app,
        { title: 'Cat A', categories: { categories: [{ name: 'Reused' }] } },
        { fields: ['CATEGORIES'] },
      );
      const b = await createEvent(
        app,
        { title: 'Cat B', categories: { categories: [{ name: 'Reused' }] } },
        { fields: ['CATEGORIES'] },
      );
      expect(b.categories.categories[0].id).toBe(a.categories.categories[0].id);
    });

    it('creates an online event with a conferencing session', async () => {
      const event = await createEvent(
        app,
        {
          title: 'Online Meetup',
          location: { type: 'ONLINE' },
          onlineConferencing: { enabled: true, type: 'WEBINAR' },
        },
        { fields: ['ONLINE_CONFERENCING_SESSION'] },
      );
      expect(event.location.type).toBe('ONLINE');
      expect(event.onlineConferencing).toMatchObject({
        enabled: true,
        type: 'WEBINAR',
        session: {
          sessionCreated: true,
          guestLink: expect.stringContaining(`/conference/${event.id}/`),
          hostLink: expect.stringContaining('role=host'),
        },
      });

      // Visitors learn that a session exists, never how to join or host it.
      const visitor = await app.request({
        method: 'GET',
        url: `/events/v3/events/${event.id}?fields=ONLINE_CONFERENCING_SESSION`,
        headers: await app.visitorHeaders(),
      });
      expect(visitor.statusCode, visitor.body).toBe(200);
      const session = visitor.json().event.onlineConferencing.session;
      expect(session.sessionCreated).toBe(true);
      expect(session.guestLink).toBeUndefined();
      expect(session.hostLink).toBeUndefined();
    });

    it('creates an event whose date is TBD', async () => {
      const event = await createEvent(app, {
        title: 'Someday',
        dateAndTimeSettings: { dateAndTimeTbd: true, dateAndTimeTbdMessage: 'Dates soon' },
      });
      expect(event.status).toBe('UPCOMING');
      expect(event.dateAndTimeSettings).toMatchObject({
        dateAndTimeTbd: true,
        formatted: { dateAndTime: 'Dates soon' },
      });
      expect(event.dateAndTimeSettings.startDate).toBeUndefined();
    });

    it('creates a ticketed event with ticket defaults', async () => {
      const event = await createEvent(
        app,
        { title: 'Gala', registration: { initialType: 'TICKETING', tickets: { ticketLimitPerOrder: 4 } } },
        { fields: ['REGISTRATION'] },
      );
      expect(event.registration).toMatchObject({
        initialType: 'TICKETING',
        type: 'TICKETING',
        status: 'OPEN_TICKETS',
        tickets: { ticketLimitPerOrder: 4, guestsAssignedSeparately: false },
      });
    });

    it('creates one event per occurrence of a recurring event, tied by a category', async () => {
      const dates = [0, 1, 2].map((week) => ({
        startDate: inHours(24 * 7 * (week + 1)),
        endDate: inHours(24 * 7 * (week + 1) + 2),
      }));
      const first = await createEvent(
        app,
        {
          title: 'Weekly Yoga',
          dateAndTimeSettings: { recurringEvents: { individualEventDates: dates } },
        },
        { fields: ['CATEGORIES'] },
      );
      const seriesId = first.dateAndTimeSettings.recurringEvents.categoryId;
      expect(seriesId).toEqual(expect.any(String));
      expect(first.dateAndTimeSettings).toMatchObject({
        recurrenceStatus: 'RECURRING',
        startDate: dates[0].startDate,
      });
      expect(first.categories.categories).toEqual([
        expect.objectContaining({ id: seriesId, type: 'RECURRING_EVENT', hidden: true }),
      ]);

      const response = await queryEvents(app, {
        query: {
          filter: { 'dateAndTimeSettings.recurringEvents.categoryId': seriesId },
          sort: [{ fieldName: 'dateAndTimeSettings.startDate' }],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const events = response.json().events;
      expect(events.map((e: any) => e.dateAndTimeSettings.startDate)).toEqual(dates.map((d) => d.startDate));
      expect(new Set(events.map((e: any) => e.dateAndTimeSettings.recurringEvents.categoryId))).toEqual(
        new Set([seriesId]),
      );
      expect(new Set(events.map((e: any) => e.slug)).size).toBe(3);
      // Each occurrence is formatted from its own dates, not the series'.
      const formattedStarts = events.map((e: any) => e.dateAndTimeSettings.formatted.startDate);
      expect(formattedStarts.every((s: string) => /\d{4}$/.test(s))).toBe(true);
      expect(new Set(formattedStarts).size).toBe(3);
    });

    it('creates a draft when asked', async () => {
      const event = await createEvent(app, { title: 'Draft One' }, { draft: true });
      expect(event.status).toBe('DRAFT');
      expect(event.publishedDate).toBeUndefined();
    });

    it('ignores read-only fields sent by the client', async () => {
      const event = await createEvent(app, {
        title: 'Read Only',
        id: randomUUID(),
        status: 'ENDED',
        slug: 'my-own',
        createdDate: '2000-01-01T00:00:00.000Z',
      });
      expect(event.status).toBe('UPCOMING');
      expect(event.slug).toBe('read-only');
      expect(event.createdDate).not.toBe('2000-01-01T00:00:00.000Z');
    });
  });

  describe('requested fields decide what the response holds', () => {
    it('holds only the base event without fields', async () => {
      const event = await createEvent(app, {
        title: 'Bare',
        description: richDescription,
        categories: { categories: [{ name: 'Bare Cat' }] },
      });
      for (const key of [
        'registration',
        'description',
        'categories',
        'eventPageUrl',
        'summaries',
        'form',
        'feed',
        'calendarUrls',
        'seoSettings',
      ]) {
        expect(event, key).not.toHaveProperty(key);
      }
      expect(event).toMatchObject({ id: expect.any(String), title: 'Bare', status: 'UPCOMING' });
    });

    it('adds each group only when it is requested', async () => {
      const created = await createEvent(app, {
        title: 'Groups',
        description: richDescription,
        categories: { categories: [{ name: 'Group Cat' }] },
      });
      const get = (fields: string) =>
        app
          .request({
            method: 'GET',
            url: `/events/v3/events/${created.id}?${fields}`,
            headers: app.ownerHeaders(),
          })
          .then((r) => {
            expect(r.statusCode, r.body).toBe(200);
            return r.json().event;
          });

      const texts = await get('fields=TEXTS');
      expect(texts.description).toEqual(richDescription);
      expect(texts).not.toHaveProperty('registration');

      const registration = await get('fields=REGISTRATION');
      expect(registration.registration.type).toBe('RSVP');
      expect(registration).not.toHaveProperty('description');

      const categories = await get('fields=CATEGORIES');
      expect(categories.categories.categories.map((c: any) => c.name)).toEqual(['Group Cat']);
      expect(categories).not.toHaveProperty('eventPageUrl');

      const urls = await get('fields=URLS');
      expect(urls.eventPageUrl).toEqual({ base: 'http://tessera.test', path: '/events/groups' });
      expect(urls).not.toHaveProperty('categories');

      const dashboard = await get('fields=DASHBOARD');
      expect(dashboard.summaries).toBeDefined();

      const visitorDashboard = await app.request({
        method: 'GET',
        url: `/events/v3/events/${created.id}?fields=DASHBOARD`,
        headers: await app.visitorHeaders(),
      });
      expect(visitorDashboard.statusCode).toBe(200);
      expect(visitorDashboard.json().event).not.toHaveProperty('summaries');
    });
  });

  describe('validation', () => {
    it('requires a title', async () => {
      const { title: _title, ...event } = eventInput();
      expectViolation(await postEvent(app, event), 'event.title', 'REQUIRED_FIELD');
    });

    it('limits the title to 120 characters', async () => {
      expectViolation(
        await postEvent(app, eventInput({ title: 'x'.repeat(121) })),
        'event.title',
        'MAX_LENGTH',
      );
      await createEvent(app, { title: 'y'.repeat(120) });
    });

    it('rejects an unknown enum value', async () => {
      const response = await postEvent(app, eventInput({ location: { type: 'MOON' } }));
      expectViolation(response, 'event.location.type', 'INVALID_ENUM_VALUE');
    });

    it('rejects an end date before the start date', async () => {
      const response = await postEvent(
        app,
        eventInput({ dateAndTimeSettings: { startDate: inHours(10), endDate: inHours(9) } }),
      );
      expectViolation(response, 'event.dateAndTimeSettings.endDate', 'VALIDATION');
    });

    it('rejects an unknown time zone', async () => {
      const response = await postEvent(
        app,
        eventInput({
          dateAndTimeSettings: { startDate: inHours(10), endDate: inHours(11), timeZoneId: 'Mars/Olympus' },
        }),
      );
      expectViolation(response, 'event.dateAndTimeSettings.timeZoneId', 'FORMAT');
    });

    it('rejects a date that is not ISO-8601', async () => {
      const response = await postEvent(
        app,
        eventInput({ dateAndTimeSettings: { startDate: 'tomorrow', endDate: inHours(11) } }),
      );
      expectViolation(response, 'event.dateAndTimeSettings.startDate', 'FORMAT');
    });

    it('requires registration.initialType', async () => {
      const response = await postEvent(app, eventInput({ registration: {} }));
      expectViolation(response, 'event.registration.initialType', 'REQUIRED_FIELD');
    });

    it('requires a location and dates', async () => {
      const violations = expectViolation(
        await postEvent(app, { title: 'Empty', registration: { initialType: 'RSVP' } }),
        'event.location',
        'REQUIRED_FIELD',
      );
      expect(violations.map((v) => v.field)).toContain('event.dateAndTimeSettings');
    });

    it('reports every violation of a request at once', async () => {
      const response = await postEvent(app, {
        location: { type: 'VENUE' },
        dateAndTimeSettings: { startDate: inHours(10), endDate: inHours(9), timeZoneId: 'Nowhere/City' },
        registration: {},
      });
      const fields = expectViolation(response, 'event.title', 'REQUIRED_FIELD').map((v) => v.field);
      expect(fields).toEqual(
        expect.arrayContaining([
          'event.dateAndTimeSettings.endDate',
          'event.dateAndTimeSettings.timeZoneId',
          'event.registration.initialType',
        ]),
      );
    });

    it('answers malformed JSON with a 400 envelope', async () => {
      const response = await app.request({
        method: 'POST',
        url: '/events/v3/events',
        headers: { ...app.ownerHeaders(), 'content-type': 'application/json' },
        payload: '{"event": {"title": ',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: expect.any(String),
        details: { validationError: { fieldViolations: [expect.objectContaining({ field: 'body' })] } },
      });
    });

    it('answers a missing body with a 400 envelope', async () => {
      const response = await app.request({
        method: 'POST',
        url: '/events/v3/events',
        headers: app.ownerHeaders(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details.validationError.fieldViolations.length).toBeGreaterThan(0);
    });

    it('writes nothing when a request fails part-way', async () => {
      const before = await countEvents(app);
      const response = await postEvent(
        app,
        eventInput({
          title: 'Half Written',
          categories: { categories: [{ name: 'Brand New Category' }, { id: randomUUID() }] },
        }),
      );
      expectViolation(response, 'event.categories.categories[1].id', 'VALIDATION');
      expect(await countEvents(app)).toBe(before);

      const recurring = await postEvent(
        app,
        eventInput({
          title: 'Half Series',
          dateAndTimeSettings: {
            recurringEvents: {
              individualEventDates: [
                { startDate: inHours(30), endDate: inHours(31) },
                { startDate: inHours(40), endDate: inHours(39) },
              ],
            },
          },
        }),
      );
      expectViolation(
        recurring,
        'event.dateAndTimeSettings.recurringEvents.individualEventDates[1].endDate',
        'VALIDATION',
      );
      expect(await countEvents(app)).toBe(before);
    });
  });

  describe('slugs', () => {
    it('derives the slug from the title and suffixes duplicates', async () => {
      const a = await createEvent(app, { title: 'Same Title!' });
      const b = await createEvent(app, { title: 'Same Title!' });
      const c = await createEvent(app, { title: 'Same   title' });
      expect([a.slug, b.slug, c.slug]).toEqual(['same-title', 'same-title-2', 'same-title-3']);
    });

    it('refuses a custom slug already in use', async () => {
      await createEvent(app, { title: 'Owner Of Slug', seoSettings: { slug: 'taken-slug' } });
      const response = await postEvent(app, eventInput({ seoSettings: { slug: 'taken-slug' } }));
      const error = expectAppError(response, 409, 'SLUG_ALREADY_IN_USE');
      expect(error.data).toMatchObject({ slug: 'taken-slug' });
    });

    it('refuses a custom slug of the wrong format', async () => {
      for (const slug of ['Has Spaces', 'UPPER', 'double--dash', '-leading', 'trailing-', 'ünïcode']) {
        const response = await postEvent(app, eventInput({ seoSettings: { slug } }));
        expectAppError(response, 400, 'INVALID_SLUG_FORMAT');
      }
    });
  });

  describe('permissions', () => {
    it('refuses a visitor token with 403', async () => {
      const response = await postEvent(app, eventInput(), { headers: await app.visitorHeaders() });
      expectAppError(response, 403, 'PERMISSION_DENIED');
    });

    it('refuses a request without Authorization with 401', async () => {
      const response = await postEvent(app, eventInput(), { headers: {} });
      expectAppError(response, 401, 'UNAUTHENTICATED');
    });

    it('refuses an unknown API key with 401', async () => {
      const response = await postEvent(app, eventInput(), {
        headers: { authorization: 'tsk_not-a-real-key', 'wix-site-id': app.site.siteId },
      });
      expectAppError(response, 401, 'UNAUTHENTICATED');
    });

    it("refuses an API key sent with another site's id with 403", async () => {
      const other = await app.createSite();
      const response = await postEvent(app, eventInput(), {
        headers: { authorization: app.site.apiKey, 'wix-site-id': other.siteId },
      });
      expectAppError(response, 403, 'PERMISSION_DENIED');
    });

    it('accepts a Bearer prefix on the API key', async () => {
      const response = await postEvent(app, eventInput({ title: 'Bearer' }), {
        headers: { authorization: `Bearer ${app.site.apiKey}`, 'wix-site-id': app.site.siteId },
      });
      expect(response.statusCode, response.body).toBe(200);
    });
  });
});
