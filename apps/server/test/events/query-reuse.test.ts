import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app.ts';
import { parsedDoc } from '../../src/modules/events/events.wire.ts';
import { serversOnOneDatabase } from '../support/servers-on-one-database.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent, inHours, queryEvents, statementsOf } from './helpers.ts';

const HOUR = 3_600_000;
/** One event per page: every page but the last needs the count for its total. */
const upcomingPage = { query: { filter: { status: 'UPCOMING' }, paging: { limit: 1 } } };

/**
 * Uncached reads (issue 6): a query's compiled statements and its total are reused between
 * requests, but only while the answer is exactly what the database would give. These tests pin
 * the three ways a total can change: a write here, the clock passing an event's start or end,
 * and a write by another server on the same database.
 */
describe('events query reuse', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  async function totalOf(body: Record<string, unknown> = upcomingPage): Promise<number> {
    const response = await queryEvents(app, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().pagingMetadata.total;
  }

  it('answers a repeated query the same, and recounts after a write', async () => {
    for (const hours of [1, 2, 3]) {
      await createEvent(app, {
        title: `Soon ${hours}`,
        dateAndTimeSettings: { startDate: inHours(hours), endDate: inHours(hours + 0.5) },
      });
    }
    const first = await queryEvents(app, upcomingPage);
    const again = await queryEvents(app, upcomingPage);
    expect(again.body).toBe(first.body);
    expect(first.json().pagingMetadata.total).toBe(3);
    await createEvent(app, { title: 'Later' });
    expect(await totalOf()).toBe(4);
  });

  it('counts once while nothing changes, on either database', async () => {
    await totalOf();
    const statements = await statementsOf(app, () => totalOf());
    const counts = statements.filter((text) => /count\(\*\)/i.test(text));
    expect(counts).toHaveLength(0);
  });

  it('recounts after every kind of events write, at once', async () => {
    const all = { query: { paging: { limit: 1 } }, includeDrafts: true };
    const published = { query: { paging: { limit: 1 } } };
    const inCategory = (id: string) => ({
      query: { filter: { 'categories.id': { $hasSome: [id] } }, paging: { limit: 1 } },
      includeDrafts: true,
    });
    const post = (url: string, payload: unknown = {}) =>
      app.request({ method: 'POST', url, headers: app.ownerHeaders(), payload });
    const expectOk = (response: { statusCode: number; body: string }) =>
      expect(response.statusCode, response.body).toBe(200);

    const draft = await createEvent(app, { title: 'Written 1' }, { draft: true });
    const start = { all: await totalOf(all), published: await totalOf(published) };
    await createEvent(app, { title: 'Written 2', categories: { categories: [{ name: 'Counted' }] } });
    expect(await totalOf(all)).toBe(start.all + 1);
    expectOk(await post(`/events/v3/events/${draft.id}/publish`));
    expect(await totalOf(published)).toBe(start.published + 2);
    expectOk(await post(`/events/v3/events/${draft.id}/clone`, { draft: true }));
    expect(await totalOf(all)).toBe(start.all + 2);

    const categoryId = (
      await queryEvents(app, { query: { filter: { title: 'Written 2' } }, fields: ['CATEGORIES'] })
    ).json().events[0].categories.categories[0].id;
    expect(await totalOf(inCategory(categoryId))).toBe(1);
    expectOk(
      await app.request({
        method: 'PATCH',
        url: `/events/v3/events/${draft.id}`,
        headers: app.ownerHeaders(),
        payload: { event: { id: draft.id, categories: { categories: [{ id: categoryId }] } } },
      }),
    );
    expect(await totalOf(inCategory(categoryId))).toBe(2);

    const canceled = { query: { filter: { status: 'CANCELED' }, paging: { limit: 1 } } };
    const canceledBefore = await totalOf(canceled);
    expectOk(await post(`/events/v3/events/${draft.id}/cancel`));
    expect(await totalOf(canceled)).toBe(canceledBefore + 1);
    expectOk(
      await app.request({
        method: 'DELETE',
        url: `/events/v3/events/${draft.id}`,
        headers: app.ownerHeaders(),
      }),
    );
    expect(await totalOf(all)).toBe(start.all + 1);
    expectOk(
      await post('/events/v3/bulk/events/delete-by-filter', {
        filter: { filter: { title: { $startsWith: 'Written' } } },
      }),
    );
    expect(await totalOf(all)).toBe(start.all - 1);
  });

  it('recounts when the clock passes an event start, though nothing was written', async () => {
    const before = await totalOf();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1.2 * HOUR });
    // "Soon 1" has started: it is no longer upcoming.
    expect(await totalOf()).toBe(before - 1);
    const page = await queryEvents(app, upcomingPage);
    expect(page.json().events[0].title).toBe('Soon 2');
  });

  it('recounts when the clock passes an event end', async () => {
    const ended = { query: { filter: { status: 'ENDED' }, paging: { limit: 1 } } };
    await createEvent(app, {
      title: 'Ends soon A',
      dateAndTimeSettings: { startDate: inHours(-2), endDate: inHours(0.5) },
    });
    await createEvent(app, {
      title: 'Ends soon B',
      dateAndTimeSettings: { startDate: inHours(-2), endDate: inHours(0.6) },
    });
    for (const title of ['Ended A', 'Ended B']) {
      await createEvent(app, {
        title,
        dateAndTimeSettings: { startDate: inHours(-3), endDate: inHours(-2.5) },
      });
    }
    const before = await totalOf(ended);
    expect(before).toBe(2);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 0.7 * HOUR });
    expect(await totalOf(ended)).toBe(before + 2);
  });

  it('keeps parsed documents frozen, so an event built from one cannot change it', () => {
    const text = JSON.stringify({ location: { type: 'VENUE', name: 'Hall' } });
    const doc = parsedDoc('event-1', text);
    expect(parsedDoc('event-1', `${text}`)).toBe(doc);
    // Another text under the same key is parsed anew, never answered from the old one.
    const changed = JSON.stringify({ location: { type: 'VENUE', name: 'Other hall' } });
    expect(parsedDoc('event-1', changed).location?.name).toBe('Other hall');
    expect(Object.isFrozen(doc.location)).toBe(true);
    expect(() => {
      (doc.location as { name: string }).name = 'Changed';
    }).toThrow(TypeError);
  });
});

