import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createEvent, inHours, queryEvents, queryIds, statementsOf } from './helpers.ts';

/**
 * The statements behind an events query (issue 6, uncached reads): what each one costs depends
 * on how it is written, so these tests pin the forms that keep a query cheap, and check that
 * the rewritten conditions select exactly the rows the plain ones would.
 */
describe('events query statements', () => {
  let app: TestApp;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    app = await createTestApp();
    const events: [string, Record<string, unknown>, boolean?][] = [
      ['ended', { dateAndTimeSettings: { startDate: inHours(-30), endDate: inHours(-28) } }],
      ['started', { dateAndTimeSettings: { startDate: inHours(-1), endDate: inHours(2) } }],
      ['soon', { dateAndTimeSettings: { startDate: inHours(5), endDate: inHours(6) } }],
      ['later', { dateAndTimeSettings: { startDate: inHours(50), endDate: inHours(52) } }],
      ['tbd', { dateAndTimeSettings: { dateAndTimeTbd: true } }],
      ['draft', { dateAndTimeSettings: { startDate: inHours(7), endDate: inHours(8) } }, true],
    ];
    for (const [name, overrides, draft] of events) {
      ids[name] = (await createEvent(app, { title: name, ...overrides }, { draft: draft ?? false })).id;
    }
  });
  afterAll(() => app.close());
  afterEach(() => vi.restoreAllMocks());

  const names = (found: string[]) =>
    found.map((id) => Object.keys(ids).find((name) => ids[name] === id)).sort();

  it('binds LIMIT through a cast, so SQLite does not prepare the statement again on every run', async () => {
    const statements = await statementsOf(app, () =>
      queryEvents(app, { query: { filter: { status: 'UPCOMING' }, paging: { limit: 1 } } }),
    );
    // Background work of earlier writes (outbox deliveries, jobs) may run meanwhile: events only.
    const limited = statements.filter((text) => /\blimit\b/i.test(text) && /"events"/.test(text));
    // The page and the capped count.
    expect(limited).toHaveLength(2);
    for (const text of limited) {
      expect(text).toMatch(/limit CAST\((\?|\$\d+) AS INTEGER\)/i);
      expect(text).not.toMatch(/limit (\?|\$\d+)/i);
    }
  });

  it('reads a page from the listing index alone: ids and revisions, no documents', async () => {
    const statements = await statementsOf(app, () => queryEvents(app, { query: { paging: { limit: 1 } } }));
    const page = statements.find((text) => /from "events"/.test(text) && !/count\(/i.test(text))!;
    expect(page).not.toMatch(/select \*/i);
    expect(page).toMatch(
      /^select "events"\."id", "events"\."revision", "events"\."lifecycle", "events"\."start_date", "events"\."end_date" from/,
    );
    // The events not kept yet are read whole, with only the columns an event is built from.
    const whole = statements.filter((text) => text.includes('"events"."doc"'));
    for (const text of whole) {
      expect(text).not.toMatch(/select \*/i);
      expect(text).not.toContain('"events"."announced_status"');
    }
  });

  it('bounds the listing index by start_sort for upcoming events and start date ranges', async () => {
    const statements = await statementsOf(app, () =>
      queryEvents(app, {
        query: {
          filter: { status: 'UPCOMING', 'dateAndTimeSettings.startDate': { $gte: inHours(-100) } },
          paging: { limit: 1 },
        },
      }),
    );
    const withFilter = statements.filter((text) => text.includes('start_date'));
    expect(withFilter).toHaveLength(2);
    for (const text of withFilter) {
      expect(text).toMatch(/events\.start_sort > (\?|\$\d+)/);
      expect(text).toMatch(/"events"\."start_sort" >= (\?|\$\d+)/);
    }
  });

  it.runIf(process.env.DB !== 'postgres')('lets SQLite scan only that range of the index', async () => {
    const now = new Date().toISOString();
    const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT COUNT(*) FROM events
      WHERE site_id = ${app.site.siteId} AND lifecycle = 'PUBLISHED' AND events.start_sort > ${now}`.execute(
      app.db,
    );
    expect(plan.rows.map((r) => r.detail).join(' ')).toMatch(
      /events_listing \(site_id=\? AND start_sort>\?\)/,
    );
  });

  it('UPCOMING keeps events without a date and drops started ones', async () => {
    const found = await queryIds(app, { filter: { status: 'UPCOMING' } }, { includeDrafts: true });
    expect(names(found)).toEqual(['later', 'soon', 'tbd']);
    const others = await queryIds(app, { filter: { status: { $ne: 'UPCOMING' } } });
    expect(names(others)).toEqual(['draft', 'ended', 'started']);
    const not = await queryIds(app, { filter: { $not: { status: 'UPCOMING' } } });
    expect(names(not)).toEqual(['draft', 'ended', 'started']);
  });

  it('start date ranges never match an event without a date, and their negation always does', async () => {
    const from = { 'dateAndTimeSettings.startDate': { $gte: inHours(-2) } };
    expect(names(await queryIds(app, { filter: from }))).toEqual(['draft', 'later', 'soon', 'started']);
    expect(names(await queryIds(app, { filter: { $not: from } }))).toEqual(['ended', 'tbd']);
    const until = { 'dateAndTimeSettings.startDate': { $lt: inHours(6) } };
    expect(names(await queryIds(app, { filter: until }))).toEqual(['ended', 'soon', 'started']);
    expect(names(await queryIds(app, { filter: { $not: until } }))).toEqual(['draft', 'later', 'tbd']);
    const between = { 'dateAndTimeSettings.startDate': { $gt: inHours(-2), $lte: inHours(49) } };
    expect(names(await queryIds(app, { filter: between }))).toEqual(['draft', 'soon', 'started']);
  });

  it('counts the same rows it pages through', async () => {
    const response = await queryEvents(app, {
      includeDrafts: true,
      query: {
        filter: { status: 'UPCOMING', 'dateAndTimeSettings.startDate': { $gte: inHours(-2) } },
        paging: { limit: 1 },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().pagingMetadata).toMatchObject({ count: 1, total: 2, tooManyToCount: false });
  });
});
