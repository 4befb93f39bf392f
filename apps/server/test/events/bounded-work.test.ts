import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { countEvents, createEvent, expectViolation, queryEvents } from './helpers.ts';

// One request's work is bounded: filter values across a whole filter, facets, series size, and
// destructive bulk calls that must say what they touch.
describe('bounded work per request', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const ids = (n: number) => Array.from({ length: n }, () => randomUUID());

  it('refuses more than 1,000 filter values across the whole filter', async () => {
    const visitor = await app.visitorHeaders();
    const branches = Array.from({ length: 32 }, () => ({ 'categories.id': { $hasAll: ids(1000) } }));
    expectViolation(
      await queryEvents(app, { query: { filter: { $or: branches } } }, visitor),
      'query.filter.$or[1].categories.id.$hasAll',
      'MAX_SIZE',
    );
    // 199 `$in` lists of 1,000 values each: a 400, not "too many SQL variables".
    const many = {
      $and: Array.from({ length: 199 }, (_, i) => ({
        id: { $in: Array.from({ length: 1000 }, (_, j) => `${i}-${j}`) },
      })),
    };
    const response = await queryEvents(app, { query: { filter: many } });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.json().details.validationError.fieldViolations).toHaveLength(1);
  });

  it('answers 1,000 category ids in one $hasAll / $hasSome / $nin with the right rows', async () => {
    const tagged = await createEvent(
      app,
      {
        title: 'Tagged',
        categories: { categories: [{ name: 'Bound A' }, { name: 'Bound B' }] },
      },
      { fields: ['CATEGORIES'] },
    );
    const [a, b] = tagged.categories.categories.map((c: { id: string }) => c.id);
    const untagged = await createEvent(app, { title: 'Untagged' });
    const filterIds = async (filter: unknown) => {
      const response = await queryEvents(app, { query: { filter, paging: { limit: 1000 } } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().events.map((e: { id: string }) => e.id);
    };
    expect(await filterIds({ 'categories.id': { $hasAll: [a, b] } })).toEqual([tagged.id]);
    expect(await filterIds({ 'categories.id': { $hasAll: [a, b, a] } })).toEqual([tagged.id]);
    expect(await filterIds({ 'categories.id': { $hasAll: [a, ...ids(998)] } })).toEqual([]);
    expect(await filterIds({ 'categories.id': { $hasSome: [b, ...ids(998)] } })).toEqual([tagged.id]);
    const none = await filterIds({ 'categories.id': { $nin: [a, ...ids(998)] } });
    expect(none).toContain(untagged.id);
    expect(none).not.toContain(tagged.id);
  });

  it('refuses more than 4 membership conditions in one filter', async () => {
    const visitor = await app.visitorHeaders();
    const branch = () => ({ 'categories.id': { $hasSome: ids(2) } });
    const four = await queryEvents(app, { query: { filter: { $or: [1, 2, 3, 4].map(branch) } } }, visitor);
    expect(four.statusCode, four.body).toBe(200);
    expectViolation(
      await queryEvents(app, { query: { filter: { $or: [1, 2, 3, 4, 5].map(branch) } } }, visitor),
      'query.filter.$or[4].categories.id.$hasSome',
      'MAX_SIZE',
    );
  });

  it('refuses a facet requested twice', async () => {
    const response = await app.request({
      method: 'POST',
      url: '/events/v3/events/count-by-status',
      headers: await app.visitorHeaders(),
      payload: { facet: Array.from({ length: 20 }, () => 'status') },
    });
    expectViolation(response, 'facet[1]', 'VALIDATION');
  });

  it('refuses a series of more than 100 occurrences, writing nothing', async () => {
    const before = await countEvents(app);
    const dates = Array.from({ length: 101 }, (_, i) => ({
      startDate: new Date(Date.UTC(2031, 0, 1 + i, 18)).toISOString(),
      endDate: new Date(Date.UTC(2031, 0, 1 + i, 20)).toISOString(),
    }));
    const response = await app.request({
      method: 'POST',
      url: '/events/v3/events',
      headers: app.ownerHeaders(),
      payload: {
        event: {
          title: 'Too Long Series',
          location: { type: 'ONLINE' },
          registration: { initialType: 'RSVP' },
          dateAndTimeSettings: { ...dates[0], recurringEvents: { individualEventDates: dates } },
        },
      },
    });
    expectViolation(response, 'event.dateAndTimeSettings.recurringEvents.individualEventDates', 'MAX_SIZE');
    expect(await countEvents(app)).toBe(before);
  });

  it('creates a series of 100 with distinct slugs', async () => {
    const dates = Array.from({ length: 100 }, (_, i) => ({
      startDate: new Date(Date.UTC(2032, 0, 1 + (i % 50), 18 + Math.floor(i / 50))).toISOString(),
      endDate: new Date(Date.UTC(2032, 0, 1 + (i % 50), 21)).toISOString(),
    }));
    const event = await createEvent(app, {
      title: 'Big Series',
      dateAndTimeSettings: { ...dates[0], recurringEvents: { individualEventDates: dates } },
    });
    const response = await queryEvents(app, {
      query: {
        filter: {
          'dateAndTimeSettings.recurringEvents.categoryId':
            event.dateAndTimeSettings.recurringEvents.categoryId,
        },
        paging: { limit: 200 },
      },
    });
    const slugs = response.json().events.map((e: { slug: string }) => e.slug);
    expect(slugs).toHaveLength(100);
    expect(new Set(slugs).size).toBe(100);
  });

  describe.each(['delete-by-filter', 'cancel-by-filter'])('bulk %s', (action) => {
    it.each([
      ['no body', undefined],
      ['an empty body', {}],
      ['a mistyped key', { filtr: { filter: {} } }],
      ['a mistyped inner key', { filter: { filtr: { title: 'x' } } }],
    ])('refuses %s and changes nothing', async (_label, payload) => {
      const event = await createEvent(app, { title: `Survivor ${action}` });
      const draft = await createEvent(app, { title: `Draft Survivor ${action}` }, { draft: true });
      const before = await countEvents(app);
      const response = await app.request({
        method: 'POST',
        url: `/events/v3/bulk/events/${action}`,
        headers: app.ownerHeaders(),
        ...(payload === undefined ? {} : { payload }),
      });
      expectViolation(
        response,
        'filter' + (payload && 'filter' in payload ? '.filter' : ''),
        'REQUIRED_FIELD',
      );
      expect(await countEvents(app)).toBe(before);
      for (const id of [event.id, draft.id]) {
        const read = await app.request({
          method: 'GET',
          url: `/events/v3/events/${id}`,
          headers: app.ownerHeaders(),
        });
        expect(read.json().event.status).not.toBe('CANCELED');
      }
    });
  });

  it('bulk-deletes more events than one chunk holds', async () => {
    const site = await app.createSite('Bulk chunks');
    const headers = app.ownerHeaders(site);
    const dates = Array.from({ length: 100 }, (_, i) => ({
      startDate: new Date(Date.UTC(2033, 0, 1 + i, 18)).toISOString(),
      endDate: new Date(Date.UTC(2033, 0, 1 + i, 20)).toISOString(),
    }));
    for (const title of ['Chunk One', 'Chunk Two', 'Chunk Three']) {
      await createEvent(
        app,
        { title, dateAndTimeSettings: { ...dates[0], recurringEvents: { individualEventDates: dates } } },
        { headers },
      );
    }
    expect(await countEvents(app, headers)).toBe(300);
    const cancel = await app.request({
      method: 'POST',
      url: '/events/v3/bulk/events/cancel-by-filter',
      headers,
      payload: { filter: { filter: { title: { $startsWith: 'chunk t' } } } },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const canceled = await queryEvents(app, { query: { filter: { status: 'CANCELED' } } }, headers);
    expect(canceled.json().pagingMetadata.total).toBe(200);
    const remove = await app.request({
      method: 'POST',
      url: '/events/v3/bulk/events/delete-by-filter',
      headers,
      payload: { filter: { filter: {} } },
    });
    expect(remove.statusCode, remove.body).toBe(200);
    expect(await countEvents(app, headers)).toBe(0);
  });
});