describe('events reads with two servers on one database', () => {
  const shared = serversOnOneDatabase();

  const owner = () => shared.owner();
  const total = async (server: App) => {
    const response = await server.server.inject({
      method: 'POST',
      url: '/events/v3/events/query',
      headers: owner(),
      payload: upcomingPage,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().pagingMetadata.total as number;
  };
  const create = (server: App, title: string) =>
    server.server.inject({
      method: 'POST',
      url: '/events/v3/events',
      headers: owner(),
      payload: {
        event: {
          title,
          location: { type: 'VENUE', name: 'Hall' },
          dateAndTimeSettings: { startDate: inHours(24), endDate: inHours(26) },
          registration: { initialType: 'RSVP' },
        },
      },
    });

  it("sees the other server's writes in its totals at once", async () => {
    for (const title of ['One', 'Two']) expect((await create(shared.apps[0], title)).statusCode).toBe(200);
    expect(await total(shared.apps[1])).toBe(2);
    expect((await create(shared.apps[0], 'Three')).statusCode).toBe(200);
    expect(await total(shared.apps[1])).toBe(3);
  });

  it("shows the other server's write of an event it has kept (listing reuse)", async () => {
    const created = await create(shared.apps[0], 'Before');
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().event.id;
    const titles = async () => {
      const response = await shared.apps[1].server.inject({
        method: 'POST',
        url: '/events/v3/events/query',
        headers: owner(),
        payload: { query: { filter: { id } } },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().events.map((e: { title: string }) => e.title);
    };
    expect(await titles()).toEqual(['Before']);
    const patched = await shared.apps[0].server.inject({
      method: 'PATCH',
      url: `/events/v3/events/${id}`,
      headers: owner(),
      payload: { event: { id, title: 'After' } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await titles()).toEqual(['After']);
  });
});
