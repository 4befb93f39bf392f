import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app.ts';
import { eventsListing } from '../../src/modules/events/events.reads.ts';
import { KeptAnswers } from '../../src/platform/query/answer-reuse.ts';
import { SerializedJson } from '../../src/platform/serialized-json.ts';
import { serversOnOneDatabase } from '../support/servers-on-one-database.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent, inHours, isBackgroundStatement, queryEvents, statementsOf } from '../events/helpers.ts';

const HOUR = 3_600_000;
const soonest = { query: { sort: [{ fieldName: 'dateAndTimeSettings.startDate' }], paging: { limit: 2 } } };

/**
 * A listing that opts in (`answerKey`, platform/query/answer-reuse.ts) answers a repeated query
 * with the answer it built, without running it, only while the kind's data version and the
 * clock's effect are unchanged: every write, by this server or another, and every status the
 * clock moves shows at once, and each view (fields, audience) has its own answer.
 */
describe('listing answer reuse', () => {
  let app: TestApp;
  let firstId: string;

  beforeAll(async () => {
    app = await createTestApp();
    for (const hours of [1, 2, 3]) {
      const event = await createEvent(app, {
        title: `Soon ${hours}`,
        dateAndTimeSettings: { startDate: inHours(hours), endDate: inHours(hours + 0.5) },
      });
      if (hours === 1) firstId = event.id;
    }
  });
  afterAll(() => app.close());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const answer = async (body: Record<string, unknown> = soonest, headers = app.ownerHeaders()) => {
    const response = await queryEvents(app, body, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as {
      events: { id: string; title: string; status: string; categories?: unknown }[];
    };
  };

  it('runs no listing statement while nothing changes, and answers the same', async () => {
    await app.outbox.drain(); // the set-up's pass may still run on a loaded box
    const first = await queryEvents(app, soonest);
    await queryEvents(app, soonest); // built twice under one version: kept from now on
    const shape = vi.spyOn(eventsListing, 'shape');
    const statements = await statementsOf(app, async () => {
      for (let i = 0; i < 3; i++) expect((await queryEvents(app, soonest)).body).toBe(first.body);
    });
    // At most the data version (PostgreSQL reads it in the database; SQLite knows it for free).
    const own = statements.filter((text) => !isBackgroundStatement(text));
    expect(own.filter((text) => !/data_versions/.test(text))).toEqual([]);
    expect(shape).not.toHaveBeenCalled();
  });

  it("shows a write of an event's row at once", async () => {
    await answer();
    await answer();
    const response = await app.request({
      method: 'PATCH',
      url: `/events/v3/events/${firstId}`,
      headers: app.ownerHeaders(),
      payload: { event: { title: 'Renamed' } },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await answer()).events.map((e) => e.title)).toEqual(['Renamed', 'Soon 2']);
  });

  it('shows a category assignment at once to a query asking for categories', async () => {
    const withCategories = { ...soonest, fields: ['CATEGORIES'] };
    await answer(withCategories);
    expect((await answer(withCategories)).events[0].categories).toEqual({ categories: [] });
    const owner = app.ownerHeaders();
    const made = await app.request({
      method: 'POST',
      url: '/events/v1/categories',
      headers: owner,
      payload: { category: { name: 'Jazz' } },
    });
    const categoryId = made.json().category.id as string;
    await app.request({
      method: 'POST',
      url: `/events/v1/categories/${categoryId}/events`,
      headers: owner,
      payload: { eventId: [firstId] },
    });
    expect((await answer(withCategories)).events[0].categories).toMatchObject({
      categories: [{ id: categoryId, name: 'Jazz' }],
    });
  });

  it('moves a status when the clock passes a start, though nothing was written', async () => {
    await answer();
    expect((await answer()).events.map((e) => e.status)).toEqual(['UPCOMING', 'UPCOMING']);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1.1 * HOUR });
    expect((await answer()).events.map((e) => e.status)).toEqual(['STARTED', 'UPCOMING']);
  });

  it('keeps an answer per view: fields asked for and audience', async () => {
    await createEvent(
      app,
      { title: 'Draft', dateAndTimeSettings: { startDate: inHours(0.5), endDate: inHours(0.6) } },
      { draft: true },
    );
    const drafts = { ...soonest, includeDrafts: true };
    const details = { ...soonest, fields: ['DETAILS'] };
    for (let i = 0; i < 2; i++) {
      expect((await answer(drafts)).events[0].title).toBe('Draft');
      expect((await answer()).events[0].title).not.toBe('Draft');
      expect((await answer(details)).events[0]).toHaveProperty('shortDescription');
      expect((await answer()).events[0]).not.toHaveProperty('shortDescription');
      const visitor = await answer(soonest, await app.visitorHeaders());
      expect(visitor.events.map((e) => e.title)).not.toContain('Draft');
    }
  });
});

describe('listing answer reuse with two servers on one database', () => {
  const shared = serversOnOneDatabase();

  const request = (server: App, method: 'POST' | 'PATCH', url: string, payload: unknown) =>
    server.server.inject({ method, url, headers: shared.owner(), payload: payload as object });
  const titlesOn = async (server: App) => {
    const response = await request(server, 'POST', '/events/v3/events/query', soonest);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().events as { title: string }[]).map((e) => e.title);
  };

  it("shows the other server's write on an answer it kept", async () => {
    const created = await request(shared.apps[0], 'POST', '/events/v3/events', {
      event: {
        title: 'Later',
        location: { type: 'VENUE', name: 'Hall' },
        dateAndTimeSettings: { startDate: inHours(30), endDate: inHours(31) },
        registration: { initialType: 'RSVP' },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    for (let i = 0; i < 3; i++) expect(await titlesOn(shared.apps[1])).toEqual(['Later']);
    const id = created.json().event.id as string;
    const renamed = await request(shared.apps[0], 'PATCH', `/events/v3/events/${id}`, {
      event: { title: 'Renamed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await titlesOn(shared.apps[1])).toEqual(['Renamed']);
  });
});

describe('KeptAnswers', () => {
  const json = new SerializedJson(Buffer.from('{"events":[]}'));
  const at = (day: number) => `2026-01-0${day}T00:00:00.000Z`;

  it('keeps from the second build under one version, and serves only within its validity', () => {
    const answers = new KeptAnswers();
    answers.keep('k', 'v1', json);
    expect(answers.get('k', 'v1', at(2))).toEqual({ again: true });
    answers.keep('k', 'v1', json, { from: at(2), until: at(4) });
    expect(answers.get('k', 'v1', at(3)).answer).toBe(json);
    // Another version, a clock before it was built or at the next clock change: not served.
    expect(answers.get('k', 'v2', at(3))).toEqual({ again: false });
    expect(answers.get('k', 'v1', at(1)).answer).toBeUndefined();
    expect(answers.get('k', 'v1', at(4)).answer).toBeUndefined();
  });

  it('keeps only encoded answers, and no key past its bound', () => {
    const answers = new KeptAnswers();
    answers.keep('plain', 'v1', { events: [] }, { from: at(1), until: null });
    expect(answers.get('plain', 'v1', at(2))).toEqual({ again: true });
    expect(answers.keyOf('scope', { filter: 'x'.repeat(3000) })).toBeNull();
    expect(answers.keyOf('scope', { paging: { limit: 2 } })).toBe('scope\u0000{"paging":{"limit":2}}');
  });
});
