import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewSite } from '../../src/modules/sites/sites.service.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent, expectAppError, expectViolation, inHours, queryEvents } from './helpers.ts';

const at = (start: number, end = start + 2) => ({
  dateAndTimeSettings: { startDate: inHours(start), endDate: inHours(end) },
});
const online = { location: { type: 'ONLINE' } };
const ticketing = { registration: { initialType: 'TICKETING' } };
const cats = (...names: string[]) => ({ categories: { categories: names.map((name) => ({ name })) } });

describe('POST /events/v3/events/query', () => {
  let app: TestApp;
  let other: NewSite;
  /** Seeded events of the first site by title. */
  const ids: Record<string, string> = {};
  const startDates: Record<string, string> = {};
  let musicId: string;
  let outdoorId: string;
  let foreignCategoryId: string;

  beforeAll(async () => {
    app = await createTestApp();
    other = await app.createSite();
    const seed: [string, Record<string, unknown>, { draft?: boolean }?][] = [
      ['Alpha Concert', { ...at(24), ...cats('Music') }],
      ['alpha workshop', { ...at(48), ...online }],
      ['Beta Concert', { ...at(72), ...ticketing, ...cats('Music', 'Outdoor') }],
      ['Beta Meetup', { ...at(96), ...online }],
      ['Gamma Gala', { ...at(120), ...ticketing, ...cats('Music') }],
      ['Gamma Talk', at(-1, 2)],
      ['Delta Past', at(-50)],
      ['Delta Old', at(-100)],
      ['Epsilon TBD', { dateAndTimeSettings: { dateAndTimeTbd: true } }],
      ['Zeta Canceled', at(150)],
      ['Eta Draft', at(30), { draft: true }],
      ['Theta Draft', { ...at(60), ...cats('Music') }, { draft: true }],
      ['Iota Online', { ...at(200), ...online, ...cats('Outdoor') }],
      ['Kappa 100% off', at(210)],
      ['Kappa 1000 things', at(220)],
    ];
    for (const [title, overrides, options] of seed) {
      const event = await createEvent(app, { title, ...overrides }, { ...options, fields: ['CATEGORIES'] });
      ids[title] = event.id;
      startDates[title] = event.dateAndTimeSettings.startDate;
      for (const c of event.categories.categories) {
        if (c.name === 'Music') musicId = c.id;
        if (c.name === 'Outdoor') outdoorId = c.id;
      }
    }
    const canceled = await app.request({
      method: 'POST',
      url: `/events/v3/events/${ids['Zeta Canceled']}/cancel`,
      headers: app.ownerHeaders(),
      payload: {},
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const foreign = await createEvent(
      app,
      { title: 'Alpha Foreign', ...at(24), ...cats('Music') },
      { headers: app.ownerHeaders(other), fields: ['CATEGORIES'] },
    );
    foreignCategoryId = foreign.categories.categories[0].id;
    await createEvent(app, { title: 'Beta Foreign', ...at(72) }, { headers: app.ownerHeaders(other) });
  });
  afterAll(() => app.close());

  const PUBLISHED = [
    'Alpha Concert',
    'alpha workshop',
    'Beta Concert',
    'Beta Meetup',
    'Gamma Gala',
    'Gamma Talk',
    'Delta Past',
    'Delta Old',
    'Epsilon TBD',
    'Zeta Canceled',
    'Iota Online',
    'Kappa 100% off',
    'Kappa 1000 things',
  ];

  /** Titles a query returns, in order. */
  const titles = async (body: Record<string, unknown>, headers = app.ownerHeaders()): Promise<string[]> => {
    const response = await queryEvents(app, body, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().events.map((e: { title: string }) => e.title);
  };
  /** Titles matching a filter, sorted (for set comparisons). */
  const matching = async (filter: unknown, extra: Record<string, unknown> = {}) =>
    (await titles({ query: { filter, paging: { limit: 100 } }, ...extra })).sort();
  const sorted = (list: string[]) => [...list].sort();

  describe('filters', () => {
    it('treats a bare value as $eq', async () => {
      expect(await matching({ title: 'Beta Concert' })).toEqual(['Beta Concert']);
      expect(await matching({ title: { $eq: 'Beta Concert' } })).toEqual(['Beta Concert']);
    });

    it('supports $ne, $in and $nin', async () => {
      expect(await matching({ 'location.type': { $ne: 'VENUE' } })).toEqual(
        sorted(['alpha workshop', 'Beta Meetup', 'Iota Online']),
      );
      expect(await matching({ 'registration.type': { $in: ['TICKETING'] } })).toEqual(
        sorted(['Beta Concert', 'Gamma Gala']),
      );
      expect(
        await matching({
          title: { $nin: PUBLISHED.filter((t) => !t.startsWith('Gamma')) },
        }),
      ).toEqual(['Gamma Gala', 'Gamma Talk']);
    });

    it('compares start dates with $gt, $gte, $lt and $lte', async () => {
      const pivot = startDates['Beta Concert'];
      const later = [
        'Beta Meetup',
        'Gamma Gala',
        'Zeta Canceled',
        'Iota Online',
        'Kappa 100% off',
        'Kappa 1000 things',
      ];
      const earlier = ['Alpha Concert', 'alpha workshop', 'Gamma Talk', 'Delta Past', 'Delta Old'];
      const on = (op: string) => matching({ 'dateAndTimeSettings.startDate': { [op]: pivot } });
      expect(await on('$gt')).toEqual(sorted(later));
      expect(await on('$gte')).toEqual(sorted([...later, 'Beta Concert']));
      expect(await on('$lt')).toEqual(sorted(earlier));
      expect(await on('$lte')).toEqual(sorted([...earlier, 'Beta Concert']));
    });

    it('accepts a date in another offset and as {$date}', async () => {
      const pivot = new Date(startDates['Beta Concert']);
      const plusTwo = new Date(pivot.getTime() + 2 * 3_600_000).toISOString().replace('Z', '+02:00');
      expect(await matching({ 'dateAndTimeSettings.startDate': plusTwo })).toEqual(['Beta Concert']);
      expect(
        await matching({ 'dateAndTimeSettings.startDate': { $eq: { $date: startDates['Beta Concert'] } } }),
      ).toEqual(['Beta Concert']);
    });

    it('matches $startsWith without regard to case and escapes LIKE wildcards', async () => {
      expect(await matching({ title: { $startsWith: 'ALPHA' } })).toEqual(
        sorted(['Alpha Concert', 'alpha workshop']),
      );
      expect(await matching({ title: { $startsWith: 'kappa 100%' } })).toEqual(['Kappa 100% off']);
      expect(await matching({ title: { $startsWith: 'Kappa_' } })).toEqual([]);
    });

    it('supports $exists', async () => {
      expect(await matching({ 'dateAndTimeSettings.startDate': { $exists: false } })).toEqual([
        'Epsilon TBD',
      ]);
      expect(await matching({ 'dateAndTimeSettings.startDate': { $exists: true } })).toHaveLength(
        PUBLISHED.length - 1,
      );
    });

    it('combines conditions with $and, $or and $not', async () => {
      expect(await matching({ $or: [{ title: 'Beta Concert' }, { title: 'Gamma Gala' }] })).toEqual([
        'Beta Concert',
        'Gamma Gala',
      ]);
      expect(
        await matching({ $and: [{ 'location.type': 'VENUE' }, { 'registration.type': 'TICKETING' }] }),
      ).toEqual(['Beta Concert', 'Gamma Gala']);
      // An event without a start date is not before the pivot, so $not keeps it.
      expect(
        await matching({ $not: { 'dateAndTimeSettings.startDate': { $lt: startDates['Beta Concert'] } } }),
      ).toContain('Epsilon TBD');
      expect(await matching({ $not: { 'location.type': 'VENUE' } })).toEqual(
        sorted(['alpha workshop', 'Beta Meetup', 'Iota Online']),
      );
      expect(
        await matching({
          $or: [
            { title: { $startsWith: 'beta' } },
            { $and: [{ title: { $startsWith: 'gamma' } }, { status: 'STARTED' }] },
          ],
          $not: { title: 'Beta Meetup' },
        }),
      ).toEqual(['Beta Concert', 'Gamma Talk']);
    });

    it('filters by the derived status', async () => {
      expect(await matching({ status: 'ENDED' })).toEqual(['Delta Old', 'Delta Past']);
      expect(await matching({ status: { $in: ['STARTED', 'CANCELED'] } })).toEqual([
        'Gamma Talk',
        'Zeta Canceled',
      ]);
      expect(await matching({ status: 'DRAFT' })).toEqual([]);
      expect(await matching({ status: 'DRAFT' }, { includeDrafts: true })).toEqual([
        'Eta Draft',
        'Theta Draft',
      ]);
    });

    it('filters by categories with $hasSome and $hasAll', async () => {
      expect(await matching({ 'categories.id': { $hasSome: [musicId] } })).toEqual(
        sorted(['Alpha Concert', 'Beta Concert', 'Gamma Gala']),
      );
      expect(await matching({ 'categories.id': { $hasSome: [musicId, outdoorId] } })).toEqual(
        sorted(['Alpha Concert', 'Beta Concert', 'Gamma Gala', 'Iota Online']),
      );
      expect(await matching({ 'categories.id': { $hasAll: [musicId, outdoorId] } })).toEqual([
        'Beta Concert',
      ]);
      expect(await matching({ 'categories.id': { $hasSome: [foreignCategoryId] } })).toEqual([]);
    });

    it('accepts the _id alias', async () => {
      expect(await matching({ _id: ids['Gamma Gala'] })).toEqual(['Gamma Gala']);
      expect(await matching({ _id: { $in: [ids['Gamma Gala'], ids['Delta Old']] } })).toEqual([
        'Delta Old',
        'Gamma Gala',
      ]);
    });

    it('returns everything published for an empty filter and no body', async () => {
      expect(await matching({})).toEqual(sorted(PUBLISHED));
      const response = await app.request({
        method: 'POST',
        url: '/events/v3/events/query',
        headers: app.ownerHeaders(),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().pagingMetadata.total).toBe(PUBLISHED.length);
    });
  });

  describe('sort', () => {
    const five = ['Gamma Gala', 'Beta Meetup', 'Alpha Concert', 'Delta Past', 'Beta Concert'];

    it('sorts by title ASC and DESC', async () => {
      const query = (order: string) => ({
        query: { filter: { title: { $in: five } }, sort: [{ fieldName: 'title', order }] },
      });
      const ascending = ['Alpha Concert', 'Beta Concert', 'Beta Meetup', 'Delta Past', 'Gamma Gala'];
      expect(await titles(query('ASC'))).toEqual(ascending);
      expect(await titles(query('DESC'))).toEqual([...ascending].reverse());
    });

    it('sorts by start date, ascending by default', async () => {
      const byDate = ['Delta Past', 'Alpha Concert', 'Beta Concert', 'Beta Meetup', 'Gamma Gala'];
      const query = (sort?: unknown) => ({
        query: { filter: { title: { $in: five } }, ...(sort ? { sort } : {}) },
      });
      expect(await titles(query())).toEqual(byDate);
      expect(await titles(query([{ fieldName: 'dateAndTimeSettings.startDate' }]))).toEqual(byDate);
      expect(await titles(query([{ fieldName: 'dateAndTimeSettings.startDate', order: 'DESC' }]))).toEqual(
        [...byDate].reverse(),
      );
    });

    it('puts events without a start date last when ascending, first when descending, on every database', async () => {
      const filter = { title: { $in: ['Epsilon TBD', 'Alpha Concert', 'Delta Old'] } };
      const sort = (order: string) => [{ fieldName: 'dateAndTimeSettings.startDate', order }];
      expect(await titles({ query: { filter, sort: sort('ASC') } })).toEqual([
        'Delta Old',
        'Alpha Concert',
        'Epsilon TBD',
      ]);
      expect(await titles({ query: { filter, sort: sort('DESC') } })).toEqual([
        'Epsilon TBD',
        'Alpha Concert',
        'Delta Old',
      ]);
    });

    it('refuses to sort by an unknown or many-valued field', async () => {
      for (const fieldName of ['nope', 'categories.id']) {
        const response = await queryEvents(app, { query: { sort: [{ fieldName }] } });
        expectViolation(response, 'query.sort[0].fieldName', 'FIELD_NOT_ALLOWED');
      }
    });
  });

  describe('paging', () => {
    it('pages by offset with a total', async () => {
      const query = (offset: number) => ({
        query: { paging: { limit: 5, offset }, sort: [{ fieldName: 'title' }] },
      });
      const first = await queryEvents(app, query(0));
      expect(first.json().pagingMetadata).toEqual({
        count: 5,
        offset: 0,
        total: PUBLISHED.length,
        tooManyToCount: false,
      });
      const second = await queryEvents(app, query(5));
      expect(second.json().pagingMetadata).toEqual({
        count: 5,
        offset: 5,
        total: PUBLISHED.length,
        tooManyToCount: false,
      });
      const last = await queryEvents(app, query(10));
      expect(last.json().pagingMetadata).toEqual({
        count: 3,
        offset: 10,
        total: PUBLISHED.length,
        tooManyToCount: false,
      });
      const all = [first, second, last].flatMap((r) => r.json().events.map((e: any) => e.title));
      expect(all).toHaveLength(PUBLISHED.length);
      expect(new Set(all)).toEqual(new Set(PUBLISHED));
      const beyond = await queryEvents(app, query(100));
      expect(beyond.json()).toMatchObject({
        events: [],
        pagingMetadata: { count: 0, total: PUBLISHED.length },
      });
    });

    it('pages by cursor, forward and back', async () => {
      const first = await queryEvents(app, { query: { cursorPaging: { limit: 5 } } });
      expect(first.statusCode, first.body).toBe(200);
      const page1 = first.json();
      expect(page1.pagingMetadata).toMatchObject({ count: 5, hasNext: true, cursors: { prev: null } });
      expect(page1.pagingMetadata).not.toHaveProperty('total');

      const next = (cursor: string) => queryEvents(app, { query: { cursorPaging: { limit: 5, cursor } } });
      const page2 = (await next(page1.pagingMetadata.cursors.next)).json();
      expect(page2.pagingMetadata).toMatchObject({ count: 5, hasNext: true });
      const page3 = (await next(page2.pagingMetadata.cursors.next)).json();
      expect(page3.pagingMetadata).toMatchObject({ count: 3, hasNext: false, cursors: { next: null } });

      const seen = [page1, page2, page3].flatMap((p) => p.events.map((e: any) => e.id));
      expect(new Set(seen).size).toBe(PUBLISHED.length);

      const back = (await next(page2.pagingMetadata.cursors.prev)).json();
      expect(back.events.map((e: any) => e.id)).toEqual(page1.events.map((e: any) => e.id));
    });

    it('keeps the filter and sort of the query a cursor came from', async () => {
      const first = (
        await queryEvents(app, {
          query: {
            filter: { title: { $startsWith: 'beta' } },
            sort: [{ fieldName: 'title', order: 'DESC' }],
            cursorPaging: { limit: 1 },
          },
        })
      ).json();
      expect(first.events.map((e: any) => e.title)).toEqual(['Beta Meetup']);
      const second = (
        await queryEvents(app, {
          query: { cursorPaging: { limit: 1, cursor: first.pagingMetadata.cursors.next } },
        })
      ).json();
      expect(second.events.map((e: any) => e.title)).toEqual(['Beta Concert']);
      expect(second.pagingMetadata.hasNext).toBe(false);
    });

    it('refuses a tampered cursor or one from another query scope or site', async () => {
      const page = (await queryEvents(app, { query: { cursorPaging: { limit: 2 } } })).json();
      const cursor: string = page.pagingMetadata.cursors.next;
      const [body, mac] = cursor.split('.');
      const state = JSON.parse(Buffer.from(body, 'base64url').toString());
      const forged = `${Buffer.from(JSON.stringify({ ...state, offset: 0 })).toString('base64url')}.${mac}`;
      for (const bad of [forged, `${cursor}x`, 'garbage', `${body}.`]) {
        const response = await queryEvents(app, { query: { cursorPaging: { cursor: bad } } });
        expectViolation(response, 'query.cursorPaging.cursor', 'FORMAT');
      }

      const drafts = (
        await queryEvents(app, { query: { cursorPaging: { limit: 2 } }, includeDrafts: true })
      ).json();
      const replayed = await queryEvents(app, {
        query: { cursorPaging: { cursor: drafts.pagingMetadata.cursors.next } },
      });
      expectViolation(replayed, 'query.cursorPaging.cursor', 'FORMAT');

      const elsewhere = await queryEvents(
        app,
        { query: { cursorPaging: { cursor } } },
        app.ownerHeaders(other),
      );
      expectViolation(elsewhere, 'query.cursorPaging.cursor', 'FORMAT');
    });

    it('refuses too large limits and mixed paging', async () => {
      expectViolation(
        await queryEvents(app, { query: { paging: { limit: 1001 } } }),
        'query.paging.limit',
        'MAX',
      );
      expectViolation(
        await queryEvents(app, { query: { cursorPaging: { limit: 101 } } }),
        'query.cursorPaging.limit',
        'MAX',
      );
      expectViolation(
        await queryEvents(app, { query: { paging: { offset: -1 } } }),
        'query.paging.offset',
        'MIN',
      );
      expectViolation(
        await queryEvents(app, { query: { paging: { limit: 1 }, cursorPaging: { limit: 1 } } }),
        'query.paging',
        'ONE_OF_ALIGNMENT',
      );
    });

    it('treats a null limit as the default page size', async () => {
      const offset = await queryEvents(app, { query: { paging: { limit: null, offset: null } } });
      expect(offset.json().pagingMetadata.count).toBe(PUBLISHED.length);
      const cursor = await queryEvents(app, { query: { cursorPaging: { limit: null, cursor: null } } });
      expect(cursor.json().pagingMetadata).toMatchObject({ count: PUBLISHED.length, hasNext: false });
    });

    it('returns 50 events per page by default', async () => {
      const site = await app.createSite('Big site');
      for (let i = 0; i < 60; i++) {
        await createEvent(
          app,
          { title: `Bulk ${String(i).padStart(2, '0')}`, ...at(24 + i) },
          { headers: app.ownerHeaders(site) },
        );
      }
      const first = await queryEvents(app, {}, app.ownerHeaders(site));
      expect(first.json().events).toHaveLength(50);
      expect(first.json().pagingMetadata).toEqual({ count: 50, offset: 0, total: 60, tooManyToCount: false });
      const second = await queryEvents(app, { query: { paging: { offset: 50 } } }, app.ownerHeaders(site));
      expect(second.json().pagingMetadata).toEqual({
        count: 10,
        offset: 50,
        total: 60,
        tooManyToCount: false,
      });
      const cursor = await queryEvents(app, { query: { cursorPaging: {} } }, app.ownerHeaders(site));
      expect(cursor.json().pagingMetadata).toMatchObject({ count: 50, hasNext: true });
    });
  });

  describe('bad filters', () => {
    it('refuses an unknown field', async () => {
      expectViolation(
        await queryEvents(app, { query: { filter: { nope: 'x' } } }),
        'query.filter.nope',
        'FIELD_NOT_ALLOWED',
      );
      expectViolation(
        await queryEvents(app, { query: { filter: { $and: [{ title: 'x' }, { 'location.name': 'x' }] } } }),
        'query.filter.$and[1].location.name',
        'FIELD_NOT_ALLOWED',
      );
    });

    it('refuses an unknown operator', async () => {
      const violations = expectViolation(
        await queryEvents(app, { query: { filter: { title: { $regex: 'a.*' } } } }),
        'query.filter.title.$regex',
      );
      expect(violations[0].description).toContain('$regex');
      expectViolation(
        await queryEvents(app, { query: { filter: { $nor: [{ title: 'x' }] } } }),
        'query.filter.$nor',
      );
    });

    it('refuses a value outside an enum', async () => {
      expectViolation(
        await queryEvents(app, { query: { filter: { status: 'FINISHED' } } }),
        'query.filter.status.$eq',
        'INVALID_ENUM_VALUE',
      );
      expectViolation(
        await queryEvents(app, { query: { filter: { 'location.type': { $in: ['VENUE', 'MOON'] } } } }),
        'query.filter.location.type.$in[1]',
        'INVALID_ENUM_VALUE',
      );
    });

    it('refuses values of the wrong type', async () => {
      const bad: [unknown, string][] = [
        [
          { 'dateAndTimeSettings.startDate': { $gt: 'soon' } },
          'query.filter.dateAndTimeSettings.startDate.$gt',
        ],
        [{ title: { $in: 'Beta Concert' } }, 'query.filter.title.$in'],
        [{ title: 42 }, 'query.filter.title.$eq'],
        [{ title: { $exists: 'yes' } }, 'query.filter.title.$exists'],
        [
          { 'dateAndTimeSettings.startDate': { $startsWith: '2026' } },
          'query.filter.dateAndTimeSettings.startDate.$startsWith',
        ],
        [{ $or: [] }, 'query.filter.$or'],
        [{ $and: {} }, 'query.filter.$and'],
        [{ title: {} }, 'query.filter.title'],
        [{ 'categories.id': { $gt: 'x' } }, 'query.filter.categories.id.$gt'],
      ];
      for (const [filter, field] of bad) {
        const response = await queryEvents(app, { query: { filter } });
        expectViolation(response, field);
      }
    });

    it('refuses a deeply nested filter without a server error', async () => {
      let filter: Record<string, unknown> = { title: 'x' };
      for (let i = 0; i < 50; i++) filter = { $not: filter };
      const response = await queryEvents(app, { query: { filter } });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('drafts and sites', () => {
    it('hides drafts from visitors and from owners unless includeDrafts', async () => {
      const visitor = await app.visitorHeaders();
      const all = { query: { paging: { limit: 100 } } };
      expect(sorted(await titles(all, visitor))).toEqual(sorted(PUBLISHED));
      expect(sorted(await titles(all))).toEqual(sorted(PUBLISHED));
      expect(sorted(await titles({ ...all, includeDrafts: true }))).toEqual(
        sorted([...PUBLISHED, 'Eta Draft', 'Theta Draft']),
      );
    });

    it('refuses includeDrafts from a visitor', async () => {
      const response = await queryEvents(app, { includeDrafts: true }, await app.visitorHeaders());
      expectAppError(response, 403, 'PERMISSION_DENIED');
    });

    it('needs a caller', async () => {
      expectAppError(await queryEvents(app, {}, {}), 401, 'UNAUTHENTICATED');
    });

    it("never shows another site's events", async () => {
      const mine = await titles({
        query: { filter: { title: { $startsWith: 'alpha' } } },
        includeDrafts: true,
      });
      expect(sorted(mine)).toEqual(sorted(['Alpha Concert', 'alpha workshop']));
      const theirs = await titles(
        { query: { paging: { limit: 100 } }, includeDrafts: true },
        app.ownerHeaders(other),
      );
      expect(sorted(theirs)).toEqual(['Alpha Foreign', 'Beta Foreign']);
      const visitorOfOther = await app.visitorHeaders(other);
      expect(await titles({ query: { filter: { _id: ids['Alpha Concert'] } } }, visitorOfOther)).toEqual([]);
    });

    it('returns the requested field groups', async () => {
      const response = await queryEvents(app, {
        query: { filter: { title: 'Beta Concert' } },
        fields: ['CATEGORIES', 'REGISTRATION'],
      });
      const [event] = response.json().events;
      expect(event.registration.type).toBe('TICKETING');
      expect(event.categories.categories.map((c: any) => c.name)).toEqual(['Music', 'Outdoor']);
    });
  });

  describe('POST /events/v3/events/count-by-status', () => {
    const count = (body: Record<string, unknown>, headers = app.ownerHeaders()) =>
      app.request({ method: 'POST', url: '/events/v3/events/count-by-status', headers, payload: body });

    it('counts published events by status', async () => {
      const response = await count({});
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().facets.status.counts).toEqual({
        UPCOMING: 9,
        STARTED: 1,
        ENDED: 2,
        CANCELED: 1,
      });
      const visitor = await count({ facet: ['status'] }, await app.visitorHeaders());
      expect(visitor.json().facets.status.counts).toEqual({ UPCOMING: 9, STARTED: 1, ENDED: 2, CANCELED: 1 });
    });

    it('counts drafts with includeDrafts, for owners only', async () => {
      const response = await count({ includeDrafts: true });
      expect(response.json().facets.status.counts).toEqual({
        UPCOMING: 9,
        STARTED: 1,
        ENDED: 2,
        CANCELED: 1,
        DRAFT: 2,
      });
      expectAppError(
        await count({ includeDrafts: true }, await app.visitorHeaders()),
        403,
        'PERMISSION_DENIED',
      );
    });

    it('applies the filter and counts other facets', async () => {
      const response = await count({
        filter: { title: { $startsWith: 'beta' } },
        facet: ['status', 'registration.type', 'location.type'],
      });
      expect(response.json().facets).toEqual({
        status: { counts: { UPCOMING: 2 } },
        'registration.type': { counts: { TICKETING: 1, RSVP: 1 } },
        'location.type': { counts: { VENUE: 1, ONLINE: 1 } },
      });
    });

    it('refuses an unknown facet and a bad filter', async () => {
      expectViolation(await count({ facet: ['status', 'color'] }), 'facet[1]', 'INVALID_ENUM_VALUE');
      expectViolation(await count({ filter: { nope: 1 } }), 'filter.nope', 'FIELD_NOT_ALLOWED');
    });
  });

  describe('GET /events/v3/events/category/{categoryId}', () => {
    const list = (categoryId: string, query = '', headers = app.ownerHeaders()) =>
      app.request({ method: 'GET', url: `/events/v3/events/category/${categoryId}${query}`, headers });

    it('lists the published events of a category by start date', async () => {
      const response = await list(musicId, '?fields=CATEGORIES');
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body.events.map((e: any) => e.title)).toEqual(['Alpha Concert', 'Beta Concert', 'Gamma Gala']);
      expect(body.events[0].categories.categories[0].id).toBe(musicId);
      expect(body.pagingMetadata).toMatchObject({ count: 3, offset: 0, total: 3 });
      const visitor = await list(musicId, '', await app.visitorHeaders());
      expect(visitor.json().events).toHaveLength(3);
    });

    it('pages with paging.limit and paging.offset', async () => {
      const first = (await list(musicId, '?paging.limit=2')).json();
      expect(first.events.map((e: any) => e.title)).toEqual(['Alpha Concert', 'Beta Concert']);
      expect(first.pagingMetadata).toMatchObject({ count: 2, offset: 0, total: 3, tooManyToCount: false });
      const second = (await list(musicId, '?paging.limit=2&paging.offset=2')).json();
      expect(second.events.map((e: any) => e.title)).toEqual(['Gamma Gala']);
      expect(second.pagingMetadata).toMatchObject({ count: 1, offset: 2, total: 3 });
    });

    it('answers the POST form with the same result', async () => {
      const response = await app.request({
        method: 'POST',
        url: `/events/v3/events/category/${musicId}`,
        headers: app.ownerHeaders(),
        payload: { paging: { limit: 2, offset: 1 } },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().events.map((e: any) => e.title)).toEqual(['Beta Concert', 'Gamma Gala']);
    });

    it('answers 404 CATEGORY_NOT_FOUND for an unknown or foreign category', async () => {
      expectAppError(await list(randomUUID()), 404, 'CATEGORY_NOT_FOUND');
      expectAppError(await list(foreignCategoryId), 404, 'CATEGORY_NOT_FOUND');
    });

    it('refuses a category id that is not a uuid and a bad limit', async () => {
      expect((await list('music')).statusCode).toBe(400);
      expect((await list(musicId, '?paging.limit=abc')).statusCode).toBe(400);
      expect((await list(musicId, '?paging.limit=5000')).statusCode).toBe(400);
    });
  });
});
