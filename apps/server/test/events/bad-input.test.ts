import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { countEvents, createEvent, eventInput, expectViolation, postEvent, queryEvents } from './helpers.ts';

// Inputs that once answered 500 (or were silently converted): each is a 400 naming the field.
describe('bad input is a 400 with a field violation', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('refuses an offset beyond the paging limit', async () => {
    expectViolation(
      await queryEvents(app, { query: { paging: { offset: 1e20 } } }),
      'query.paging.offset',
      'MAX',
    );
    expectViolation(
      await queryEvents(app, { query: { paging: { offset: 100_001 } } }),
      'query.paging.offset',
      'MAX',
    );
  });

  it.each(['2030-01-01T23:59:60Z', '2030-02-30T10:00:00Z', '2030-01-01T24:00:00Z'])(
    'refuses the start date %s, writing nothing',
    async (startDate) => {
      const before = await countEvents(app);
      const response = await postEvent(
        app,
        eventInput({ dateAndTimeSettings: { startDate, endDate: '2030-01-02T10:00:00Z' } }),
      );
      expectViolation(response, 'event.dateAndTimeSettings.startDate', 'FORMAT');
      expect(await countEvents(app)).toBe(before);
    },
  );

  it('refuses a rich-text description nested 1,000 levels deep', async () => {
    let node: Record<string, unknown> = { type: 'TEXT', textData: { text: 'deep' } };
    for (let i = 0; i < 1000; i++) node = { type: 'PARAGRAPH', nodes: [node] };
    const response = await postEvent(app, eventInput({ description: { nodes: [node] } }));
    expectViolation(response, 'body', 'VALIDATION');
  });

  it('accepts an ordinary nested description', async () => {
    let node: Record<string, unknown> = { type: 'TEXT', textData: { text: 'shallow' } };
    for (let i = 0; i < 10; i++) node = { type: 'PARAGRAPH', nodes: [node] };
    const response = await postEvent(app, eventInput({ description: { nodes: [node] } }));
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([101, 115, 130])('reaches an event by a %i-character slug', async (length) => {
    const slug = `s${'-a'.repeat(200)}`.slice(0, length).replace(/-$/, 'b');
    const event = await createEvent(app, { title: 'Long slug', seoSettings: { slug } });
    expect(event.slug).toBe(slug);
    const visitor = await app.visitorHeaders();
    const read = await app.request({
      method: 'GET',
      url: `/events/v3/events/slug/${slug}`,
      headers: visitor,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().event.id).toBe(event.id);
  });

  it('answers a too-long slug in the path with a 400, not a router error', async () => {
    const read = await app.request({
      method: 'GET',
      url: `/events/v3/events/slug/${'a'.repeat(200)}`,
      headers: await app.visitorHeaders(),
    });
    expectViolation(read, 'slug', 'MAX_LENGTH');
  });

  it.each([
    ['a number title', { title: 123 }, 'event.title'],
    ['a boolean title', { title: true }, 'event.title'],
    [
      'a string flag',
      { eventDisplaySettings: { hideEventDetailsButton: 'true' } },
      'event.eventDisplaySettings.hideEventDetailsButton',
    ],
  ])('refuses %s instead of converting it', async (_label, overrides, field) => {
    const before = await countEvents(app);
    expectViolation(await postEvent(app, eventInput(overrides)), field);
    expect(await countEvents(app)).toBe(before);
  });

  it('refuses a string where the draft flag is a boolean', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/events/v3/events',
      headers: app.ownerHeaders(),
      payload: { event: eventInput(), draft: 'false' },
    });
    expectViolation(response, 'draft');
  });

  it('still coerces query-string parameters of GET reads', async () => {
    const event = await createEvent(app, { title: 'Query String' });
    const read = await app.request({
      method: 'GET',
      url: `/events/v3/events/${event.id}?fields=DETAILS`,
      headers: app.ownerHeaders(),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().event.shortDescription).toBeDefined();
  });
});
